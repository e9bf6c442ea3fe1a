// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/imageloader.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace scansleuth::widgets {
class ImageInfoPanel;
}

namespace scansleuth::app {

class LoadJob;

// The main window: for now a list of the images opened and a header/findings inspector. The slice
// views arrive with the viewer issue.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a file or folder in the background.
    void openPath(const QString& path);
    // Writes the built-in demo study to the user's cache folder (once) and opens it.
    void openDemo();

Q_SIGNALS:
    // Emitted after a load finished, successfully or not (used by --screenshot).
    void loadFinished(bool ok);

private:
    void buildMenus();
    void chooseFile();
    void chooseFolder();
    void showLoaded(std::shared_ptr<io::LoadedPath> loaded);
    void showFailure(const QString& message, const QString& detail);
    void setBusy(bool busy);

    LoadJob* m_job = nullptr;
    QListWidget* m_images = nullptr;
    widgets::ImageInfoPanel* m_info = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    std::vector<std::shared_ptr<io::LoadedPath>> m_opened;
};

} // namespace scansleuth::app
