import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Testing

/// The Exif orientation of a JPEG, read safely from hostile bytes.
@Suite("JPEG Exif orientation")
struct JPEGOrientationTests {
    private func parse(_ segment: [UInt8]) -> Int? {
        // The payload after the marker and length, as JPEGHeader hands it over.
        ExifOrientation.parse(segment.dropFirst(4))
    }

    @Test("each orientation is read in both byte orders", arguments: 1...8)
    func orientations(_ value: Int) {
        #expect(parse(JPEGFixture.exifOrientation(UInt16(value))) == value)
        #expect(parse(JPEGFixture.exifOrientation(UInt16(value), littleEndian: true)) == value)
    }

    @Test("malformed segments give no orientation and never read out of bounds")
    func hostile() {
        let good = JPEGFixture.exifOrientation(6)
        #expect(parse(JPEGFixture.exifOrientation(9)) == nil)
        #expect(parse(JPEGFixture.exifOrientation(0)) == nil)
        // Cut anywhere before the end of the orientation entry (the next-IFD offset may go).
        for cut in 0..<(good.count - 4) { #expect(parse(Array(good.prefix(cut))) == nil, "cut at \(cut)") }
        var claimsMany = good
        claimsMany[4 + 6 + 8] = 0xFF // entry count 0xFF01: far more than the segment holds
        claimsMany[4 + 6 + 9] = 0x01
        #expect(parse(claimsMany) == 6, "only the entries inside the segment are read")
        var farOffset = good
        farOffset.replaceSubrange((4 + 6 + 4)..<(4 + 6 + 8), with: [0xFF, 0xFF, 0xFF, 0xF0])
        #expect(parse(farOffset) == nil)
        var wrongType = good
        wrongType[4 + 6 + 13] = 4 // LONG, not SHORT
        #expect(parse(wrongType) == nil)
        #expect(parse(Array("Exif".utf8)) == nil)
    }

    @Test("the header reads the orientation from APP1 before the frame")
    func header() throws {
        // A tiny baseline frame header is all JPEGHeader needs before the scan.
        let sof: [UInt8] = [0xFF, 0xC0, 0, 11, 8, 0, 20, 0, 30, 1, 1, 0x11, 0]
        let bytes = [0xFF, 0xD8] + JPEGFixture.exifOrientation(8) + sof + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]
        let header = try JPEGHeader(parsing: bytes)
        #expect(header.orientation == 8)
        #expect(header.width == 30 && header.height == 20)
    }
}
