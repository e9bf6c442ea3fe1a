// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A .qm catalogue installed in the application for a test's scope: tr() and QCoreApplication::translate
// answer in its language until the guard is destroyed.
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace scansleuth::testing {

class InstalledTranslator
{
public:
    explicit InstalledTranslator(const QString& qmPath)
    {
        m_installed = m_translator.load(qmPath) && QCoreApplication::installTranslator(&m_translator);
    }
    ~InstalledTranslator()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
    }
    InstalledTranslator(const InstalledTranslator&) = delete;
    InstalledTranslator& operator=(const InstalledTranslator&) = delete;

    // Whether the catalogue was read and installed.
    bool installed() const { return m_installed; }

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace scansleuth::testing
