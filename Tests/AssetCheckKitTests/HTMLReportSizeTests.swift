import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The report stays light on a Bennie-sized bundle: 150 MB must not make a page of hundreds.
@Suite("HTML report size", .tags(.slow), .timeLimit(.minutes(10)))
struct HTMLReportSizeTests {
    /// An upper bound for the page of a 150 MB bundle, in bytes ("a few MB").
    static let maxPageBytes = 6_000_000

    @Test("a 150 MB bundle of noise images and long sounds gives a page of at most 6 MB (4.8 MB measured)")
    func largeBundle() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-large")
        defer { folder.delete() }
        try folder.copyContents(of: Repository.examples)
        ExampleBundle.removeOtherApps(from: folder.path)
        // The shape of scripts/bench.py's bundle: full-screen backgrounds and Bennie poses of
        // random pixels (the worst case for thumbnails too), narrator lines and long music.
        for n in 1...2 {
            try folder.write("Backgrounds/scene\(n)@2x.png", PNGFixture.storedNoise(2388, 1668, seed: UInt64(n)))
            try folder.write("Backgrounds/scene\(n)@3x.png", PNGFixture.storedNoise(3582, 2502, seed: UInt64(10 + n)))
        }
        for n in 1...6 {
            try folder.write("Characters/Bennie/pose\(n)@2x.png", PNGFixture.storedNoise(600, 900, seed: UInt64(20 + n), ellipse: true))
            try folder.write("Characters/Bennie/pose\(n)@3x.png", PNGFixture.storedNoise(900, 1350, seed: UInt64(30 + n), ellipse: true))
        }
        // ADTS frames play in any order: a 1 s clip repeated is a longer, valid clip.
        let second = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root
            + "/Tests/AssetInspectionTests/Fixtures/audio/noise-1s-44100-mono-128k.aac")))
        for n in 1...30 { try folder.write("Sounds/Narrator/line\(n).aac", Array((0..<8).map { _ in second }.joined())) }
        for n in 1...3 { try folder.write("Sounds/Music/theme\(n).aac", Array((0..<120).map { _ in second }.joined())) }

        let outcome = try await BundleChecker(rules: ExampleBundle.rules).previewing().check(root: folder.path)
        let bundleBytes = outcome.manifest.totals.bytes
        #expect(bundleBytes >= 150_000_000, "the bundle is only \(bundleBytes) bytes")
        let page = HTMLReporter().report(outcome)
        let pageBytes = page.utf8.count
        let sources = ReportPage(page).sources
        let images = sources.filter { $0.hasPrefix("data:image/") }.reduce(0) { $0 + $1.utf8.count }
        let sounds = sources.filter { $0.hasPrefix("data:audio/") }.reduce(0) { $0 + $1.utf8.count }
        print("HTML report of a \(bundleBytes / 1_000_000) MB bundle: \(pageBytes) bytes, of which thumbnails "
            + "\(images) and sounds \(sounds)")
        #expect(pageBytes <= Self.maxPageBytes, "a \(bundleBytes) byte bundle gave a \(pageBytes) byte page")
        #expect(ReportPage(page).cards.count >= 50)
    }
}
