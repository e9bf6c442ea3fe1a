// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A small test harness for the parts that must build without Qt (the model part, preprocessing and the
// NIfTI code in a SCANSLEUTH_MODEL_ONLY build on a GPU server). It keeps Qt Test's habits: one test file a
// behaviour group, named cases, named data rows, and a message that says what was compared.
//
//   MINITEST_CASE(sameOutputForPointwiseModel) { MINI_CHECK(a == b); MINI_COMPARE(x, 3); }
//   for (const auto& row : rows) { MINI_ROW(row.name); MINI_COMPARE(f(row.in), row.out); }
//   MINITEST_MAIN()
//
// A failed check ends the case (as QVERIFY does); the program's exit status is the number of failed cases.
// Arguments: case names to run (all when none), `-list` to print them. SCANSLEUTH_TEST_DATA_DIR and
// SCANSLEUTH_BIN_DIR come from scansleuth_add_minitest().

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace minitest {

struct Failure
{
    std::string message;
};

struct Case
{
    const char* name;
    std::function<void()> body;
};

inline std::vector<Case>& registry()
{
    static std::vector<Case> cases;
    return cases;
}

inline std::string& currentRow()
{
    static std::string row;
    return row;
}

struct Registrar
{
    Registrar(const char* name, std::function<void()> body) { registry().push_back({name, std::move(body)}); }
};

template <typename T> std::string show(const T& value)
{
    if constexpr (requires(std::ostream & os, const T& v) { os << v; }) {
        std::ostringstream os;
        os.precision(17);
        os << value;
        return os.str();
    } else {
        return "(value)";
    }
}

[[noreturn]] inline void fail(const char* file, int line, const std::string& what)
{
    std::ostringstream os;
    os << file << ":" << line << ": " << what;
    if (!currentRow().empty())
        os << " [row " << currentRow() << "]";
    throw Failure{os.str()};
}

template <typename A, typename B>
void compare(const A& actual, const B& expected, const char* actualText, const char* expectedText,
             const char* file, int line)
{
    if (!(actual == expected))
        fail(file, line,
             std::string("compared values differ\n   actual   (") + actualText + "): " + show(actual) +
                 "\n   expected (" + expectedText + "): " + show(expected));
}

inline void near(double actual, double expected, double tolerance, const char* actualText, const char* file,
                 int line)
{
    if (!(std::abs(actual - expected) <= tolerance))
        fail(file, line,
             std::string("value not within tolerance\n   actual   (") + actualText + "): " + show(actual) +
                 "\n   expected: " + show(expected) + " +- " + show(tolerance));
}

inline int runAll(int argc, char** argv)
{
    std::vector<std::string> only;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-list") == 0) {
            for (const Case& c : registry())
                std::printf("%s\n", c.name);
            return 0;
        }
        only.emplace_back(argv[i]);
    }
    int failed = 0, ran = 0;
    for (const Case& c : registry()) {
        if (!only.empty() && std::find(only.begin(), only.end(), c.name) == only.end())
            continue;
        ++ran;
        currentRow().clear();
        try {
            c.body();
            std::printf("PASS   : %s\n", c.name);
        } catch (const Failure& f) {
            ++failed;
            std::printf("FAIL!  : %s\n   %s\n", c.name, f.message.c_str());
        } catch (const std::exception& e) {
            ++failed;
            std::printf("FAIL!  : %s\n   unexpected exception: %s%s%s\n", c.name, e.what(),
                        currentRow().empty() ? "" : " [row ",
                        currentRow().empty() ? "" : (currentRow() + "]").c_str());
        }
        std::fflush(stdout);
    }
    std::printf("Totals: %d passed, %d failed\n", ran - failed, failed);
    return failed;
}

} // namespace minitest

#define MINITEST_CONCAT2(a, b) a##b
#define MINITEST_CONCAT(a, b) MINITEST_CONCAT2(a, b)
#define MINITEST_CASE(name)                                                                                  \
    static void minitest_case_##name();                                                                      \
    static const minitest::Registrar MINITEST_CONCAT(minitest_registrar_, name)(#name,                       \
                                                                                &minitest_case_##name);      \
    static void minitest_case_##name()
#define MINI_ROW(name) (minitest::currentRow() = (name))
#define MINI_CHECK(condition)                                                                                \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            minitest::fail(__FILE__, __LINE__, "'" #condition "' returned FALSE");                           \
    } while (false)
#define MINI_CHECK2(condition, message)                                                                      \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            minitest::fail(__FILE__, __LINE__,                                                               \
                           std::string("'" #condition "' returned FALSE: ") + (message));                    \
    } while (false)
#define MINI_COMPARE(actual, expected)                                                                       \
    minitest::compare((actual), (expected), #actual, #expected, __FILE__, __LINE__)
#define MINI_NEAR(actual, expected, tolerance)                                                               \
    minitest::near((actual), (expected), (tolerance), #actual, __FILE__, __LINE__)
#define MINI_FAIL(message) minitest::fail(__FILE__, __LINE__, (message))
#define MINITEST_MAIN()                                                                                      \
    int main(int argc, char** argv)                                                                          \
    {                                                                                                        \
        return minitest::runAll(argc, argv);                                                                 \
    }
