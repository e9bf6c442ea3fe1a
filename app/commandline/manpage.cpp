// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "manpage.h"

#include <cctype>
#include <vector>

namespace scansleuth::commandline {

namespace {

bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

// A literal piece (an option, a path, a command): every backslash and hyphen escaped.
std::string literal(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    return out;
}

// The spaces of `form` inside a short bracketed group ("[--series UID|LABEL]"), which a line should not
// break; a long group may break, so that no width leaves a line that cannot be broken.
std::vector<bool> keptSpaces(const std::string& form)
{
    constexpr std::size_t kLongestKept = 32;
    std::vector<bool> kept(form.size(), false);
    for (std::size_t open = form.find('['); open != std::string::npos; open = form.find('[', open + 1)) {
        const std::size_t close = form.find(']', open);
        if (close == std::string::npos || close - open > kLongestKept)
            continue;
        for (std::size_t k = open; k < close; ++k)
            kept[k] = form[k] == ' ';
    }
    return kept;
}

// A synopsis form: options and lower-case words bold (typed as they are), upper-case words italic (to be
// replaced), brackets, bars and dots roman; a short bracketed group is never broken.
std::string synopsisForm(const std::string& form)
{
    const std::vector<bool> kept = keptSpaces(form);
    std::string out;
    for (std::size_t i = 0; i < form.size();) {
        if (!isWordChar(form[i])) {
            const char c = form[i];
            out += c == '\\' ? std::string("\\e") : kept[i] ? std::string("\\ ") : std::string(1, c);
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < form.size() && isWordChar(form[end]))
            ++end;
        const std::string word = form.substr(i, end - i);
        const bool italic = std::isupper(static_cast<unsigned char>(word[0])) != 0;
        out += (italic ? "\\fI" : "\\fB") + literal(word) + "\\fR";
        i = end;
    }
    return out;
}

// Running text that must start a line: guarded against a leading '.' or '\''.
std::string line(const std::string& text)
{
    const std::string r = roffText(text);
    return (!r.empty() && (r[0] == '.' || r[0] == '\'') ? "\\&" : "") + r + "\n";
}

std::vector<std::string> paragraphs(const std::string& text)
{
    std::vector<std::string> found;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find("\n\n", start);
        std::string p = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        for (char& c : p)
            if (c == '\n')
                c = ' ';
        if (!p.empty())
            found.push_back(p);
        if (end == std::string::npos)
            return found;
        start = end + 2;
    }
}

std::string paragraphsOf(const std::string& text)
{
    std::string out;
    for (const std::string& p : paragraphs(text))
        out += ".PP\n" + line(p);
    return out;
}

std::string optionItem(const Option& o)
{
    std::string label = o.alias.empty() ? "" : "\\fB" + literal(o.alias) + "\\fR, ";
    label += "\\fB" + literal(o.name) + "\\fR";
    if (o.takesValue())
        label += " " + synopsisForm(o.valueName);
    return ".TP\n" + label + "\n" + line(o.description + (o.repeatable ? " Repeatable." : ""));
}

// Each form on its own line, a long one continued 4 ens in; not hyphenated, not justified.
std::string forms(const std::string& program, const std::vector<std::string>& synopsis)
{
    std::string out = ".nh\n.ad l\n.PP\n.in +4n\n";
    for (std::size_t i = 0; i < synopsis.size(); ++i)
        out += std::string(i == 0 ? "" : ".br\n") + ".ti -4n\n\\fB" + literal(program) + "\\fR " +
               synopsisForm(synopsis[i]) + "\n";
    return out + ".in -4n\n.ad\n.hy\n";
}

// Each example's description as a paragraph, its command line in an indented block; an example without a
// description joins the block before it.
std::string examples(const std::vector<Example>& list)
{
    std::string out;
    bool open = false;
    for (const Example& e : list) {
        if (open && !e.description.empty()) {
            out += ".fi\n.RE\n";
            open = false;
        }
        if (!open) {
            if (!e.description.empty())
                out += ".PP\n" + line(e.description);
            out += ".PP\n.RS 4\n.nf\n";
            open = true;
        }
        out += literal(e.command) + "\n";
    }
    return open ? out + ".fi\n.RE\n" : out;
}

std::string upper(std::string text)
{
    for (char& c : text)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

} // namespace

std::string roffText(const std::string& text)
{
    std::string out;
    bool inCode = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '`') {
            out += inCode ? "\\fR" : "\\fB";
            inCode = !inCode;
            continue;
        }
        if (c == '\\') {
            out += "\\e";
            continue;
        }
        if (c == '-') {
            // An option's dashes, and every hyphen of a word that starts with one or of code, are ASCII.
            std::size_t start = i;
            while (start > 0 && isWordChar(text[start - 1]))
                --start;
            const bool option = text[start] == '-';
            const bool command = text.compare(start, 10, "scansleuth") == 0;
            out += inCode || option || command ? "\\-" : "-";
            continue;
        }
        out += c;
    }
    if (inCode)
        out += "\\fR";
    return out;
}

