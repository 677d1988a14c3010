import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import ZIPFoundation

/// A temporary copy of `Examples/Crafta` checked with `Rules/crafta.yml`, and builders of the
/// add-on archives and entity files its tests plant.
struct CraftaBundle {
    let folder: TemporaryFolder

    static let rulesText = try! String(contentsOfFile: Repository.root + "/Rules/crafta.yml", encoding: .utf8)
    static let rules = try! RuleSetLoader.load(yaml: rulesText, source: "Rules/crafta.yml", resolver: Repository.rulesResolver)

    init() throws {
        folder = try TemporaryFolder(prefix: "assetcheck-crafta")
        try folder.copyContents(of: Repository.examples + "/Crafta")
    }

    /// `path check` for each finding.
    func findings(rules: RuleSet = CraftaBundle.rules) async throws -> [String] {
        try await BundleChecker(rules: rules).check(root: folder.path).findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    func check(rules: RuleSet = CraftaBundle.rules, previewing: BundleChecker.Previewing? = nil) async throws -> CheckOutcome {
        try await BundleChecker(rules: rules).previewing(previewing).check(root: folder.path)
    }

    func delete() { folder.delete() }

    /// The Crafta rules with one line of the export class changed.
    static func rules(replacing old: String, with new: String) throws -> RuleSet {
        precondition(rulesText.contains(old))
        return try RuleSetLoader.load(yaml: rulesText.replacingOccurrences(of: old, with: new), source: "crafta.yml", resolver: Repository.rulesResolver)
    }

    // MARK: Add-on parts

    static let bpUUID = "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
    static let rpUUID = "4a2c3d5e-6f70-4b8c-9daf-1f2a3b4c5d6e"

    static func manifest(_ name: String, uuid: String, type: String, module: String, dependsOn: String? = nil,
                         formatVersion: Int = 2) -> String {
        let dependency = dependsOn.map { #", "dependencies": [{"uuid": "\#($0)", "version": [1, 0, 0]}]"# } ?? ""
        return """
            {"format_version": \(formatVersion),
             "header": {"name": "\(name)", "description": "Made with Crafta", "uuid": "\(uuid)",
                        "version": [1, 0, 0], "min_engine_version": [1, 20, 0]},
             "modules": [{"type": "\(type)", "uuid": "\(module)", "version": [1, 0, 0]}]\(dependency)}
            """
    }

    static func entity(identifier: String = "crafta:rainbow_cow", version: String = "1.20.0", components: Bool = true) -> String {
        """
        // a Crafta entity
        {"format_version": "\(version)", /* Bedrock reads comments */
         "minecraft:entity": {"description": {"identifier": "\(identifier)"}\(components ? #", "components": {}"# : "")}}
        """
    }

    /// A resource pack (its files, pack-relative) naming one texture.
    static func resourcePack(module: String = "5b3d4e6f-7081-4c9d-aeb0-2a3b4c5d6e7f", texture: [UInt8]? = PNGFixture.sprite(64, 32))
        -> [ZipFixture.Entry] {
        var entries = [
            ZipFixture.Entry("manifest.json", text: manifest("Rainbow cow resources", uuid: rpUUID, type: "resources", module: module)),
            ZipFixture.Entry("entity/rainbow_cow.entity.json", text: #"""
                {"format_version": "1.10.0", "minecraft:client_entity": {"description": {
                 "identifier": "crafta:rainbow_cow", "textures": {"default": "textures/entity/rainbow_cow"}}}}
                """#),
        ]
        if let texture { entries.append(ZipFixture.Entry("textures/entity/rainbow_cow.png", texture)) }
        return entries
    }

    /// An add-on: a behaviour pack folder and the resource pack as a nested `.mcpack`.
    static func addon(bpManifest: String? = nil, entity: String = CraftaBundle.entity(),
                      resource: [ZipFixture.Entry]? = CraftaBundle.resourcePack()) -> [UInt8] {
        var entries = [
            ZipFixture.Entry("rainbow_cow_bp/manifest.json", text: bpManifest ?? manifest(
                "Rainbow cow", uuid: bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80", dependsOn: rpUUID)),
            ZipFixture.Entry("rainbow_cow_bp/entities/rainbow_cow.json", text: entity),
        ]
        if let resource { entries.append(ZipFixture.Entry("rainbow_cow_rp.mcpack", ZipFixture.archive(resource))) }
        return ZipFixture.archive(entries)
    }

    /// A zip with one deflated entry of `count` zero bytes: a tiny file that inflates enormously.
    static func bomb(bytes count: Int) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        let zeros = Data(count: 1 << 16)
        try archive.addEntry(with: "bomb.bin", type: .file, uncompressedSize: Int64(count), compressionMethod: .deflate) { position, size in
            zeros.prefix(min(size, count - Int(position)))
        }
        return Array(archive.data ?? Data())
    }

    /// `count` bytes that do not compress.
    static func noise(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }
}
