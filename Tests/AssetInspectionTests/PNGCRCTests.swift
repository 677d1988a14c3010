import CPNGScan
import Testing

/// The CRC-32 every PNG chunk is checked against (ISA-L's), against the specification's bitwise
/// form (PNG 1.2, annex D: reflected polynomial 0xEDB88320, inverted before and after).
@Suite("PNG chunk CRC")
struct PNGCRCTests {
    /// The specification's CRC, a bit at a time.
    private func reference(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    private func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { ac_crc32(crc, $0.baseAddress, $0.count) }
    }

    @Test("the check value, the empty input, and every length from 0 to 300 and some larger, whole and in two pieces")
    func matchesTheSpecification() {
        #expect(crc(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(crc([]) == 0)
        #expect(crc(Array("IEND".utf8)) == 0xAE42_6082)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in Array(0...300) + [1_000, 4_099, 65_537] {
            let bytes = (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let whole = reference(bytes)
            #expect(crc(bytes) == whole, "length \(length)")
            let split = length / 3
            #expect(crc(Array(bytes[split...]), continuing: crc(Array(bytes[..<split]))) == whole, "length \(length) in two")
        }
    }
}
