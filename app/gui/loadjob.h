// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "io/imageloader.h"

#include <QString>

#include <memory>

namespace scansleuth::app {

// Loads a path off the GUI thread (BackgroundJob: cancel(), progress(), failed()). A new start cancels
// the load still running and waits for it.
class LoadJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Writes the demo study to `demoFolder` first when `writeDemo` is set, then loads `path`. A SEG or
    // RTSTRUCT is placed on `openImage` (the viewer's base) when it references it; otherwise on the image its
    // references find, which joins the result before it.
    void start(const QString& path, bool writeDemo = false, const QString& demoFolder = {},
               std::shared_ptr<const io::LoadedImage> openImage = {});

Q_SIGNALS:
    void loaded(std::shared_ptr<scansleuth::io::LoadedPath> result);
};

} // namespace scansleuth::app
