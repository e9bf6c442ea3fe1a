// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

class QAction;

namespace scansleuth::app {

// One row of Help > Keyboard Shortcuts. The table is the one source of the program's shortcuts: the
// windows take each action's keys from it (setShortcutFromTable), the dialog lists it, and a test checks
// that every action with keys is in it with those keys.
struct ShortcutEntry
{
    QString group;  // "Main window", "Slice views"... (translated)
    QString action; // the QAction's object name; empty for keys and mouse gestures a view handles itself
    // The keys; a family ("toggleLayer") has one action per key, named action + "1", action + "2"...
    QList<QKeySequence> keys;
    bool family = false;
    QString gesture;     // instead of keys: a mouse gesture ("Right-drag"), translated
    QString description; // translated
};

class Shortcuts
{
    Q_DECLARE_TR_FUNCTIONS(Shortcuts)

public:
    // Every shortcut and mouse gesture of the program, in the order the dialog lists them.
    static const std::vector<ShortcutEntry>& table();
    // The keys of `action` (an object name of table(), or a family's name with its number); empty when the
    // table has none.
    static QList<QKeySequence> keysOf(const QString& action);
    // Names `action` as `name` and gives it the table's keys for that name.
    static void apply(QAction* action, const QString& name);
    // The keys as the dialog shows them: "Ctrl+O", "1 ... 9", "Up / Right", or the gesture.
    static QString keysText(const ShortcutEntry& entry);
};

} // namespace scansleuth::app
