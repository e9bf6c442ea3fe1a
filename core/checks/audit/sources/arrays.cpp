// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Arrays a training pipeline saved, as volumes. numpy's .npz is a zip of .npy members (stored by
// numpy.savez, deflated by savez_compressed); the zip reader below trusts no size it reads: every offset
// is checked against the file, every stated size against a limit and the memory available before it is
// allocated, and every member against its CRC.
#include "checks/audit/sources/arrays.h"

#include "base/parallel.h"
#include "base/strings.h"
#include "model/npy.h"
#include "model/tensorfile.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <limits>
#include <new>

namespace fs = std::filesystem;

namespace scansleuth::audit::detail {

namespace {

constexpr std::uint32_t kEndSignature = 0x06054b50;
constexpr std::uint32_t kZip64EndSignature = 0x06064b50;
constexpr std::uint32_t kZip64LocatorSignature = 0x07064b50;
constexpr std::uint32_t kCentralSignature = 0x02014b50;
constexpr std::uint32_t kLocalSignature = 0x04034b50;
constexpr std::uint64_t kMaxDirectoryBytes = std::uint64_t(256) << 20;
// Deflate cannot expand its input more than about 1032 times: a larger stated size is a lie.
constexpr std::uint64_t kMaxDeflateRatio = 1032;

std::uint64_t le(const unsigned char* p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

// An open file with checked reads at absolute offsets.
class ZipFile
{
public:
    static Result<ZipFile> open(const std::string& path)
    {
        std::error_code ec;
        if (!fs::is_regular_file(path, ec))
            return makeError(ErrorKind::NotFound, "No such file: " + path + ".", ec.message());
        ZipFile f;
        f.m_path = path;
        f.m_size = fs::file_size(path, ec);
        f.m_in.open(path, std::ios::binary);
        if (ec || !f.m_in)
            return makeError(ErrorKind::Io, "The .npz archive could not be opened.", path);
        return f;
    }

    bool read(std::uint64_t offset, char* out, std::uint64_t n)
    {
        if (offset > m_size || n > m_size - offset)
            return false;
        m_in.clear();
        m_in.seekg(static_cast<std::streamoff>(offset));
        m_in.read(out, static_cast<std::streamsize>(n));
        return m_in && std::uint64_t(m_in.gcount()) == n;
    }

    std::uint64_t size() const { return m_size; }
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
    std::uint64_t m_size = 0;
    std::ifstream m_in;
};

struct EndRecord
{
    std::uint64_t entries = 0, directorySize = 0, directoryOffset = 0;
};

Result<EndRecord> findEndRecord(ZipFile& f)
{
    const std::uint64_t tail = std::min<std::uint64_t>(f.size(), 65535 + 22);
    std::string buf(tail, '\0');
    if (tail < 22 || !f.read(f.size() - tail, buf.data(), tail))
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: it is too short to be a zip archive.", f.path());
    const auto* b = reinterpret_cast<const unsigned char*>(buf.data());
    for (std::uint64_t i = tail - 22 + 1; i-- > 0;) {
        if (le(b + i, 4) != kEndSignature || i + 22 + le(b + i + 20, 2) != tail)
            continue;
        EndRecord r{le(b + i + 10, 2), le(b + i + 12, 4), le(b + i + 16, 4)};
        if (le(b + i + 4, 2) != 0 || le(b + i + 6, 2) != 0)
            return makeError(ErrorKind::Unsupported, "Archives split over several disks are not supported.",
                             f.path());
        const std::uint64_t endAt = f.size() - tail + i;
        unsigned char loc[20];
        if (endAt >= 20 && f.read(endAt - 20, reinterpret_cast<char*>(loc), 20) &&
            le(loc, 4) == kZip64LocatorSignature) {
            unsigned char z[56];
            if (!f.read(le(loc + 8, 8), reinterpret_cast<char*>(z), 56) || le(z, 4) != kZip64EndSignature)
                return makeError(ErrorKind::Corrupt,
                                 "The .npz archive is damaged: its zip64 end record is missing or past the "
                                 "end of the file.",
                                 f.path());
            r = EndRecord{le(z + 32, 8), le(z + 40, 8), le(z + 48, 8)};
        }
        return r;
    }
    return makeError(
        ErrorKind::Corrupt,
        "The .npz archive is damaged: it has no zip end record (truncated, or not a zip archive).", f.path());
}

// The zip64 extended information field: 64-bit values for those the header left at 0xFFFFFFFF.
bool readZip64Extra(const unsigned char* extra, std::uint64_t length, ZipMember& m)
{
    for (std::uint64_t p = 0; p + 4 <= length;) {
        const std::uint64_t id = le(extra + p, 2), n = le(extra + p + 2, 2);
        if (p + 4 + n > length)
            return false;
        if (id == 0x0001) {
            std::uint64_t at = p + 4;
            for (std::uint64_t* field : {&m.size, &m.compressedSize, &m.localHeaderOffset}) {
                if (*field != 0xFFFFFFFFu)
                    continue;
                if (at + 8 > p + 4 + n)
                    return false;
                *field = le(extra + at, 8);
                at += 8;
            }
            return true;
        }
        p += 4 + n;
    }
    return true;
}

Result<ZipMember> parseCentralHeader(const std::string& path, const unsigned char* h, std::uint64_t left,
                                     std::uint64_t& consumed)
{
    if (left < 46 || le(h, 4) != kCentralSignature)
        return makeError(
            ErrorKind::Corrupt,
            "The .npz archive is damaged: its central directory is cut short or holds a bad entry.", path);
    const std::uint64_t nameLength = le(h + 28, 2), extraLength = le(h + 30, 2),
                        commentLength = le(h + 32, 2);
    consumed = 46 + nameLength + extraLength + commentLength;
    if (consumed > left)
        return makeError(
            ErrorKind::Corrupt,
            "The .npz archive is damaged: a central directory entry runs past the directory's end.", path);
    ZipMember m;
    m.method = static_cast<int>(le(h + 10, 2));
    m.crc32 = static_cast<std::uint32_t>(le(h + 16, 4));
    m.compressedSize = le(h + 20, 4);
    m.size = le(h + 24, 4);
    m.localHeaderOffset = le(h + 42, 4);
    m.name.assign(reinterpret_cast<const char*>(h + 46), nameLength);
    if (!readZip64Extra(h + 46 + nameLength, extraLength, m))
        return makeError(
            ErrorKind::Corrupt,
            "The .npz archive is damaged: the zip64 field of member '" + m.name + "' is cut short.", path);
    if (le(h + 8, 2) & 1u)
        return makeError(ErrorKind::Unsupported, "Encrypted .npz members are not supported.",
                         path + ": " + m.name);
    if (m.method != 0 && m.method != 8)
        return makeError(ErrorKind::Unsupported,
                         "The .npz member '" + m.name + "' uses zip compression method " +
                             std::to_string(m.method) + "; only stored and deflate are read.",
                         path);
    return m;
}

// Inflates `compressed` bytes starting at `offset` into exactly out.size() bytes.
Status inflateInto(ZipFile& f, std::uint64_t offset, std::uint64_t compressed, std::string& out,
                   const std::string& member)
{
    z_stream z{};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK)
        return makeError(ErrorKind::Io, "The decompressor could not be started.", f.path());
    std::string chunk(std::min<std::uint64_t>(compressed, 1 << 20), '\0');
    std::uint64_t readSoFar = 0, written = 0;
    int rc = Z_OK;
    char spare = 0;
    while (rc != Z_STREAM_END) {
        if (z.avail_in == 0) {
            if (readSoFar == compressed)
                break;
            const std::uint64_t n = std::min<std::uint64_t>(chunk.size(), compressed - readSoFar);
            if (!f.read(offset + readSoFar, chunk.data(), n)) {
                inflateEnd(&z);
                return makeError(ErrorKind::Corrupt,
                                 "The .npz archive is damaged: member '" + member + "' is truncated.",
                                 f.path());
            }
            readSoFar += n;
            z.next_in = reinterpret_cast<Bytef*>(chunk.data());
            z.avail_in = static_cast<uInt>(n);
        }
        // Past the stated size, one spare byte shows whether the stream runs on.
        const bool full = written == out.size();
        z.next_out = reinterpret_cast<Bytef*>(full ? &spare : out.data() + written);
        z.avail_out = full ? 1u : static_cast<uInt>(std::min<std::uint64_t>(out.size() - written, 1u << 30));
        const uInt before = z.avail_out;
        rc = inflate(&z, Z_NO_FLUSH);
        if (full && z.avail_out != before) {
            inflateEnd(&z);
            return makeError(ErrorKind::Corrupt,
                             "The .npz archive is damaged: member '" + member +
                                 "' inflates to more than its stated " + std::to_string(out.size()) +
                                 " bytes.",
                             f.path());
        }
        written += before - z.avail_out;
        if (rc != Z_OK && rc != Z_STREAM_END && !(rc == Z_BUF_ERROR && z.avail_in == 0)) {
            const std::string why = z.msg ? z.msg : "error " + std::to_string(rc);
            inflateEnd(&z);
            return makeError(ErrorKind::Corrupt,
                             "The .npz archive is damaged: member '" + member +
                                 "' holds invalid deflate data.",
                             f.path() + ": " + why);
        }
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END || written != out.size())
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: member '" + member + "' ends after " +
                             std::to_string(written) + " of its " + std::to_string(out.size()) + " bytes.",
                         f.path());
    return {};
}

std::uint32_t crcOf(const std::string& bytes)
{
    uLong crc = crc32(0L, Z_NULL, 0);
    for (std::size_t at = 0; at < bytes.size();) {
        const std::size_t n = std::min<std::size_t>(bytes.size() - at, std::size_t(1) << 30);
        crc = crc32(crc, reinterpret_cast<const Bytef*>(bytes.data() + at), static_cast<uInt>(n));
        at += n;
    }
    return static_cast<std::uint32_t>(crc);
}

Status checkMemberSize(const std::string& path, const ZipMember& m)
{
    const std::string detail = path + ": " + m.name + " states " + std::to_string(m.size) + " bytes";
    if (m.size > kMaxZipMemberBytes)
        return makeError(
            ErrorKind::TooLarge,
            "The .npz member '" + m.name + "' claims more bytes than any array this program reads.", detail);
    if (m.method == 8 && m.size > m.compressedSize * kMaxDeflateRatio + 1024)
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: member '" + m.name + "' claims " +
                             std::to_string(m.size) + " bytes, more than its " +
                             std::to_string(m.compressedSize) + " compressed bytes can inflate to.",
                         path);
    if (m.method == 0 && m.size != m.compressedSize)
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: stored member '" + m.name +
                             "' has different stored and stated sizes.",
                         path);
    const std::size_t available = availableMemoryBytes();
    if (available != 0 && m.size > available)
        return outOfMemoryError("read the .npz member '" + m.name + "'", static_cast<std::size_t>(m.size),
                                detail);
    return {};
}

