// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <string>

// Parts of ScanSleuth that bring a heavy toolkit (LibTorch; ITK with HDF5, MINC and their network stack;
// DCMTK with OpenJPEG) live in modules, shared objects opened on first use, so that a process that never
// needs them never maps them: `scansleuth-cli info` on a NIfTI starts in milliseconds. Each module exports
// one C function that returns its table of functions; the table begins with its size and a stamp of the build
// that made it.
namespace scansleuth {

// What a module's table starts with; its own functions follow.
struct ModuleTableHead
{
    std::size_t size = 0;        // sizeof the whole table, as the module was built
    const char* stamp = nullptr; // moduleStamp(...) of the module's build
};

struct ModuleSpec
{
    const char* file = nullptr;      // "libscansleuth-model.so"
    const char* entry = nullptr;     // the exported function: extern "C" const Table* entry()
    const char* envVar = nullptr;    // names another copy; an explicit choice is the only one tried
    const char* buildPath = nullptr; // the build tree's copy (a test binary that is not in bin/)
    const char* what = nullptr;      // "The model part (LibTorch)"
    const char* without = nullptr;   // what a user loses without it: "no model can run"
    std::size_t tableSize = 0;       // sizeof the table this program expects
    std::string stamp;               // moduleStamp(...) of this program's build
};

// "NAME-VERSION COMPILER SIZES": what must be equal between a module and the program that opens it (they
// pass C++ types by layout).
std::string moduleStamp(const std::string& name, int version, const std::string& sizes);

// Opens the module (RTLD_LOCAL: its toolkits' symbols stay out of the program's scope; never closed, since
// objects it made keep code and deleters in it) and returns its table. Looks in order at $envVar, then
// lib/scansleuth/ beside the program's bin/ (as built and as installed), then buildPath. A module that is
// missing, does not load, exports no entry or comes from another build is skipped with its reason; when
// none is usable the error (ErrorKind::Unsupported) says what is lost and, as detail, every path tried
// and why. Thread-safe only through the caller's once-initialisation (each module is opened once).
Result<const ModuleTableHead*> openModule(const ModuleSpec& spec);

// openModule for a table type that begins with a ModuleTableHead (spec.tableSize is set from it).
template <typename Table> Result<const Table*> openModuleTable(ModuleSpec spec)
{
    spec.tableSize = sizeof(Table);
    Result<const ModuleTableHead*> head = openModule(spec);
    if (!head)
        return head.error();
    return reinterpret_cast<const Table*>(*head);
}

} // namespace scansleuth
