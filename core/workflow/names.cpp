// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Stable ids of the workflow's enums, as written in the knowledge base and investigation files.
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include "base/translate.h"

namespace scansleuth::workflow {

const char* categoryId(Category category)
{
    switch (category) {
    case Category::Crash:
        return "crash";
    case Category::Performance:
        return "performance";
    case Category::SilentCorrectness:
        return "silent-correctness";
    }
    return "crash";
}

const char* categoryTitle(Category category)
{
    switch (category) {
    case Category::Crash:
        return QT_TRANSLATE_NOOP("scansleuth::workflow", "Crash or error");
    case Category::Performance:
        return QT_TRANSLATE_NOOP("scansleuth::workflow", "Performance or hang");
    case Category::SilentCorrectness:
        return QT_TRANSLATE_NOOP("scansleuth::workflow", "Silent correctness");
    }
    return "";
}

std::optional<Category> categoryFromId(std::string_view id)
{
    for (const auto c : {Category::Crash, Category::Performance, Category::SilentCorrectness})
        if (id == categoryId(c))
            return c;
    return std::nullopt;
}

const char* fieldTypeId(FieldType type)
{
    switch (type) {
    case FieldType::Text:
        return "text";
    case FieldType::Number:
        return "number";
    case FieldType::YesNo:
        return "yes-no";
    }
    return "text";
}

std::optional<FieldType> fieldTypeFromId(std::string_view id)
{
    for (const auto t : {FieldType::Text, FieldType::Number, FieldType::YesNo})
        if (id == fieldTypeId(t))
            return t;
    return std::nullopt;
}

const char* verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Untested:
        return "untested";
    case Verdict::Supported:
        return "supported";
    case Verdict::Refuted:
        return "refuted";
    case Verdict::Inconclusive:
        return "inconclusive";
    }
    return "untested";
}

std::optional<Verdict> verdictFromId(std::string_view id)
{
    for (const auto v : {Verdict::Untested, Verdict::Supported, Verdict::Refuted, Verdict::Inconclusive})
        if (id == verdictId(v))
            return v;
    return std::nullopt;
}

} // namespace scansleuth::workflow
