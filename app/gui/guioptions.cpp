// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "guioptions.h"

#include <QCoreApplication>
#include <QString>

namespace scansleuth::app {

namespace {

// The descriptions are English in the table and translated when --help prints them (context "main").
const std::vector<GuiOption> kOptions = {
    {"demo", nullptr, QT_TRANSLATE_NOOP("main", "Open the built-in demo study.")},
    {"demo-symptom", "ID",
     QT_TRANSLATE_NOOP("main", "With --demo: the demo investigation's symptom, mask-misaligned "
                               "(default) or nondeterministic-results (the demo model's reruns).")},
    {"overlay", "MASK", QT_TRANSLATE_NOOP("main", "Add MASK (or any image) as an overlay; repeatable.")},
    {"layout", "LAYOUT", QT_TRANSLATE_NOOP("main", "View layout: 1x1, 1x3 or 2x2 (with the 3D view)."),
     "1x3"},
    {"volume-rendering", nullptr,
     QT_TRANSLATE_NOOP("main", "Show the base image volume-rendered in the 3D view.")},
    {"threads", "N",
     QT_TRANSLATE_NOOP("main", "Use at most N threads (default: the \"threads\" setting, else every "
                               "CPU this process may use).")},
    {"run-model", "MODEL",
     QT_TRANSLATE_NOOP("main", "After loading, run the TorchScript MODEL on the base image (CPU).")},
    {"model-spec", "SPEC", QT_TRANSLATE_NOOP("main", "The preprocessing spec for --run-model.")},
    {"run-experiment", nullptr,
     QT_TRANSLATE_NOOP("main", "After loading, run the selected hypothesis's experiment and show its "
                               "evidence (and a disagreement map, if it made one).")},
    {"compare", nullptr,
     QT_TRANSLATE_NOOP("main", "Compare prediction runs side by side (give two or more --run).")},
    {"run", "NAME=PATH",
     QT_TRANSLATE_NOOP("main", "With --compare: a run as NAME=PATH (a folder or CSV of predictions); "
                               "repeatable, the first is the baseline.")},
    {"truth", "PATH",
     QT_TRANSLATE_NOOP("main", "With --compare: the ground truth, a folder or CSV of label maps.")},
    {"images", "DIR",
     QT_TRANSLATE_NOOP("main", "With --compare: a folder of the images, shown under the label maps.")},
    {"label-table", "FILE",
     QT_TRANSLATE_NOOP("main", "With --compare: label names from an ITK-SNAP or Slicer label table.")},
    {"select-case", "KEY",
     QT_TRANSLATE_NOOP(
         "main", "With --compare: open this case (default: the first row, where the runs differ most).")},
    {"compare-label", "N", QT_TRANSLATE_NOOP("main", "With --compare: the label shown first (a number).")},
    {"compare-metric", "NAME",
     QT_TRANSLATE_NOOP("main", "With --compare: the metric shown first (dice, iou, hd, hd95, assd, nsd, "
                               "volume_difference_ml, abs_volume_difference_ml, lesion_f1).")},
    {"demo-compare", nullptr,
     QT_TRANSLATE_NOOP("main", "With --demo: compare the demo's two training runs against its truth.")},
    {"audit", "NAME=PATH",
     QT_TRANSLATE_NOOP("main", "Audit dataset splits for leakage and preprocessing parity: a split as "
                               "NAME=PATH (repeatable, two or more), or one split CSV.")},
    {"audit-reference", "FILE",
     QT_TRANSLATE_NOOP("main", "With --audit: a training-side fingerprint to compare the splits with "
                               "(nnU-Net, MONAI, a preprocessing spec); repeatable.")},
    {"audit-tab", "TAB",
     QT_TRANSLATE_NOOP("main", "With --audit: the tab shown once the audit is done (pairs, parity, "
                               "findings, unreadable).")},
    {"screenshot", "FILE", QT_TRANSLATE_NOOP("main", "Load, write the window as PNG to FILE, quit.")},
    {"quit-when-ready", nullptr,
     QT_TRANSLATE_NOOP("main", "Open the main window, load what is given, draw it once and quit: "
                               "for timing start-up.")},
    {"man", nullptr, QT_TRANSLATE_NOOP("main", "Print the manual page (roff) on standard output and quit.")},
};

// Qt's own options of QGuiApplication and QApplication (-platform offscreen, -style Fusion...), which
// QApplication takes from argv itself: accepted here and not shown in --help (--help-all lists Qt's).
void addQtOptions(QCommandLineParser& parser)
{
    for (const char* name :
         {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
          "qwindowtitle", "session", "display", "geometry", "style", "stylesheet", "qmljsdebugger"}) {
        QCommandLineOption option(QString::fromLatin1(name), QString(), QStringLiteral("VALUE"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    for (const char* name : {"reverse", "widgetcount"}) {
        QCommandLineOption option(QString::fromLatin1(name));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
}

const char* kDescription =
    QT_TRANSLATE_NOOP("main", "A workbench for debugging medical-imaging deep-learning "
                              "pipelines.");
const char* kPathDescription = QT_TRANSLATE_NOOP("main", "Image file or folder.");

} // namespace

const std::vector<GuiOption>& guiOptions()
{
    return kOptions;
}

void addGuiOptions(QCommandLineParser& parser)
{
    // Single-dash words are options, as Qt's own are (-platform); scansleuth's have no one-letter forms.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setApplicationDescription(QCoreApplication::translate("main", kDescription));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const GuiOption& o : kOptions) {
        QCommandLineOption option(QString::fromLatin1(o.name),
                                  QCoreApplication::translate("main", o.description));
        if (o.valueName)
            option.setValueName(QString::fromLatin1(o.valueName));
        if (o.defaultValue)
            option.setDefaultValue(QString::fromLatin1(o.defaultValue));
        parser.addOption(option);
    }
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("main", kPathDescription));
    addQtOptions(parser);
}

commandline::Program guiProgram()
{
    commandline::Program p;
    p.name = "scansleuth";
    p.title = "a workbench for debugging medical-imaging deep-learning pipelines";
    p.version = SCANSLEUTH_VERSION;
    p.synopsis = {"[OPTIONS] [PATH]", "--compare --run NAME=PATH --run NAME=PATH [OPTIONS]",
                  "--audit NAME=PATH --audit NAME=PATH [OPTIONS]", "--man"};
    p.description =
        "ScanSleuth opens volumes, masks, predictions and TorchScript models, and walks a researcher from a "
        "symptom (a mask that is shifted, reruns that differ, Dice that drops in production) to ranked "
        "hypotheses, runs the experiment that can falsify each one, records the evidence and exports the "
        "investigation as a report. Every check it runs is also available without a display in "
        "scansleuth-cli(1).\n\n"
        "--screenshot and --quit-when-ready draw without a display, on Qt's offscreen platform unless "
        "QT_QPA_PLATFORM or -platform names another; --help, --version and --man need no display either. "
        "Qt's "
        "own options (-platform, -style...) are accepted; --help-all lists them.";
    p.arguments = {{"PATH", kPathDescription}};
    for (const GuiOption& o : kOptions) {
        std::string description = o.description;
        if (o.defaultValue)
            description += std::string(" Default: ") + o.defaultValue + ".";
        p.options.push_back({std::string("--") + o.name, o.valueName ? o.valueName : "", description});
    }
    p.options.push_back({"--help", "", "Print the options and exit.", "-h"});
    p.options.push_back({"--help-all", "", "Print the options, Qt's included, and exit."});
    p.options.push_back({"--version", "", "Print the version and exit.", "-v"});
    p.exitStatus = {{0, "The window was closed, or the screenshot written."},
                    {1, "The screenshot could not be written."},
                    {2, "Bad command line."}};
    p.environment = {{"QT_QPA_PLATFORM",
                      "The Qt platform (xcb, wayland, offscreen); under xvfb-run, xcb gives the "
                      "3D view its OpenGL."},
                     {"SCANSLEUTH_KNOWLEDGE_DIR", "The folder of the knowledge base's JSON files."}};
    p.files = {{"~/.config/ScanSleuth/ScanSleuth.conf",
                "The settings, among them threads=N (the thread limit when --threads is not given)."},
               {"lib/scansleuth/", "The modules beside the program's bin/ folder, loaded on first use."}};
    p.examples = {{"scansleuth --demo", "The demo study and its investigation:"},
                  {"scansleuth ct.nii.gz --overlay mask.nii.gz --layout 1x3 --screenshot view.png",
                   "An image and its mask, drawn once into a PNG without a display:"},
                  {"scansleuth --compare --run A=runs/run-a --run B=runs/run-b --truth runs/truth",
                   "Two runs side by side:"}};
    p.seeAlso = {"scansleuth-cli(1)"};
    return p;
}

} // namespace scansleuth::app
