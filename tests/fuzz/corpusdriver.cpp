// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The main of the fuzz_*_corpus tests: a fuzz target's LLVMFuzzerTestOneInput, built with the normal
// compiler and without libFuzzer, run once on every file of the folders (and files) given, in name order,
// as libFuzzer runs a corpus. A crash, a trap (the targets' own checks) or a sanitizer report fails the test
// and the last "input" line names the file. No input at all is a failure too: the test would prove nothing.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const fs::path arg(argv[i]);
        std::error_code ec;
        if (fs::is_directory(arg, ec)) {
            std::vector<fs::path> files;
            for (const fs::directory_entry& entry : fs::directory_iterator(arg, ec))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            inputs.insert(inputs.end(), files.begin(), files.end());
        } else if (fs::is_regular_file(arg, ec)) {
            inputs.push_back(arg);
        } else {
            std::fprintf(stderr, "corpus driver: %s is neither a file nor a folder\n", argv[i]);
            return 2;
        }
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "corpus driver: no input files in the folders given\n");
        return 2;
    }
    std::size_t bytes = 0;
    for (const fs::path& path : inputs) {
        std::error_code ec;
        const auto size = fs::file_size(path, ec);
        // A buffer of its own, as libFuzzer gives: a read past the end is a read past this allocation.
        std::vector<std::uint8_t> data(ec ? 0 : size);
        std::ifstream in(path, std::ios::binary);
        if (ec || !in.read(reinterpret_cast<char*>(data.data()), static_cast<std::streamsize>(data.size()))) {
            std::fprintf(stderr, "corpus driver: cannot read %s\n", path.c_str());
            return 2;
        }
        std::printf("input %s (%zu bytes)\n", path.c_str(), data.size());
        std::fflush(stdout);
        LLVMFuzzerTestOneInput(data.data(), data.size());
        bytes += data.size();
    }
    std::printf("%zu inputs (%zu bytes) ran without a crash\n", inputs.size(), bytes);
    return 0;
}
