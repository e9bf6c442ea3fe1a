// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/nifti/niftireader.h"

#include <QString>
#include <QtGlobal>

namespace scansleuth::render::testing {

// The first volume of a NIfTI fixture under tests/data (the test stops when it cannot be read).
inline volume::Volume loadFixture(const QString& relative)
{
    const QString path = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/" + relative;
    auto image = io::readNifti(path.toStdString());
    if (!image)
        qFatal("cannot read %s: %s", qPrintable(relative), image.error().message.c_str());
    return std::move(image->volumes.front());
}

} // namespace scansleuth::render::testing
