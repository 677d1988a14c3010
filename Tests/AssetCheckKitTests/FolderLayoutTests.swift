import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The example bundle in other common layouts, checked with the built-in Bennie rules as they are.
@Suite("Folder layouts")
struct FolderLayoutTests {
    /// Moves `from` to `to` inside `bundle`, making the folders on the way.
    static func move(_ from: String, _ to: String, in bundle: TemporaryFolder) throws {
        let target = URL(fileURLWithPath: bundle.path + "/" + to)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: bundle.path + "/" + from, toPath: target.path)
    }

    /// The example with its sounds under `Audio/` (SFX, Narrator, Music, VO/Bennie) and its
    /// backgrounds under `Background/`.
    static func audioLayout() throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        try move("Sounds/Effects", "Audio/SFX", in: bundle.folder)
        try move("Sounds/Narrator", "Audio/Narrator", in: bundle.folder)
        try move("Sounds/Music", "Audio/Music", in: bundle.folder)
        try move("Sounds/Bennie", "Audio/VO/Bennie", in: bundle.folder)
        try move("Backgrounds", "Background", in: bundle.folder)
        return bundle
    }

    /// The example with every loose @2x/@3x pair in an `.imageset` of its own, and the catalog's
    /// folders moved out of `Assets.xcassets`: no image set is inside any catalog.
    static func looseImageSetLayout() throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        let root = bundle.folder.path
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix("@2x.png") || $0.hasSuffix("@2x.jpg") }.filter { !$0.contains(".xcassets/") }
        for file in files.sorted() {
            let folder = (file as NSString).deletingLastPathComponent
            let ext = (file as NSString).pathExtension
            let name = String((file as NSString).lastPathComponent.dropLast("@2x.".count + ext.count))
            let set = "\(folder)/\(name).imageset"
            for scale in [2, 3] {
                try move("\(folder)/\(name)@\(scale)x.\(ext)", "\(set)/\(name)@\(scale)x.\(ext)", in: bundle.folder)
            }
            try bundle.folder.write(set + "/Contents.json", text: """
                {"images": [{"idiom": "universal", "scale": "1x"},
                  {"filename": "\(name)@2x.\(ext)", "idiom": "universal", "scale": "2x"},
                  {"filename": "\(name)@3x.\(ext)", "idiom": "universal", "scale": "3x"}],
                 "info": {"author": "xcode", "version": 1}}
                """)
        }
        for folder in try FileManager.default.contentsOfDirectory(atPath: root + "/Assets.xcassets") where folder != "Contents.json" {
            try move("Assets.xcassets/\(folder)", "Shared/\(folder)", in: bundle.folder)
        }
        try move("Assets.xcassets/Contents.json", "Shared/Contents.json", in: bundle.folder)
        try FileManager.default.removeItem(atPath: root + "/Assets.xcassets")
        return bundle
    }

    @Test("the example in an Audio/SFX layout checks clean with the built-in rules, required sounds found")
    func audioFolders() async throws {
        let bundle = try Self.audioLayout()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
        let classes = Dictionary(uniqueKeysWithValues: outcome.manifest.assets.map { ($0.path, $0.assetClass) })
        #expect(classes["Audio/SFX/tap_wood.aac"] == "sound-effect")
        #expect(classes["Audio/VO/Bennie/wir_brauchen_internet.aac"] == "bennie-voice")
        #expect(classes["Audio/Narrator/gut_gemacht.aac"] == "narrator-voice")
        #expect(classes["Background/forest@3x.png"] == "background")
    }

    @Test("a required sound missing from the Audio/SFX layout is still found missing")
    func audioFoldersMissing() async throws {
        let bundle = try Self.audioLayout()
        defer { bundle.delete() }
        try bundle.folder.remove("Audio/SFX/coin_collect.aac")
        #expect(try await bundle.findings() == ["(bundle) audio.required-file"])
    }

    @Test("loose .imageset folders outside any catalog check clean: their Contents.json is metadata, not an image")
    func looseImageSets() async throws {
        let bundle = try Self.looseImageSetLayout()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
        let entry = outcome.manifest.assets.first { $0.path == "Characters/Bennie/wave.imageset/Contents.json" }
        #expect(entry?.kind == .other)
        #expect(entry?.assetClass == nil)
        #expect(outcome.manifest.assets.first { $0.path == "Characters/Bennie/wave.imageset/wave@3x.png" }?.assetClass
            == "bennie-character")
    }

    @Test("a loose .imageset still has its catalog checks: an unlisted file is found")
    func looseImageSetChecked() async throws {
        let bundle = try Self.looseImageSetLayout()
        defer { bundle.delete() }
        try bundle.folder.write("Icons/icon_home.imageset/Contents.json", text: """
            {"images": [{"filename": "icon_home@2x.png", "idiom": "universal", "scale": "2x"}], "info": {"version": 1}}
            """)
        #expect(try await bundle.findings() == ["Icons/icon_home.imageset/icon_home@3x.png catalog.unlisted-file"])
    }
}
