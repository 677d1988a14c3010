import AssetCheckCore
import Testing

/// `bundle.duplicate` on plain values: same SHA-256 under two or more paths.
@Suite("Duplicate content")
struct DuplicateCheckTests {
    private let rules = RuleSet(name: "t", source: "t.yml", classes: [])

    private func file(_ path: String, sha: String?, bytes: Int = 2000, kind: AssetKind = .other) -> AssetRecord {
        AssetRecord(path: path, assetClass: nil, kind: kind, bytes: bytes, sha256: sha)
    }

    private func duplicates(_ records: [AssetRecord], groups: [ImageGroup] = []) -> [Finding] {
        CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules)
            .filter { $0.check == .bundleDuplicate }
    }

    @Test("three copies: one warning on the first path, naming the others and the wasted bytes")
    func threeCopies() throws {
        let sha = String(repeating: "ab", count: 32)
        let found = duplicates([file("Sounds/b.aac", sha: sha), file("Sounds/a.aac", sha: sha), file("Old/a.aac", sha: sha),
                                file("Sounds/c.aac", sha: "cd")])
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.path == "Old/a.aac")
        #expect(finding.message == "same content (SHA-256 abababababab) as Sounds/a.aac and Sounds/b.aac: 3 copies of 2.0 KB, 4.0 KB wasted")
        #expect(finding.fingerprint == Fingerprint(check: finding.check, path: finding.path, identity: ["sha256 \(sha)"]))
    }

    @Test("identical Contents.json files of asset catalogs are normal metadata, not duplicates")
    func catalogMetadata() {
        #expect(duplicates([file("A.xcassets/x.imageset/Contents.json", sha: "11"),
                            file("A.xcassets/y.imageset/Contents.json", sha: "11"),
                            file("A.xcassets/Contents.json", sha: "11")]).isEmpty)
    }

    @Test("empty and unreadable files are left to file.empty and file.unreadable")
    func emptyAndUnreadable() {
        #expect(duplicates([file("a.png", sha: "e3", bytes: 0), file("b.png", sha: "e3", bytes: 0),
                            file("c.png", sha: nil), file("d.png", sha: nil)]).isEmpty)
    }

    @Test("an @2x identical to its own @3x is a scale problem, not a duplicate; a copy elsewhere is")
    func scaleVariants() {
        let records = [file("UI/a@2x.png", sha: "77", kind: .image), file("UI/a@3x.png", sha: "77", kind: .image)]
        let group = ImageGroup(name: "UI/a", assetClass: nil, variants: [2: "UI/a@2x.png", 3: "UI/a@3x.png"])
        #expect(duplicates(records, groups: [group]).isEmpty)
        let copied = duplicates(records + [file("UI/b@2x.png", sha: "77", kind: .image)], groups: [group])
        #expect(copied.map(\.path) == ["UI/a@2x.png"])
        #expect(copied.first?.message.contains("as UI/a@3x.png and UI/b@2x.png: 3 copies") == true)
    }
}
