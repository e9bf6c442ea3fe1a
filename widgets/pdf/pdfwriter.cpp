// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/pdf/pdfwriter.h"
#include "base/atomicfile.h"

#include "pageflow.h"
#include "pdfblocks.h"
#include "report/writers.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>

namespace scansleuth::report {

namespace {

using pdf::PageFlow;
using pdf::qs;

void drawTitle(PageFlow& flow, const Document& d)
{
    flow.flowText(qs(d.title), flow.fonts().title, QColor(26, 54, 93), 0.0, flow.width());
    flow.advance(flow.mm(1.5));
    if (!d.subtitle.empty()) {
        flow.flowText(qs(d.subtitle), flow.fonts().subtitle, QColor(74, 85, 104), 0.0, flow.width());
        flow.advance(flow.mm(1));
    }
    if (!d.createdUtc.empty())
        flow.flowText(qs(d.words.created) + QLatin1Char(' ') + qs(d.createdUtc), flow.fonts().small,
                      QColor(113, 128, 150), 0.0, flow.width());
    flow.advance(flow.mm(2));
    flow.painter().setPen(QPen(QColor(44, 82, 130), flow.mm(0.6)));
    flow.painter().drawLine(QPointF(flow.left(), flow.y()), QPointF(flow.left() + flow.width(), flow.y()));
    flow.advance(flow.mm(5));
    if (!d.metadata.empty())
        pdf::drawKeyValues(flow, KeyValues{d.metadata});
}

// `keep`: the height of what must follow the heading on its page (a plot; else a few lines of text).
void drawHeading(PageFlow& flow, const std::string& title, const std::vector<int>& numbers, double keep)
{
    const int level = std::min<int>(3, static_cast<int>(numbers.size()));
    const QFont& font = flow.fonts().heading[level - 1];
    const QString text = qs(sectionNumber(numbers)) + QStringLiteral("  ") + qs(title);
    const double height = flow.textHeight(text, font, flow.width());
    if (!flow.atPageTop())
        flow.advance(flow.mm(level == 1 ? 4 : 2));
    flow.ensure(height + std::max(keep, flow.mm(25))); // never a heading alone at the bottom of a page
    flow.flowText(text, font, QColor(26, 54, 93), 0.0, flow.width());
    if (level == 1) {
        flow.advance(flow.mm(0.8));
        flow.painter().setPen(QPen(QColor(203, 213, 224), flow.mm(0.3)));
        flow.painter().drawLine(QPointF(flow.left(), flow.y()),
                                QPointF(flow.left() + flow.width(), flow.y()));
    }
    flow.advance(flow.mm(2.5));
}

// One pass's progress: `done` of `total` blocks drawn, mapped onto [begin, end] of the whole writing.
struct PassProgress
{
    const Progress* progress = nullptr;
    const char* stage = "";
    double begin = 0.0, end = 1.0;
    std::size_t total = 1, done = 0;

