// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "helptext.h"

#include <algorithm>
#include <sstream>

namespace scansleuth::commandline {

namespace {

constexpr std::size_t kOptionColumnMost = 28; // a longer label gets its own line

std::string withoutBackquotes(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), '`'), text.end());
    return text;
}

// The words of `text`; with `groups`, a bracketed group ("[--series UID|LABEL]") is one word, so that a
// synopsis is never broken inside one.
std::vector<std::string> words(const std::string& text, bool groups)
{
    std::vector<std::string> found;
    std::istringstream in(text);
    int depth = 0;
    for (std::string w; in >> w;) {
        if (groups && depth > 0)
            found.back() += " " + w;
        else
            found.push_back(w);
        for (char c : w)
            depth += (c == '[' || c == '(') ? 1 : (c == ']' || c == ')') ? -1 : 0;
        depth = std::max(depth, 0);
    }
    return found;
}

std::string wrapWords(const std::string& text, const std::string& first, const std::string& indent,
                      bool groups, std::size_t width = 100)
{
    std::string out;
    std::string line = first;
    std::size_t lineStart = line.size();
    for (const std::string& w : words(text, groups)) {
        if (line.size() > lineStart && line.size() + 1 + w.size() > width) {
            out += line + "\n";
            line = indent;
            lineStart = line.size();
        }
        line += (line.size() > lineStart ? " " : "") + w;
    }
    return out + line + "\n";
}

std::vector<std::string> paragraphs(const std::string& text)
{
    std::vector<std::string> found;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find("\n\n", start);
        found.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            break;
        start = end + 2;
    }
    return found;
}

// The forms of a command line: "usage: PROGRAM FORM" and the next forms under it, each wrapped.
std::string usageLines(const std::string& program, const std::vector<std::string>& forms)
{
    std::string out;
    const std::string head = "usage: " + program + " ";
    const std::string next(head.size() - program.size() - 1, ' ');
    for (std::size_t i = 0; i < forms.size(); ++i) {
        const std::string first = (i == 0 ? head : next + program + " ");
        out += wrapWords(forms[i], first, std::string(first.size() + 4, ' '), true);
    }
    return out;
}

// Rows of "  LABEL  description" with the descriptions in one column.
std::string table(const std::vector<std::pair<std::string, std::string>>& rows)
{
    std::size_t column = 0;
    for (const auto& [label, text] : rows)
        if (label.size() + 4 <= kOptionColumnMost)
            column = std::max(column, label.size() + 4);
    column = std::max<std::size_t>(column, 8);
    std::string out;
    for (const auto& [label, text] : rows) {
        std::string first = "  " + label;
        if (first.size() + 2 > column) {
            out += first + "\n";
            first.clear();
        }
        first.resize(column, ' ');
        out += wrapText(text, first, std::string(column, ' '));
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> optionRows(const std::vector<Option>& options)
{
    std::vector<std::pair<std::string, std::string>> rows;
    for (const Option& o : options)
        rows.emplace_back(optionLabel(o), o.description + (o.repeatable ? " (repeatable)" : ""));
    return rows;
}

std::string exitCodes(const Program& program)
{
    if (program.exitStatus.empty())
        return {};
    std::vector<std::pair<std::string, std::string>> rows;
    for (const ExitStatus& e : program.exitStatus)
        rows.emplace_back(std::to_string(e.code), e.meaning);
    return "\nexit codes:\n" + table(rows);
}

// The forms and the description of `c`, indented, for the overview and a group's help.
std::string commandEntry(const std::string& program, const Command& c)
{
    (void)program;
    std::string out;
    for (const std::string& form : c.synopsis)
        out += wrapWords(form, "  ", "         ", true);
    for (const std::string& p : paragraphs(c.description))
        out += wrapText(p, "      ", "      ");
    return out;
}

bool isGroup(const Program& program, const Command& c)
{
    return !subcommands(program, c.name).empty();
}

} // namespace

std::string wrapText(const std::string& text, const std::string& first, const std::string& indent,
                     std::size_t width)
{
    std::string out;
    bool firstParagraph = true;
    for (const std::string& paragraph : paragraphs(withoutBackquotes(text))) {
        if (!firstParagraph)
            out += "\n";
        out += wrapWords(paragraph, firstParagraph ? first : indent, indent, false, width);
        firstParagraph = false;
    }
    return out;
}

std::string optionLabel(const Option& option)
{
    std::string label = option.alias.empty() ? option.name : option.alias + ", " + option.name;
    if (option.takesValue())
        label += " " + option.valueName;
    return label;
}

std::string programHelp(const Program& program)
{
    std::string out = usageLines(program.name, program.synopsis) + "\n";
    out += wrapText(program.description, "", "");
    if (!program.arguments.empty()) {
        std::vector<std::pair<std::string, std::string>> rows;
        for (const Argument& a : program.arguments)
            rows.emplace_back(a.name, a.description);
        out += "\narguments:\n" + table(rows);
    }
    if (!program.commands.empty()) {
        out += "\ncommands:\n";
        for (const Command& c : program.commands)
            if (c.name.find(' ') == std::string::npos)
                out += commandEntry(program.name, c);
    }
    std::vector<Option> options = program.commonOptions;
    options.insert(options.end(), program.options.begin(), program.options.end());
    out += "\noptions:\n" + table(optionRows(options));
    out += exitCodes(program);
    if (!program.commands.empty())
        out += "\n" + wrapText("'" + program.name + " COMMAND --help' (or '" + program.name +
                                   " help COMMAND') shows a command's options; '" + program.name +
                                   " --man' prints the manual page.",
                               "", "");
    return out;
}

std::string commandHelp(const Program& program, const Command& command)
{
    std::string out = usageLines(program.name, command.synopsis) + "\n";
    out += wrapText(command.description, "", "");
    if (isGroup(program, command)) {
        out += "\nsubcommands:\n";
        for (const Command* sub : subcommands(program, command.name))
            out += commandEntry(program.name, *sub);
        out +=
            "\n'" + program.name + " " + command.name + " SUBCOMMAND --help' shows a subcommand's options.\n";
        return out;
    }
    if (!command.arguments.empty()) {
        std::vector<std::pair<std::string, std::string>> rows;
        for (const Argument& a : command.arguments)
            rows.emplace_back(a.name, a.description);
        out += "\narguments:\n" + table(rows);
    }
    if (!command.options.empty())
        out += "\noptions:\n" + table(optionRows(command.options));
    if (!program.commonOptions.empty())
        out += "\noptions of every command:\n" + table(optionRows(program.commonOptions));
    if (!command.examples.empty()) {
        out += "\nexamples:\n";
        for (const Example& e : command.examples) {
            out += wrapText(e.command, "  ", "      ");
            if (!e.description.empty())
                out += wrapText(e.description, "      ", "      ");
        }
    }
    out += exitCodes(program);
    return out;
}

} // namespace scansleuth::commandline