Result<volume::Volume> arrayToVolume(model::FloatTensor&& t, const std::string& name, int& volumes)
{
    const std::size_t n = t.shape.size();
    if (n == 0)
        return makeError(ErrorKind::Unsupported, "The array holds a single number, not an image.", name);
    for (std::int64_t s : t.shape)
        if (s <= 0)
            return makeError(ErrorKind::Corrupt, "The array has an axis of length 0: it holds no voxels.",
                             name);
    volume::Geometry g;
    g.size = {t.shape[n - 1], n >= 2 ? t.shape[n - 2] : 1, n >= 3 ? t.shape[n - 3] : 1};
    std::int64_t leading = 1;
    for (std::size_t i = 0; i + 3 < n; ++i)
        leading *= t.shape[i]; // bounded: the reader caps the element count at 2^31
    volumes = static_cast<int>(std::min<std::int64_t>(leading, std::numeric_limits<int>::max()));
    auto v = volume::Volume::allocate(volume::PixelType::Float32, g);
    if (!v)
        return v.error();
    const auto dst = v->voxels<float>();
    if (t.values.size() < dst.size())
        return makeError(ErrorKind::Corrupt, "The array holds fewer values than its shape states.", name);
    std::copy(t.values.begin(), t.values.begin() + static_cast<std::ptrdiff_t>(dst.size()), dst.begin());
    t = {};
    return v;
}

