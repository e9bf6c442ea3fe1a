// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QTextBrowser>
#include <QUrl>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;

namespace scansleuth::app {

// The user guide's page view: Markdown pages from the program's resources (docs/ bundled under
// qrc:/docs/), pictures scaled down to the page's width, links to other bundled pages followed here,
// links to the web handed to the system's browser, links to anything else (a source file) reported.
class GuideBrowser : public QTextBrowser
{
    Q_OBJECT

public:
    explicit GuideBrowser(QWidget* parent = nullptr);
    // Shows a bundled page ("qrc:/docs/guide/index.md", with an optional #fragment).
    void showPage(const QUrl& url);
    QVariant loadResource(int type, const QUrl& name) override;

    // The anchor a Markdown heading gets, as GitHub names it (the links of docs/ are written for GitHub):
    // lower case, punctuation dropped but hyphens and underscores kept, each space a hyphen.
    // "`scansleuth-cli compare --json`" -> "scansleuth-cli-compare---json". A repeated heading's
    // anchor gets "-1", "-2"... (`taken` holds the anchors already given on the page).
    static QString headingAnchor(const QString& heading, QSet<QString>* taken = nullptr);

    static constexpr int kMaxImageWidth = 760; // device-independent pixels

Q_SIGNALS:
    // A link that leads nowhere the guide can show (a file of the source tree), in a user sentence.
    void unreachableLink(const QString& text);

protected:
    // Loads the page, names its headings (a Markdown page has no anchors of its own) and scrolls to the
    // URL's #fragment, so that "page.md#section" opens at the section.
    void doSetSource(const QUrl& name, QTextDocument::ResourceType type) override;

private:
    void follow(const QUrl& link);
    void nameHeadings();
};

// Help > User Guide: the guide's contents (the links of its start page, in order), a search over every
// bundled page, and the page itself. Works offline: everything is in the program's resources.
class HelpWindow : public QWidget
{
    Q_OBJECT

public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // qrc:/docs/guide/index.md
    static QUrl startPage();
    // Every bundled page (the guide's and docs/'s reference pages), sorted.
    static QList<QUrl> allPages();
    // Whether `url` (qrc:) names a bundled file.
    static bool isBundled(const QUrl& url);

    void showPage(const QUrl& url);
    GuideBrowser* browser() const { return m_browser; }
    QListWidget* contentsList() const { return m_contents; }
    // The pages whose text contains `text` (case-insensitive), contents pages first; also shown in the
    // window's result list.
    QList<QUrl> search(const QString& text);

private:
    void buildContents();
    QString plainTextOf(const QUrl& page);

    GuideBrowser* m_browser = nullptr;
    QListWidget* m_contents = nullptr;
    QLineEdit* m_search = nullptr;
    QListWidget* m_results = nullptr;
    QLabel* m_status = nullptr;
    QHash<QUrl, QString> m_text; // page -> its plain text, for the search
};

} // namespace scansleuth::app
