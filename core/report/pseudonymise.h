// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <string>
#include <string_view>
#include <vector>

// Pseudonymisation of patient identifiers in a report. Reports pseudonymise by default; a caller
// includes identifiers only with an explicit option (PrivacyOptions::includeIdentifiers).
namespace scansleuth::report {

// Keyed pseudonyms: "PAT-" + the first 40 bits of HMAC-SHA256(key, identifier) in RFC 4648 base32
// (8 characters A-Z, 2-7). The same identifier under the same key always gives the same pseudonym;
// without the key a pseudonym cannot be traced back by hashing candidate names.
class Pseudonymiser
{
public:
    // An empty key draws a random 256-bit key (std::random_device): pseudonyms are then stable
    // within one report only.
    explicit Pseudonymiser(std::string key);

    std::string pseudonym(std::string_view identifier) const;

private:
    std::string m_key;
};

// One patient's identifiers, as they may appear in the text. Names in any of the forms DICOM and
// people write ("Doe^John", "DOE^JOHN^Q", "John Doe", "Doe, John"); IDs verbatim; birth dates as
// YYYYMMDD or YYYY-MM-DD.
struct Identifiers
{
    std::vector<std::string> names;
    std::vector<std::string> ids;
    std::vector<std::string> birthDates;
};

// The identifier a patient's pseudonym is derived from: the first ID, else the first name in the
// canonical form "family^given" (case-folded), so that every spelling of one patient maps to one
// pseudonym. Empty when the patient has neither.
std::string pseudonymSource(const Identifiers& patient);

// Replaces, in every text field of `document` (title, subtitle, metadata keys and values, section
// titles, paragraphs, bullets, key/value pairs, table captions, headers and cells, figure captions,
// plot titles, axis labels, series names and reference labels):
//  - each name of a patient, case-insensitively, in the forms Family^Given[^Middle...], Given Family,
//    Given Middle Family, Family, Given and Family Given, then the family name alone as a whole word,
//    by the patient's pseudonym;
//  - each ID (case-insensitive, whole word) by the patient's pseudonym;
//  - each birth date in the forms YYYYMMDD, YYYY-MM-DD and YYYY.MM.DD by "[birth date removed]".
// One Identifiers per patient: all of a patient's names and IDs get the same pseudonym. Over all patients,
// IDs go first, then the name forms longest first, so one patient's family name alone cannot break another
// spelling's full form. Pixels of figures are not inspected (burnt-in text stays).
void pseudonymise(Document& document, const Identifiers& patient, const Pseudonymiser& pseudonymiser);
void pseudonymise(Document& document, const std::vector<Identifiers>& patients,
                  const Pseudonymiser& pseudonymiser);

// Text replacement behind pseudonymise(), for one string (exposed for callers that build text
// outside the document model, such as file names).
std::string pseudonymiseText(std::string text, const Identifiers& patient,
                             const Pseudonymiser& pseudonymiser);

inline constexpr const char* kBirthDateRemoved = "[birth date removed]";

// What a writer does about identifiers before it writes. Default: pseudonymise with a random key.
struct PrivacyOptions
{
    std::vector<Identifiers> patients;
    std::string key;                 // empty: a random key per report
    bool includeIdentifiers = false; // true: write names, IDs and birth dates as they are
};

// The document a writer writes: `document` itself when includeIdentifiers, else a pseudonymised copy.
Document applyPrivacy(const Document& document, const PrivacyOptions& privacy);

} // namespace scansleuth::report
