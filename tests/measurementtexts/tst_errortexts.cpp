// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Every error sentence core can say has its translatable sentence (base/errortexts.h, issue 22). The
// oracle is core's source, not the table: each makeError(kind, ...), Error{kind, ...} and
// "x.message = ..." is read, its message expression cut at its top-level '+' into string literals and
// other pieces (a path, a number, another message), and its shape ("The file {} could not be read.") must
// be the shape of one of the table's sentences. A message passed on whole (a variable) has no shape of its
// own and is left to the site that built it.
#include "base/errortexts.h"
#include "support/sourcefiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace scansleuth;

namespace {

// The position after the string or character literal that starts at `i` (text[i] is '"' or '\'').
qsizetype skipLiteral(const QString& text, qsizetype i)
{
    const QChar quote = text[i];
    for (++i; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\\'))
            ++i;
        else if (text[i] == quote)
            return i + 1;
    }
    return i;
}

// Walks `text` from `from` outside string and character literals, calling `visit(i, depth)` for each
// character with the bracket depth after it (an opening bracket counts itself in, a closing one out),
// until `visit` returns false.
template <typename Visit> void walk(const QString& text, qsizetype from, Visit visit)
{
    int depth = 0;
    for (qsizetype i = from; i < text.size();) {
        const QChar c = text[i];
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            i = skipLiteral(text, i);
            continue;
        }
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        if (!visit(i, depth))
            return;
        ++i;
    }
}

// `text` cut at each top-level occurrence of `separator` (outside literals and brackets).
QStringList splitTopLevel(const QString& text, QChar separator)
{
    QStringList parts;
    qsizetype start = 0;
    walk(text, 0, [&](qsizetype i, int depth) {
        if (depth == 0 && text[i] == separator) {
            parts << text.mid(start, i - start);
            start = i + 1;
        }
        return true;
    });
    parts << text.mid(start);
    return parts;
}

// The bracketed text that starts after `open` (text[open - 1] is the opening bracket), up to its match.
QString bracketed(const QString& text, qsizetype open)
{
    QString inside;
    walk(text, open, [&](qsizetype i, int depth) {
        if (depth >= 0)
            return true;
        inside = text.mid(open, i - open); // the bracket that closes the one before `open`
        return false;
    });
    return inside;
}

// The string literals of `piece` joined when the piece is nothing else ("a" "b", std::string("a")); a
// null string otherwise.
QString literalText(QString piece)
{
    piece = piece.trimmed();
    static const QRegularExpression wrapper(QStringLiteral("^(?:std::string\\s*)?\\((.*)\\)$"),
                                            QRegularExpression::DotMatchesEverythingOption);
    if (const auto m = wrapper.match(piece); m.hasMatch() && !m.captured(1).contains(QLatin1Char('?')))
        piece = m.captured(1).trimmed();
    QString out;
    for (qsizetype i = 0; i < piece.size();) {
        if (piece[i].isSpace()) {
            ++i;
            continue;
        }
        if (piece[i] != QLatin1Char('"'))
            return {};
        const qsizetype end = skipLiteral(piece, i);
        const QString body = piece.mid(i + 1, end - i - 2);
        for (qsizetype k = 0; k < body.size(); ++k) {
            if (body[k] == QLatin1Char('\\') && k + 1 < body.size()) {
                ++k;
                out += body[k] == QLatin1Char('n') ? QChar(QLatin1Char('\n')) : body[k];
            } else {
                out += body[k];
            }
        }
        i = end;
    }
    return out.isNull() ? QString(QLatin1String("")) : out;
}

// The shapes a message expression can have: its literals with "{}" for every other piece; a ternary gives
// the shapes of both branches. Empty when the expression holds no literal (a message passed on) or only
// an empty one.
QStringList shapes(QString expression)
{
    expression = expression.trimmed();
    // cond ? a : b at the top level: the shapes of a and of b.
    const QStringList question = splitTopLevel(expression, QLatin1Char('?'));
    if (question.size() == 2) {
        QString rest = question[1];
        // The ':' of the ternary: a top-level one that is not part of "::".
        rest.replace(QStringLiteral("::"), QStringLiteral("\x02\x02"));
        const QStringList branches = splitTopLevel(rest, QLatin1Char(':'));
        if (branches.size() == 2) {
            QStringList out;
            for (QString b : branches)
                out << shapes(b.replace(QStringLiteral("\x02\x02"), QStringLiteral("::")));
            return out;
        }
    }
    QString shape;
    bool anyLiteral = false;
    for (const QString& piece : splitTopLevel(expression, QLatin1Char('+'))) {
        if (piece.trimmed().isEmpty())
            continue; // "+=" or a unary plus
        const QString literal = literalText(piece);
        if (literal.isNull()) {
            if (!shape.endsWith(QStringLiteral("{}")))
                shape += QStringLiteral("{}");
        } else {
            anyLiteral = true;
            shape += literal;
        }
    }
    return anyLiteral && !shape.isEmpty() ? QStringList{shape} : QStringList{};
}

