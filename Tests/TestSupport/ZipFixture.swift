/// Zip archives made byte by byte for tests: entries with any name, flags and method, their
/// bytes written as given, so hostile archives (`../` names, encrypted flags, thousands of entries, a cut
/// central directory) can be built exactly. Layout: PKWARE APPNOTE.TXT 4.3.
public enum ZipFixture {
    /// One entry: its name as stored, its bytes, and its general-purpose flags (bit 0: encrypted).
    public struct Entry {
        public var name: String
        public var bytes: [UInt8]
        public var flags: UInt16
        /// The compression method the headers state (0 stored, 8 deflate); `bytes` are written as given.
        public var method: UInt16

        public init(_ name: String, _ bytes: [UInt8], flags: UInt16 = 0, method: UInt16 = 0) {
            self.name = name
            self.bytes = bytes
            self.flags = flags
            self.method = method
        }

        public init(_ name: String, text: String) { self.init(name, Array(text.utf8)) }
    }

    /// A zip of `entries`, stored, in order.
    public static func archive(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = [], directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8), crc = crc32(entry.bytes), offset = out.count
            out += le32(0x0403_4B50) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
                + le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
                + le16(UInt16(name.count)) + le16(0) + name + entry.bytes
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
                + le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
                + le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(UInt32(offset)) + name
        }
        let count = UInt16(truncatingIfNeeded: entries.count)
        return out + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
            + le32(UInt32(directory.count)) + le32(UInt32(out.count)) + le16(0)
    }

    /// `archive` with `count` bytes of its central directory cut out before the end record.
    public static func cuttingDirectory(_ archive: [UInt8], by count: Int) -> [UInt8] {
        let end = archive.count - 22
        return Array(archive[..<(end - count)] + archive[end...])
    }

    /// `archive` with its first central directory entry pointing its local header far past the
    /// end of the file (found by `make fuzz`: ZIPFoundation seeks there unchecked).
    public static func pointingPastTheEnd(_ archive: [UInt8]) -> [UInt8] {
        var bytes = archive
        guard let entry = (0..<(bytes.count - 46)).first(where: { bytes[$0..<$0 + 4] == [0x50, 0x4B, 1, 2] }) else { return bytes }
        bytes.replaceSubrange(entry + 42..<entry + 46, with: [0xF0, 0xFF, 0xFF, 0x7F])
        return bytes
    }

    /// CRC-32 (ISO-HDLC), as zip entries carry it.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
