// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "helpwindow.h"

#include "shortcuts.h"

#include <QAction>
#include <QDesktopServices>
#include <QDirIterator>
#include <QFile>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace scansleuth::app {

namespace {

constexpr auto kRoot = ":/docs";

QString resourcePath(const QUrl& url)
{
    return QLatin1Char(':') + url.path();
}

QString readPage(const QUrl& page)
{
    QFile file(resourcePath(page));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

GuideBrowser::GuideBrowser(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false); // follow() decides: a bundled page here, the web outside, the rest reported
    connect(this, &QTextBrowser::anchorClicked, this, &GuideBrowser::follow);
}

void GuideBrowser::showPage(const QUrl& url)
{
    const bool markdown = url.path().endsWith(QLatin1String(".md"));
    setSource(url, markdown ? QTextDocument::MarkdownResource : QTextDocument::HtmlResource);
}

void GuideBrowser::doSetSource(const QUrl& name, QTextDocument::ResourceType type)
{
    QTextBrowser::doSetSource(name, type); // scrolls to the fragment only where the page has its anchor
    nameHeadings();
    if (name.hasFragment())
        scrollToAnchor(name.fragment(QUrl::FullyDecoded));
}

QString GuideBrowser::headingAnchor(const QString& heading, QSet<QString>* taken)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
        else if (c.isLetterOrNumber() || c.isMark() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
    }
    if (!taken)
        return anchor;
    QString unique = anchor;
    for (int n = 1; taken->contains(unique); ++n)
        unique = anchor + QLatin1Char('-') + QString::number(n);
    taken->insert(unique);
    return unique;
}

void GuideBrowser::nameHeadings()
{
    QTextDocument* page = document();
    QSet<QString> taken;
    for (QTextBlock block = page->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.length() <= 1)
            continue;
        const QTextCharFormat first = block.begin().fragment().charFormat();
        if (first.isAnchor() && !first.anchorNames().isEmpty()) {
            taken.unite(QSet<QString>(first.anchorNames().begin(), first.anchorNames().end()));
            continue; // named already: an HTML page's own anchor, or this page seen before
        }
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames({headingAnchor(block.text(), &taken)});
        cursor.mergeCharFormat(anchor);
    }
    page->setModified(false);
}

void GuideBrowser::follow(const QUrl& link)
{
    const QUrl url = source().resolved(link);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") ||
        url.scheme() == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
    } else if (link.toString().startsWith(QLatin1Char('#'))) {
        scrollToAnchor(link.fragment());
    } else if (HelpWindow::isBundled(url)) {
        showPage(url);
    } else {
        Q_EMIT unreachableLink(
            tr("This link points to a file of ScanSleuth's source tree, not part of the guide: %1")
                .arg(link.toString()));
    }
}

QVariant GuideBrowser::loadResource(int type, const QUrl& name)
{
    QVariant data = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource || !data.isValid())
        return data;
    // Screenshots are taken at the main window's size; the page shows them at most as wide as its text.
    QImage image;
    if (data.typeId() == QMetaType::QByteArray)
        image.loadFromData(data.toByteArray());
    else
        image = data.value<QImage>();
    if (image.isNull() || image.width() <= kMaxImageWidth)
        return data;
    return image.scaledToWidth(kMaxImageWidth, Qt::SmoothTransformation);
}

