// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <clocale>

#include <locale.h>

namespace scansleuth {

// For the lifetime of the guard, this thread formats and parses numbers in the C locale, whatever
// setlocale() chose for the process (QCoreApplication calls setlocale(LC_ALL, "")). For toolkit code we
// cannot change, which reads headers with sscanf/strtod: teem, under ITK's NRRD reader, reads
// "spacings: 0.5" as 0 on a German desktop. Our own code uses base/numberformat.h instead.
// Thread-local (uselocale), so other threads and the GUI keep the user's locale.
class CNumericLocale
{
public:
    CNumericLocale()
    {
        m_c = ::newlocale(LC_NUMERIC_MASK, "C", static_cast<locale_t>(nullptr));
        if (m_c)
            m_previous = ::uselocale(m_c);
    }
    ~CNumericLocale()
    {
        if (m_c) {
            ::uselocale(m_previous);
            ::freelocale(m_c);
        }
    }
    CNumericLocale(const CNumericLocale&) = delete;
    CNumericLocale& operator=(const CNumericLocale&) = delete;

private:
    locale_t m_c = nullptr;
    locale_t m_previous = nullptr;
};

} // namespace scansleuth
