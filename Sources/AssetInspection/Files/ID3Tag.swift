/// The ID3v2 tag some encoders put before ADTS or MP3 frames: 10 header bytes, a "synchsafe"
/// size (7 bits a byte), and a 10-byte footer when its flag says so.
enum ID3Tag {
    /// Where the audio after the tag starts, or `nil` when `bytes` doesn't start with a tag.
    /// The offset may lie past the end when the tag claims more than the file holds.
    static func end(of bytes: [UInt8]) -> Int? {
        guard bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33,
              bytes[6..<10].allSatisfy({ $0 < 0x80 }) else { return nil }
        let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1) }
        let footer = bytes[5] & 0x10 != 0 ? 10 : 0
        return 10 + size + footer
    }

    /// Words for a tag that runs past the end of the file; `nil` when there is none.
    static func overrun(_ bytes: [UInt8]) -> String? {
        overrun(head: bytes, fileSize: bytes.count)
    }

    /// ``overrun(_:)`` of a `fileSize`-byte file that starts with `head` (10 bytes are enough).
    static func overrun(head: [UInt8], fileSize: Int) -> String? {
        guard let end = end(of: head), end > fileSize else { return nil }
        return "its ID3 tag claims \(end) bytes, past the end of the \(fileSize)-byte file"
    }
}
