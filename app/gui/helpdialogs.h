// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QDialog>

class QTreeWidget;

namespace scansleuth::app {

// Help > About ScanSleuth: what the program is, and the versions of Qt, VTK, ITK, DCMTK and LibTorch,
// with a button that copies them (object names: "versions" the label, "copyVersions" the button). The
// versions are read on a worker thread (LibTorch's loads the model module): the button is enabled and
// versionsShown() emitted once they are shown.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

Q_SIGNALS:
    void versionsShown();
};

// Help > Report a Problem: what to include in a report (the version line, `scansleuth-cli info --json`
// of the input, the investigation file, the terminal's log), and a button ("copySystemInformation") that
// copies the system and version information (helpinfo.h systemInformation) to the clipboard, once it is
// known (read on a worker thread, as in the About box: informationShown()).
class ReportProblemDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ReportProblemDialog(QWidget* parent = nullptr);

Q_SIGNALS:
    void informationShown();
};

// Help > Keyboard Shortcuts: Shortcuts::table(), grouped by where each applies.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget* parent = nullptr);
    // The list: one top-level item a group, one child a shortcut (column 0 the keys, 1 what they do).
    QTreeWidget* tree() const { return m_tree; }

private:
    QTreeWidget* m_tree = nullptr;
};

} // namespace scansleuth::app
