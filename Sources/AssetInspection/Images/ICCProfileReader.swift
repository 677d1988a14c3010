import AssetCheckCore
internal import CPNGScan

/// Reads a PNG's iCCP chunk into a ``ColorProfile``: the profile's description, and whether its
/// primaries span a wide gamut. The profile is inflated within ``maxProfileBytes``; anything
/// unreadable gives no profile rather than a finding (the chunk's CRC was already checked).
enum ICCProfileReader {
    /// Largest inflated profile read; real ones are a few KB (Display P3: 536 bytes).
    static let maxProfileBytes = 4 << 20
    /// sRGB's primaries' triangle in CIE xy, from its D50-adapted colorants: 0.1091.
    static let sRGBArea = gamutArea(red: (0.4361, 0.2225, 0.0139), green: (0.3851, 0.7169, 0.0971), blue: (0.1431, 0.0606, 0.7141))

    /// The profile in `chunk` (an iCCP chunk's data: name, NUL, method 0, zlib stream).
    static func profile(inChunk chunk: [UInt8]) -> ColorProfile? {
        guard let nul = chunk.firstIndex(of: 0), nul + 2 <= chunk.count, chunk[nul + 1] == 0 else { return nil }
        let chunkName = String(decoding: chunk[..<nul].map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        let stream = Array(chunk[(nul + 2)...])
        // Room for what real profiles hold first, and the limit only for one that fills it: a
        // zero-filled 4 MiB for every tagged PNG was most of what reading one cost.
        for capacity in [64 << 10, maxProfileBytes] {
            var status: Int32 = -1
            let profile = [UInt8](unsafeUninitializedCapacity: capacity) { output, count in
                var size = 0
                status = stream.withUnsafeBufferPointer { input in
                    ac_zlib_inflate(input.baseAddress, input.count, output.baseAddress, output.count, &size)
                }
                count = size
            }
            if status == 0 { return read(profile, fallbackName: chunkName) }
            // 1: the room filled up before the stream ended.
            guard status == 1 else { return nil }
        }
        return nil
    }

    /// An ICC profile's description and gamut; `nil` when its header or tag table is not there.
    static func read(_ bytes: [UInt8], fallbackName: String) -> ColorProfile? {
        guard bytes.count >= 132, bytes[36..<40] == [0x61, 0x63, 0x73, 0x70] /* acsp */ else { return nil }
        let count = Int(uint32(bytes, 128))
        guard count <= 1000, 132 + count * 12 <= bytes.count else { return nil }
        var tags: [String: ArraySlice<UInt8>] = [:]
        for index in 0..<count {
            let entry = 132 + index * 12
            let signature = String(decoding: bytes[entry..<entry + 4], as: UTF8.self)
            let (offset, length) = (Int(uint32(bytes, entry + 4)), Int(uint32(bytes, entry + 8)))
            guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { continue }
            tags[signature] = bytes[offset..<offset + length]
        }
        let name = tags["desc"].flatMap(description) ?? fallbackName
        guard let red = xyz(tags["rXYZ"]), let green = xyz(tags["gXYZ"]), let blue = xyz(tags["bXYZ"]) else {
            return ColorProfile(name: name, isWideGamut: false)
        }
        let area = gamutArea(red: red, green: green, blue: blue)
        return ColorProfile(name: name, isWideGamut: area.isFinite && area >= 1.2 * sRGBArea)
    }

    /// The text of a `desc` (ICC v2, ASCII) or `mluc` (v4, UTF-16, first record) tag.
    private static func description(_ tag: ArraySlice<UInt8>) -> String? {
        let tag = Array(tag)
        guard tag.count >= 12 else { return nil }
        let type = String(decoding: tag[0..<4], as: UTF8.self)
        if type == "desc" {
            let length = Int(uint32(tag, 8))
            guard length > 0, 12 + length <= tag.count else { return nil }
            let ascii = tag[12..<12 + length].prefix { $0 != 0 }.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }
            return String(decoding: ascii, as: UTF8.self)
        }
        if type == "mluc", tag.count >= 28 {
            let (length, offset) = (Int(uint32(tag, 20)), Int(uint32(tag, 24)))
            guard length >= 2, offset <= tag.count, length <= tag.count - offset else { return nil }
            let units = stride(from: offset, to: offset + length - 1, by: 2).map { UInt16(tag[$0]) << 8 | UInt16(tag[$0 + 1]) }
            return String(String(decoding: units, as: UTF16.self).map { $0 == "\u{FFFD}" ? "?" : $0 })
        }
        return nil
    }

    /// An `XYZ ` tag's first value, as three numbers.
    private static func xyz(_ tag: ArraySlice<UInt8>?) -> (Double, Double, Double)? {
        guard let tag = tag.map(Array.init), tag.count >= 20, tag[0..<4] == [0x58, 0x59, 0x5A, 0x20] else { return nil }
        func fixed(_ at: Int) -> Double { Double(Int32(bitPattern: uint32(tag, at))) / 65536 }
        return (fixed(8), fixed(12), fixed(16))
    }

    /// The area of the triangle the three primaries make in CIE xy.
    static func gamutArea(red: (Double, Double, Double), green: (Double, Double, Double), blue: (Double, Double, Double)) -> Double {
        func xy(_ c: (Double, Double, Double)) -> (Double, Double) {
            let sum = c.0 + c.1 + c.2
            return sum == 0 ? (0, 0) : (c.0 / sum, c.1 / sum)
        }
        let (r, g, b) = (xy(red), xy(green), xy(blue))
        return abs((g.0 - r.0) * (b.1 - r.1) - (b.0 - r.0) * (g.1 - r.1)) / 2
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