QString normalised(QString sentence)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
    sentence.replace(placeholder, QStringLiteral("{}"));
    while (sentence.contains(QStringLiteral("{}{}")))
        sentence.replace(QStringLiteral("{}{}"), QStringLiteral("{}"));
    return sentence;
}

struct Site
{
    QString where; // file:line
    QString shape;
};

// Every message site of the files under core/`folders`.
std::vector<Site> sites(const QStringList& folders)
{
    std::vector<Site> out;
    static const QRegularExpression start(
        QStringLiteral("(\\bmakeError\\s*\\()|(\\b(?:Shard)?Error\\s*\\{)|(\\.message\\s*=(?!=))"));
    QStringList core;
    for (const QString& folder : folders)
        core << QStringLiteral("core/") + folder;
    for (const QString& file :
         testsupport::sourceFiles(QStringLiteral(SCANSLEUTH_SOURCE_DIR), core, QStringLiteral("errortext"))) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll()); // adjacent literals are joined by literalText
        for (auto matches = start.globalMatch(text); matches.hasNext();) {
            const auto m = matches.next();
            QString expression;
            if (m.capturedLength(3) > 0) { // x.message = expression;
                const qsizetype end = text.indexOf(QLatin1Char(';'), m.capturedEnd());
                expression = text.mid(m.capturedEnd(), end - m.capturedEnd());
            } else {
                const QStringList args = splitTopLevel(bracketed(text, m.capturedEnd()), QLatin1Char(','));
                if (args.size() < 2 || !args[0].contains(QStringLiteral("ind")))
                    continue; // not (kind, message, ...): a declaration or another constructor
                expression = args[1];
            }
            const QString where = QStringLiteral("%1:%2").arg(
                file.mid(qsizetype(sizeof(SCANSLEUTH_SOURCE_DIR))),
                QString::number(text.left(m.capturedStart()).count(QLatin1Char('\n')) + 1));
            for (const QString& shape : shapes(expression))
                out.push_back({where, shape});
        }
    }
    return out;
}

} // namespace

class TestErrorTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The reader of the source finds what it should: a known sentence, a concatenation, a ternary.
    void shapesOfExpressions_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("literal") << "\"The file does not exist.\"" << QStringList{"The file does not exist."};
        QTest::addRow("joined") << "\"The file \" \"does not exist.\""
                                << QStringList{"The file does not exist."};
        QTest::addRow("concatenated")
            << "\"The file '\" + path.string() + \"' is \" + std::to_string(n) + \".\""
            << QStringList{"The file '{}' is {}."};
        QTest::addRow("leading piece")
            << "record.path + \" no longer holds \" + what(a, b)" << QStringList{"{} no longer holds {}"};
        QTest::addRow("ternary") << "gzipped ? \"Compressed, \" + name : std::string(\"Plain.\")"
                                 << QStringList{"Compressed, {}", "Plain."};
        QTest::addRow("scoped names in a ternary")
            << "a == std::string::npos ? \"A.\" : \"B.\"" << QStringList{"A.", "B."};
        QTest::addRow("passed on") << "e.message" << QStringList{};
        QTest::addRow("escaped quote") << "\"Use \\\"json\\\" here.\"" << QStringList{"Use \"json\" here."};
    }

    void shapesOfExpressions()
    {
        QFETCH(QString, expression);
        QFETCH(QStringList, expected);
        QCOMPARE(shapes(expression), expected);
    }

    void everyMessageHasItsSentence_data()
    {
        QTest::addColumn<QStringList>("folders");
        QTest::addRow("io, base, volume, render") << QStringList{"io", "base", "volume", "render"};
        QTest::addRow("model, preprocess, investigate, workflow, report, demo")
            << QStringList{"model", "preprocess", "investigate", "workflow", "report", "demo"};
        QTest::addRow("checks") << QStringList{"checks"};
    }

    void everyMessageHasItsSentence()
    {
        QFETCH(QStringList, folders);
        std::set<QString> known;
        for (const char* sentence : errorTexts())
            known.insert(normalised(QString::fromUtf8(sentence)));
        const std::vector<Site> found = sites(folders);
        QVERIFY2(found.size() > 20, "the source reader found almost no message: it is broken");
        QStringList missing;
        for (const Site& s : found)
            if (!known.count(s.shape))
                missing << s.where + QStringLiteral(": ") + s.shape;
        for (const QString& m : missing) // QTest cuts a long message: each on its own line
            qInfo("no sentence: %s", qPrintable(m));
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(
                QStringLiteral("%1 messages have no sentence in base/errortexts_*.cpp").arg(missing.size())));
    }
};

QTEST_GUILESS_MAIN(TestErrorTexts)
#include "tst_errortexts.moc"
