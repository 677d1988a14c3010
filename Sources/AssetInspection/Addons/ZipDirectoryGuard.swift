import AssetCheckCore

/// Reads a zip's central directory (its table of contents) and checks where each entry's data
/// lies, so that inflating reads only bytes inside the entry; it also enforces what ZIPFoundation
/// does not expose or check: the entry count against our
/// limit before anything is listed, a directory cut short (ZIPFoundation's iterator just stops
/// early), entry names that climb out (`../`, absolute), and encrypted entries (general-purpose
/// flag bit 0, which ZIPFoundation does not report). Layout: PKWARE APPNOTE.TXT 4.3.12 and 4.3.16.
struct ZipDirectoryGuard {
    let limits: ArchiveLimits

    /// One central directory entry, as the directory states it.
    struct Entry {
        var name: String
        var compressedSize: Int
        /// 0 stored, 8 deflated; others are refused when read.
        var method: Int
        var crc32: UInt32
        /// Where the entry's data starts, after its local header, name and extra field.
        var dataStart: Int
    }

    /// The entries the directory lists, or the first reason to refuse the archive. `prefix` is
    /// the nested archive's name, for messages (`cow_bp.mcpack/`).
    func entries(of bytes: [UInt8], prefix: String) -> Result<[Entry], ArchiveFailure> {
        func le16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func le32(_ at: Int) -> Int { le16(at) | le16(at + 2) << 16 }
        // The end record is 22 bytes plus a comment of at most 65,535: search back that far only.
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        var end = bytes.count - 22
        while end >= lowest, !(bytes[end] == 0x50 && bytes[end + 1] == 0x4B && bytes[end + 2] == 5 && bytes[end + 3] == 6) {
            end -= 1
        }
        guard end >= lowest else {
            // A zip's table of contents is at its end: one that starts like a zip and has none was cut off.
            let content = FormatSniffer.format(of: bytes)
            return .failure(content == .zip ? .truncated(reason: "it starts as a zip, but its end (the central directory "
                + "that lists the entries) is missing") : .notZip(content: content))
        }
        let count = le16(end + 10), size = le32(end + 12), offset = le32(end + 16)
        // ZIP64 (archives past 4 GB or 65,535 entries) reads its numbers from other records, which
        // this guard does not check; no add-on needs it.
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF
            || (end >= 20 && le32(end - 20) == 0x0706_4B50) {
            return .failure(.damaged(reason: "\(prefix.isEmpty ? "the archive" : prefix) uses ZIP64 records; "
                + "an add-on is far smaller: zip it again without ZIP64"))
        }
        guard count <= limits.maxEntries else { return .failure(.tooManyEntries(count: count, limit: limits.maxEntries)) }
        guard offset + size <= end else {
            return .failure(.truncated(reason: "\(prefix.isEmpty ? "the" : prefix + ":") central directory claims "
                + "\(size) bytes at byte \(offset), past its end record at byte \(end)"))
        }
        var result: [Entry] = []
        var at = offset
        for index in 0..<count {
            guard at + 46 <= offset + size, le32(at) == 0x0201_4B50 else {
                return .failure(.truncated(reason: "\(prefix.isEmpty ? "the" : prefix + ":") central directory lists "
                    + "\(count) entries, but entry \(index + 1) is cut off or not an entry"))
            }
            let nameLength = le16(at + 28), extraLength = le16(at + 30), commentLength = le16(at + 32)
            guard at + 46 + nameLength <= offset + size else {
                return .failure(.truncated(reason: "entry \(index + 1)'s name runs past the central directory"))
            }
            let name = String(decoding: bytes[at + 46..<at + 46 + nameLength], as: UTF8.self)
            if Self.isUnsafe(name) { return .failure(.unsafePath(entry: prefix + name)) }
            if le16(at + 8) & 1 != 0 { return .failure(.encrypted(entry: prefix + name)) }
            // Where the entry's data is: a local header, its name and extra field, then the data,
            // all before the central directory. ZIPFoundation seeks there without checking.
            let compressed = le32(at + 20), local = le32(at + 42)
            guard compressed != 0xFFFF_FFFF, le32(at + 24) != 0xFFFF_FFFF, local != 0xFFFF_FFFF,
                  local + 30 <= offset, le32(local) == 0x0403_4B50,
                  local + 30 + le16(local + 26) + le16(local + 28) + compressed <= offset else {
                return .failure(.damaged(reason: "entry \(index + 1) (\(prefix + name)) points at data that is not "
                    + "in the archive: its local header or content is missing or runs past the directory"))
            }
            let dataStart = local + 30 + le16(local + 26) + le16(local + 28)
            result.append(Entry(name: name, compressedSize: compressed, method: le16(at + 10),
                                crc32: UInt32(le32(at + 16)), dataStart: dataStart))
            at += 46 + nameLength + extraLength + commentLength
        }
        return .success(result)
    }

    /// True for names that would land outside the folder they are unpacked in.
    static func isUnsafe(_ name: String) -> Bool {
        let parts = name.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
        return name.hasPrefix("/") || name.hasPrefix("\\") || parts.contains("..")
            || (name.count >= 2 && name.dropFirst().first == ":")
    }
}
