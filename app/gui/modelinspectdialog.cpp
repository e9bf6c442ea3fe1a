// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelinspectdialog.h"

#include "widgets/findingtext.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace scansleuth::app {

namespace {

QString count(std::int64_t n)
{
    return QLocale().toString(static_cast<qlonglong>(n));
}

QString joined(const std::vector<std::string>& parts)
{
    QStringList list;
    for (const std::string& p : parts)
        list << QString::fromStdString(p);
    return list.join(QStringLiteral(", "));
}

} // namespace

ModelInspectDialog::ModelInspectDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Inspect Model"));
    resize(760, 560);
    m_summary = new QLabel(tr("Reading..."), this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderLabels({tr("Module"), tr("Type"), tr("Mode"), tr("Parameters")});
    m_findings = new QPlainTextEdit(this);
    m_findings->setReadOnly(true);
    m_findings->setMaximumHeight(120);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_findings);
    layout->addWidget(buttons);
}

ModelInspectDialog::~ModelInspectDialog() = default;

void ModelInspectDialog::inspect(const QString& path)
{
    setWindowTitle(tr("Inspect Model: %1").arg(QFileInfo(path).fileName()));
    m_summary->setText(tr("Reading %1...").arg(path));
    m_tree->clear();
    m_findings->clear();
    m_reader.start<model::ModelInfo>(
        [file = path.toStdString()](const Progress&) { return model::inspectModel(file); }, {},
        [this](Result<model::ModelInfo> result) {
            if (result)
                showInfo(result.value());
            else
                showError(result.error());
        });
}

QString ModelInspectDialog::summaryText() const
{
    return m_summary->text();
}

QString ModelInspectDialog::findingsText() const
{
    return m_findings->toPlainText();
}

void ModelInspectDialog::showInfo(const model::ModelInfo& info)
{
    m_summary->setText(
        tr("%1\nLibTorch %2, file format version %3. %4\n%5 parameters in %6 tensors (%7 "
           "trainable), %8, saved on %9; %10 buffers.")
            .arg(QString::fromStdString(info.path), QString::fromStdString(info.libtorchVersion))
            .arg(info.fileFormatVersion)
            .arg(QString::fromStdString(info.forwardSchema), count(info.parameterCount))
            .arg(info.parameters.size())
            .arg(count(info.trainableCount), joined(info.dtypes), joined(info.devices))
            .arg(info.buffers.size()));
    // Depth-first order: a module's parent is the last item seen one level up.
    std::map<int, QTreeWidgetItem*> lastAtDepth;
    for (const model::ModuleNode& node : info.modules) {
        const QString name = node.path.empty()
                                 ? tr("(root)")
                                 : QString::fromStdString(node.path.substr(node.path.rfind('.') + 1));
        QString mode = node.training ? tr("training") : tr("eval");
        if (node.training && node.usesTrainingFlag)
            mode += tr(" (reads self.training)");
        const QStringList columns{name, QString::fromStdString(node.type), mode,
                                  node.ownParameters > 0 ? count(node.ownParameters) : QString()};
        QTreeWidgetItem* item = node.depth == 0 || !lastAtDepth.count(node.depth - 1)
                                    ? new QTreeWidgetItem(m_tree, columns)
                                    : new QTreeWidgetItem(lastAtDepth[node.depth - 1], columns);
        item->setData(0, Qt::UserRole, QString::fromStdString(node.path));
        if (node.training && node.usesTrainingFlag) {
            for (int c = 0; c < columns.size(); ++c)
                item->setForeground(c, QColor(200, 30, 30));
            item->setToolTip(2,
                             tr("Saved in training mode: its forward reads self.training, so dropout stays "
                                "active or batch-norm statistics come from the batch at inference."));
        }
        lastAtDepth[node.depth] = item;
    }
    m_tree->expandAll();
    for (int c = 0; c < m_tree->columnCount(); ++c)
        m_tree->resizeColumnToContents(c);
    QStringList findings;
    for (const Finding& f : info.findings)
        findings << QStringLiteral("[%1] %2\n  %3")
                        .arg(QString::fromStdString(f.code), widgets::findingMessage(f),
                             widgets::findingFix(f));
    m_findings->setPlainText(
        findings.isEmpty() ? tr("No problems found: every module that reads self.training is in eval mode.")
                           : findings.join(QStringLiteral("\n")));
    Q_EMIT inspected();
}

void ModelInspectDialog::showError(const Error& error)
{
    m_summary->setText(widgets::errorText(error.message));
    m_findings->setPlainText(QString::fromStdString(error.detail));
    Q_EMIT failed(m_summary->text());
}

} // namespace scansleuth::app
