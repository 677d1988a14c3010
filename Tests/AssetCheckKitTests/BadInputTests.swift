import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each bad file gets one finding on that file, and the rest of the bundle is still checked.
@Suite("Bad input")
struct BadInputTests {
    /// Runs the example with `plant` applied and returns the findings other than the clean baseline.
    private func findings(_ plant: (TemporaryFolder) throws -> Void) async throws -> [String] {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try plant(bundle.folder)
        return try await bundle.findings()
    }

    @Test("a truncated PNG")
    func truncated() async throws {
        let found = try await findings { f in
            let bytes = PNGFixture.sprite(600, 900)
            try f.write("Characters/Bennie/idle@2x.png", Array(bytes.prefix(bytes.count - 100)))
        }
        #expect(found == ["Characters/Bennie/idle@2x.png image.corrupt"])
    }

    @Test("a bad CRC")
    func badCRC() async throws {
        let found = try await findings { f in
            try f.write("Characters/Bennie/idle@2x.png", PNGFixture.corruptingIDAT(PNGFixture.sprite(600, 900)))
        }
        #expect(found == ["Characters/Bennie/idle@2x.png image.corrupt"])
    }

    @Test("image.corrupt: garbled compressed data behind valid CRCs, in a class that needs no pixels (an icon)")
    func garbledIcon() async throws {
        let found = try await findings { f in
            try f.write("Icons/icon_home@2x.png", PNGFixture.garblingIDAT(PNGFixture.sprite(192, 192)))
        }
        #expect(found == ["Icons/icon_home@2x.png image.corrupt"])
    }

