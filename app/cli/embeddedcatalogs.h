// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstddef>
#include <vector>

// The compiled translations (translations/*.ts through lrelease) inside scansleuth-cli, for --language:
// a source generated at build time by embedcatalogs.cmake (empty where Qt's lrelease is missing).
namespace scansleuth::cli {

struct EmbeddedCatalog
{
    const char* language; // "de", "zh_CN": the .ts file's suffix
    const unsigned char* data;
    std::size_t size;
};

const std::vector<EmbeddedCatalog>& embeddedCatalogs();

} // namespace scansleuth::cli
