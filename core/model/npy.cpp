// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The .npy reader: the header is a Python dict literal, parsed by hand for the three keys numpy writes.
#include "model/npy.h"

#include "base/parallel.h"
#include "base/readfile.h"

#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <optional>

namespace scansleuth::model {

namespace {

struct Header
{
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::int64_t> shape;
};

std::size_t skipBlanks(std::string_view text, std::size_t at)
{
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r'))
        ++at;
    return at;
}

// The text after `'key':` in the dict, or npos.
std::size_t valueOf(std::string_view dict, std::string_view key)
{
    for (const char quote : {'\'', '"'}) {
        const std::string quoted = std::string(1, quote) + std::string(key) + std::string(1, quote);
        const std::size_t at = dict.find(quoted);
        if (at == std::string_view::npos)
            continue;
        const std::size_t colon = skipBlanks(dict, at + quoted.size());
        if (colon < dict.size() && dict[colon] == ':')
            return skipBlanks(dict, colon + 1);
    }
    return std::string_view::npos;
}

Result<Header> parseHeader(std::string_view dict, const std::string& name)
{
    const auto bad = [&](const std::string& what) {
        return makeError(ErrorKind::Corrupt, "'" + name + "' has an unreadable .npy header: " + what + ".",
                         "header: " + std::string(dict.substr(0, 200)));
    };
    Header h;
    std::size_t at = valueOf(dict, "descr");
    if (at == std::string_view::npos)
        return bad("no 'descr' (the dtype)");
    if (dict[at] == '[')
        return makeError(ErrorKind::Unsupported,
                         "'" + name +
                             "' holds a structured array (named fields), not a plain numeric tensor.",
                         "Save one field as a plain array: np.save(path, arr['field'].astype(np.float32)).");
    if (dict[at] != '\'' && dict[at] != '"')
        return bad("'descr' is not a string");
    const std::size_t end = dict.find(dict[at], at + 1);
    if (end == std::string_view::npos)
        return bad("'descr' is not closed");
    h.descr = std::string(dict.substr(at + 1, end - at - 1));

    at = valueOf(dict, "fortran_order");
    if (at == std::string_view::npos)
        return bad("no 'fortran_order'");
    if (dict.substr(at, 4) == "True")
        h.fortranOrder = true;
    else if (dict.substr(at, 5) != "False")
        return bad("'fortran_order' is neither True nor False");

    at = valueOf(dict, "shape");
    if (at == std::string_view::npos || dict[at] != '(')
        return bad("no 'shape' tuple");
    const std::size_t close = dict.find(')', at);
    if (close == std::string_view::npos)
        return bad("the 'shape' tuple is not closed");
    for (std::size_t p = at + 1; p < close;) {
        p = skipBlanks(dict, p);
        if (p >= close)
            break;
        std::int64_t dim = 0;
        std::size_t digits = 0;
        while (p < close && dict[p] >= '0' && dict[p] <= '9') {
            if (dim > (std::numeric_limits<std::int64_t>::max() - 9) / 10)
                return makeError(ErrorKind::TooLarge,
                                 "'" + name + "' claims a dimension too large to count.");
            dim = dim * 10 + (dict[p] - '0');
            ++p, ++digits;
        }
        if (digits == 0)
            return bad("the 'shape' tuple holds something other than whole numbers");
        h.shape.push_back(dim);
        p = skipBlanks(dict, p);
        if (p < close && dict[p] == 'L') // Python 2's long suffix
            p = skipBlanks(dict, p + 1);
        if (p < close && dict[p] != ',')
            return bad("the 'shape' tuple is not a list of numbers");
        ++p;
    }
    return h;
}

struct DType
{
    const char* descr;
    const char* name;
    std::size_t bytes;
};

constexpr DType kDTypes[] = {
    {"<f4", "float32", 4}, {"<f8", "float64", 8}, {"<f2", "float16", 2}, {"<i2", "int16", 2},
    {"<i4", "int32", 4},   {"<i8", "int64", 8},   {"|u1", "uint8", 1},   {"<u1", "uint8", 1},
    {"<u2", "uint16", 2},  {"|i1", "int8", 1},    {"<i1", "int8", 1},    {"|b1", "bool", 1},
};

Result<DType> findDType(const std::string& descr, const std::string& name)
{
    for (const DType& d : kDTypes)
        if (descr == d.descr)
            return d;
    if (descr.find('O') != std::string::npos)
        return makeError(ErrorKind::Unsupported,
                         "'" + name +
                             "' is an object array (dtype=object): it holds pickled Python objects, "
                             "not numbers.",
                         "Convert it in numpy first: np.save(path, np.asarray(arr, dtype=np.float32)).");
    if (!descr.empty() && descr[0] == '>')
        return makeError(ErrorKind::Unsupported,
                         "'" + name + "' holds big-endian data (dtype '" + descr + "'), which is not read.",
                         "Convert it in numpy: np.save(path, arr.astype(arr.dtype.newbyteorder('<'))).");
    return makeError(
        ErrorKind::Unsupported, "'" + name + "' has dtype '" + descr + "', which is not read.",
        "Readable: float16/32/64, int8/16/32/64, uint8/16, bool. Convert with arr.astype(np.float32).");
}

float halfToFloat(std::uint16_t h)
{
    const int sign = (h >> 15) & 1, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    float value;
    if (exponent == 0)
        value = std::ldexp(static_cast<float>(mantissa), -24);
    else if (exponent == 31)
        value = mantissa ? std::numeric_limits<float>::quiet_NaN() : std::numeric_limits<float>::infinity();
    else
        value = std::ldexp(static_cast<float>(mantissa | 0x400), exponent - 25);
    return sign ? -value : value;
}

template <typename T> float load(const char* p)
{
    T value;
    std::memcpy(&value, p, sizeof(T));
    return static_cast<float>(value);
}

float element(const char* p, const std::string& descr)
{
    switch (descr[1]) {
    case 'f':
        return descr[2] == '4'   ? load<float>(p)
               : descr[2] == '8' ? load<double>(p)
                                 : halfToFloat(load<std::uint16_t>(p));
    case 'i':
        return descr[2] == '1'   ? load<std::int8_t>(p)
               : descr[2] == '2' ? load<std::int16_t>(p)
               : descr[2] == '4' ? load<std::int32_t>(p)
                                 : load<std::int64_t>(p);
    case 'u':
        return descr[2] == '1' ? load<std::uint8_t>(p) : load<std::uint16_t>(p);
    default: // 'b'
        return p[0] != 0 ? 1.0f : 0.0f;
    }
}

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + (shape.size() == 1 ? ",)" : ")");
}

} // namespace

