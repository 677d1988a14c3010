import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The cache's journal: a run that changes a few files appends their entries beside the cache
/// file instead of writing it whole, and a damaged or stray journal never changes a verdict.
@Suite("Cache journal")
struct CacheJournalTests {
    typealias Fixture = CacheTests.Fixture

    /// The fixture's bundle as the cache names it.
    static func bundle(_ fixture: Fixture) -> String {
        URL(fileURLWithPath: fixture.bundle.folder.path).resolvingSymlinksInPath().path
    }

    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    /// A warm cache of the fixture whose stamps are settled (older than two seconds), so that a
    /// run keeps every unchanged entry as it was read.
    static func settled() async throws -> Fixture {
        let fixture = try Fixture()
        try await Task.sleep(for: .milliseconds(2_100))
        _ = try await fixture.findings(cache: fixture.cache())
        return fixture
    }

    @Test("a run that changes a file appends its entry to the journal and leaves the cache file as it was; a deletion writes the whole file")
    func appends() async throws {
        let fixture = try await Self.settled()
        defer { fixture.delete() }
        let journal = InspectionCache.journal(of: fixture.cacheFile)
        let base = try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile))
        #expect(Self.size(journal) == nil)

        try fixture.bundle.folder.write("Characters/Bennie/idle@2x.png", PNGFixture.sprite(604, 900))
        try await fixture.expectSameFindings("after an edit")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile)) == base, "the cache file is untouched")
        let first = try #require(Self.size(journal))
        #expect(first > 0 && first < base.count / 4, "one entry appended, not the cache written again")
        var loaded = fixture.cache().load(bundle: Self.bundle(fixture), files: 100)
        #expect(loaded["Characters/Bennie/idle@2x.png"]?.record.image?.width == 604, "the edited file's entry comes from the journal")
        let files = try BundleScanner(root: fixture.bundle.folder.path, rules: ExampleBundle.rules).scan().files
        #expect(Set(loaded.keys) == Set(files.map(\.relativePath)))

        try fixture.bundle.folder.write("Characters/Lemminge/happy@2x.png", PNGFixture.sprite(162, 200))
        try await fixture.expectSameFindings("after a second edit")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile)) == base)
        #expect((Self.size(journal) ?? 0) > first, "a second record")
        loaded = fixture.cache().load(bundle: Self.bundle(fixture), files: 100)
        #expect(loaded["Characters/Bennie/idle@2x.png"]?.record.image?.width == 604)
        #expect(loaded["Characters/Lemminge/happy@2x.png"]?.record.image?.width == 162)

        try fixture.bundle.folder.remove("Characters/Bennie/wave@3x.png")
        try await fixture.expectSameFindings("after a deletion")
        #expect(Self.size(journal) == nil, "the whole file written, its journal removed")
        loaded = fixture.cache().load(bundle: Self.bundle(fixture), files: 100)
        #expect(loaded["Characters/Bennie/wave@3x.png"] == nil)
        #expect(loaded["Characters/Lemminge/happy@2x.png"]?.record.image?.width == 162)
    }

    @Test("a journal cut short or damaged is read up to its last whole record, one written for another cache file is skipped; a verdict never changes",
          arguments: ["cut short", "damaged", "another file's"])
    func damaged(damage: String) async throws {
        let fixture = try await Self.settled()
        defer { fixture.delete() }
        let journal = InspectionCache.journal(of: fixture.cacheFile)
        let (first, second) = ("Characters/Bennie/idle@2x.png", "Characters/Lemminge/happy@2x.png")
        try fixture.bundle.folder.write(first, PNGFixture.sprite(604, 900))
        _ = try await fixture.findings(cache: fixture.cache())
        let one = try #require(Self.size(journal))
        try fixture.bundle.folder.write(second, PNGFixture.sprite(162, 200))
        _ = try await fixture.findings(cache: fixture.cache())
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: journal)))
        #expect(bytes.count > one)
        switch damage {
        case "cut short": bytes.removeLast()
        case "damaged": bytes[one - 1] ^= 0x01
        default:
            // The second record, as a save for another cache file would have written it.
            let entry = try #require(fixture.cache().load(bundle: Self.bundle(fixture), files: 100)[second])
            bytes = Array(bytes[..<one]) + (try InspectionCache.journalRecord([entry], base: "0123456789abcdef"))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: journal))
        let loaded = fixture.cache().load(bundle: Self.bundle(fixture), files: 100)
        #expect(loaded[first]?.record.image?.width == (damage == "damaged" ? 600 : 604), "\(damage): the records before it are read")
        #expect(loaded[second]?.record.image?.width == 160, "\(damage): the cache file's own entry")
        let base = try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile))
        try await fixture.expectSameFindings("\(damage)")
        if damage == "another file's" {
            // Whole, and stepped over: the next record goes after it.
            #expect((Self.size(journal) ?? 0) > bytes.count)
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile)) == base)
        } else {
            // What follows the damage could not be reached: the whole file is written.
            #expect(Self.size(journal) == nil, "\(damage): its journal removed")
            #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile)) != base)
        }
        #expect(fixture.cache().load(bundle: Self.bundle(fixture), files: 100)[second]?.record.image?.width == 162)
    }

    @Test("a journal that would grow past an eighth of the cache file (or 16 KiB) is folded into it")
    func folds() async throws {
        let fixture = try await Self.settled()
        defer { fixture.delete() }
        let journal = InspectionCache.journal(of: fixture.cacheFile)
        let cache = fixture.cache()
        var entries = cache.load(bundle: Self.bundle(fixture), files: 100)
        let path = "Characters/Bennie/idle@2x.png"
        // Entries of the size a save would append, until the journal is full.
        var appended = 0
        while true {
            entries[path]?.verify.toggle()
            let added = [try #require(entries[path])]
            let before = Self.size(journal) ?? 0
            cache.save(entries: Array(entries.values), bundle: Self.bundle(fixture), adding: added)
            guard let after = Self.size(journal), after > before else { break }
            appended += 1
            #expect(after <= InspectionCache.maxJournalBytes(base: Self.size(fixture.cacheFile) ?? 0))
            entries = cache.load(bundle: Self.bundle(fixture), files: 100)
        }
        #expect(appended >= 5, "records appended before the journal is full")
        #expect(Self.size(journal) == nil, "then the whole file is written")
        #expect(cache.load(bundle: Self.bundle(fixture), files: 100) == entries)
    }
}
