import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Manifests and baselines read in pieces: the arrays split into batches exactly where their
/// elements end, whatever the strings hold, and the same result as reading the text whole.
@Suite("Streamed JSON reads")
struct StreamedJSONTests {
    /// Splits `text` fed `pieceSize` bytes at a time; the skeleton and the batches as text.
    private func split(_ text: String, keys: Set<String> = ["items"], batchBytes: Int = 1, pieceSize: Int = 3) throws -> (String, [String]) {
        var batches: [String] = []
        var splitter = JSONArraySplitter(streamedKeys: keys, batchBytes: batchBytes) { key, number, bytes in
            batches.append("\(key)#\(number) " + String(decoding: bytes, as: UTF8.self))
        }
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            try splitter.feed(bytes[start..<min(bytes.count, start + pieceSize)])
        }
        try splitter.finish()
        return (String(decoding: splitter.skeleton, as: UTF8.self), batches)
    }

    @Test("elements end where the array's own commas and bracket are, not at those inside strings or nested values")
    func splitsAtElements() throws {
        let text = #"{"name": "a,]\"[", "items": [ {"p": "x]}\\", "q": [1, [2]]}, "s,t", 3 ], "more": {"items": [9]}}"#
        let (skeleton, batches) = try split(text)
        #expect(skeleton == #"{"name": "a,]\"[", "items": [], "more": {"items": [9]}}"#)
        #expect(batches == [#"items#0 [ {"p": "x]}\\", "q": [1, [2]]}]"#, #"items#1 [ "s,t"]"#, "items#2 [ 3 ]"])
        // One batch when they fit; the text of the elements is unchanged.
        let (_, together) = try split(text, batchBytes: 1 << 20)
        #expect(together == [#"items#0 [ {"p": "x]}\\", "q": [1, [2]]}, "s,t", 3 ]"#])
        // An empty array stays empty and gives no batch.
        #expect(try split(#"{"items": [ ]}"#) == (#"{"items": []}"#, []))
    }

    @Test("what can't be split (an empty element, a streamed key twice, a document cut short, a stray bracket) throws Malformed")
    func malformed() {
        for text in [#"{"items": [1,]}"#, #"{"items": [,1]}"#, #"{"items": [1], "items": [2]}"#, #"{"items": [1, 2"#,
                     #"{"a": "x"#, "]", #"{"items": [1}]}"#, ""] {
            #expect(throws: JSONArraySplitter.Malformed.self, "\(text)") { _ = try split(text) }
        }
    }

    @Test("a manifest read in batches of 2 KB is the manifest read whole; a damaged one gets the whole read's message")
    func manifestMatchesWholeRead() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/AssetManifest.json"))
        var streamed = ManifestSource.Streamed(withFacts: true, batchBytes: 2_000)
        for start in stride(from: 0, to: data.count, by: 4_096) { try streamed.feed(data[start..<min(data.count, start + 4_096)]) }
        let manifest = try streamed.manifest()
        #expect(manifest.assets.count > 40)
        #expect(manifest == (try DeterministicJSON.decoder.decode(AssetManifest.self, from: data)))
        // An asset that is not one: the message names where, as the whole read's does.
        let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"bytes\" : 1754", with: "\"bytes\" : \"many\"")
        #expect(throws: ManifestSourceError.self) { _ = try ManifestSource.decode(Data(broken.utf8), path: "m.json") }
        do {
            _ = try ManifestSource.decode(Data(broken.utf8), path: "m.json")
        } catch let error as ManifestSourceError {
            #expect(error.message.hasPrefix("not an assetcheck manifest ("), "\(error.message)")
            #expect(error.message.contains("assets"), "\(error.message)")
        }
    }

    @Test("diff reads a manifest file without its facts: paths, hashes, sizes and findings as the full read has them")
    func diffReadsNoFacts() async throws {
        let path = Repository.root + "/AssetManifest.json"
        let full = try ManifestSource.decode(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        let lean = try await ManifestSource.load(path, rules: nil)
        #expect(lean.assets.allSatisfy { $0.facts == .none })
        #expect(full.assets.contains { $0.facts != .none })
        #expect(lean.assets.map { "\($0.path) \($0.sha256 ?? "") \($0.bytes) \($0.findings ?? [])" }
            == full.assets.map { "\($0.path) \($0.sha256 ?? "") \($0.bytes) \($0.findings ?? [])" })
        #expect(lean.totals == full.totals && lean.budgets == full.budgets && lean.findings == full.findings)
        #expect(ManifestDiff(old: lean, new: lean) == ManifestDiff(old: full, new: full))
    }

    @Test("a baseline file is read in pieces to the same baseline, and a bad count still names its entry")
    func baselineMatchesWholeRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        // 5,000 files with one to three findings each: counts 1, 2 and 3.
        let findings = (0..<5_000).flatMap { file in
            (0...(file % 3)).map { _ in Finding(path: "Art/\(file).png", check: .imageSize, severity: .error, message: "m \(file)",
                                fingerprint: Fingerprint(check: .imageSize, path: "Art/\(file).png", identity: ["size"])) }
        }
        let baseline = Baseline(findings: findings)
        try folder.write("b.json", Array(try baseline.encoded()))
        #expect(try BaselineFile.read(folder.path + "/b.json") == baseline)
        let bad = String(decoding: try baseline.encoded(), as: UTF8.self).replacingOccurrences(of: "\"count\" : 2", with: "\"count\" : 0")
        try folder.write("bad.json", Array(bad.utf8))
        #expect(throws: BaselineFileError.self) { _ = try BaselineFile.read(folder.path + "/bad.json") }
        do {
            _ = try BaselineFile.read(folder.path + "/bad.json")
        } catch {
            #expect("\(error)".contains("has count 0"), "\(error)")
        }
    }
}
