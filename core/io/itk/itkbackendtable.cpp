// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The module libscansleuth-itkio.so: ITK's readers (itkreader.cpp) offered through one table (itkbackend.h).
#include "itkbackend.h"
#include "itkreader.h"

extern "C" __attribute__((visibility("default"))) const scansleuth::io::itkbackend::Table*
scansleuth_itkio_backend()
{
    static const scansleuth::io::itkbackend::Table table = [] {
        static const std::string stamp = scansleuth::io::itkbackend::abiStamp();
        scansleuth::io::itkbackend::Table t;
        t.head.stamp = stamp.c_str();
        t.canRead = &scansleuth::io::itkCanRead;
        t.read = &scansleuth::io::readWithItk;
        return t;
    }();
    return &table;
}
