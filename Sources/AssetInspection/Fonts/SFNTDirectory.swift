import AssetCheckCore

/// Reads the table directory of a TrueType or OpenType font (or each font of a collection) and
/// finds a table that runs past the end of the file: the sure sign of a font cut short, which
/// FreeType reports only as an unknown format or a failed read.
enum SFNTDirectory {
    /// Why the directory can't be right, or `nil` when every table lies within the bytes.
    static func truncation(in bytes: [UInt8]) -> String? {
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        var directories = [0]
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard let count = u32(8) else { return "the collection header is cut short at \(bytes.count) bytes" }
            directories = []
            for index in 0..<min(count, 64) {
                guard let offset = u32(12 + 4 * index) else { return "the collection header is cut short at \(bytes.count) bytes" }
                directories.append(offset)
            }
        }
        for start in directories {
            guard let tables = u16(start + 4) else { return "the table directory is cut short at \(bytes.count) bytes" }
            for index in 0..<tables {
                let record = start + 12 + 16 * index
                guard let offset = u32(record + 8), let length = u32(record + 12) else {
                    return "the table directory is cut short at \(bytes.count) bytes"
                }
                if offset + length > bytes.count {
                    let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
                    return "table '\(tag)' runs to byte \(offset + length), past the end of the file at \(bytes.count) bytes: it was cut short"
                }
            }
        }
        return nil
    }
}