Status deliver(model::FloatTensor&& tensor, std::string label, std::string dtype, const std::string& name,
               const std::function<Status(ArrayVolume&&)>& take)
{
    ArrayVolume a;
    a.label = std::move(label);
    a.dtype = std::move(dtype);
    auto v = arrayToVolume(std::move(tensor), name, a.volumes);
    if (!v)
        return v.error();
    a.volume = std::move(v).value();
    return take(std::move(a));
}

Status forEachNpzMember(const std::string& path, const std::function<Status(ArrayVolume&&)>& take)
{
    auto members = readZipDirectory(path);
    if (!members)
        return members.error();
    int arrays = 0;
    for (const ZipMember& m : *members) {
        if (!endsWithIgnoreCase(m.name, ".npy"))
            continue;
        ++arrays;
        auto bytes = readZipMember(path, m);
        if (!bytes)
            return bytes.error();
        const std::string name = path + ": " + m.name;
        auto array = model::parseNpy(*bytes, name);
        bytes = std::string();
        if (!array)
            return array.error();
        if (Status s = deliver(std::move(array->tensor), m.name.substr(0, m.name.size() - 4), array->dtype,
                               name, take);
            !s)
            return s;
    }
    if (arrays == 0)
        return makeError(ErrorKind::NotFound, "The .npz archive holds no array.",
                         path + ": " + std::to_string(members->size()) + " members, none of them .npy");
    return {};
}

} // namespace

