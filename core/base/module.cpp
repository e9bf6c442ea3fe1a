// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/module.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace scansleuth {

namespace {

namespace fs = std::filesystem;

std::vector<std::string> candidatePaths(const ModuleSpec& spec)
{
    std::vector<std::string> paths;
    if (const char* env = spec.envVar ? std::getenv(spec.envVar) : nullptr; env && *env)
        return {env}; // an explicit choice is not second-guessed
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        paths.push_back((exe.parent_path() / ".." / "lib" / "scansleuth" / spec.file).lexically_normal());
    if (spec.buildPath && *spec.buildPath && (paths.empty() || paths.back() != spec.buildPath))
        paths.emplace_back(spec.buildPath);
    return paths;
}

} // namespace

std::string moduleStamp(const std::string& name, int version, const std::string& sizes)
{
    return name + "-" + std::to_string(version) + " " __VERSION__ " " + sizes;
}

Result<const ModuleTableHead*> openModule(const ModuleSpec& spec)
{
    std::string tried;
    for (const std::string& path : candidatePaths(spec)) {
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            tried += "\n  " + path + ": no such file";
            continue;
        }
        void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            const char* why = dlerror();
            tried += "\n  " + path + ": " + (why ? why : "dlopen failed");
            continue;
        }
        using Entry = const ModuleTableHead* (*)();
        auto entry = reinterpret_cast<Entry>(dlsym(handle, spec.entry));
        const ModuleTableHead* table = entry ? entry() : nullptr;
        if (!table) {
            tried += "\n  " + path + ": not a ScanSleuth module of this kind (no " + spec.entry + ")";
            continue;
        }
        if (table->size != spec.tableSize || !table->stamp || spec.stamp != table->stamp) {
            tried += "\n  " + path + ": from another build (" + (table->stamp ? table->stamp : "no stamp") +
                     "; this program is " + spec.stamp + ")";
            continue;
        }
        return table;
    }
    return makeError(ErrorKind::Unsupported,
                     std::string(spec.what) + ", " + spec.file + ", could not be loaded, so " + spec.without +
                         ". Install it in lib/scansleuth/ beside the program's bin/, or set " + spec.envVar +
                         " to its path.",
                     "Tried:" + tried);
}

} // namespace scansleuth
