import AssetCheckCore
import AssetCheckTestSupport
import CPNGScan
@testable import AssetInspection
import Testing

/// Out of memory is its own failure: never "corrupt", never cached as a verdict on the file.
@Suite("Out of memory")
struct PNGOutOfMemoryTests {
    /// Less than libpng and zlib need for any image (about 7 KiB of inflate state alone).
    static let tightBudget = 4 << 10

    @Test("a refused allocation inside libpng is outOfMemory, not undecodable")
    func inLibpng() {
        let result = PNGPixelScanner(limits: Limits(), heapBudget: Self.tightBudget).scan(PNGFixture.sprite(8, 8))
        guard case .failure(.outOfMemory) = result else {
            Issue.record("expected outOfMemory, got \(result)")
            return
        }
    }

    @Test("a refused allocation in our own C (the thumbnail's accumulators) is AC_PNG_NO_MEMORY too")
    func inShim() {
        // libpng needs under 20 KiB for this 1024 x 1 px image; the thumbnail's sums need 40 KiB.
        let wide = PNGFixture.raw(1024, 1, bitDepth: 8, colorType: 4, samples: [UInt8](repeating: 0, count: 2048))
        func status(budget: Int) -> ac_png_status {
            var limits = ac_png_limits(Limits(), heapBudget: budget)
            var stats = ac_png_pixel_stats()
            var thumb = ac_png_thumbnail(max_side: 1024, width: 0, height: 0, rgba: nil)
            var message = [CChar](repeating: 0, count: 256)
            defer { ac_free(thumb.rgba) }
            return wide.withUnsafeBufferPointer {
                ac_png_scan_pixels_thumbnail($0.baseAddress, $0.count, &limits, &stats, &thumb, &message, message.count)
            }
        }
        #expect(status(budget: 32 << 10) == AC_PNG_NO_MEMORY)
        #expect(status(budget: 1 << 20) == AC_PNG_OK)
        #expect(status(budget: 0) == AC_PNG_OK)
    }

    @Test("the same bytes with enough memory decode; damaged bytes stay undecodable under a budget")
    func notAVerdict() {
        let sprite = PNGFixture.sprite(8, 8)
        #expect((try? PNGPixelScanner(limits: Limits(), heapBudget: 1 << 20).scan(sprite).get()) != nil)
        var damaged = PNGFixture.signature + PNGFixture.chunk("IHDR", [0, 0, 0, 8, 0, 0, 0, 8, 8, 6, 0, 0, 0])
        damaged += PNGFixture.chunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]) + PNGFixture.chunk("IEND", [])
        guard case .failure(.undecodable) = PNGPixelScanner(limits: Limits(), heapBudget: 1 << 20).scan(damaged) else {
            Issue.record("damaged deflate data must stay undecodable")
            return
        }
    }

    @Test("the inspector marks the record transient and says the machine ran out of memory, not that the image is corrupt")
    func transientRecord() {
        // 16-bit: libpng decodes it (8-bit RGBA is measured by the verifier, which holds two rows).
        let bytes = PNGFixture.rgba16(8, 8) { x, y in x == y ? 0 : 65535 }
        var record = AssetRecord(path: "S/a.png", assetClass: "s", kind: .image, bytes: bytes.count, format: .png)
        let inspector = ImageInspector(limits: Limits(), pngHeapBudget: Self.tightBudget)
        inspector.inspect(LoadedFile(relativePath: "S/a.png", bytes: bytes, sha256: ""), into: &record, decodePixels: true)
        #expect(record.isTransient)
        #expect(record.problems.map(\.check) == [.fileUnreadable])
        #expect(record.problems.first?.message.contains("ran out of memory") == true)
        #expect(record.image?.pixels == nil)
    }
}