std::string arrayFormat(const std::string& path)
{
    for (const char* ext : {"npy", "npz", "pt"})
        if (endsWithIgnoreCase(path, std::string(".") + ext))
            return ext;
    return {};
}

Result<std::vector<ZipMember>> readZipDirectory(const std::string& path)
{
    auto file = ZipFile::open(path);
    if (!file)
        return file.error();
    auto end = findEndRecord(*file);
    if (!end)
        return end.error();
    if (end->directoryOffset > file->size() || end->directorySize > file->size() - end->directoryOffset)
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: its central directory lies past the end of the file.",
                         path);
    if (end->directorySize > kMaxDirectoryBytes)
        return makeError(ErrorKind::TooLarge,
                         "The .npz archive's directory is larger than this program reads.",
                         path + ": " + std::to_string(end->directorySize) + " bytes");
    if (end->entries > end->directorySize / 46)
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: it claims " + std::to_string(end->entries) +
                             " members, more than its directory holds.",
                         path);
    std::string dir(end->directorySize, '\0');
    if (!file->read(end->directoryOffset, dir.data(), dir.size()))
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: its central directory cannot be read.", path);
    std::vector<ZipMember> members;
    const auto* p = reinterpret_cast<const unsigned char*>(dir.data());
    std::uint64_t at = 0;
    for (std::uint64_t i = 0; i < end->entries; ++i) {
        std::uint64_t used = 0;
        auto m = parseCentralHeader(path, p + at, dir.size() - at, used);
        if (!m)
            return m.error();
        if (m->localHeaderOffset > file->size() || m->compressedSize > file->size() - m->localHeaderOffset)
            return makeError(ErrorKind::Corrupt,
                             "The .npz archive is damaged: member '" + m->name +
                                 "' lies past the end of the file (truncated).",
                             path);
        members.push_back(std::move(m).value());
        at += used;
    }
    return members;
}

Result<std::string> readZipMember(const std::string& path, const ZipMember& m)
{
    if (Status s = checkMemberSize(path, m); !s)
        return s.error();
    auto file = ZipFile::open(path);
    if (!file)
        return file.error();
    unsigned char local[30];
    if (!file->read(m.localHeaderOffset, reinterpret_cast<char*>(local), 30) ||
        le(local, 4) != kLocalSignature)
        return makeError(
            ErrorKind::Corrupt,
            "The .npz archive is damaged: the local header of member '" + m.name + "' is missing.", path);
    const std::uint64_t dataAt = m.localHeaderOffset + 30 + le(local + 26, 2) + le(local + 28, 2);
    if (dataAt > file->size() || m.compressedSize > file->size() - dataAt)
        return makeError(ErrorKind::Corrupt,
                         "The .npz archive is damaged: member '" + m.name + "' is truncated.", path);
    std::string out;
    try {
        out.resize(static_cast<std::size_t>(m.size));
    } catch (const std::bad_alloc&) {
        return outOfMemoryError("read the .npz member '" + m.name + "'", static_cast<std::size_t>(m.size),
                                path);
    }
    if (m.method == 0) {
        if (!file->read(dataAt, out.data(), m.size))
            return makeError(ErrorKind::Corrupt,
                             "The .npz archive is damaged: member '" + m.name + "' is truncated.", path);
    } else if (Status s = inflateInto(*file, dataAt, m.compressedSize, out, m.name); !s) {
        return s.error();
    }
    if (const std::uint32_t crc = crcOf(out); crc != m.crc32)
        return makeError(
            ErrorKind::Corrupt, "The .npz archive is damaged: member '" + m.name + "' fails its CRC check.",
            path + ": CRC-32 " + std::to_string(crc) + ", directory says " + std::to_string(m.crc32));
    return out;
}

Status forEachArray(const std::string& path, const std::function<Status(ArrayVolume&&)>& take)
{
    const std::string format = arrayFormat(path);
    if (format == "npz")
        return forEachNpzMember(path, take);
    if (format == "npy") {
        auto array = model::readNpyFile(path);
        if (!array)
            return array.error();
        return deliver(std::move(array->tensor), {}, array->dtype, path, take);
    }
    if (format == "pt") {
        auto tensor = model::readTensorFile(path);
        if (!tensor)
            return tensor.error();
        return deliver(std::move(tensor->tensor), {}, tensor->dtype, path, take);
    }
    return makeError(ErrorKind::Unsupported, "The file is not a .npy, .npz or .pt array.", path);
}

} // namespace scansleuth::audit::detail
