/// File names that are not valid UTF-8, carried in Swift strings without losing a byte (no I/O
/// here: the scanner, the reader and the cache's stamps pass paths through it to the system).
///
/// Linux file names are bytes. Decoding them lossily turns every invalid byte into U+FFFD, so
/// the file could no longer be opened by that name, and two names differing only there became
/// one. Here a name has two forms: for people and the manifest, each invalid byte written `\xFF`;
/// for opening, each invalid byte written as NUL and two hex digits, which no real name can
/// contain (NUL ends a C path), so the bytes come back exactly. Valid names are the same in both.
public enum FileNameBytes {
    /// `bytes` for messages and the manifest: valid UTF-8 as it is, each byte of an invalid
    /// sequence as `\xFF` (upper-case hex).
    public static func displayName(_ bytes: some Collection<UInt8>) -> String {
        transcode(bytes) { byte in "\\x" + hex(byte) }
    }

    /// `bytes` as a name to open through ``withSystemPath(_:_:)``: valid UTF-8 as it is, each
    /// invalid byte as NUL and two hex digits.
    public static func openableName(_ bytes: some Collection<UInt8>) -> String {
        transcode(bytes) { byte in "\u{0}" + hex(byte) }
    }

    /// True when `bytes` are valid UTF-8.
    public static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Calls `body` with the C path `path` (made of ``openableName(_:)`` names) stands for.
    public static func withSystemPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        guard path.utf8.contains(0) else { return try path.withCString(body) }
        var bytes: [UInt8] = []
        var utf8 = path.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == 0, utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The bytes of a C string (a path from `realpath`) as an openable path: each component through
    /// ``openableName(_:)``.
    public static func openablePath(_ cString: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                        count: strlenOf(cString))
        return bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { openableName($0) }.joined(separator: "/")
    }

    /// An openable path (or name) in its display form: `\xFF` for each invalid byte.
    public static func displayPath(_ openable: String) -> String {
        guard openable.utf8.contains(0) else { return openable }
        var bytes: [UInt8] = []
        for byte in openable.utf8 { bytes += byte == 0 ? Array("\\x".utf8) : [byte] }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func transcode(_ bytes: some Collection<UInt8>, escaping escape: (UInt8) -> String) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var consumed = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                consumed = bytes.index(consumed, offsetBy: encoded.count)
            case let .error(length):
                for _ in 0..<length {
                    text += escape(bytes[consumed])
                    consumed = bytes.index(after: consumed)
                }
            case .emptyInput:
                return text
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func strlenOf(_ cString: UnsafePointer<CChar>) -> Int {
        var count = 0
        while cString[count] != 0 { count += 1 }
        return count
    }
}
