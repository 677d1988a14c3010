/// The fixed part of an ADTS frame header (ISO/IEC 13818-7): 7 bytes, 9 with a CRC.
///
/// libavformat hands ADTS frames over with their header, and a frame cut off at the end of a
/// file comes out short without an error, so the probe reads the length each frame claims.
struct ADTSHeader: Hashable {
    /// The whole frame's length in bytes, header included, as the header claims it.
    let frameLength: Int
    /// 7, or 9 when a CRC follows the fixed header.
    let headerLength: Int

    /// Reads the header at the start of `bytes`; `nil` when they do not start with one.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 7, bytes[0] == 0xFF, bytes[1] & 0xF6 == 0xF0 else { return nil }
        headerLength = bytes[1] & 0x01 == 1 ? 7 : 9
        frameLength = Int(bytes[3] & 0x03) << 11 | Int(bytes[4]) << 3 | Int(bytes[5]) >> 5
        guard frameLength >= headerLength else { return nil }
    }
}
