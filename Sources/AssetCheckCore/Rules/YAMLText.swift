/// The text of a rules or configuration file, from its bytes: UTF-8, or an error at the place
/// of the first byte that isn't.
public enum YAMLText {
    /// `bytes` as text; a UTF-16 file or a byte that is not UTF-8 is an error naming `file`, the
    /// line and the column (counted in characters before it).
    public static func decode(_ bytes: [UInt8], file: String) throws(RulesError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw RulesError(file: file, line: 1, column: 1, message: "the file is UTF-16 text; save it as UTF-8")
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1, offset = 0
        while true {
            let start = offset
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += String(scalar).utf8.count
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                let byte = bytes[start]
                throw RulesError(file: file, line: line, column: column, message: "byte 0x"
                    + String(byte, radix: 16, uppercase: true) + " is not UTF-8 text; save the file as UTF-8")
            }
        }
    }
}
