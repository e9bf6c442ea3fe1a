// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "helpdialogs.h"

#include "helpinfo.h"
#include "shortcuts.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace scansleuth::app {

namespace {

// A button copying what `text` later holds; disabled until then.
QPushButton* copyButton(QDialogButtonBox* buttons, const QString& text, const QString& name)
{
    QPushButton* copy = buttons->addButton(text, QDialogButtonBox::ActionRole);
    copy->setObjectName(name);
    copy->setEnabled(false);
    return copy;
}

void copyOnClick(QPushButton* button, const QString& payload)
{
    QObject::connect(button, &QPushButton::clicked, button,
                     [payload] { QApplication::clipboard()->setText(payload); });
    button->setEnabled(true);
}

} // namespace

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About ScanSleuth"));
    const QString head = QStringLiteral("<h3>ScanSleuth %1</h3><p>%2</p><p>%3</p>")
                             .arg(QStringLiteral(SCANSLEUTH_VERSION),
                                  tr("A workbench for debugging medical-imaging deep-learning pipelines."),
                                  tr("Licence: BSD-3-Clause."));
    auto* text = new QLabel(
        head + QStringLiteral("<p>") + tr("Reading the versions...") + QStringLiteral("</p>"), this);
    text->setObjectName(QStringLiteral("versions"));
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = copyButton(buttons, tr("&Copy Versions"), QStringLiteral("copyVersions"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    componentVersionsLater(this, [this, text, head, copy](const QList<ComponentVersion>& versions) {
        QString rows;
        for (const ComponentVersion& v : versions)
            rows += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;%2</td></tr>")
                        .arg(v.name.toHtmlEscaped(), v.version.toHtmlEscaped());
        text->setText(head + QStringLiteral("<p>%1</p><table>%2</table>").arg(tr("Built with:"), rows));
        copyOnClick(copy, systemInformation(versions));
        Q_EMIT versionsShown();
    });
}

ReportProblemDialog::ReportProblemDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Report a Problem"));
    auto* intro = new QLabel(
        tr("<p>A report that can be acted on says what you did, what you expected and what happened "
           "instead, and includes:</p><ol>"
           "<li><b>The system and version information</b> below (the button copies it).</li>"
           "<li><b>The input's header</b>: the output of <code>scansleuth-cli info --json PATH</code> for "
           "each image, mask or folder involved. It holds no voxels, but DICOM headers name the patient: "
           "remove the identifiers before you send it.</li>"
           "<li><b>The investigation file</b> (<code>*.investigation.json</code>, File &gt; Save "
           "Investigation) with its pictures folder, when the problem is in an investigation or its "
           "report.</li>"
           "<li><b>The log</b>: what the terminal shows. Start the program as <code>scansleuth 2&gt;&amp;1 | "
           "tee scansleuth.log</code> and attach scansleuth.log.</li>"
           "<li>For a model problem, the output of <code>scansleuth-cli model inspect MODEL.pt</code>.</li>"
           "</ol><p>Never attach patient images unless your data agreement allows it; a synthetic volume "
           "or the demo study (File &gt; Open Demo Study) that shows the problem is better.</p>"),
        this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    intro->setObjectName(QStringLiteral("whatToInclude"));
    auto* info = new QPlainTextEdit(tr("Reading the versions..."), this);
    info->setObjectName(QStringLiteral("systemInformation"));
    info->setReadOnly(true);
    info->setMinimumHeight(info->fontMetrics().lineSpacing() * 8);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy =
        copyButton(buttons, tr("&Copy System Information"), QStringLiteral("copySystemInformation"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(info);
    layout->addWidget(buttons);
    resize(640, 560);
    componentVersionsLater(this, [this, info, copy](const QList<ComponentVersion>& versions) {
        const QString information = systemInformation(versions);
        info->setPlainText(information);
        copyOnClick(copy, information);
        Q_EMIT informationShown();
    });
}

ShortcutsDialog::ShortcutsDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Keys"), tr("Action")});
    m_tree->setRootIsDecorated(false);
    QTreeWidgetItem* group = nullptr;
    for (const ShortcutEntry& entry : Shortcuts::table()) {
        if (!group || group->text(0) != entry.group) {
            group = new QTreeWidgetItem(m_tree, {entry.group});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setExpanded(true);
        }
        auto* item = new QTreeWidgetItem(group, {Shortcuts::keysText(entry), entry.description});
        item->setData(0, Qt::UserRole, entry.action);
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(620, 640);
}

} // namespace scansleuth::app
