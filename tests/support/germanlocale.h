// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A German desktop for the tests: QCoreApplication calls setlocale(LC_ALL, "") at start-up, so on a
// de_DE system printf("%.1f", 1.5) writes "1,5" in every part of the program. Tests that check files
// and machine-readable output stay correct there switch the C locale with this guard.
#include <QByteArray>
#include <QString>

#include <clocale>
#include <cstdio>
#include <string>

namespace scansleuth::testing {

inline constexpr const char* kGermanLocale = "de_DE.UTF-8";

// Sets LC_ALL to de_DE.UTF-8 for its lifetime and restores the previous locale after.
class GermanLocale
{
public:
    GermanLocale()
    {
        const char* previous = std::setlocale(LC_ALL, nullptr);
        m_previous = previous ? previous : "C";
        m_active = std::setlocale(LC_ALL, kGermanLocale) != nullptr;
        if (m_active) {
            // The premise: this locale really writes a decimal comma.
            char text[16];
            std::snprintf(text, sizeof text, "%.1f", 1.5);
            m_active = std::string(text) == "1,5";
        }
    }
    ~GermanLocale() { std::setlocale(LC_ALL, m_previous.c_str()); }
    GermanLocale(const GermanLocale&) = delete;
    GermanLocale& operator=(const GermanLocale&) = delete;

    bool active() const { return m_active; }

private:
    std::string m_previous;
    bool m_active = false;
};

inline QByteArray germanLocaleMissing()
{
    return QByteArray("The de_DE.UTF-8 locale is missing or writes no decimal comma: run "
                      "packaging/install-deps.sh (it generates the locale), or `sed -i 's/^# *de_DE.UTF-8/"
                      "de_DE.UTF-8/' /etc/locale.gen && locale-gen` as root.");
}

} // namespace scansleuth::testing

// Fails the test at once (never skips) when the German locale cannot be set.
#define SCANSLEUTH_GERMAN_LOCALE(guard)                                                                      \
    scansleuth::testing::GermanLocale guard;                                                                 \
    if (!guard.active())                                                                                     \
        QFAIL(scansleuth::testing::germanLocaleMissing().constData());
