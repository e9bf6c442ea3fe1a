// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/imageloader.h"

#include <QWidget>

class QPlainTextEdit;
class QTableView;

namespace scansleuth::widgets {

class FindingsModel;

// Shows what `scansleuth-cli info` knows about loaded images: the header facts as text and the
// findings as a table.
class ImageInfoPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ImageInfoPanel(QWidget* parent = nullptr);

    void showLoaded(const io::LoadedPath& loaded);
    // One image, e.g. the layer selected in the layer panel.
    void showImage(const io::LoadedImage& image, const QString& label);
    void clear();

    FindingsModel* findingsModel() const { return m_model; }
    QString infoText() const;

private:
    QPlainTextEdit* m_text = nullptr;
    QTableView* m_table = nullptr;
    FindingsModel* m_model = nullptr;
};

} // namespace scansleuth::widgets
