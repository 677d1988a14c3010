import AssetCheckCore

/// Turns a `.strings` file's bytes into Unicode scalars: UTF-8 (with or without a byte order
/// mark) or UTF-16 with one, as Xcode and `plutil` read them. UTF-16 without a mark is refused
/// with words that say so, rather than misread as text with NUL characters.
enum StringsTextDecoder {
    /// The scalars and the encoding's name, or the ``StringsFailure`` that says why not.
    static func decode(_ bytes: [UInt8]) -> Result<(scalars: [Unicode.Scalar], encoding: String), StringsFailure> {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if looksLikeUTF16(body) {
            return .failure(.encoding(reason: "the text looks like UTF-16 (every other byte is 0) but has no byte order mark"))
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF8()
        var iterator = body.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return .success((scalars, "UTF-8"))
            case .error:
                let line = scalars.count { $0 == "\n" } + 1
                return .failure(.encoding(reason: "not UTF-8 (line \(line), byte \(offset + (body.startIndex)))"
                                          + ", and no byte order mark for UTF-16"))
            }
        }
    }

    private static func utf16(_ body: ArraySlice<UInt8>, littleEndian: Bool) -> Result<(scalars: [Unicode.Scalar], encoding: String), StringsFailure> {
        guard body.count % 2 == 0 else { return .failure(.encoding(reason: "UTF-16 text with an odd number of bytes")) }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let a = UInt16(body[index]), b = UInt16(body[index + 1])
            units.append(littleEndian ? b << 8 | a : a << 8 | b)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): scalars.append(scalar)
            case .emptyInput: return .success((scalars, littleEndian ? "UTF-16LE" : "UTF-16BE"))
            case .error:
                let line = scalars.count { $0 == "\n" } + 1
                return .failure(.encoding(reason: "UTF-16 text with an unpaired surrogate on line \(line)"))
            }
        }
    }

    /// True when at least a quarter of the first 512 bytes are 0 and they fall on one parity:
    /// ASCII text in UTF-16.
    private static func looksLikeUTF16(_ body: ArraySlice<UInt8>) -> Bool {
        let sample = body.prefix(512)
        guard sample.count >= 4 else { return false }
        var zeros = [0, 0]
        for (offset, byte) in sample.enumerated() where byte == 0 { zeros[offset % 2] += 1 }
        return max(zeros[0], zeros[1]) * 4 >= sample.count && min(zeros[0], zeros[1]) == 0
    }
}
