import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing

/// The cache of inspected facts never changes a verdict: a cached run finds exactly what an
/// uncached one finds, whatever happened to the files or to the cache file in between.
@Suite("Cache")
struct CacheTests {
    /// A copy of the example with a few defects, and a cache folder of its own.
    struct Fixture {
        let bundle: ExampleBundle
        let cacheFolder: TemporaryFolder

        init() throws {
            bundle = try ExampleBundle()
            cacheFolder = try TemporaryFolder(prefix: "assetcheck-cache")
            try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
            try bundle.folder.write("Characters/Lemminge/broken@2x.png", PNGFixture.corruptingIDAT(PNGFixture.sprite(160, 200)))
        }

        func cache(rules: String = "rules-digest") -> InspectionCache {
            InspectionCache(folder: cacheFolder.path, toolVersion: "test", rulesDigest: rules)
        }

        /// The bundle's files as a walk lists them, and each one's record as the inspector reads it.
        func inspected() throws -> (files: [ScannedFile], records: [AssetRecord]) {
            let files = try BundleScanner(root: bundle.folder.path, rules: ExampleBundle.rules).scan().files
            let inspector = AssetInspector(rules: ExampleBundle.rules)
            return (files, files.map { inspector.inspect(relativePath: $0.relativePath, absolutePath: $0.absolutePath, sizeHint: $0.size) })
        }

        var cacheFile: String { cache().file(forBundle: URL(fileURLWithPath: bundle.folder.path).resolvingSymlinksInPath().path) }

        func findings(cache: InspectionCache?) async throws -> [Finding] {
            try await BundleChecker(rules: ExampleBundle.rules, cache: cache).check(root: bundle.folder.path).findings
        }

        /// Cached and uncached findings after `change`, which must agree.
        func expectSameFindings(_ note: Comment) async throws {
            let cached = try await findings(cache: cache())
            let uncached = try await findings(cache: nil)
            #expect(cached == uncached, note)
        }

        func delete() {
            bundle.delete()
            cacheFolder.delete()
        }
    }

