import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Examples/Crafta checks clean; each planted defect gives exactly its finding, and the run goes on.
@Suite("Crafta end to end")
struct CraftaEndToEndTests {
    private let export = "Exports/rainbow_cow.mcaddon"

    /// The findings after `plant` on a fresh copy of Examples/Crafta.
    private func findings(rules: RuleSet = CraftaBundle.rules, _ plant: (TemporaryFolder) throws -> Void) async throws -> [String] {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        try plant(bundle.folder)
        return try await bundle.findings(rules: rules)
    }

    @Test("Examples/Crafta checks clean, its add-on read as two packs")
    func clean() async throws {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map(\.message))")
        let addon = try #require(outcome.snapshot.records.first { $0.path == export }?.addon)
        #expect(addon.packs.map(\.location) == ["rainbow_cow_bp", "rainbow_cow_rp.mcpack"])
        #expect(addon.packs[0].entities.map(\.facts?.identifier) == ["crafta:rainbow_cow"])
        #expect(addon.packs[1].textures.map(\.state) == [.validPNG])
    }

    @Test("a missing overlay scale is image.required-file")
    func requiredImage() async throws {
        let found = try await findings { try $0.remove("Art/Effects/glow@3x.png") }
        #expect(found.contains("(bundle) image.required-file"))
        #expect(found.allSatisfy { $0.contains("image.required-file") || $0.contains("glow@2x.png") })
    }

    @Test("an opaque creature is image.transparent-background")
    func opaqueCreature() async throws {
        let found = try await findings { try $0.write("Art/Creatures/pig@2x.png", PNGFixture.opaque(240, 240)) }
        #expect(found == ["Art/Creatures/pig@2x.png image.transparent-background"])
    }

    @Test("entity templates: each defect its own check", arguments: [
        (CraftaBundle.entity(version: "1.16.0"), "entity.format-version"),
        (CraftaBundle.entity(identifier: "minecraft:cow"), "entity.identifier"),
        (CraftaBundle.entity(identifier: "cow"), "entity.identifier"),
        (CraftaBundle.entity(components: false), "entity.structure"),
        (#"{"format_version": "1.20.0" "minecraft:entity": {}}"#, "entity.syntax"),
        ("# a shell comment\n" + CraftaBundle.entity(), "entity.syntax"),
        (#"{"format_version": /* unclosed "1.20.0"}"#, "entity.syntax"),
        (#"{"format_version": "1.20.0", "n": 1/2}"#, "entity.syntax"),
    ])
    func entityTemplate(text: String, check: String) async throws {
        let found = try await findings { try $0.write("Templates/entity_pig.json", text: text) }
        #expect(found == ["Templates/entity_pig.json \(check)"])
    }

    @Test("add-on packs: each defect its own check", arguments: [
        (CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80"),
            resource: nil), "addon.packs"),
        (CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80",
            dependsOn: CraftaBundle.rpUUID, formatVersion: 1)), "addon.manifest"),
        (CraftaBundle.addon(bpManifest: "{\"format_version\": 2,}"), "addon.manifest"),
        (CraftaBundle.addon(resource: CraftaBundle.resourcePack(module: CraftaBundle.bpUUID)), "addon.duplicate-uuid"),
        (CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: CraftaBundle.bpUUID, type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80",
            dependsOn: "00000000-0000-4000-8000-000000000000")), "addon.dependency"),
        (CraftaBundle.addon(entity: CraftaBundle.entity(identifier: "minecraft:cow")), "addon.entity"),
        (CraftaBundle.addon(entity: "{\"format_version\": \"1.20.0\",}"), "addon.entity"),
        (CraftaBundle.addon(resource: CraftaBundle.resourcePack(texture: nil)), "addon.texture"),
        (CraftaBundle.addon(resource: CraftaBundle.resourcePack(texture: Array("not a png".utf8))), "addon.texture"),
    ])
    func addonPacks(archive: [UInt8], check: String) async throws {
        let found = try await findings { try $0.write(export, archive) }
        #expect(found == ["\(export) \(check)"])
    }

    @Test("hostile archives: one clear finding each, and the rest is still checked", arguments: [
        (PNGFixture.sprite(64, 64), "addon.not-zip"),
        (ZipFixture.cuttingDirectory(CraftaBundle.addon(), by: 30), "addon.not-zip"),
        (ZipFixture.archive([.init("rainbow_cow_bp/../../evil.sh", text: "rm -rf ~")]), "addon.unsafe-path"),
        (ZipFixture.archive([.init("/etc/passwd", text: "root")]), "addon.unsafe-path"),
        (ZipFixture.archive([.init("rainbow_cow_bp/manifest.json", Array("{}".utf8), flags: 1)]), "addon.encrypted"),
        (ZipFixture.archive((0..<3_000).map { ZipFixture.Entry("f\($0).txt", []) }), "addon.limits"),
        (try! CraftaBundle.bomb(bytes: 200 << 20), "addon.limits"),
        (ZipFixture.pointingPastTheEnd(CraftaBundle.addon()), "addon.not-zip"),
        // A deflate stream whose only block is not the final one: it never ends inside its entry.
        (ZipFixture.archive([.init("rainbow_cow_bp/manifest.json", [0x00, 0x02, 0x00, 0xFD, 0xFF, 0x7B, 0x7D], method: 8)]),
         "addon.not-zip"),
    ])
    func hostile(archive: [UInt8], check: String) async throws {
        let found = try await findings { f in
            try f.write(export, archive)
            try f.write("Templates/entity_cow.json", text: CraftaBundle.entity(version: "1.0.0"))
        }
        #expect(found == ["\(export) \(check)", "Templates/entity_cow.json entity.format-version"])
    }

    @Test("an export cut off halfway says it is truncated, not that it is no zip, and to copy it again whole")
    func truncatedExport() async throws {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        let whole = CraftaBundle.addon()
        try bundle.folder.write(export, Array(whole.prefix(whole.count / 2)))
        let finding = try #require(try await bundle.check().findings.first { $0.path == export })
        #expect(finding.check == .addonNotZip)
        #expect(finding.message == "is a zip cut short (truncated): it starts as a zip, but its end (the central directory "
            + "that lists the entries) is missing")
        #expect(finding.fix == "export or copy it again, whole: an interrupted export, download or copy cut it off")
    }

    @Test("a 10 MB zip bomb stops at the ratio limit, near 1 MB, never at what the header claims")
    func bombMessage() async throws {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        try bundle.folder.write(export, try CraftaBundle.bomb(bytes: 10 << 20))
        let finding = try #require(try await bundle.check().findings.first)
        #expect(finding.check == .addonLimits)
        #expect(finding.message.contains("bomb.bin inflates to"))
        #expect(finding.message.contains("above the limit of 100"))
    }

    @Test("the total and per-entry uncompressed limits, as the class sets them")
    func sizeLimits() async throws {
        let entries = (1...3).map { ZipFixture.Entry("part\($0).bin", CraftaBundle.noise(600_000, seed: UInt64($0))) }
        let total = try CraftaBundle.rules(replacing: "max-uncompressed-size: 64 MB", with: "max-uncompressed-size: 1 MB")
        let totalFound = try await findings(rules: total) { try $0.write(export, ZipFixture.archive(entries)) }
        #expect(totalFound == ["\(export) addon.limits"])
        let perEntry = try CraftaBundle.rules(replacing: "max-entry-size: 16 MB", with: "max-entry-size: 500 KB")
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        try bundle.folder.write(export, ZipFixture.archive(entries))
        let messages = try await bundle.check(rules: perEntry).findings.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("entry part1.bin inflates past") == true)
    }

    @Test("the HTML report shows the add-on as its packs, each with its manifest's problems")
    func htmlPacks() async throws {
        let bundle = try CraftaBundle()
        defer { bundle.delete() }
        try bundle.folder.write(export, CraftaBundle.addon(bpManifest: CraftaBundle.manifest(
            "Rainbow cow", uuid: "not-a-uuid", type: "data", module: "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80")))
        let outcome = try await bundle.check(previewing: .init())
        let html = HTMLReporter().report(outcome)
        #expect(html.contains("data-pack=\"rainbow_cow_bp\""))
        #expect(html.contains("data-pack=\"rainbow_cow_rp.mcpack\""))
        #expect(html.contains("behaviour pack"))
        #expect(html.contains("resource pack"))
        #expect(html.contains("pack-problems"))
        #expect(html.contains("has header.uuid &quot;not-a-uuid&quot;, not a UUID") || html.contains("has header.uuid \"not-a-uuid\", not a UUID"))
    }
}
