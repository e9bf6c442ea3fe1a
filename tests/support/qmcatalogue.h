// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/qmcatalog.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <map>
#include <string>
#include <string_view>

// A compiled catalogue (a .qm that lrelease made for the test, e.g. translations/scansleuth_de.ts) read as
// the CLI reads it (base/qmcatalog.h). Kept for the whole test process, since a translator points into it;
// an unreadable or broken file stops the test.
namespace scansleuth::testsupport {

inline const QmCatalog& shippedCatalogue(const char* path)
{
    static std::map<std::string, QmCatalog> loaded;
    auto it = loaded.find(path);
    if (it == loaded.end()) {
        QFile f(QString::fromUtf8(path));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", path);
        const QByteArray bytes = f.readAll();
        Result<QmCatalog> c = QmCatalog::parse(std::string_view(bytes.constData(), bytes.size()), path);
        if (!c)
            qFatal("cannot parse %s", path);
        it = loaded.emplace(path, std::move(*c)).first;
    }
    return it->second;
}

} // namespace scansleuth::testsupport