    @Test("cold and warm runs agree, and the warm one reads from the cache")
    func warm() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let cold = try await fixture.findings(cache: fixture.cache())
        #expect(FileManager.default.fileExists(atPath: fixture.cacheFile))
        #expect(!cold.isEmpty)
        try await fixture.expectSameFindings("warm run")
        let entries = fixture.cache().load(bundle: URL(fileURLWithPath: fixture.bundle.folder.path).resolvingSymlinksInPath().path, files: 100)
        #expect(entries["Characters/Bennie/wave@2x.png"]?.record.image?.width == 598)
    }

    @Test("image.corrupt: a PNG's image data verdict is cached like any fact, and a warm run repeats it unread")
    func imageDataVerdict() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        try fixture.bundle.folder.write("Icons/icon_home@2x.png", PNGFixture.garblingIDAT(PNGFixture.sprite(192, 192)))
        let cold = try await fixture.findings(cache: fixture.cache())
        #expect(cold.contains { $0.path == "Icons/icon_home@2x.png" && $0.check == .imageCorrupt })
        let bundle = URL(fileURLWithPath: fixture.bundle.folder.path).resolvingSymlinksInPath().path
        let entry = fixture.cache().load(bundle: bundle, files: 100)["Icons/icon_home@2x.png"]
        guard case .image(.corrupt)? = entry?.record.failure else {
            Issue.record("the verdict is not cached: \(String(describing: entry?.record.failure))")
            return
        }
        try await fixture.expectSameFindings("warm run")
    }

    @Test("after an edit, a rename and a deletion, cached findings equal uncached ones")
    func edits() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        _ = try await fixture.findings(cache: fixture.cache())
        let folder = fixture.bundle.folder
        try folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(600, 900))
        try await fixture.expectSameFindings("after an edit")
        try FileManager.default.moveItem(atPath: folder.path + "/Characters/Bennie/idle@3x.png",
                                         toPath: folder.path + "/Characters/Bennie/jump@3x.png")
        try await fixture.expectSameFindings("after a rename")
        try folder.remove("Characters/Bennie/wave@3x.png")
        try await fixture.expectSameFindings("after a deletion")
    }

    @Test("an edit that keeps size and modification time is still seen (the change time and hash differ)")
    func sameSizeSameTime() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let path = fixture.bundle.folder.path + "/Characters/Bennie/idle@2x.png"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        _ = try await fixture.findings(cache: fixture.cache())
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: before as Any], ofItemAtPath: path)
        let cached = try await fixture.findings(cache: fixture.cache())
        #expect(cached.contains { $0.path == "Characters/Bennie/idle@2x.png" && $0.check == .imageCorrupt })
        try await fixture.expectSameFindings("after an edit in place")
    }

    @Test("a corrupt, truncated, foreign or stale cache is ignored and rebuilt",
          arguments: ["garbage", "truncated", "flipped", "other rules", "other tool", "empty"])
    func damaged(damage: String) async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let truth = try await fixture.findings(cache: nil)
        _ = try await fixture.findings(cache: fixture.cache())
        let url = URL(fileURLWithPath: fixture.cacheFile)
        var data = try Data(contentsOf: url)
        var cache = fixture.cache()
        switch damage {
        case "garbage": data = Data("not a cache\n{]".utf8)
        case "truncated": data = data.prefix(data.count / 2)
        case "flipped":
            // A width in the entries changed by hand: well-formed entries, but the checksum no longer matches.
            let newline = try #require(data.firstIndex(of: 0x0A))
            var entries = try InspectionCache.decode(Array(data[(newline + 1)...]))
            #expect(entries["Characters/Bennie/wave@2x.png"]?.record.image?.width == 598)
            entries["Characters/Bennie/wave@2x.png"]?.record.image?.width = 600
            data = data[...newline] + Data(try InspectionCache.encode(entries))
        case "other rules": cache = fixture.cache(rules: "another-digest")
        case "other tool": cache.toolVersion = "0.0.1"
        default: data = Data()
        }
        try data.write(to: url)
        let found = try await fixture.findings(cache: cache)
        #expect(found == truth, "\(damage)")
        #expect(found.contains { $0.path == "Characters/Bennie/wave@2x.png" && $0.check == .imageSize })
        #expect(!cache.load(bundle: URL(fileURLWithPath: fixture.bundle.folder.path).resolvingSymlinksInPath().path, files: 100).isEmpty,
                "rebuilt after \(damage)")
    }

    @Test("a warm run reads no file whose stamp is unchanged, once the stamps are older than two seconds")
    func reusesWithoutReading() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        try await Task.sleep(for: .milliseconds(2_100))
        _ = try await fixture.findings(cache: fixture.cache())
        let files = try BundleScanner(root: fixture.bundle.folder.path, rules: ExampleBundle.rules).scan().files
        let warm = CachedInspection(cache: fixture.cache(), root: fixture.bundle.folder.path, files: files,
                                    limits: ExampleBundle.rules.limits)
        #expect(warm.pending.map(\.relativePath) == [])
        #expect(warm.reused.count == files.count)
        #expect(files.allSatisfy { $0.stamp != nil }, "the walk's own stat gives each file's stamp")
        try fixture.bundle.folder.write("Characters/Bennie/idle@2x.png", PNGFixture.sprite(600, 900))
        // The next run's walk sees the edit; so does a file whose stamp the walk did not take.
        let walked = try BundleScanner(root: fixture.bundle.folder.path, rules: ExampleBundle.rules).scan().files
        let unstamped = walked.map { file in
            var file = file
            file.stamp = nil
            return file
        }
        for files in [walked, unstamped] {
            let edited = CachedInspection(cache: fixture.cache(), root: fixture.bundle.folder.path, files: files,
                                          limits: ExampleBundle.rules.limits)
            #expect(edited.pending.map(\.relativePath) == ["Characters/Bennie/idle@2x.png"])
        }
    }

    @Test("a rules edit of severities and sizes keeps every cached record, with the edited rules' verdicts; one that stops reading pixels reads every file again")
    func rulesEdits() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let rules = ExampleBundle.rules
        func cache(_ rules: RuleSet) -> InspectionCache {
            InspectionCache.forRun(in: fixture.cacheFolder.path, rules: rules, toolVersion: "test",
                                   environment: ["ASSETCHECK_CACHE_DIR": fixture.cacheFolder.path])
        }
        func pending(_ rules: RuleSet) throws -> (pending: Int, reused: Int, files: Int) {
            let files = try BundleScanner(root: fixture.bundle.folder.path, rules: rules).scan().files
            let run = CachedInspection(cache: cache(rules), root: fixture.bundle.folder.path, files: files, limits: rules.limits)
            return (run.pending.count, run.reused.count, files.count)
        }
        try await Task.sleep(for: .milliseconds(2_100))
        _ = try await BundleChecker(rules: rules, cache: cache(rules)).check(root: fixture.bundle.folder.path)

        var edited = rules
        edited.severities[.imageSize] = .some(.warning)
        let bennie = try #require(edited.classes.firstIndex { $0.id == "bennie-character" })
        var image = try #require(edited.classes[bennie].image)
        image.size = PointSize(width: 299, height: 450)
        edited.classes[bennie].expectations = .image(image)
        let kept = try pending(edited)
        #expect(kept.pending == 0)
        #expect(kept.reused == kept.files)
        // The cached facts give the edited rules' verdicts: every Bennie pose is now the wrong size.
        let cached = try await BundleChecker(rules: edited, cache: cache(edited)).check(root: fixture.bundle.folder.path).findings
        let uncached = try await BundleChecker(rules: edited, cache: nil).check(root: fixture.bundle.folder.path).findings
        #expect(cached == uncached)
        #expect(cached.contains { $0.check == .imageSize && $0.severity == .warning && $0.path?.contains("Bennie/") == true })

        // Opaque reads the pixels as transparent does; `any` reads none, so every record is stale.
        var background = rules
        image.background = .opaque
        background.classes[bennie].expectations = .image(image)
        #expect(try pending(background).pending == 0)
        image.background = .any
        background.classes[bennie].expectations = .image(image)
        let reread = try pending(background)
        #expect(reread.pending == reread.files)
    }

    @Test("a stamp written just after the file changed is verified by hash next time")
    func racyStamp() throws {
        let stamp = FileStamp(size: 1, modified: 10_000_000_000, changed: 10_000_000_000, inode: 1, device: 1)
        #expect(stamp.isRacy(now: 11_000_000_000))
        #expect(!stamp.isRacy(now: 20_000_000_000))
    }

    @Test("a cache read early, under the bound for no files, is read again when the bundle allows a larger one")
    func earlyReadOfLargeBundle() throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let root = fixture.bundle.folder.path
        let (files, records) = try fixture.inspected()
        let limits = ExampleBundle.rules.limits
        CachedInspection(cache: fixture.cache(), root: root, files: files, limits: limits).save(records)
        let file = try #require(files.first { $0.relativePath.hasSuffix(".png") })
        // An empty early read stands: a bundle this small allows no larger cache file.
        let small = CachedInspection(cache: fixture.cache(), root: root, files: files, limits: limits, loaded: [:])
        #expect(small.earlier(file) == nil)
        // Past 1,024 files the bound grows, so an empty early read may mean "too large then": read again.
        let missing = (0..<1100).map { ScannedFile(relativePath: "Extra/\($0).png", absolutePath: root + "/Extra/\($0).png", size: 1) }
        let large = CachedInspection(cache: fixture.cache(), root: root, files: files + missing, limits: limits, loaded: [:])
        #expect(large.earlier(file)?.path == file.relativePath)
    }

    @Test("a save finds each record's stamp by its path when the records are not in the files' order")
    func saveOutOfOrder() throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let root = fixture.bundle.folder.path
        let (files, records) = try fixture.inspected()
        let limits = ExampleBundle.rules.limits
        func saved(_ records: [AssetRecord]) throws -> Data {
            try? FileManager.default.removeItem(atPath: fixture.cacheFile)
            CachedInspection(cache: fixture.cache(), root: root, files: files, limits: limits).save(records)
            return try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile))
        }
        // Read by position, the reversed records would each get another file's stamp.
        #expect(try saved(records.reversed()) == saved(records))
        let loaded = fixture.cache().load(bundle: URL(fileURLWithPath: root).resolvingSymlinksInPath().path, files: files.count)
        for file in files { #expect(loaded[file.relativePath]?.stamp.size == Int64(file.size)) }
    }

    @Test("a transient verdict (a probe that ran out of time) is never cached")
    func transientNotCached() throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let files = try BundleScanner(root: fixture.bundle.folder.path, rules: ExampleBundle.rules).scan().files
        let inspector = AssetInspector(rules: ExampleBundle.rules)
        let records = files.map { file -> AssetRecord in
            var record = inspector.inspect(relativePath: file.relativePath, absolutePath: file.absolutePath, sizeHint: file.size)
            record.isTransient = file.relativePath == "Sounds/Music/theme.m4a"
            return record
        }
        CachedInspection(cache: fixture.cache(), root: fixture.bundle.folder.path, files: files, limits: ExampleBundle.rules.limits).save(records)
        let bundle = URL(fileURLWithPath: fixture.bundle.folder.path).resolvingSymlinksInPath().standardizedFileURL.path
        let stored = Set(fixture.cache().load(bundle: bundle, files: 100).keys)
        #expect(!stored.isEmpty)
        #expect(stored == Set(records.filter { $0.sha256 != nil }.map(\.path)).subtracting(["Sounds/Music/theme.m4a"]))
    }

    @Test("forged entries with a recomputed checksum are held to a file's limits: same verdicts, no trap")
    func forgedEntries() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let truth = try await fixture.findings(cache: nil)
        _ = try await fixture.findings(cache: fixture.cache())
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.cacheFile))
        let newline = try #require(data.firstIndex(of: 0x0A))
        // A forger rewrites the facts and the header's checksum with them.
        var entries = try InspectionCache.decode(Array(data[(newline + 1)...]))
        let images = entries.values.filter { $0.record.image != nil }.map(\.record.path).sorted()
        let sounds = entries.values.filter { $0.record.audio != nil }.map(\.record.path).sorted()
        #expect(images.count >= 3 && !sounds.isEmpty)
        entries[images[0]]?.record.image?.width = Int.max
        entries[images[1]]?.record.image?.height = -5
        entries[sounds[0]]?.record.audio?.durationSeconds = -1
        entries[images[2]]?.record.bytes = 1
        let payload = Data(try InspectionCache.encode(entries))
        var header = try JSONSerialization.jsonObject(with: data[..<newline]) as! [String: Any]
        header["entries"] = InspectionCache.checksum(payload)
        let forged = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]) + Data([0x0A]) + payload
        try forged.write(to: URL(fileURLWithPath: fixture.cacheFile))
        #expect(try await fixture.findings(cache: fixture.cache()) == truth)
    }

    @Test("a cache file larger than the bound is ignored without being read")
    func oversizedCache() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let truth = try await fixture.findings(cache: nil)
        try FileManager.default.createDirectory(atPath: fixture.cacheFolder.path, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: fixture.cacheFile, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: fixture.cacheFile))
        try handle.truncate(atOffset: UInt64(InspectionCache.maxBytes(files: 60) + 1))
        try handle.close()
        #expect(try await fixture.findings(cache: fixture.cache()) == truth)
    }

    @Test("a cache that can't be read (a folder in its place) or written (its folder is a file) gives the uncached verdicts")
    func unreadableAndUnwritable() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let truth = try await fixture.findings(cache: nil)
        try FileManager.default.createDirectory(atPath: fixture.cacheFile, withIntermediateDirectories: true)
        #expect(try await fixture.findings(cache: fixture.cache()) == truth)
        let blocked = fixture.cacheFolder.path + "/not-a-folder"
        #expect(FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8)))
        let unwritable = InspectionCache(folder: blocked, toolVersion: "test", rulesDigest: "rules-digest")
        #expect(try await fixture.findings(cache: unwritable) == truth)
        #expect(try await fixture.findings(cache: unwritable) == truth, "and again, with nothing cached")
    }

    @Test("a cache written for another bundle is ignored: the verdicts are this bundle's")
    func otherBundle() async throws {
        let fixture = try Fixture(), other = try Fixture()
        defer { fixture.delete(); other.delete() }
        try other.bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(600, 900))
        _ = try await other.findings(cache: other.cache())
        try FileManager.default.createDirectory(atPath: fixture.cacheFolder.path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: other.cacheFile, toPath: fixture.cacheFile)
        #expect(try await fixture.findings(cache: fixture.cache()) == (try await fixture.findings(cache: nil)))
    }

    @Test("a cache read ahead is taken by the run that asks for its file, and held to its header as one read then")
    func prefetched() throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let root = fixture.bundle.folder.path
        let (files, records) = try fixture.inspected()
        let folder = fixture.cacheFolder.path + "/.assetcheck-cache"
        let cache = { (rules: String) in InspectionCache(folder: folder, toolVersion: "test", rulesDigest: rules) }
        CachedInspection(cache: cache("rules-digest"), root: root, files: files, limits: ExampleBundle.rules.limits).save(records)
        let key = CachedInspection.bundleKey(root: root, staged: false)
        let file = cache("rules-digest").file(forBundle: key)
        let saved = cache("rules-digest").load(bundle: key, files: 0)
        #expect(saved.count == records.count)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        /// Reads the file ahead, then takes it away: what a load finds then, it found read ahead.
        func readAhead(tool: String = "test") throws {
            InspectionCache.prefetch(configFolder: fixture.cacheFolder.path, root: root, staged: false, toolVersion: tool, environment: [:])
            InspectionCache.awaitPrefetch(file)
            try FileManager.default.removeItem(atPath: file)
        }
        try readAhead()
        #expect(cache("rules-digest").load(bundle: key, files: 0) == saved, "the same entries, from the read ahead")
        #expect(cache("rules-digest").load(bundle: key, files: 0).isEmpty, "taken once")
        try bytes.write(to: URL(fileURLWithPath: file))
        try readAhead()
        #expect(cache("other-rules").load(bundle: key, files: 0).isEmpty, "another rule set's run finds it stale")
        try bytes.write(to: URL(fileURLWithPath: file))
        try readAhead(tool: "another build")
        try bytes.write(to: URL(fileURLWithPath: file))
        #expect(cache("rules-digest").load(bundle: key, files: 0) == saved, "read ahead for another build, nothing was decoded: the file is read")
        #expect(cache("rules-digest").load(bundle: key, files: 0) == saved, "read as before when nothing was read ahead")
    }
}
