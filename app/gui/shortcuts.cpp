// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "shortcuts.h"

#include <QAction>

namespace scansleuth::app {

namespace {

using Keys = QList<QKeySequence>;

// A row for an action's keys, for keys a view handles itself, and for a mouse gesture.
ShortcutEntry keyed(const QString& group, const char* action, const Keys& keys, const QString& what)
{
    return {group, QString::fromLatin1(action), keys, false, {}, what};
}

ShortcutEntry viewKeys(const QString& group, const Keys& keys, const QString& what)
{
    return {group, {}, keys, false, {}, what};
}

ShortcutEntry gesture(const QString& group, const QString& mouse, const QString& what)
{
    return {group, {}, {}, false, mouse, what};
}

std::vector<ShortcutEntry> makeTable()
{
    const QString main = Shortcuts::tr("Main window");
    const QString views = Shortcuts::tr("Slice views");
    const QString view3d = Shortcuts::tr("3D view");
    const QString layers = Shortcuts::tr("Layer list");
    const QString jobs = Shortcuts::tr("Comparison and audit windows");
    const QString help = Shortcuts::tr("Help window");
    Keys digits;
    for (int n = 1; n <= 9; ++n)
        digits << QKeySequence(Qt::Key_0 + n);
    ShortcutEntry toggleLayers{main,   QStringLiteral("toggleLayer"),
                               digits, true,
                               {},     Shortcuts::tr("Show or hide layer 1 to 9 of the layer list")};
    // Portable key names ("Ctrl" is Command on macOS); the standard keys as this platform spells them.
    using K = QKeySequence;
    return {
        keyed(main, "openFile", {K(K::Open)}, Shortcuts::tr("Open an image file")),
        keyed(main, "openFolder", {K(QStringLiteral("Ctrl+Shift+O"))}, Shortcuts::tr("Open a DICOM folder")),
        keyed(main, "addOverlay", {K(QStringLiteral("Ctrl+Shift+A"))},
              Shortcuts::tr("Add an overlay (a mask, a prediction, another image)")),
        keyed(main, "saveInvestigation", {K(K::Save)}, Shortcuts::tr("Save the investigation")),
        keyed(main, "saveScreenshot", {K(QStringLiteral("Ctrl+Shift+S"))},
              Shortcuts::tr("Save a screenshot of the window")),
        keyed(main, "copyAxialView", {K(K::Copy)}, Shortcuts::tr("Copy the axial view to the clipboard")),
        keyed(main, "quit", {K(K::Quit)},
              Shortcuts::tr("Quit (asks first when the investigation has unsaved changes)")),
        toggleLayers,
        keyed(main, "flipOverlays", {K(Qt::Key_F)},
              Shortcuts::tr("Flip through the overlays, one at a time, then none")),
        keyed(main, "volumeRendering", {K(Qt::Key_V)},
              Shortcuts::tr("Volume rendering in the 3D view (switches to the 2x2 layout)")),
        keyed(main, "runModel", {K(QStringLiteral("Ctrl+R"))},
              Shortcuts::tr("Run a TorchScript model on the base image")),
        keyed(main, "userGuide", {K(K::HelpContents)}, Shortcuts::tr("Open the user guide")),
        viewKeys(views, {K(Qt::Key_Up), K(Qt::Key_Right)}, Shortcuts::tr("Next slice")),
        viewKeys(views, {K(Qt::Key_Down), K(Qt::Key_Left)}, Shortcuts::tr("Previous slice")),
        viewKeys(views, {K(Qt::Key_PageUp), K(Qt::Key_PageDown)},
                 Shortcuts::tr("Ten slices forward or back")),
        viewKeys(main, {K(QStringLiteral("Alt+Left")), K(QStringLiteral("Alt+Right"))},
                 Shortcuts::tr("The investigation's previous or next step (Back, Next)")),
        gesture(views, Shortcuts::tr("Mouse wheel"), Shortcuts::tr("Step through the slices")),
        gesture(views, Shortcuts::tr("Ctrl+mouse wheel"), Shortcuts::tr("Zoom")),
        gesture(views, Shortcuts::tr("Left click or drag"),
                Shortcuts::tr("Move the cursor (all views follow)")),
        gesture(views, Shortcuts::tr("Middle-drag"), Shortcuts::tr("Pan")),
        gesture(views, Shortcuts::tr("Right-drag"),
                Shortcuts::tr("Window (left-right) and level (up-down) of the base image")),
        gesture(view3d, Shortcuts::tr("Left-drag"), Shortcuts::tr("Rotate")),
        gesture(view3d, Shortcuts::tr("Mouse wheel"), Shortcuts::tr("Zoom")),
        viewKeys(view3d, {K(Qt::Key_Left), K(Qt::Key_Right), K(Qt::Key_Up), K(Qt::Key_Down)},
                 Shortcuts::tr("Rotate (the view has focus: Tab to it)")),
        viewKeys(view3d, {K(Qt::Key_Plus), K(Qt::Key_Minus)}, Shortcuts::tr("Zoom in or out")),
        viewKeys(view3d, {K(Qt::Key_Home)}, Shortcuts::tr("Look from the front again")),
        keyed(layers, "removeLayer", {K(K::Delete), K(Qt::Key_Backspace)},
              Shortcuts::tr("Remove the selected layer")),
        keyed(jobs, "exportComparisonCsv", {K(QStringLiteral("Ctrl+E"))},
              Shortcuts::tr("Export the run comparison's table as CSV")),
        keyed(jobs, "exportComparisonReport", {K(QStringLiteral("Ctrl+R"))},
              Shortcuts::tr("Export the run comparison's report (PDF, HTML, Markdown or JSON)")),
        keyed(jobs, "saveWindowScreenshot", {K(QStringLiteral("Ctrl+Shift+S"))},
              Shortcuts::tr("Save a screenshot of the window")),
        keyed(jobs, "closeWindow", {K(K::Close)}, Shortcuts::tr("Close the window")),
        keyed(help, "helpBack", {K(K::Back)}, Shortcuts::tr("Back")),
        keyed(help, "helpFind", {K(K::Find)}, Shortcuts::tr("Search the guide")),
    };
}

} // namespace

const std::vector<ShortcutEntry>& Shortcuts::table()
{
    static const std::vector<ShortcutEntry> entries = makeTable();
    return entries;
}

QList<QKeySequence> Shortcuts::keysOf(const QString& action)
{
    for (const ShortcutEntry& entry : table()) {
        if (entry.action.isEmpty())
            continue;
        if (!entry.family && entry.action == action)
            return entry.keys;
        if (entry.family && action.startsWith(entry.action)) {
            bool ok = false;
            const int n = action.mid(entry.action.size()).toInt(&ok);
            if (ok && n >= 1 && n <= entry.keys.size())
                return {entry.keys[n - 1]};
        }
    }
    return {};
}

void Shortcuts::apply(QAction* action, const QString& name)
{
    action->setObjectName(name);
    action->setShortcuts(keysOf(name));
}

QString Shortcuts::keysText(const ShortcutEntry& entry)
{
    if (!entry.gesture.isEmpty())
        return entry.gesture;
    if (entry.family && entry.keys.size() > 1)
        return tr("%1 ... %2")
            .arg(entry.keys.front().toString(QKeySequence::NativeText),
                 entry.keys.back().toString(QKeySequence::NativeText));
    QStringList texts;
    for (const QKeySequence& key : entry.keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(" / "));
}

} // namespace scansleuth::app
