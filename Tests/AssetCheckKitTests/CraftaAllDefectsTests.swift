import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Issue 13's "Done when": a copy of `Examples/Crafta` with one defect per check the Crafta rule
/// set added (`entity.*`, `addon.*`, `image.required-file`) reports exactly those, and nothing else.
///
/// An add-on archive that is not a zip, or whose entries are unsafe, encrypted or past the limits,
/// is not read further; so each archive defect is planted in an archive of its own, all in
/// `Exports/`, and each entity defect in a template of its own.
@Suite("Crafta all defects")
struct CraftaAllDefectsTests {
    /// One archive per add-on check: its name in `Exports/`, its bytes, the check it must fail.
    static let archives: [(name: String, bytes: [UInt8], check: String)] = [
        ("not_zip", ZipFixture.cuttingDirectory(CraftaBundle.addon(), by: 30), "addon.not-zip"),
        ("unsafe_path", ZipFixture.archive([.init("rainbow_cow_bp/../../evil.sh", text: "rm -rf ~")]), "addon.unsafe-path"),
        ("encrypted", ZipFixture.archive([.init("rainbow_cow_bp/manifest.json", Array("{}".utf8), flags: 1)]), "addon.encrypted"),
        ("limits", ZipFixture.archive((0..<3_000).map { ZipFixture.Entry("f\($0).txt", []) }), "addon.limits"),
        // Without the resource pack, and without the behaviour pack's dependency on it (which would
        // then name a pack the archive does not hold: addon.dependency as well).
        ("packs", CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80"),
            resource: nil), "addon.packs"),
        ("manifest", CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80",
            dependsOn: CraftaBundle.rpUUID, formatVersion: 1)), "addon.manifest"),
        ("duplicate_uuid", CraftaBundle.addon(resource: CraftaBundle.resourcePack(module: CraftaBundle.bpUUID)), "addon.duplicate-uuid"),
        ("dependency", CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80",
            dependsOn: "00000000-0000-4000-8000-000000000000")), "addon.dependency"),
        ("entity", CraftaBundle.addon(entity: CraftaBundle.entity(identifier: "minecraft:cow")), "addon.entity"),
        ("texture", CraftaBundle.addon(resource: CraftaBundle.resourcePack(texture: nil)), "addon.texture"),
    ]

    /// One template per entity check.
    static let templates: [(name: String, text: String, check: String)] = [
        ("entity_old.json", CraftaBundle.entity(identifier: "crafta:old", version: "1.16.0"), "entity.format-version"),
        ("entity_vanilla.json", CraftaBundle.entity(identifier: "minecraft:sheep"), "entity.identifier"),
        ("entity_bare.json", CraftaBundle.entity(identifier: "crafta:bare", components: false), "entity.structure"),
        ("entity_broken.json", #"{"format_version": "1.20.0" "minecraft:entity": {}}"#, "entity.syntax"),
    ]

    @Test("a copy with one defect per new check reports exactly those")
    func oneDefectPerNewCheck() async throws {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        try Self.plant(in: bundle.folder)

        let outcome = try await bundle.check()
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        let planted = Self.archives.map { "Exports/\($0.name).mcaddon \($0.check)" }
            + Self.templates.map { "Templates/\($0.name) \($0.check)" }
            + ["(bundle) image.required-file", "(bundle) image.required-file"]
        #expect(found.sorted() == planted.sorted(), "\(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check): \($0.message)" })")
        // Every check the rule set added is among them.
        #expect(Set(found.map { $0.split(separator: " ").last.map(String.init) ?? "" }) == [
            "addon.not-zip", "addon.unsafe-path", "addon.encrypted", "addon.limits", "addon.packs", "addon.manifest",
            "addon.duplicate-uuid", "addon.dependency", "addon.entity", "addon.texture",
            "entity.format-version", "entity.identifier", "entity.structure", "entity.syntax", "image.required-file",
        ])
        let missing = outcome.findings.filter { $0.check == .imageRequiredFile }.map(\.message)
        #expect(missing.contains { $0.hasPrefix("glow@2x is missing") } && missing.contains { $0.hasPrefix("glow@3x is missing") }, "\(missing)")
    }

    /// Plants one defect per check the Crafta rule set added in a copy of its example.
    static func plant(in folder: TemporaryFolder) throws {
        for archive in Self.archives { try folder.write("Exports/\(archive.name).mcaddon", archive.bytes) }
        for template in Self.templates { try folder.write("Templates/\(template.name)", text: template.text) }
        // image.required-file: an overlay the class requires by name, gone at both scales. Removing
        // one scale only would also be image.scale-pair on the other; this way the bundle gets one
        // image.required-file per missing scale, and nothing else.
        try folder.remove("Art/Effects/glow@2x.png")
        try folder.remove("Art/Effects/glow@3x.png")
    }
}