    // A block is drawn; false: cancelled.
    bool step()
    {
        ++done;
        const double f = static_cast<double>(std::min(done, total)) / static_cast<double>(total);
        return progress->report(begin + (end - begin) * f, stage);
    }
};

std::size_t blockCount(const Section& s)
{
    std::size_t n = s.blocks.size() + 1; // the heading
    for (const Section& child : s.children)
        n += blockCount(child);
    return n;
}

// False when cancelled (the rest is not drawn).
bool drawSection(PageFlow& flow, const Section& s, std::vector<int>& numbers, int& figures,
                 PassProgress& pass)
{
    const bool plotFirst = !s.blocks.empty() && (std::holds_alternative<Plot>(s.blocks.front()) ||
                                                 std::holds_alternative<BoxPlot>(s.blocks.front()) ||
                                                 std::holds_alternative<ScatterPlot>(s.blocks.front()));
    drawHeading(flow, s.title, numbers, plotFirst ? pdf::plotHeight(flow) + flow.mm(8) : 0.0);
    if (!pass.step())
        return false;
    for (const Block& block : s.blocks) {
        std::visit(
            [&](const auto& b) {
                using T = std::decay_t<decltype(b)>;
                if constexpr (std::is_same_v<T, Paragraph>)
                    pdf::drawParagraph(flow, b);
                else if constexpr (std::is_same_v<T, Bullets>)
                    pdf::drawBullets(flow, b);
                else if constexpr (std::is_same_v<T, KeyValues>)
                    pdf::drawKeyValues(flow, b);
                else if constexpr (std::is_same_v<T, Table>)
                    pdf::drawTable(flow, b);
                else if constexpr (std::is_same_v<T, Figure>)
                    pdf::drawFigure(flow, b, ++figures);
                else if constexpr (std::is_same_v<T, BoxPlot>)
                    pdf::drawBoxPlot(flow, b);
                else if constexpr (std::is_same_v<T, ScatterPlot>)
                    pdf::drawScatterPlot(flow, b);
                else
                    pdf::drawPlot(flow, b);
            },
            block);
        if (!pass.step())
            return false;
    }
    for (std::size_t i = 0; i < s.children.size(); ++i) {
        numbers.push_back(static_cast<int>(i) + 1);
        const bool going = drawSection(flow, s.children[i], numbers, figures, pass);
        numbers.pop_back();
        if (!going)
            return false;
    }
    return true;
}

// The document's XMP metadata (Qt writes its own without a language): title, creator and the language the
// report is in (dc:language, Document::language), which screen readers and PDF/UA checkers read.
QByteArray xmpMetadata(const Document& d)
{
    const QString xml =
        QStringLiteral("<?xpacket begin='' id='W5M0MpCehiHzreSzNTczkc9d'?>\n"
                       "<x:xmpmeta xmlns:x='adobe:ns:meta/'>\n"
                       "<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>\n"
                       "<rdf:Description rdf:about='' xmlns:dc='http://purl.org/dc/elements/1.1/' "
                       "xmlns:xmp='http://ns.adobe.com/xap/1.0/' xmlns:pdf='http://ns.adobe.com/pdf/1.3/'>\n"
                       "<dc:title><rdf:Alt><rdf:li xml:lang='x-default'>%1</rdf:li></rdf:Alt></dc:title>\n"
                       "<dc:creator><rdf:Seq><rdf:li>ScanSleuth</rdf:li></rdf:Seq></dc:creator>\n"
                       "<dc:language><rdf:Bag><rdf:li>%2</rdf:li></rdf:Bag></dc:language>\n"
                       "<xmp:CreatorTool>ScanSleuth</xmp:CreatorTool>\n"
                       "<pdf:Producer>ScanSleuth (Qt %3)</pdf:Producer>\n"
                       "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end='w'?>")
            .arg(qs(d.title).toHtmlEscaped(),
                 qs(d.language.empty() ? std::string("en") : d.language).toHtmlEscaped(),
                 QString::fromLatin1(qVersion()));
    return xml.toUtf8();
}

// One layout pass into `device`; returns the page count, 0 when the painter could not start, -1 when
// cancelled.
int renderPass(const Document& d, QIODevice& device, const PdfOptions& options, int totalPages,
               PassProgress pass)
{
    QPdfWriter writer(&device);
    writer.setResolution(options.resolutionDpi);
    QPageLayout layout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                       QPageLayout::Millimeter);
    layout.setMode(QPageLayout::FullPageMode);
    writer.setPageLayout(layout);
    writer.setTitle(qs(d.title));
    writer.setCreator(QStringLiteral("ScanSleuth"));
    writer.setDocumentXmpMetadata(xmpMetadata(d));
    QPainter painter;
    if (!painter.begin(&writer))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    const QString footer = options.footerText.empty() ? qs(d.title) : qs(options.footerText);
    PageFlow flow(writer, painter, options.marginMm, footer, totalPages);
    flow.setWords(d.words);
    drawTitle(flow, d);
    bool going = pass.step();
    int figures = 0;
    for (std::size_t i = 0; i < d.sections.size() && going; ++i) {
        std::vector<int> numbers{static_cast<int>(i) + 1};
        going = drawSection(flow, d.sections[i], numbers, figures, pass);
    }
    flow.finish();
    painter.end();
    return going ? flow.page() : -1;
}

Error cancelled()
{
    return makeError(ErrorKind::Cancelled, "Writing the report was cancelled.");
}

} // namespace

Status writePdf(const Document& document, const std::string& path, const PdfOptions& options)
{
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return makeError(
            ErrorKind::Invalid, "A PDF report needs the graphical application to be started first.",
            "no QGuiApplication: call scansleuth::report::ensureGuiApplication() before writePdf");
    if (!options.progress.report(0.0, "laying out the pages"))
        return cancelled();
    const Document safe = applyPrivacy(document, options.privacy);
    std::size_t blocks = 1; // the title
    for (const Section& s : safe.sections)
        blocks += blockCount(s);
    // Two passes: the first counts the pages for "Page N of M". They share the fraction about equally.
    QBuffer counting;
    counting.open(QIODevice::WriteOnly);
    const int pages = renderPass(safe, counting, options, 0,
                                 {&options.progress, "laying out the pages", 0.0, 0.45, blocks});
    if (pages < 0)
        return cancelled();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const int drawn = pages == 0 ? 0
                                 : renderPass(safe, buffer, options, pages,
                                              {&options.progress, "drawing the pages", 0.45, 0.95, blocks});
    if (drawn < 0)
        return cancelled();
    if (drawn == 0)
        return makeError(ErrorKind::Io, "The PDF report could not be drawn.",
                         "QPainter::begin failed on QPdfWriter");
    if (!options.progress.report(0.95, "writing the file"))
        return cancelled();
    const QByteArray& bytes = buffer.data();
    if (Status s = writeFileAtomically(path, std::string_view(bytes.constData(), std::size_t(bytes.size())));
        !s)
        return makeError(ErrorKind::Io, "The report could not be written to " + path + ".", s.error().detail);
    (void)options.progress.report(1.0, "writing the file");
    return {};
}

Status ensureGuiApplication()
{
    QCoreApplication* existing = QCoreApplication::instance();
    if (qobject_cast<QGuiApplication*>(existing))
        return {};
    if (existing)
        return makeError(
            ErrorKind::Invalid, "A PDF report needs the graphical application to be started first.",
            "a QCoreApplication exists and cannot be replaced; create a QGuiApplication instead");
    // Lives until exit: Qt keeps pointers to argc/argv.
    static int argc = 3;
    static char arg0[] = "scansleuth", arg1[] = "-platform", arg2[] = "offscreen";
    static char* argv[] = {arg0, arg1, arg2, nullptr};
    static QGuiApplication* application = new QGuiApplication(argc, argv);
    (void)application;
    return {};
}

} // namespace scansleuth::report
