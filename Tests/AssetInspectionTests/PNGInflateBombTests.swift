import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// A PNG whose image data inflates to far more than its rows: no decoder is handed more than the
/// header's rows need. Structural, not timed: the decode must stop reading the file near its start.
@Suite("PNG inflate bombs")
struct PNGInflateBombTests {
    /// 600 x 900 RGBA rows: 2,160,900 bytes inflated.
    static let rowBytes = (1 + 600 * 4) * 900
    /// 256 MiB of zeros behind those rows, about 1.7 MB compressed.
    static let bomb = PNGFixture.inflatingTo(256 << 20, width: 600, height: 900)

    @Test("the hand-made stream is valid: exactly the rows decode whole")
    func exactRowsPass() throws {
        let exact = PNGFixture.inflatingTo(Self.rowBytes, width: 600, height: 900)
        let measured = PNGPixelScanner(limits: Limits()).scanMeasuringMemory(exact)
        let stats = try measured.result.get()
        #expect(stats.minAlpha == 0)
        #expect(measured.bytesRead == exact.count)
        guard case .success = PNGImageData.verify(exact) else { Issue.record("the verifier refused it"); return }
    }

    @Test("image.corrupt: a pixel decode of 600x900 px whose data inflates to 256 MiB stops at the last row")
    func decodeStopsAtLastRow() throws {
        let measured = PNGPixelScanner(limits: Limits()).scanMeasuringMemory(Self.bomb)
        guard case let .failure(.undecodable(reason)) = measured.result else {
            Issue.record("decoded: \(measured.result)")
            return
        }
        #expect(reason.contains("more image data than the rows the header promises"))
        // The rows are about 14 KB of the 1.7 MB stream: the decode never reads on to its end.
        #expect(Self.bomb.count > 1_600_000)
        #expect(measured.bytesRead < 64 << 10, "read \(measured.bytesRead) of \(Self.bomb.count) bytes")
    }

    @Test("image.corrupt: the same file, read from disk in pieces, is one finding with or without a pixel decode")
    func endToEnd() throws {
        let rules = PNGImageDataTests.rules
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for path in ["Sprites/bomb@2x.png", "Icons/bomb@2x.png"] {
            try folder.write(path, Self.bomb)
            let record = AssetInspector(rules: rules)
                .inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: Self.bomb.count)
            #expect(record.problems.map(\.check) == [.imageCorrupt], "\(path): \(String(describing: record.failure))")
            #expect(record.sha256 != nil, "\(path) is still hashed")
        }
    }
}
