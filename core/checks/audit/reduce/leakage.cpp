// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Leakage from who and what the records are: DICOM identity, the CSV's patient column, patient names that
// survive re-anonymisation, equal voxels, slices/patches of one volume, and the near-duplicate pairs.
#include "checks/audit/reduce/reduceinternal.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace scansleuth::audit {

namespace {

// ---------------------------------------------------------------------------------------------------
// Names

// UTF-8 decoding that falls back to Latin-1 for a byte that does not start a valid sequence (DICOM
// names are often ISO_IR 100 bytes).
std::vector<char32_t> decodeText(const std::string& text)
{
    std::vector<char32_t> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        bool valid = len > 0 && i + std::size_t(len) <= text.size();
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (int k = 1; valid && k < len; ++k) {
            const auto cc = static_cast<unsigned char>(text[i + std::size_t(k)]);
            valid = (cc & 0xC0) == 0x80;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if (!valid) {
            out.push_back(c);
            ++i;
            continue;
        }
        out.push_back(cp);
        i += std::size_t(len);
    }
    return out;
}

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

// Latin-1 supplement and Latin Extended-A letters as ASCII (upper case); nullptr for anything else.
const char* foldLatin(char32_t cp)
{
    // U+00C0..U+00FF
    static const char* const latin1[64] = {
        "A", "A", "A", "A", "A", "A", "AE", "C",     "E", "E", "E", "E", "I", "I", "I",  "I",
        "D", "N", "O", "O", "O", "O", "O",  nullptr, "O", "U", "U", "U", "U", "Y", "TH", "SS",
        "A", "A", "A", "A", "A", "A", "AE", "C",     "E", "E", "E", "E", "I", "I", "I",  "I",
        "D", "N", "O", "O", "O", "O", "O",  nullptr, "O", "U", "U", "U", "U", "Y", "TH", "Y"};
    if (cp >= 0xC0 && cp <= 0xFF)
        return latin1[cp - 0xC0];
    if (cp >= 0x100 && cp <= 0x17F) {
        // U+0100..U+017F letter by letter ('?': the two ligatures, spelled out below).
        static const char* const extendedA =
            "AAAAAACCCCCCCCDDDDEEEEEEEEEEGGGGGGGGHHHHIIIIIIIIII??JJKKKLLLLLLLLLL"
            "NNNNNNNNNOOOOOO??RRRRRRSSSSSSSSTTTTTTUUUUUUUUUUUUWWYYYZZZZZZS";
        static const std::array<std::string, 0x80> letters = [] {
            std::array<std::string, 0x80> t;
            for (std::size_t i = 0; i < t.size(); ++i)
                t[i] = std::string(1, extendedA[i]);
            t[0x132 - 0x100] = t[0x133 - 0x100] = "IJ"; // the Dutch ligature
            t[0x152 - 0x100] = t[0x153 - 0x100] = "OE";
            return t;
        }();
        return letters[cp - 0x100].c_str();
    }
    return nullptr;
}

bool isPlaceholderName(const std::vector<std::string>& parts)
{
    static const std::set<std::string> placeholders = {
        "ANON",   "ANONYMOUS", "ANONYMIZED", "ANONYMISED",        "ANONYMIZE", "UNKNOWN",
        "NONE",   "NA",        "NULL",       "PATIENT",           "REMOVED",   "DEIDENTIFIED",
        "DEID",   "TEST",      "XXX",        "ANONYMOUS PATIENT", "NO",        "NAME",
        "NONAME", "REDACTED"};
    if (parts.empty())
        return true;
    for (const std::string& p : parts)
        if (std::any_of(p.begin(), p.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return true; // a pseudonym ("ANON1234", "LIDC-IDRI-0001", "Patient 12")
    return std::all_of(parts.begin(), parts.end(),
                       [](const std::string& p) { return placeholders.count(p) > 0; });
}

// German transliteration folded the other way: after Ü -> U, "MUELLER" must meet "MÜLLER" and the
// ASCII "MULLER" alike, so the digraphs AE, OE, UE collapse to their first letter.
std::string foldDigraphs(const std::string& word)
{
    std::string out;
    for (std::size_t i = 0; i < word.size(); ++i) {
        out += word[i];
        if ((word[i] == 'A' || word[i] == 'O' || word[i] == 'U') && i + 1 < word.size() && word[i + 1] == 'E')
            ++i;
    }
    return out;
}

std::string digitsOf(const std::string& text)
{
    std::string out;
    for (char c : text)
        if (c >= '0' && c <= '9')
            out += c;
    return out;
}

std::string upperTrim(const std::string& text)
{
    std::string out;
    for (char c : trim(text))
        out += (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    return out;
}

// ---------------------------------------------------------------------------------------------------
// Matches

class Matcher
{
public:
    Matcher(const std::vector<VolumeRecord>& records, const std::vector<int>& splitOrder)
        : m_records(records), m_order(splitOrder), m_partners(records.size())
    {}

    // Adds `reason` to the match of x and y (records of different splits).
    bool has(std::size_t x, std::size_t y) const
    {
        if (m_order[x] > m_order[y] || (m_order[x] == m_order[y] && x > y))
            std::swap(x, y);
        return m_matches.count({x, y}) > 0;
    }

    Match& add(std::size_t x, std::size_t y, PairReason reason)
    {
        if (m_order[x] > m_order[y] || (m_order[x] == m_order[y] && x > y))
            std::swap(x, y);
        auto [it, inserted] = m_matches.try_emplace({x, y});
        if (inserted) {
            it->second.a = x;
            it->second.b = y;
            m_partners[x].push_back(y);
            m_partners[y].push_back(x);
        }
        for (const PairReason& r : it->second.reasons)
            if (r.kind == reason.kind)
                return it->second;
        it->second.reasons.push_back(std::move(reason));
        return it->second;
    }

    // Records grouped by a key: every record of a later split is paired with one record of each earlier
    // split in the group, preferring one it is already matched with (so one pair gathers every reason).
    void addGroups(const std::function<std::string(std::size_t)>& key, const std::string& kind,
                   const std::function<std::string(std::size_t, std::size_t)>& evidence)
    {
        std::map<std::string, std::vector<std::size_t>> groups;
        for (std::size_t i = 0; i < m_records.size(); ++i) {
            std::string k = key(i);
            if (!k.empty())
                groups[std::move(k)].push_back(i);
        }
        for (const auto& [k, members] : groups) {
            std::map<int, std::vector<std::size_t>> bySplit;
            for (std::size_t i : members)
                bySplit[m_order[i]].push_back(i);
            if (bySplit.size() < 2)
                continue;
            for (auto t = std::next(bySplit.begin()); t != bySplit.end(); ++t)
                for (auto s = bySplit.begin(); s != t; ++s)
                    for (std::size_t x : t->second) {
                        // An empty evidence line rejects the pair (two people under one ID): try the others.
                        std::size_t y = partnerIn(x, s->first, s->second.front(), key, k);
                        std::string line = evidence(y, x);
                        for (std::size_t i = 0; line.empty() && i < s->second.size(); ++i)
                            if (s->second[i] != y)
                                line = evidence(y = s->second[i], x);
                        if (!line.empty())
                            add(y, x, {kind, std::move(line)});
                    }
        }
    }

    std::vector<Match> take()
    {
        std::vector<Match> out;
        out.reserve(m_matches.size());
        for (auto& [ab, m] : m_matches)
            out.push_back(std::move(m));
        return out;
    }

private:
    std::size_t partnerIn(std::size_t x, int split, std::size_t fallback,
                          const std::function<std::string(std::size_t)>& key, const std::string& k) const
    {
        for (std::size_t p : m_partners[x])
            if (m_order[p] == split && key(p) == k)
                return p;
        return fallback;
    }

    const std::vector<VolumeRecord>& m_records;
    const std::vector<int>& m_order;
    std::map<std::pair<std::size_t, std::size_t>, Match> m_matches;
    std::vector<std::vector<std::size_t>> m_partners;
};

std::string quoted(const std::string& s)
{
    return "'" + s + "'";
}

// SOPInstanceUIDs shared across splits, found through a sorted list of (hash, record) so that 10,000
// series of 300 images do not build a map of 3 million strings.
void addInstanceMatches(Matcher& matcher, const std::vector<VolumeRecord>& records,
                        const std::vector<int>& order)
{
    std::vector<std::pair<std::size_t, std::size_t>> entries; // (hash, record)
    for (std::size_t i = 0; i < records.size(); ++i)
        for (const std::string& uid : records[i].identity.sopUids)
            if (!uid.empty())
                entries.emplace_back(std::hash<std::string>{}(uid), i);
    std::sort(entries.begin(), entries.end());
    std::set<std::pair<std::size_t, std::size_t>> candidates;
    for (std::size_t i = 0; i < entries.size();) {
        std::size_t j = i;
        while (j < entries.size() && entries[j].first == entries[i].first)
            ++j;
        for (std::size_t p = i; p < j; ++p)
            for (std::size_t q = p + 1; q < j; ++q)
                if (order[entries[p].second] != order[entries[q].second])
                    candidates.insert(std::minmax(entries[p].second, entries[q].second));
        i = j;
    }
    for (const auto& [x, y] : candidates) {
        const auto& ux = records[x].identity.sopUids;
        const auto& uy = records[y].identity.sopUids;
        std::vector<std::string> shared;
        std::set_intersection(ux.begin(), ux.end(), uy.begin(), uy.end(), std::back_inserter(shared));
        shared.erase(std::remove(shared.begin(), shared.end(), std::string()), shared.end());
        if (shared.empty())
            continue; // a hash collision
        matcher.add(x, y,
                    {"instance", std::to_string(shared.size()) + " SOPInstanceUID" +
                                     (shared.size() > 1 ? "s" : "") + " in both (" + shared.front() +
                                     (shared.size() > 1 ? ", ..." : "") + ")"});
    }
}

// Two records that share an ID but whose stated birth dates, names or sexes differ are two people (a
// small PatientID or accession number reused by another site), not a leak.
bool conflicting(const Identity& a, const Identity& b)
{
    const std::string da = digitsOf(a.birthDate), db = digitsOf(b.birthDate);
    if (da.size() == 8 && db.size() == 8 && da != db)
        return true;
    const std::string na = normalisedName(a.patientName), nb = normalisedName(b.patientName);
    if (!na.empty() && !nb.empty() && na != nb)
        return true;
    const std::string sa = upperTrim(a.sex), sb = upperTrim(b.sex);
    return !sa.empty() && !sb.empty() && sa != sb;
}

// An accession number is only unique within one hospital: it counts when something else agrees too.
bool corroborated(const Identity& a, const Identity& b)
{
    if (!isPlaceholderId(a.patientId) && trim(a.patientId) == trim(b.patientId))
        return true;
    const std::string na = normalisedName(a.patientName);
    if (!na.empty() && na == normalisedName(b.patientName))
        return true;
    const std::string da = digitsOf(a.birthDate);
    return da.size() == 8 && da == digitsOf(b.birthDate);
}

std::string describeNear(const NearMatch& m)
{
    std::string text = "NCC " + formatFixed(m.similarity, 3);
    std::string flips;
    for (int k = 0; k < 3; ++k)
        if (m.flipped[std::size_t(k)])
            flips += std::string(flips.empty() ? "" : ", ") + "xyz"[k];
    if (!flips.empty())
        text += " after flipping " + flips;
    const double shift =
        std::sqrt(m.shiftMm[0] * m.shiftMm[0] + m.shiftMm[1] * m.shiftMm[1] + m.shiftMm[2] * m.shiftMm[2]);
    if (shift > 0)
        text += ", shifted " + formatNumber(m.shiftMm[0], 1) + ", " + formatNumber(m.shiftMm[1], 1) + ", " +
                formatNumber(m.shiftMm[2], 1) + " mm";
    text += ", overlap " + formatNumber(100 * m.overlap, 0) + "%";
    return text;
}

bool isSlice(const VolumeRecord& r)
{
    return r.dims[2] == 1 && r.dims[0] > 1 && r.dims[1] > 1;
}

} // namespace

bool isPlaceholderId(const std::string& id)
{
    static const std::set<std::string> placeholders = {"ANON",    "ANONYMOUS", "ANONYMIZED", "ANONYMISED",
                                                       "UNKNOWN", "NONE",      "NA",         "N/A",
                                                       "NULL",    "REMOVED",   "PATIENT",    "TEST"};
    std::string upper;
    for (char c : trim(id))
        upper += (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    return upper.find_first_not_of('0') == std::string::npos || placeholders.count(upper) > 0;
}

bool hasPatientIdentity(const Identity& identity)
{
    return !isPlaceholderId(identity.patientId) || !isPlaceholderId(identity.csvPatient) ||
           !normalisedName(identity.patientName).empty();
}

bool differentExaminations(const Identity& a, const Identity& b)
{
    const auto differ = [](const std::string& x, const std::string& y) {
        return !isPlaceholderId(x) && !isPlaceholderId(y) && trim(x) != trim(y);
    };
    return conflicting(a, b) || differ(a.patientId, b.patientId) || differ(a.csvPatient, b.csvPatient) ||
           differ(a.studyUid, b.studyUid);
}

std::string normalisedName(const std::string& dicomName)
{
    // Only the first component group: "Yamada^Tarou=山田^太郎=やまだ^たろう" is one person in three scripts,
    // and another file may hold the alphabetic group alone.
    std::string group;
    for (const std::string& g : split(dicomName, '='))
        if (!trim(g).empty()) {
            group = g;
            break;
        }
    std::string folded;
    for (char32_t cp : decodeText(group)) {
        if (cp < 0x80) {
            const char c = char(cp);
            if (c >= 'a' && c <= 'z')
                folded += char(c - 'a' + 'A');
            else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
                folded += c;
            else
                folded += ' ';
        } else if (const char* ascii = foldLatin(cp)) {
            folded += ascii;
        } else if (cp >= 0x300 && cp <= 0x36F) {
            // A combining accent (a name stored decomposed, NFD): the letter before it was folded already.
        } else if (cp == 0xD7 || cp == 0xF7 || (cp >= 0x80 && cp < 0xC0)) {
            folded += ' '; // Latin-1 punctuation and symbols
        } else {
            appendUtf8(folded, cp); // other scripts compare as they are
        }
    }
    std::vector<std::string> parts;
    for (const std::string& p : split(folded, ' '))
        if (p.size() > 1) // single letters are initials, present in one file and not the other
            parts.push_back(foldDigraphs(p));
    if (isPlaceholderName(parts))
        return {};
    std::sort(parts.begin(), parts.end());
    return join(parts, " ");
}

int kindRank(const std::string& kind)
{
    static const std::vector<std::string> order = {
        "instance",         "series",         "study",          "frame-of-reference", "accession",
        "patient",          "csv-patient",    "fuzzy-identity", "duplicate",          "same-volume-parts",
        "same-acquisition", "near-duplicate", "embedding"};
    const auto it = std::find(order.begin(), order.end(), kind);
    return int(it - order.begin());
}

std::string codeOfKind(const std::string& kind)
{
    if (kind == "patient" || kind == "csv-patient")
        return "leakage.patient_overlap";
    if (kind == "fuzzy-identity")
        return "leakage.fuzzy_identity";
    if (kind == "instance" || kind == "series" || kind == "study" || kind == "frame-of-reference" ||
        kind == "accession")
        return "leakage.study_overlap";
    if (kind == "duplicate")
        return "leakage.duplicate_volume";
    if (kind == "same-volume-parts")
        return "leakage.split_level";
    if (kind == "same-acquisition")
        return "leakage.same_acquisition";
    return "leakage.near_duplicate";
}

bool parsePartName(const std::string& path, PartName& part)
{
    namespace fs = std::filesystem;
    const fs::path p(path);
    std::string stem = p.filename().string();
    for (const char* ext : {".nii.gz", ".nii", ".npy", ".npz", ".pt", ".pth", ".png", ".jpg", ".jpeg", ".tif",
                            ".tiff", ".nrrd", ".mha", ".mhd", ".dcm", ".h5", ".gz"})
        if (endsWithIgnoreCase(stem, ext)) {
            stem.resize(stem.size() - std::string_view(ext).size());
            break;
        }
    const std::string lower = toLower(stem);
    // The trailing number, then the word before it ("slice", "patch", ...), then the volume's name.
    std::size_t end = lower.size();
    std::size_t digits = end;
    while (digits > 0 && lower[digits - 1] >= '0' && lower[digits - 1] <= '9')
        --digits;
    if (digits == end || end - digits > 12)
        return false;
    std::size_t wordEnd = digits;
    while (wordEnd > 0 &&
           (lower[wordEnd - 1] == '_' || lower[wordEnd - 1] == '-' || lower[wordEnd - 1] == '.'))
        --wordEnd;
    static const std::vector<std::string> words = {"slice", "slc",   "sl",    "patch", "tile",
                                                   "crop",  "frame", "chunk", "part",  "z"};
    std::string word;
    for (const std::string& w : words)
        if (wordEnd >= w.size() && lower.compare(wordEnd - w.size(), w.size(), w) == 0) {
            word = w;
            break;
        }
    if (word.empty())
        return false;
    std::string volume = lower.substr(0, wordEnd - word.size());
    while (!volume.empty() && (volume.back() == '_' || volume.back() == '-' || volume.back() == '.'))
        volume.pop_back();
    if (volume.empty()) // "case012/slice045.npy": the folder names the volume
        volume = toLower(p.parent_path().filename().string());
    if (volume.empty())
        return false;
    part.volume = volume;
    part.word = word == "slc" || word == "sl" || word == "z" ? "slice" : word;
    part.number = std::stoll(lower.substr(digits, end - digits));
    return true;
}

std::vector<Match> findMatches(const std::vector<VolumeRecord>& records, const std::vector<int>& order,
                               const std::vector<RecordPair>& nearPairs,
                               const std::vector<AcquisitionPair>& acquisitionPairs)
{
    Matcher matcher(records, order);
    const auto& R = records;
    auto uidGroup = [&](const std::string& kind, const std::string& tag, auto field) {
        matcher.addGroups([&, field](std::size_t i) { return trim(field(R[i].identity)); }, kind,
                          [&, field, tag](std::size_t x, std::size_t) {
                              return tag + " " + field(R[x].identity) + " in both";
                          });
    };
    addInstanceMatches(matcher, records, order);
    uidGroup("series", "SeriesInstanceUID", [](const Identity& id) { return id.seriesUid; });
    uidGroup("study", "StudyInstanceUID", [](const Identity& id) { return id.studyUid; });
    uidGroup("frame-of-reference", "FrameOfReferenceUID",
             [](const Identity& id) { return id.frameOfReferenceUid; });
    matcher.addGroups(
        [&](std::size_t i) {
            const std::string& a = R[i].identity.accessionNumber;
            return isPlaceholderId(a) ? std::string() : trim(a);
        },
        "accession",
        [&](std::size_t x, std::size_t y) {
            const Identity &a = R[x].identity, &b = R[y].identity;
            if (conflicting(a, b) || !corroborated(a, b))
                return std::string();
            return "AccessionNumber " + quoted(a.accessionNumber) + " in both";
        });
    matcher.addGroups(
        [&](std::size_t i) {
            const std::string& a = R[i].identity.patientId;
            return isPlaceholderId(a) ? std::string() : trim(a);
        },
        "patient",
        [&](std::size_t x, std::size_t y) {
            if (conflicting(R[x].identity, R[y].identity))
                return std::string();
            return "PatientID " + quoted(trim(R[x].identity.patientId)) + " in both";
        });
    matcher.addGroups(
        [&](std::size_t i) {
            const std::string& a = R[i].identity.csvPatient;
            return isPlaceholderId(a) ? std::string() : trim(a);
        },
        "csv-patient",
        [&](std::size_t x, std::size_t) {
            return "CSV patient " + quoted(trim(R[x].identity.csvPatient)) + " in both";
        });

    // Fuzzy identity: the same person under two PatientIDs. Sex joins the key when both records state it,
    // so it is compared within a name + birth date group rather than keyed.
    std::vector<std::string> person(R.size());
    for (std::size_t i = 0; i < R.size(); ++i) {
        const std::string name = normalisedName(R[i].identity.patientName);
        const std::string born = digitsOf(R[i].identity.birthDate);
        if (!name.empty() && born.size() == 8)
            person[i] = name + "|" + born;
    }
    {
        std::map<std::string, std::vector<std::size_t>> groups;
        for (std::size_t i = 0; i < R.size(); ++i)
            if (!person[i].empty())
                groups[person[i]].push_back(i);
        for (const auto& [key, members] : groups)
            for (std::size_t p = 0; p < members.size(); ++p)
                for (std::size_t q = p + 1; q < members.size(); ++q) {
                    const std::size_t x = members[p], y = members[q];
                    const Identity& ix = R[x].identity;
                    const Identity& iy = R[y].identity;
                    if (order[x] == order[y] ||
                        (!isPlaceholderId(ix.patientId) && trim(ix.patientId) == trim(iy.patientId)))
                        continue;
                    const std::string sx = upperTrim(ix.sex), sy = upperTrim(iy.sex);
                    if (!sx.empty() && !sy.empty() && sx != sy)
                        continue;
                    std::string line = "Patient name " + quoted(ix.patientName) + " and " +
                                       quoted(iy.patientName) + " (both " + normalisedName(ix.patientName) +
                                       "), born " + digitsOf(ix.birthDate);
                    if (!sx.empty() && !sy.empty())
                        line += ", sex " + sx;
                    line += ", under PatientIDs " + quoted(ix.patientId) + " and " + quoted(iy.patientId);
                    matcher.add(x, y, {"fuzzy-identity", line});
                }
    }

    matcher.addGroups([&](std::size_t i) { return R[i].content.voxelHash; }, "duplicate",
                      [&](std::size_t x, std::size_t) {
                          return "identical voxels (hash " + R[x].content.voxelHash.substr(0, 12) + ")";
                      });

    // Slices or patches of one volume by name: each record of a later split is paired with the part of the
    // same volume whose number is nearest.
    {
        std::map<std::string, std::vector<std::pair<std::size_t, PartName>>> groups;
        for (std::size_t i = 0; i < R.size(); ++i) {
            PartName part;
            if (parsePartName(R[i].path, part))
                groups[part.volume + "|" + part.word].emplace_back(i, part);
        }
        for (const auto& [key, members] : groups)
            for (const auto& [x, px] : members) {
                std::map<int, std::pair<std::size_t, const PartName*>> nearest; // earlier split -> part
                for (const auto& [y, py] : members) {
                    if (order[y] >= order[x])
                        continue;
                    auto it = nearest.find(order[y]);
                    if (it == nearest.end() ||
                        std::llabs(py.number - px.number) < std::llabs(it->second.second->number - px.number))
                        nearest[order[y]] = {y, &py};
                }
                for (const auto& [split, yp] : nearest) {
                    const auto& [y, py] = yp;
                    matcher.add(y, x,
                                {"same-volume-parts",
                                 quoted(std::filesystem::path(R[y].path).filename().string()) + " and " +
                                     quoted(std::filesystem::path(R[x].path).filename().string()) + ": " +
                                     (px.word == "patch" ? std::string("patches") : px.word + "s") + " " +
                                     std::to_string(py->number) + " and " + std::to_string(px.number) +
                                     " of " + quoted(px.volume)});
                }
            }
    }

    for (const RecordPair& rp : nearPairs) {
        if (rp.a >= R.size() || rp.b >= R.size() || order[rp.a] == order[rp.b])
            continue;
        NearMatch m = rp.match;
        std::size_t x = rp.a, y = rp.b;
        if (order[x] > order[y]) {
            std::swap(x, y);
            for (double& s : m.shiftMm)
                s = -s;
        }
        if (rp.embedding) {
            Match& match =
                matcher.add(x, y, {"embedding", "embedding cosine " + formatFixed(m.similarity, 3)});
            if (match.reasons.size() ==
                1) // the thumbnails' NCC, when they match too, is the pair's similarity
                match.similarity = m.similarity;
            continue;
        }
        const bool slices = isSlice(R[x]) && isSlice(R[y]);
        Match& match = matcher.add(x, y,
                                   {slices ? "same-volume-parts" : "near-duplicate",
                                    describeNear(m) + (slices ? ": neighbouring slices of one volume" : "")});
        match.near = m;
        match.similarity = m.similarity;
    }

    // Volumes of one acquisition, after the near-duplicates so that a near pair of one acquisition is named
    // as such. Of the rest, a record of a later split gets its closest partner in each earlier split: 100
    // time points on each side are 100 pairs, not 10,000.
    {
        const auto oriented = [&](const AcquisitionPair& ap) {
            return order[ap.a] < order[ap.b] ? std::pair(ap.a, ap.b) : std::pair(ap.b, ap.a);
        };
        std::map<std::pair<std::size_t, int>, const AcquisitionPair*> closest; // (b, split of a) -> pair
        for (const AcquisitionPair& ap : acquisitionPairs) {
            if (ap.a >= R.size() || ap.b >= R.size() || order[ap.a] == order[ap.b])
                continue;
            const auto [x, y] = oriented(ap);
            const AcquisitionPair*& c = closest[{y, order[x]}];
            if (!c || std::pair(ap.similarity, ap.detail) > std::pair(c->similarity, c->detail))
                c = &ap;
        }
        for (const AcquisitionPair& ap : acquisitionPairs) {
            if (ap.a >= R.size() || ap.b >= R.size() || order[ap.a] == order[ap.b])
                continue;
            const auto [x, y] = oriented(ap);
            if (closest[{y, order[x]}] != &ap && !matcher.has(x, y))
                continue;
            const VolumeRecord& r = R[x];
            Match& match = matcher.add(
                x, y,
                {"same-acquisition",
                 "one grid (" + std::to_string(r.dims[0]) + " x " + std::to_string(r.dims[1]) + " x " +
                     std::to_string(r.dims[2]) + " voxels of " + formatNumber(r.spacing[0], 3) + " x " +
                     formatNumber(r.spacing[1], 3) + " x " + formatNumber(r.spacing[2], 3) +
                     " mm, one origin), thumbnails correlate " + formatFixed(ap.similarity, 3) +
                     " cell for cell and " + formatFixed(ap.detail, 3) +
                     " band-passed: volumes of one acquisition (time points of one run)"});
            match.similarity = ap.similarity;
        }
    }

    std::vector<Match> out = matcher.take();
    for (Match& m : out)
        std::stable_sort(m.reasons.begin(), m.reasons.end(), [](const PairReason& p, const PairReason& q) {
            return kindRank(p.kind) < kindRank(q.kind);
        });
    return out;
}

std::vector<SuspectedPair> toSuspectedPairs(const std::vector<Match>& matches)
{
    std::vector<SuspectedPair> out;
    out.reserve(matches.size());
    for (const Match& m : matches) {
        SuspectedPair p;
        p.a = m.a;
        p.b = m.b;
        p.kind = m.reasons.front().kind;
        p.code = codeOfKind(p.kind);
        const bool near = p.kind == "near-duplicate" || p.kind == "embedding" ||
                          p.kind == "same-acquisition" ||
                          std::any_of(m.reasons.begin(), m.reasons.end(),
                                      [](const PairReason& r) { return r.kind == "near-duplicate"; });
        p.similarity = near ? m.similarity : 1;
        p.match = m.near;
        for (const PairReason& r : m.reasons)
            p.evidence.push_back(r.evidence);
        out.push_back(std::move(p));
    }
    std::stable_sort(out.begin(), out.end(), [](const SuspectedPair& x, const SuspectedPair& y) {
        const int rx = kindRank(x.kind), ry = kindRank(y.kind);
        if (rx != ry)
            return rx < ry;
        if (x.similarity != y.similarity)
            return x.similarity > y.similarity;
        return std::pair(x.a, x.b) < std::pair(y.a, y.b);
    });
    return out;
}

} // namespace scansleuth::audit
