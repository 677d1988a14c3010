import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Writing `AssetManifest.json` (`--manifest FILE`) in process.
@Suite("Manifest file")
struct AssetManifestFileTests {
    @Test("the manifest is written as its deterministic JSON, reads back as the same manifest, and replaces the old file")
    func writesAndReadsBack() async throws {
        let bundle = try ExampleBundle()
        let out = try TemporaryFolder()
        defer { bundle.delete(); out.delete() }
        let manifest = try await bundle.check().manifest
        let file = out.path + "/AssetManifest.json"
        try out.write("AssetManifest.json", text: "an older manifest, much longer than nothing\n")
        try manifest.write(to: file)
        let written = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(written == (try manifest.encoded()))
        #expect(try ManifestSource.decode(written, path: file) == manifest)
        #expect(!String(decoding: written, as: UTF8.self).contains(bundle.folder.path), "no absolute paths in a committed file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["AssetManifest.json"])
    }

    @Test("a manifest path in a missing folder is a clear error naming the manifest and the file")
    func missingFolder() throws {
        let out = try TemporaryFolder()
        defer { out.delete() }
        let file = out.path + "/no-such-folder/AssetManifest.json"
        let manifest = AssetManifest(snapshot: BundleSnapshot(records: []), rules: ExampleBundle.rules, findings: [])
        let error = #expect(throws: ReportFileError.self) { try manifest.write(to: file) }
        #expect(error?.what == "the manifest")
        #expect(error?.description.hasPrefix("error: cannot write the manifest to \(file): ") == true)
        #expect(!FileManager.default.fileExists(atPath: out.path + "/no-such-folder"), "the manifest makes no folders")
    }
}
