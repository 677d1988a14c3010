import AssetCheckCore
import AssetCheckTestSupport
import AssetInspection
import CPNGScan
import Foundation
import Testing

/// JPEG thumbnails for the HTML report, decoded with libavcodec's MJPEG decoder.
@Suite("JPEG thumbnails")
struct JPEGThumbnailTests {
    private let meadow = Repository.examples + "/Backgrounds/meadow@3x.jpg"

    @Test("a 3582 x 2502 JPEG background becomes a 256 x 179 PNG of the same average colour as ffmpeg decodes it",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "ffmpeg is not installed"),
          .tags(.subprocess), .timeLimit(.minutes(2)))
    func background() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: meadow)))
        let thumb = try #require(ThumbnailMaker(limits: Limits()).thumbnail(of: bytes, format: .jpeg))
        #expect(thumb.width == 256 && thumb.height == 179)
        let ours = try #require(Self.averageColour(ofPNG: thumb.png))
        let theirs = try Self.ffmpegAverageColour(meadow)
        for (a, b) in zip(ours, theirs) { #expect(abs(Int(a) - Int(b)) <= 3, "ours \(ours), ffmpeg \(theirs)") }
    }

    @Test("a JPEG claiming more pixels than the limit, a cut-off JPEG and bytes that are no JPEG give no thumbnail")
    func refusals() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: meadow)))
        var small = Limits()
        small.maxImagePixels = 1_000_000
        #expect(ThumbnailMaker(limits: small).thumbnail(ofJPEG: bytes) == nil)
        #expect(ThumbnailMaker(limits: Limits()).thumbnail(ofJPEG: Array(bytes.prefix(bytes.count / 2))) == nil)
        #expect(ThumbnailMaker(limits: Limits()).thumbnail(ofJPEG: [0xFF, 0xD8, 1, 2, 3]) == nil)
        #expect(ThumbnailMaker(limits: Limits()).thumbnail(of: bytes, format: .gif) == nil)
    }

    /// The average RGB of a PNG, as libpng decodes it (area average down to one pixel).
    static func averageColour(ofPNG png: [UInt8]) -> [UInt8]? {
        var limits = ac_png_limits(max_width: 1 << 16, max_height: 1 << 16, max_pixels: 1 << 28,
                                   max_chunk_bytes: 1 << 20, max_heap_bytes: 0)
        var stats = ac_png_pixel_stats()
        var thumb = ac_png_thumbnail(max_side: 1, width: 0, height: 0, rgba: nil)
        var message = [CChar](repeating: 0, count: 256)
        let status = png.withUnsafeBufferPointer {
            ac_png_scan_pixels_thumbnail($0.baseAddress, $0.count, &limits, &stats, &thumb, &message, message.count)
        }
        defer { ac_free(thumb.rgba) }
        guard status == AC_PNG_OK, let rgba = thumb.rgba else { return nil }
        return [rgba[0], rgba[1], rgba[2]]
    }

    /// The average RGB of an image file as ffmpeg decodes it, every pixel counted.
    static func ffmpegAverageColour(_ path: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var sums = [0, 0, 0]
        data.withUnsafeBytes { raw in
            for index in 0..<raw.count { sums[index % 3] += Int(raw[index]) }
        }
        let pixels = max(1, data.count / 3)
        return sums.map { UInt8(($0 + pixels / 2) / pixels) }
    }
}
