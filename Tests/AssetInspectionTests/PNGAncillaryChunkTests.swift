import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import CPNGScan
import Testing

/// Text, ICC and palette-suggestion chunks are skipped unread: whatever size they claim, libpng
/// never allocates it, in the pixel scanner and in the thumbnail maker alike.
@Suite("Ancillary chunk memory")
struct PNGAncillaryChunkTests {
    /// Largest single allocation a 4 x 4 px decode needs (libpng's structures, inflate state, rows).
    static let smallDecode = 64 << 10
    /// A budget far below any claim, so an attempted big allocation is refused rather than made.
    static let budget = 1 << 20
    static let claim: UInt32 = 0x7FFF_FFF0

    /// A 4 x 4 px sprite (transparent corners, one visible centre pixel) with `chunks` after IHDR.
    static func sprite(with chunks: [[UInt8]]) -> [UInt8] {
        var samples = [UInt8](repeating: 0, count: 4 * 4 * 4)
        samples[(1 * 4 + 1) * 4 + 3] = 255
        return PNGFixture.raw(4, 4, samples: samples, chunksAfterIHDR: chunks)
    }

    /// A 132-byte ICC header that passes libpng's checks and claims `length` bytes of profile.
    static func iccHeader(claiming length: UInt32) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 132)
        func put(_ offset: Int, _ value: UInt32) {
            for i in 0..<4 { header[offset + i] = UInt8(value >> (24 - 8 * UInt32(i)) & 0xFF) }
        }
        put(0, length)
        header[8] = 2 // version 2
        put(12, 0x6D6E_7472) // 'mntr'
        put(16, 0x5247_4220) // 'RGB '
        put(20, 0x5859_5A20) // 'XYZ '
        put(36, 0x6163_7370) // 'acsp'
        put(68, 0x0000_F6D6); put(72, 0x0001_0000); put(76, 0x0000_D32D) // D50
        return header
    }

    /// Complete chunks with valid CRCs; libpng would allocate each one's size (or the ICC claim).
    static let completeChunks: [(String, [UInt8])] = [
        ("tEXt", PNGFixture.chunk("tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 0x61, count: 200_000))),
        ("zTXt", PNGFixture.chunk("zTXt", Array("Comment\0".utf8) + [0] + PNGFixture.zlibStored([UInt8](repeating: 0x61, count: 200_000)))),
        ("iTXt", PNGFixture.chunk("iTXt", Array("Comment\0".utf8) + [1, 0, 0, 0]
            + PNGFixture.zlibStored([UInt8](repeating: 0x61, count: 200_000)))),
        ("sPLT", PNGFixture.chunk("sPLT", Array("palette\0".utf8) + [8] + [UInt8](repeating: 7, count: 6 * 50_000))),
        // libpng reads 81 bytes of keyword before the profile: a 79-character name puts the zlib
        // stream right after it. The ICC header claims 200 MiB (below the old 256 MiB chunk cap).
        ("iCCP", PNGFixture.chunk("iCCP", [UInt8](repeating: 0x70, count: 79) + [0, 0]
            + PNGFixture.zlibStored(iccHeader(claiming: 200 << 20) + [UInt8](repeating: 0, count: 64)))),
    ]

    private func scan(_ png: [UInt8], limits: Limits = Limits()) -> (result: Result<PixelStats, PNGPixelScanner.Failure>, largest: Int) {
        let measured = PNGPixelScanner(limits: limits, heapBudget: Self.budget).scanMeasuringMemory(png)
        return (measured.result, measured.largestAllocation)
    }

    /// The thumbnail path, with the limits ThumbnailMaker builds: its status and largest allocation.
    private func thumbnail(_ png: [UInt8]) -> (status: ac_png_status, largest: Int) {
        var limits = ac_png_limits(Limits(), heapBudget: Self.budget)
        var stats = ac_png_pixel_stats()
        var thumb = ac_png_thumbnail(max_side: 2, width: 0, height: 0, rgba: nil)
        var message = [CChar](repeating: 0, count: 256)
        defer { ac_free(thumb.rgba) }
        let status = png.withUnsafeBufferPointer {
            ac_png_scan_pixels_thumbnail($0.baseAddress, $0.count, &limits, &stats, &thumb, &message, message.count)
        }
        return (status, Int(stats.largest_allocation))
    }

    @Test("complete text, ICC and sPLT chunks with valid CRCs are skipped: pixels read, nothing big allocated",
          arguments: completeChunks.map(\.0))
    func completeChunk(_ type: String) throws {
        let png = Self.sprite(with: [try #require(Self.completeChunks.first { $0.0 == type }?.1)])
        let (result, largest) = scan(png)
        let stats = try result.get()
        #expect(stats.cornerAlpha == [0, 0, 0, 0] && stats.borderVisiblePixels == 0 && stats.minAlpha == 0)
        #expect(largest < Self.smallDecode, "\(type): libpng asked for \(largest) bytes")
        let thumb = thumbnail(png)
        #expect(thumb.status == AC_PNG_OK)
        #expect(thumb.largest < Self.smallDecode, "\(type) thumbnail: libpng asked for \(thumb.largest) bytes")
        #expect(ThumbnailMaker(limits: Limits()).thumbnail(ofPNG: png) != nil)
    }

    @Test("an ICC header claiming 2 GiB is not allocated even when the file-size limit is above 2 GiB")
    func iccClaimWithLargeFileLimit() throws {
        var limits = Limits()
        limits.maxFileBytes = 4 << 30
        let icc = PNGFixture.chunk("iCCP", [UInt8](repeating: 0x70, count: 79) + [0, 0]
            + PNGFixture.zlibStored(Self.iccHeader(claiming: Self.claim) + [UInt8](repeating: 0, count: 64)))
        let (result, largest) = scan(Self.sprite(with: [icc]), limits: limits)
        #expect((try? result.get()) != nil)
        #expect(largest < Self.smallDecode)
    }

    @Test("a chunk whose length field claims 2 GiB is never allocated: the file is corrupt (truncated), not out of memory",
          arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT"])
    func lengthClaim(_ type: String) {
        let whole = Self.sprite(with: [])
        // After the signature and IHDR: a header claiming 2 GiB, a keyword, then the rest of the file as "data".
        let png = Array(whole[..<33]) + PNGFixture.bigEndianBytes(Self.claim) + Array(type.utf8) + Array("k\0\0".utf8)
            + Array(whole[33...])
        let (result, largest) = scan(png)
        guard case .failure(.undecodable) = result else {
            Issue.record("\(type): expected undecodable, got \(result)")
            return
        }
        #expect(largest < Self.smallDecode, "\(type): libpng asked for \(largest) bytes")
        #expect(thumbnail(png).largest < Self.smallDecode)
    }

    @Test("a skipped chunk's CRC is still checked: libpng only warns, and the inspector's chunk walk calls it corrupt")
    func skippedChunkCRC() throws {
        var text = PNGFixture.chunk("tEXt", Array("Comment\0hello".utf8))
        text[text.count - 1] ^= 0xFF
        let png = Self.sprite(with: [text])
        #expect((try? scan(png).result.get()) != nil)
        #expect(throws: PNGHeader.Problem(message: "bad CRC in the tEXt chunk at byte 33 (the file is damaged)")) {
            try PNGHeader(parsing: png)
        }
    }
}