Result<NpyArray> parseNpy(std::string_view bytes, const std::string& name)
{
    static constexpr std::string_view kMagic("\x93NUMPY", 6);
    if (bytes.size() < 10) // two whole sentences, so that each can be translated
        return makeError(ErrorKind::Corrupt,
                         "'" + name +
                             "' is not a .npy file: it does not start with numpy's magic "
                             "string \\x93NUMPY (it is shorter than the smallest header).");
    if (bytes.substr(0, 6) != kMagic)
        return makeError(ErrorKind::Corrupt,
                         "'" + name +
                             "' is not a .npy file: it does not start with numpy's magic string \\x93NUMPY.");
    const int major = static_cast<unsigned char>(bytes[6]);
    if (major < 1 || major > 3)
        return makeError(ErrorKind::Unsupported, "'" + name + "' is .npy format version " +
                                                     std::to_string(major) + "." +
                                                     std::to_string(static_cast<unsigned char>(bytes[7])) +
                                                     "; versions 1.0, 2.0 and 3.0 are read.");
    const std::size_t prefix = major == 1 ? 10 : 12;
    if (bytes.size() < prefix)
        return makeError(ErrorKind::Corrupt, "'" + name + "' is truncated inside its .npy header.");
    std::size_t headerLength =
        static_cast<unsigned char>(bytes[8]) | (static_cast<unsigned char>(bytes[9]) << 8);
    if (major >= 2)
        headerLength |= (static_cast<std::size_t>(static_cast<unsigned char>(bytes[10])) << 16) |
                        (static_cast<std::size_t>(static_cast<unsigned char>(bytes[11])) << 24);
    if (bytes.size() - prefix < headerLength)
        return makeError(ErrorKind::Corrupt, "'" + name + "' is truncated inside its .npy header (" +
                                                 std::to_string(bytes.size() - prefix) + " of the " +
                                                 std::to_string(headerLength) + " header bytes).");
    auto header = parseHeader(bytes.substr(prefix, headerLength), name);
    if (!header)
        return header.error();
    auto dtype = findDType(header->descr, name);
    if (!dtype)
        return dtype.error();

    std::int64_t count = 1;
    for (const std::int64_t dim : header->shape) {
        if (dim != 0 && count > kMaxNpyElements / dim + 1)
            count = kMaxNpyElements + 1;
        else
            count *= dim;
        if (count > kMaxNpyElements)
            return makeError(ErrorKind::TooLarge,
                             "'" + name + "' claims shape " + shapeText(header->shape) +
                                 ", more than the 2^31 elements a tensor file may hold here.");
    }
    const std::size_t dataBytes = static_cast<std::size_t>(count) * dtype->bytes;
    const std::size_t available = bytes.size() - prefix - headerLength;
    if (available < dataBytes)
        return makeError(ErrorKind::Corrupt,
                         "'" + name + "' is truncated: it holds " + std::to_string(available) + " of the " +
                             std::to_string(dataBytes) + " data bytes its header promises (shape " +
                             shapeText(header->shape) + ", " + dtype->name + ").");

    NpyArray out;
    out.descr = header->descr;
    out.dtype = dtype->name;
    out.fortranOrder = header->fortranOrder;
    out.tensor.shape = header->shape;
    out.tensor.values.resize(static_cast<std::size_t>(count));
    const char* data = bytes.data() + prefix + headerLength;
    const std::size_t n = out.tensor.values.size();
    if (!header->fortranOrder || header->shape.size() < 2) {
        for (std::size_t e = 0; e < n; ++e)
            out.tensor.values[e] = element(data + e * dtype->bytes, header->descr);
        return out;
    }
    // Fortran order: the first index varies fastest in the file. Walk the file in its order, keeping
    // the C-order position of each element.
    const std::size_t rank = header->shape.size();
    std::vector<std::size_t> cStride(rank, 1);
    for (std::size_t d = rank - 1; d-- > 0;)
        cStride[d] = cStride[d + 1] * static_cast<std::size_t>(header->shape[d + 1]);
    std::vector<std::int64_t> index(rank, 0);
    std::size_t cPos = 0;
    for (std::size_t e = 0; e < n; ++e) {
        out.tensor.values[cPos] = element(data + e * dtype->bytes, header->descr);
        for (std::size_t d = 0; d < rank; ++d) {
            cPos += cStride[d];
            if (++index[d] < header->shape[d])
                break;
            cPos -= cStride[d] * static_cast<std::size_t>(index[d]);
            index[d] = 0;
        }
    }
    return out;
}

Result<std::string> readTensorFileBytes(const std::string& path)
{
    // A tensor is held in memory anyway: the limit is what this machine has, not an arbitrary size.
    auto bytes = readWholeFile(path, availableMemoryBytes());
    if (!bytes && bytes.error().kind == ErrorKind::NotFound)
        return makeError(ErrorKind::NotFound, "The tensor file '" + path + "' does not exist.");
    return bytes;
}

Result<NpyArray> readNpyFile(const std::string& path)
{
    auto bytes = readTensorFileBytes(path);
    if (!bytes)
        return bytes.error();
    return parseNpy(*bytes, path);
}

} // namespace scansleuth::model
