// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"
#include "base/result.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>

// A compiled Qt translation (.qm, as lrelease writes it) read without Qt, so that scansleuth-cli, which
// links no Qt, writes reports in the GUI's languages (docs/translation.md). Only what lrelease's default
// ("save everything") output holds is used: each message's context, source text and first translation.
namespace scansleuth {

class QmCatalog
{
public:
    // Parses `bytes`. Errors: Corrupt (not a .qm file, a block or message past its end) with the
    // offset in the detail. `name` names the source in messages.
    static Result<QmCatalog> parse(std::string_view bytes, const std::string& name);

    // The UTF-8 translation of `source` in `context`; empty when there is none (or it is unfinished).
    std::string translate(std::string_view context, std::string_view source) const;
    std::size_t size() const { return m_messages.size(); }

    // A Translator (base/findingtexts.h) over this catalogue, falling back to the source text. The
    // catalogue must outlive it.
    Translator translator() const;

private:
    std::map<std::pair<std::string, std::string>, std::string, std::less<>> m_messages;
};

} // namespace scansleuth