    @Test("file.lfs-pointer: Git LFS pointers in place of an image, a sound and an animation are one finding each")
    func lfsPointers() async throws {
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 12345

            """
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let f = bundle.folder
        try f.write("Characters/Bennie/idle@2x.png", text: pointer)
        try f.write("Sounds/Effects/tap_wood.aac", text: pointer)
        try f.write("Animations/Bennie/bennie_idle.json", text: pointer)
        let outcome = try await bundle.check()
        let found = outcome.findings.filter { $0.check != .bundleDuplicate }
        #expect(found.map { "\($0.path ?? "") \($0.check)" } == [
            "Animations/Bennie/bennie_idle.json file.lfs-pointer",
            "Characters/Bennie/idle@2x.png file.lfs-pointer",
            "Sounds/Effects/tap_wood.aac file.lfs-pointer",
        ])
        #expect(found.first?.message == "is a Git LFS pointer (to 12.3 KB of content), not the file: the checkout did not fetch it")
        #expect(found.first?.fix?.contains("git lfs pull") == true)
    }

    @Test("image.corrupt: a JPEG whose entropy-coded data is garbled, though its markers walk to EOI")
    func garbledJPEG() async throws {
        let found = try await findings { f in
            let meadow = Array(try Data(contentsOf: URL(fileURLWithPath: f.path + "/Backgrounds/meadow@2x.jpg")))
            try f.write("Backgrounds/meadow@2x.jpg", JPEGFixture.garblingScan(meadow))
        }
        #expect(found == ["Backgrounds/meadow@2x.jpg image.corrupt"])
    }

    @Test("a 0-byte file")
    func empty() async throws {
        let found = try await findings { f in try f.write("Characters/Bennie/idle@2x.png", []) }
        #expect(found == ["Characters/Bennie/idle@2x.png file.empty"])
    }

    @Test("a header claiming 100000 x 100000 px")
    func bomb() async throws {
        let found = try await findings { f in
            try f.write("Characters/Bennie/idle@2x.png", PNGFixture.claimingSize(100_000, 100_000))
        }
        #expect(found == ["Characters/Bennie/idle@2x.png image.too-large"])
    }

    @Test("a symlink loop")
    func symlinkLoop() async throws {
        let found = try await findings { f in
            #expect(symlink("b@2x.png", f.path + "/UI/a@2x.png") == 0)
            #expect(symlink("a@2x.png", f.path + "/UI/b@2x.png") == 0)
        }
        #expect(found == ["UI/a@2x.png file.symlink-loop", "UI/b@2x.png file.symlink-loop"])
    }

    @Test("a symlink out of the bundle is never followed")
    func symlinkOutside() async throws {
        let outside = try TemporaryFolder()
        defer { outside.delete() }
        try outside.write("secret@2x.png", PNGFixture.sprite(600, 900))
        let found = try await findings { f in
            #expect(symlink(outside.path + "/secret@2x.png", f.path + "/Characters/Bennie/secret@2x.png") == 0)
        }
        #expect(found == ["Characters/Bennie/secret@2x.png file.symlink-outside"])
    }

    @Test("a symlink to a file inside the bundle is checked as that file")
    func symlinkInside() async throws {
        let found = try await findings { f in
            #expect(symlink("idle@2x.png", f.path + "/Characters/Bennie/still@2x.png") == 0)
        }
        // The link counts as its target's content (as in bundle.size), so it is also a second copy.
        #expect(found == ["Characters/Bennie/idle@2x.png bundle.duplicate", "Characters/Bennie/still@2x.png image.scale-pair"])
    }

    @Test("a FIFO named .png never blocks the run")
    func fifo() async throws {
        let found = try await findings { f in
            #expect(mkfifo(f.path + "/Characters/Bennie/pipe@2x.png", 0o644) == 0)
        }
        #expect(found == ["Characters/Bennie/pipe@2x.png file.not-regular"])
    }

    @Test("several bad files at once: one finding each, the rest still checked")
    func several() async throws {
        let found = try await findings { f in
            try f.write("Characters/Bennie/idle@2x.png", [])
            try f.write("Characters/Lemminge/happy@2x.png", PNGFixture.claimingSize(100_000, 100_000))
            try f.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        }
        #expect(found == [
            "Characters/Bennie/idle@2x.png file.empty",
            "Characters/Bennie/wave@2x.png image.size",
            "Characters/Lemminge/happy@2x.png image.too-large",
        ])
    }

    @Test("a Contents.json that is not JSON is one finding on it")
    func badContents() async throws {
        let found = try await findings { f in
            try f.write("Assets.xcassets/UI/coin.imageset/Contents.json", text: "{ not json")
        }
        #expect(found == ["Assets.xcassets/UI/coin.imageset/Contents.json catalog.contents"])
    }
}

@Suite("Bad input: size limits")
struct FileSizeLimitTests {
    @Test("a file above limits.max-file-size is one file.too-large finding and is not read")
    func tooLarge() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        var rules = ExampleBundle.rules
        rules.limits.maxFileBytes = 1_000_000
        try bundle.folder.write("Characters/Bennie/idle@3x.png", [UInt8](repeating: 0x89, count: 1_500_000))
        let found = try await bundle.findings(rules: rules)
        #expect(found == ["Characters/Bennie/idle@3x.png file.too-large"])
    }
}

@Suite("Asset catalog data sets")
struct DataSetTests {
    @Test("a data set's Contents.json is checked like an image set's: missing and unlisted files")
    func dataSet() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let set = "Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/"
        let listed = try #require(FileManager.default.contentsOfDirectory(atPath: bundle.folder.path + "/" + set)
            .first { $0 != "Contents.json" })
        try FileManager.default.moveItem(atPath: bundle.folder.path + "/" + set + listed,
                                         toPath: bundle.folder.path + "/" + set + "renamed.json")
        let found = try await bundle.findings()
        #expect(found == [
            set + "Contents.json catalog.missing-file",
            set + "renamed.json catalog.unlisted-file",
        ])
    }
}

@Suite("Links to folders and odd catalog entries")
struct FolderLinkTests {
    @Test("a link to a folder of the bundle and a link to a folder that holds it each get one clear finding")
    func folderLinks() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try FileManager.default.createSymbolicLink(atPath: bundle.folder.path + "/Icons/linkdir", withDestinationPath: "../UI")
        try FileManager.default.createSymbolicLink(atPath: bundle.folder.path + "/UI/loop", withDestinationPath: "..")
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Icons/linkdir file.not-regular", "UI/loop file.symlink-loop",
        ])
        #expect(outcome.findings.first?.message.contains("a symbolic link to the folder UI") == true)
    }

    @Test("an absolute path in Contents.json is named on the Contents.json, and an empty image set is no image finding")
    func catalogEntries() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Assets.xcassets/UI/abs.imageset/Contents.json", Array("""
            {"images":[{"filename":"/Users/anna/Export/star@2x.png","scale":"2x","idiom":"universal"}],
             "info":{"version":1,"author":"xcode"}}
            """.utf8))
        try bundle.folder.write("Assets.xcassets/UI/empty.imageset/Contents.json",
                                Array(#"{"images":[],"info":{"version":1,"author":"xcode"}}"#.utf8))
        try bundle.folder.write("Assets.xcassets/Animations/Effects/empty.dataset/Contents.json",
                                Array(#"{"data":[],"info":{"version":1,"author":"xcode"}}"#.utf8))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Assets.xcassets/UI/abs.imageset/Contents.json catalog.missing-file",
        ])
        #expect(outcome.findings.first?.message
            == "lists '/Users/anna/Export/star@2x.png', a path rather than the name of a file in the image set, so Xcode finds no file")
    }
}

// The limit guards against a hang: alone the suite takes about 7 s, but in `make test` it shares
// two cores with every other test, and one full run took it past 2 minutes.
@Suite("A bundle changing under the run", .tags(.slow), .timeLimit(.minutes(5)))
struct SwappedFolderTests {
    @Test("a folder swapped back and forth with a link to elsewhere never puts an outside file in the manifest")
    func swapRace() async throws {
        let bundle = try ExampleBundle(), outside = try TemporaryFolder(prefix: "assetcheck-outside")
        defer { bundle.delete(); outside.delete() }
        try outside.write("button_play@2x.png", Array("outside the bundle".utf8))
        try outside.write("secret@2x.png", Array("outside the bundle too".utf8))
        let ui = bundle.folder.path + "/UI", kept = bundle.folder.path + "/.UI-real"
        let stop = ManagedAtomicFlag()
        let swapper = Thread {
            while !stop.isSet {
                try? FileManager.default.moveItem(atPath: ui, toPath: kept)
                try? FileManager.default.createSymbolicLink(atPath: ui, withDestinationPath: outside.path)
                usleep(200)
                try? FileManager.default.removeItem(atPath: ui)
                try? FileManager.default.moveItem(atPath: kept, toPath: ui)
                usleep(200)
            }
        }
        swapper.start()
        defer { stop.set() }
        let outsideHashes = Set(["outside the bundle", "outside the bundle too"].map { text in
            AssetInspector(rules: ExampleBundle.rules)
                .inspect(relativePath: "x", absolutePath: outside.path + "/" + (text.hasSuffix("too") ? "secret@2x.png" : "button_play@2x.png"),
                         sizeHint: 0).sha256
        })
        for _ in 0..<30 {
            let outcome = try await BundleChecker(rules: ExampleBundle.rules).check(root: bundle.folder.path)
            for entry in outcome.manifest.assets {
                #expect(!outsideHashes.contains(entry.sha256), "\(entry.path) carries an outside file's hash")
                #expect(!entry.path.hasSuffix("secret@2x.png"), "an outside file's name was listed")
            }
        }
    }
}

extension SwappedFolderTests {
    @Test("a file rewritten while runs read it gets a finding or a correct verdict, never a crash")
    func rewrittenWhileRead() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let path = bundle.folder.path + "/Characters/Bennie/wave@2x.png"
        let good = PNGFixture.sprite(600, 900)
        let stop = ManagedAtomicFlag()
        let writer = Thread {
            var round = 0
            while !stop.isSet {
                // In place, not by rename: the reader may see any length of any version.
                let handle = FileHandle(forWritingAtPath: path)
                try? handle?.truncate(atOffset: 0)
                try? handle?.write(contentsOf: Data(round % 3 == 0 ? good : Array(good.prefix(good.count / (round % 3 + 1)))))
                try? handle?.close()
                round += 1
                usleep(300)
            }
        }
        writer.start()
        defer { stop.set() }
        // file.unreadable: read three times, it changed each time (a file being written).
        let allowed: Set = ["image.corrupt", "file.empty", "image.format", "image.scale-pair", "file.unreadable"]
        for _ in 0..<20 {
            let outcome = try await BundleChecker(rules: ExampleBundle.rules).check(root: bundle.folder.path)
            let checks = Set(outcome.findings.filter { $0.path == "Characters/Bennie/wave@2x.png" }.map(\.check.rawValue))
            #expect(checks.isSubset(of: allowed), "\(checks)")
            _ = try outcome.manifest.encoded()
        }
    }
}

/// A flag one thread sets and another reads.
final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