HelpWindow::HelpWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setWindowTitle(tr("ScanSleuth User Guide"));
    setObjectName(QStringLiteral("helpWindow"));
    m_browser = new GuideBrowser(this);
    m_contents = new QListWidget(this);
    m_contents->setObjectName(QStringLiteral("guideContents"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("guideSearch"));
    m_search->setPlaceholderText(tr("Search the guide"));
    m_search->setClearButtonEnabled(true);
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("guideResults"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto* back = new QToolButton(this);
    back->setText(tr("Back"));
    auto* forward = new QToolButton(this);
    forward->setText(tr("Forward"));
    auto* home = new QToolButton(this);
    home->setText(tr("Contents"));
    auto* backAction = new QAction(this);
    Shortcuts::apply(backAction, QStringLiteral("helpBack"));
    auto* findAction = new QAction(this);
    Shortcuts::apply(findAction, QStringLiteral("helpFind"));
    addAction(backAction);
    addAction(findAction);
    connect(back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(backAction, &QAction::triggered, m_browser, &QTextBrowser::backward);
    connect(forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(home, &QToolButton::clicked, this, [this] { showPage(startPage()); });
    connect(findAction, &QAction::triggered, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QToolButton::setEnabled);
    connect(m_browser, &GuideBrowser::unreachableLink, m_status, &QLabel::setText);
    connect(m_browser, &QTextBrowser::sourceChanged, m_status, &QLabel::clear);
    back->setEnabled(false);
    forward->setEnabled(false);

    connect(m_contents, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toUrl()); });
    connect(m_contents, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toUrl()); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const QList<QUrl> found = search(m_search->text());
        if (!found.isEmpty() && m_browser->source() != found.front())
            showPage(found.front());
        if (!m_browser->find(m_search->text())) { // from the top again
            m_browser->moveCursor(QTextCursor::Start);
            m_browser->find(m_search->text());
        }
    });
    connect(m_results, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        showPage(item->data(Qt::UserRole).toUrl());
        m_browser->find(m_search->text());
    });

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("Contents"), side));
    sideLayout->addWidget(m_contents, 3);
    sideLayout->addWidget(m_search);
    sideLayout->addWidget(m_results, 2);
    auto* page = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(back);
    buttons->addWidget(forward);
    buttons->addWidget(home);
    buttons->addStretch();
    pageLayout->addLayout(buttons);
    pageLayout->addWidget(m_browser);
    pageLayout->addWidget(m_status);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(side);
    splitter->addWidget(page);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({280, 820});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(1100, 760);

    buildContents();
    showPage(startPage());
}

QUrl HelpWindow::startPage()
{
    return QUrl(QStringLiteral("qrc:/docs/guide/index.md"));
}

QList<QUrl> HelpWindow::allPages()
{
    QList<QUrl> pages;
    QDirIterator it(QString::fromLatin1(kRoot), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        pages << QUrl(QStringLiteral("qrc") + it.next()); // ":/docs/x.md" -> "qrc:/docs/x.md"
    std::sort(pages.begin(), pages.end());
    return pages;
}

bool HelpWindow::isBundled(const QUrl& url)
{
    return url.scheme() == QLatin1String("qrc") && QFile::exists(resourcePath(url));
}

void HelpWindow::showPage(const QUrl& url)
{
    m_browser->showPage(url);
    const QUrl page = url.adjusted(QUrl::RemoveFragment);
    for (int i = 0; i < m_contents->count(); ++i) {
        if (m_contents->item(i)->data(Qt::UserRole).toUrl() == page) {
            const QSignalBlocker block(m_contents);
            m_contents->setCurrentRow(i);
        }
    }
}

void HelpWindow::buildContents()
{
    // The contents are the start page's links to other pages, in the order it lists them.
    QTextDocument index;
    index.setMarkdown(readPage(startPage()));
    auto* start = new QListWidgetItem(tr("Getting started"), m_contents);
    start->setData(Qt::UserRole, startPage());
    QList<QUrl> listed{startPage()};
    for (QTextBlock block = index.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (!format.isAnchor())
                continue;
            const QUrl url = startPage().resolved(QUrl(format.anchorHref())).adjusted(QUrl::RemoveFragment);
            if (!url.path().endsWith(QLatin1String(".md")) || listed.contains(url) || !isBundled(url) ||
                !url.path().startsWith(QLatin1String("/docs/guide/")))
                continue;
            listed << url;
            auto* item = new QListWidgetItem(it.fragment().text(), m_contents);
            item->setData(Qt::UserRole, url);
        }
    }
}

QString HelpWindow::plainTextOf(const QUrl& page)
{
    auto it = m_text.find(page);
    if (it == m_text.end()) {
        QTextDocument document;
        document.setMarkdown(readPage(page));
        it = m_text.insert(page, document.toPlainText());
    }
    return *it;
}

QList<QUrl> HelpWindow::search(const QString& text)
{
    m_results->clear();
    QList<QUrl> found;
    if (text.trimmed().isEmpty())
        return found;
    QList<QUrl> pages;
    for (int i = 0; i < m_contents->count(); ++i)
        pages << m_contents->item(i)->data(Qt::UserRole).toUrl();
    for (const QUrl& page : allPages())
        if (!pages.contains(page))
            pages << page;
    for (const QUrl& page : pages) {
        const QString content = plainTextOf(page);
        if (!content.contains(text, Qt::CaseInsensitive))
            continue;
        found << page;
        // The page's first line is its title.
        auto* item = new QListWidgetItem(content.section(QLatin1Char('\n'), 0, 0), m_results);
        item->setData(Qt::UserRole, page);
        item->setToolTip(page.path().mid(QStringLiteral("/docs/").size()));
    }
    if (found.isEmpty())
        new QListWidgetItem(tr("No page contains \"%1\".").arg(text), m_results);
    return found;
}

} // namespace scansleuth::app