std::string manPage(const Program& program)
{
    std::string out = ".\\\" The manual page of " + program.name + ", printed by `" + program.name +
                      " --man`: generated from the program's option tables.\n";
    out += ".TH " + literal(upper(program.name)) + " 1 \"\" \"ScanSleuth " + program.version +
           "\" \"User Commands\"\n";
    out += ".SH NAME\n" + literal(program.name) + " \\- " + roffText(program.title) + "\n";
    out += ".SH SYNOPSIS\n" + forms(program.name, program.synopsis);
    out += ".SH DESCRIPTION\n" + paragraphsOf(program.description);
    for (const Argument& a : program.arguments)
        out += ".TP\n\\fI" + literal(a.name) + "\\fR\n" + line(a.description);
    if (!program.commands.empty()) {
        out += ".SH COMMANDS\n";
        for (const Command& c : program.commands) {
            out += ".SS \"" + c.name + "\"\n" + forms(program.name, c.synopsis) + paragraphsOf(c.description);
            for (const Argument& a : c.arguments)
                out += ".TP\n\\fI" + literal(a.name) + "\\fR\n" + line(a.description);
            for (const Option& o : c.options)
                out += optionItem(o);
            if (!c.examples.empty())
                out += ".PP\nExample" + std::string(c.examples.size() > 1 ? "s" : "") + ":\n" +
                       examples(c.examples);
        }
    }
    out += ".SH OPTIONS\n";
    if (!program.commonOptions.empty())
        out += ".PP\nEvery command takes these, before or after its name:\n";
    for (const Option& o : program.commonOptions)
        out += optionItem(o);
    if (!program.commonOptions.empty() && !program.options.empty())
        out += ".PP\nAlone on the command line:\n";
    for (const Option& o : program.options)
        out += optionItem(o);
    if (!program.exitStatus.empty()) {
        out += ".SH \"EXIT STATUS\"\n";
        for (const ExitStatus& e : program.exitStatus)
            out += ".TP\n.B " + std::to_string(e.code) + "\n" + line(e.meaning);
    }
    if (!program.environment.empty()) {
        out += ".SH ENVIRONMENT\n";
        for (const NamedText& e : program.environment)
            out += ".TP\n.B " + literal(e.name) + "\n" + line(e.description);
    }
    if (!program.files.empty()) {
        out += ".SH FILES\n";
        for (const NamedText& f : program.files)
            out += ".TP\n\\fI" + literal(f.name) + "\\fR\n" + line(f.description);
    }
    if (!program.examples.empty())
        out += ".SH EXAMPLES\n" + examples(program.examples);
    if (!program.seeAlso.empty()) {
        out += ".SH \"SEE ALSO\"\n";
        for (std::size_t i = 0; i < program.seeAlso.size(); ++i) {
            const std::string& ref = program.seeAlso[i];
            const std::size_t paren = ref.find('(');
            const std::string comma = i + 1 < program.seeAlso.size() ? "," : "";
            if (paren == std::string::npos)
                out += line(ref + comma);
            else
                out += ".BR " + literal(ref.substr(0, paren)) + " " + ref.substr(paren) + comma + "\n";
        }
    }
    return out;
}

} // namespace scansleuth::commandline
