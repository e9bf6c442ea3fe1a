// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "shortcuts.h"

#include <QAction>

namespace scansleuth::app {

namespace {

QList<QKeySequence> keys(std::initializer_list<QKeySequence> list)
{
    return QList<QKeySequence>(list);
}

std::vector<ShortcutEntry> makeTable()
{
    const QString main = Shortcuts::tr("Main window");
    const QString views = Shortcuts::tr("Slice views");
    const QString view3d = Shortcuts::tr("3D view");
    const QString layers = Shortcuts::tr("Layer list");
    const QString jobs = Shortcuts::tr("Comparison and audit windows");
    const QString help = Shortcuts::tr("Help window");
    QList<QKeySequence> digits;
    for (int n = 1; n <= 9; ++n)
        digits << QKeySequence(Qt::Key_0 + n);
    // Portable key names ("Ctrl" is Command on macOS); the standard keys as this platform spells them.
    return {
        {main,
         QStringLiteral("openFile"),
         keys({QKeySequence(QKeySequence::Open)}),
         false,
         {},
         Shortcuts::tr("Open an image file")},
        {main,
         QStringLiteral("openFolder"),
         keys({QKeySequence(QStringLiteral("Ctrl+Shift+O"))}),
         false,
         {},
         Shortcuts::tr("Open a DICOM folder")},
        {main,
         QStringLiteral("addOverlay"),
         keys({QKeySequence(QStringLiteral("Ctrl+Shift+A"))}),
         false,
         {},
         Shortcuts::tr("Add an overlay (a mask, a prediction, another image)")},
        {main,
         QStringLiteral("saveInvestigation"),
         keys({QKeySequence(QKeySequence::Save)}),
         false,
         {},
         Shortcuts::tr("Save the investigation")},
        {main,
         QStringLiteral("saveScreenshot"),
         keys({QKeySequence(QStringLiteral("Ctrl+Shift+S"))}),
         false,
         {},
         Shortcuts::tr("Save a screenshot of the window")},
        {main,
         QStringLiteral("copyAxialView"),
         keys({QKeySequence(QKeySequence::Copy)}),
         false,
         {},
         Shortcuts::tr("Copy the axial view to the clipboard")},
        {main,
         QStringLiteral("quit"),
         keys({QKeySequence(QKeySequence::Quit)}),
         false,
         {},
         Shortcuts::tr("Quit (asks first when the investigation has unsaved changes)")},
        {main,
         QStringLiteral("toggleLayer"),
         digits,
         true,
         {},
         Shortcuts::tr("Show or hide layer 1 to 9 of the layer list")},
        {main,
         QStringLiteral("flipOverlays"),
         keys({QKeySequence(Qt::Key_F)}),
         false,
         {},
         Shortcuts::tr("Flip through the overlays, one at a time, then none")},
        {main,
         QStringLiteral("volumeRendering"),
         keys({QKeySequence(Qt::Key_V)}),
         false,
         {},
         Shortcuts::tr("Volume rendering in the 3D view (switches to the 2x2 layout)")},
        {main,
         QStringLiteral("runModel"),
         keys({QKeySequence(QStringLiteral("Ctrl+R"))}),
         false,
         {},
         Shortcuts::tr("Run a TorchScript model on the base image")},
        {main,
         QStringLiteral("userGuide"),
         keys({QKeySequence(QKeySequence::HelpContents)}),
         false,
         {},
         Shortcuts::tr("Open the user guide")},
        {views,
         {},
         keys({QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Right)}),
         false,
         {},
         Shortcuts::tr("Next slice")},
        {views,
         {},
         keys({QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_Left)}),
         false,
         {},
         Shortcuts::tr("Previous slice")},
        {views,
         {},
         keys({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown)}),
         false,
         {},
         Shortcuts::tr("Ten slices forward or back")},
        {views, {}, {}, false, Shortcuts::tr("Mouse wheel"), Shortcuts::tr("Step through the slices")},
        {views, {}, {}, false, Shortcuts::tr("Ctrl+mouse wheel"), Shortcuts::tr("Zoom")},
        {views,
         {},
         {},
         false,
         Shortcuts::tr("Left click or drag"),
         Shortcuts::tr("Move the cursor (all views follow)")},
        {views, {}, {}, false, Shortcuts::tr("Middle-drag"), Shortcuts::tr("Pan")},
        {views,
         {},
         {},
         false,
         Shortcuts::tr("Right-drag"),
         Shortcuts::tr("Window (left-right) and level (up-down) of the base image")},
        {view3d, {}, {}, false, Shortcuts::tr("Left-drag"), Shortcuts::tr("Rotate")},
        {view3d, {}, {}, false, Shortcuts::tr("Mouse wheel"), Shortcuts::tr("Zoom")},
        {layers,
         QStringLiteral("removeLayer"),
         keys({QKeySequence(QKeySequence::Delete), QKeySequence(Qt::Key_Backspace)}),
         false,
         {},
         Shortcuts::tr("Remove the selected layer")},
        {jobs,
         QStringLiteral("saveWindowScreenshot"),
         keys({QKeySequence(QStringLiteral("Ctrl+Shift+S"))}),
         false,
         {},
         Shortcuts::tr("Save a screenshot of the window")},
        {jobs,
         QStringLiteral("closeWindow"),
         keys({QKeySequence(QKeySequence::Close)}),
         false,
         {},
         Shortcuts::tr("Close the window")},
        {help,
         QStringLiteral("helpBack"),
         keys({QKeySequence(QKeySequence::Back)}),
         false,
         {},
         Shortcuts::tr("Back")},
        {help,
         QStringLiteral("helpFind"),
         keys({QKeySequence(QKeySequence::Find)}),
         false,
         {},
         Shortcuts::tr("Search the guide")},
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
