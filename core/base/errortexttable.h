// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"

#include <utility>
#include <vector>

// The parts of the error sentence table (errortexts.h), one file an area of core so that each stays
// readable: every sentence is marked QT_TRANSLATE_NOOP("Error", ...).
namespace scansleuth::detail {

const std::vector<const char*>& ioErrorTexts(); // io/, base/, volume/, render/
const std::vector<const char*>&
modelErrorTexts(); // model/, preprocess/, investigate/, workflow/, report/, demo/
const std::vector<const char*>& checkErrorTexts(); // checks/

// `texts` parsed, the most specific first (the most literal text; ties keep table order): where two match
// a text, the one that spells out more of it wins. The order the error and note renderers try them in.
std::vector<std::pair<const char*, ParsedTemplate>>
parseMostSpecificFirst(const std::vector<const char*>& texts);

} // namespace scansleuth::detail
