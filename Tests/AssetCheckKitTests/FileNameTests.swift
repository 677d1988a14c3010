import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// File names as the file system has them: bytes that need not be UTF-8, and hidden files that
/// are assets or leftovers.
@Suite("File names")
struct FileNameTests {
    static let rules = try! RuleSetLoader.load(yaml: """
        name: t
        classes:
          icon:
            kind: image
            paths: ["Icons/**"]
            scales: [2x]
        """, source: "t.yml")

    /// Writes `bytes` at `folder` + `/` + `name`, where `name` is raw bytes.
    private func write(_ folder: TemporaryFolder, _ name: [UInt8], _ bytes: [UInt8]) throws {
        let path = Array((folder.path + "/").utf8) + name + [0]
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test("file.name-encoding: a Latin-1 name is one finding naming it escaped; the file is still read, and never one entry with its U+FFFD twin")
    func latin1Name() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.createDirectory(atPath: folder.path + "/Icons", withIntermediateDirectories: true)
        try write(folder, Array("Icons/caf".utf8) + [0xE9] + Array("@2x.png".utf8), PNGFixture.sprite(8, 8))
        try folder.write("Icons/caf\u{FFFD}@2x.png", PNGFixture.sprite(16, 16))
        let outcome = try await BundleChecker(rules: Self.rules).check(root: folder.path)
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [#"Icons/caf\xE9@2x.png file.name-encoding"#])
        #expect(outcome.findings.first?.message.contains(#"not valid UTF-8 (each invalid byte shown as \xFF)"#) == true)
        let entries = outcome.manifest.assets.map(\.path)
        #expect(entries == [#"Icons/caf\xE9@2x.png"#, "Icons/caf\u{FFFD}@2x.png"])
        let odd = try #require(outcome.snapshot.record(at: #"Icons/caf\xE9@2x.png"#))
        #expect(odd.sha256 != nil && odd.failure == nil, "the odd file is read and hashed")
        #expect(odd.image?.width == 8)
        #expect(outcome.snapshot.record(at: "Icons/caf\u{FFFD}@2x.png")?.image?.width == 16)
    }

    @Test("a folder whose name is not UTF-8 is one finding; its files are read under its escaped path")
    func latin1Folder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.createDirectory(atPath: folder.path + "/Icons", withIntermediateDirectories: true)
        let name = Array("Icons/men".utf8) + [0xFC]
        let made = (Array((folder.path + "/").utf8) + name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        try #require(made == 0)
        try write(folder, name + Array("/play@2x.png".utf8), PNGFixture.sprite(8, 8))
        let outcome = try await BundleChecker(rules: Self.rules).check(root: folder.path)
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [#"Icons/men\xFC file.name-encoding"#])
        let record = try #require(outcome.snapshot.record(at: #"Icons/men\xFC/play@2x.png"#))
        #expect(record.image?.width == 8)
        #expect(record.assetClass == "icon")
    }

    @Test("hidden folders, system leftovers and hidden settings are skipped and said in the summary; hidden images are assets")
    func dotfiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let names = ["Icons/..dots@2x.png", "Icons/.hidden@2x.png", "Icons/.DS_Store", "Icons/._play@2x.png",
                     "Icons/.play@2x.png.swp", ".git/objects/ab", ".gitkeep", "Icons/play@2x.png", ".claude.json",
                     ".swiftlint.yml"]
        for (index, name) in names.enumerated() { try folder.write(name, PNGFixture.sprite(8, 8 + 2 * index)) }
        let outcome = try await BundleChecker(rules: Self.rules).check(root: folder.path)
        #expect(outcome.snapshot.records.map(\.path) == ["Icons/..dots@2x.png", "Icons/.hidden@2x.png", "Icons/play@2x.png"])
        #expect(outcome.skippedPaths == [".claude.json", ".git", ".gitkeep", ".swiftlint.yml", "Icons/.DS_Store",
                                         "Icons/._play@2x.png", "Icons/.play@2x.png.swp"])
        #expect(outcome.findings.isEmpty)
        #expect(TextReporter.summary(outcome).hasSuffix(
            "; skipped 7 hidden or system entries: .DS_Store, ._play@2x.png, .claude.json, .git, ..."))
    }

    @Test("names round-trip: display and openable forms, valid names unchanged")
    func forms() {
        let odd: [UInt8] = Array("a".utf8) + [0xFF, 0xC3] + Array("b\u{E9}".utf8)
        #expect(FileNameBytes.displayName(odd) == #"a\xFF\xC3bé"#)
        #expect(FileNameBytes.displayName(Array("caf\u{E9}".utf8)) == "caf\u{E9}")
        #expect(!FileNameBytes.isValid(odd))
        let openable = FileNameBytes.openableName(odd)
        #expect(FileNameBytes.displayPath(openable) == #"a\xFF\xC3bé"#)
        let back = FileNameBytes.withSystemPath("dir/" + openable) { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
        #expect(back == Array("dir/".utf8) + odd)
    }

    @Test("a file's extension is read from its ASCII bytes as by Unicode's rules, lower-cased, for any name")
    func fileExtensions() {
        let names = ["Shop.swift", "Views/Main.STORYBOARD", "a.b.Json", ".gitignore", "Makefile", "dir.d/noext", "x.", "Info.plist",
                     "caf\u{E9}.Swift", "Caf\u{E9}/Level.JSON", "e\u{301}.M", "name.\u{301}swift", "\u{130}cons.PNG", "icon.\u{130}NG",
                     "folder/", "", "A.B.C.H", "Z@2x.PnG"]
        for name in names {
            let last = name.lastPathName
            let expected = last.lastIndex(of: ".").map { last[last.index(after: $0)...].lowercased() } ?? ""
            #expect(SourceScanner.fileExtension(name) == expected, "\(name)")
        }
        #expect(SourceScanner.fileExtension("App/Shop.SWIFT") == "swift")
        #expect(SourceScanner.fileExtension("App.xcodeproj/project") == "")
    }
}
