// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Paths inside a shared investigation file: resolved inside the investigation's folder or refused, and
// Save As's picture copy, which must neither read nor replace anything outside the two folders.
#include "workflow/investigation.h"
#include "workflow/safepath.h"

#include "support/snapshotfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace scansleuth;
using namespace scansleuth::workflow;
namespace fs = std::filesystem;

namespace {

void writeText(const fs::path& path, const std::string& text)
{
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

std::string readText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// root/outside/x.png (the file a hostile path aims at), root/case2/x.png (a sibling whose name starts
// with the folder's), and the investigation's folder root/case with its pictures, a folder where a
// picture is expected, and links: link-out and dir-out point outside, link-in and dir-in inside.
void makeLayout(const fs::path& root)
{
    writeText(root / "outside/x.png", "OUTSIDE");
    writeText(root / "case2/x.png", "SIBLING");
    writeText(root / "case/case_files/a.png", "INSIDE");
    fs::create_directories(root / "case/case_files/adir.png");
    snapshotfixture::addLinks(root);
}

using snapshotfixture::withSnapshot;

} // namespace

class TestSafePath : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fs::path m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = fs::canonical(m_dir.path().toStdString());
        makeLayout(m_root);
    }

    void resolveInside_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("resolved"); // relative to root; empty when refused
        QTest::addColumn<QString>("message");  // fragment of the refusal
        QTest::addRow("legitimate picture") << "case_files/a.png"
                                            << "case/case_files/a.png"
                                            << "";
        QTest::addRow("picture not yet written") << "case_files/new.png"
                                                 << "case/case_files/new.png"
                                                 << "";
        QTest::addRow("link to a file inside") << "link-in"
                                               << "case/case_files/a.png"
                                               << "";
        QTest::addRow("linked folder inside") << "dir-in/a.png"
                                              << "case/case_files/a.png"
                                              << "";
        QTest::addRow("dot segments that stay inside") << "./case_files/../case_files/a.png"
                                                       << "case/case_files/a.png"
                                                       << "";
        QTest::addRow("../../x.png") << "../../x.png"
                                     << ""
                                     << "leaves the investigation's folder";
        QTest::addRow("up and over to a file outside") << "case_files/../../outside/x.png"
                                                       << ""
                                                       << "leaves the investigation's folder";
        QTest::addRow("sibling folder sharing the name's prefix") << "../case2/x.png"
                                                                  << ""
                                                                  << "leaves the investigation's folder";
        QTest::addRow("absolute path") << "/etc/passwd"
                                       << ""
                                       << "is absolute";
        QTest::addRow("link inside pointing outside") << "link-out"
                                                      << ""
                                                      << "leaves the investigation's folder";
        QTest::addRow("linked sub-folder pointing outside") << "dir-out/x.png"
                                                            << ""
                                                            << "leaves the investigation's folder";
        QTest::addRow("missing file below a link outside") << "dir-out/new.png"
                                                           << ""
                                                           << "leaves the investigation's folder";
        QTest::addRow("the folder itself") << "."
                                           << ""
                                           << "leaves the investigation's folder";
        QTest::addRow("NUL character") << QString::fromUtf8("case_files/a.png\0../../x.png", 29) << ""
                                       << "holds a NUL character";
        QTest::addRow("empty") << ""
                               << ""
                               << "is empty";
    }
    void resolveInside()
    {
        QFETCH(QString, relative);
        QFETCH(QString, resolved);
        QFETCH(QString, message);
        const QByteArray utf8 = relative.toUtf8();
        const auto r =
            workflow::resolveInside((m_root / "case").string(), std::string(utf8.data(), utf8.size()));
        if (resolved.isEmpty()) {
            QVERIFY2(!r, r ? r->c_str() : "");
            QCOMPARE(r.error().kind, ErrorKind::Corrupt);
            QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().message.c_str());
            QVERIFY2(QString::fromStdString(r.error().message).contains(relative.section(QChar(0), 0, 0)),
                     r.error().message.c_str());
        } else {
            QVERIFY2(r, r ? "" : r.error().message.c_str());
            QCOMPARE(QString::fromStdString(*r),
                     QString::fromStdString((m_root / resolved.toStdString()).string()));
        }
    }

    // A folder given through a link is compared by where it really is.
    void linkedInvestigationFolder()
    {
        const fs::path link = m_root / "case-link";
        fs::create_directory_symlink(m_root / "case", link);
        const auto inside = workflow::resolveInside(link.string(), "case_files/a.png");
        QVERIFY2(inside, inside ? "" : inside.error().message.c_str());
        QCOMPARE(*inside, (m_root / "case/case_files/a.png").string());
        QVERIFY(!workflow::resolveInside(link.string(), "../outside/x.png"));
        fs::remove(link);
        // A folder named with a trailing slash, existing or not yet made.
        for (const char* folder : {"case/", "not-yet/"}) {
            const auto r = workflow::resolveInside((m_root / folder).string(), "case_files/a.png");
            QVERIFY2(r, r ? "" : r.error().message.c_str());
            QCOMPARE(*r, (m_root / folder / "case_files/a.png").lexically_normal().string());
        }
    }

    // Save As into another folder: pictures are copied from inside the old folder to inside the new one;
    // every other path is named in the error, and nothing outside either folder is read or replaced.
    void copySnapshotFiles_data()
    {
        QTest::addColumn<QString>("imagePath");
        QTest::addColumn<bool>("copied");
        QTest::addColumn<QString>("message");
        QTest::addRow("legitimate picture") << "case_files/a.png" << true << "";
        QTest::addRow("link to a file inside") << "link-in" << true << "";
        QTest::addRow("../outside/x.png")
            << "../outside/x.png" << false << "leaves the investigation's folder";
        QTest::addRow("../../x.png") << "../../x.png" << false << "leaves the investigation's folder";
        QTest::addRow("absolute path") << "%ROOT%/outside/x.png" << false << "is absolute";
        QTest::addRow("link inside pointing outside")
            << "link-out" << false << "leaves the investigation's folder";
        QTest::addRow("linked sub-folder pointing outside")
            << "dir-out/x.png" << false << "leaves the investigation's folder";
        QTest::addRow("missing picture") << "case_files/missing.png" << false << "not found";
        QTest::addRow("folder where a picture is expected") << "case_files/adir.png" << false << "not found";
        QTest::addRow("target's picture folder linked outside")
            << "case_files/a.png" << false << "leaves the investigation's folder";
    }
    void copySnapshotFiles()
    {
        QFETCH(QString, imagePath);
        QFETCH(bool, copied);
        QFETCH(QString, message);
        imagePath.replace("%ROOT%", QString::fromStdString(m_root.string()));
        static int row = 0; // data tags hold slashes: number the new folders instead
        const fs::path to = m_root / "saved" / ("row-" + std::to_string(++row));
        fs::create_directories(to);
        // Victims: the outside file, and the file "../outside/x.png" names from the new folder.
        writeText(m_root / "saved/outside/x.png", "VICTIM");
        const bool linkedTarget = QByteArray(QTest::currentDataTag()).startsWith("target's");
        if (linkedTarget) {
            writeText(m_root / "victims/a.png", "VICTIM");
            fs::create_directory_symlink(m_root / "victims", to / "case_files");
        }
        const Investigation inv = withSnapshot(imagePath.toStdString());
        const Status s = workflow::copySnapshotFiles(inv, (m_root / "case").string(), to.string());
        QCOMPARE(readText(m_root / "outside/x.png"), std::string("OUTSIDE"));
        QCOMPARE(readText(m_root / "saved/outside/x.png"), std::string("VICTIM"));
        if (linkedTarget)
            QCOMPARE(readText(m_root / "victims/a.png"), std::string("VICTIM"));
        if (copied) {
            QVERIFY2(s, s ? "" : s.error().message.c_str());
            QCOMPARE(readText(to / imagePath.toStdString()), std::string("INSIDE"));
            return;
        }
        QVERIFY2(!s, "a picture that was not copied was reported as copied");
        const QString text = QString::fromStdString(s.error().message);
        QVERIFY2(text.contains("1 of 1 picture was not copied"), qPrintable(text));
        QVERIFY2(text.contains(imagePath), qPrintable(text));
        QVERIFY2(text.contains(message), qPrintable(text));
    }

    // Every picture is tried: the good ones are copied and the error counts and names the rest.
    void copySnapshotFilesTriesEveryPicture()
    {
        Investigation inv = withSnapshot("case_files/a.png");
        inv.runs.front().evidence.snapshots.push_back(Snapshot{"x", "../outside/x.png", "axial", 0, {}});
        inv.runs.front().evidence.snapshots.push_back(
            Snapshot{"y", "case_files/missing.png", "axial", 0, {}});
        const fs::path to = m_root / "saved-all";
        const Status s = workflow::copySnapshotFiles(inv, (m_root / "case").string(), to.string());
        QVERIFY(!s);
        const QString text = QString::fromStdString(s.error().message);
        QVERIFY2(text.startsWith("2 of 3 pictures were not copied"), qPrintable(text));
        QVERIFY2(text.contains("../outside/x.png") && text.contains("case_files/missing.png"),
                 qPrintable(text));
        QCOMPARE(readText(to / "case_files/a.png"), std::string("INSIDE"));
        QVERIFY(!fs::exists(to / "case_files/missing.png"));
    }
};

QTEST_GUILESS_MAIN(TestSafePath)
#include "tst_workflow_safepath.moc"
