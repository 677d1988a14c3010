/// Examples of the add-on checks, run as tests (see `CheckExample`).
enum AddonCheckExamples {
    /// Crafta's exports: a behaviour and a resource pack, entities from Bedrock 1.20 on.
    static let rules = CheckExample.rules("""
          export:
            kind: addon
            paths: ["Exports/*.mcaddon"]
            required-packs: [data, resources]
            min-format-version: "1.20"
            reserved-namespaces: [minecraft]
            max-entries: 1000
            max-uncompressed-size: 64 MB
            max-entry-size: 16 MB
            max-compression-ratio: 100
        """)

    static let bpUUID = "5f0c3e2a-1b4d-4c6e-8f10-2a3b4c5d6e70"
    static let rpUUID = "6a1d4f3b-2c5e-4d7f-9a21-3b4c5d6e7f81"

    static func manifest(uuid: String, type: String, moduleUUID: String, dependsOn: String? = nil,
                         formatVersion: Double? = 2, version: [Double]? = [1, 0, 0]) -> PackManifest {
        PackManifest(formatVersion: formatVersion, name: "Rainbow cow", description: "Made with Crafta", uuid: uuid,
                     version: version, minEngineVersion: [1, 20, 0],
                     modules: [PackModule(type: type, uuid: moduleUUID, version: [1, 0, 0])],
                     dependencies: dependsOn.map { [PackDependency(uuid: $0)] } ?? [])
    }

    static func behaviour(_ manifest: PackManifest? = nil, entity: EntityFacts? = nil) -> PackFacts {
        PackFacts(location: "rainbow_cow_bp",
                  manifest: manifest ?? Self.manifest(uuid: bpUUID, type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092",
                                                      dependsOn: rpUUID),
                  entities: [PackEntity(path: "entities/cow.json", facts: entity ?? EntityFacts(
                      formatVersion: "1.20.0", entityKey: EntityFacts.behaviourKey, identifier: "crafta:rainbow_cow", hasComponents: true))])
    }

    static func resource(_ state: TextureReference.State = .validPNG, moduleUUID: String = "8c3f6b5d-4e70-4f91-9c43-5d6e7f8091a3") -> PackFacts {
        PackFacts(location: "rainbow_cow_rp.mcpack",
                  manifest: manifest(uuid: rpUUID, type: "resources", moduleUUID: moduleUUID),
                  textures: [TextureReference(entity: "entity/cow.entity.json", texture: "textures/entity/rainbow_cow", state: state)])
    }

    static func addon(_ packs: [PackFacts]) -> AssetRecord {
        .exampleFile("Exports/rainbow_cow.mcaddon", kind: .addon, format: .zip, facts: .addon(AddonFacts(packs: packs)))
    }

    static func failed(_ failure: ArchiveFailure, format: FileFormat = .zip) -> AssetRecord {
        .exampleFailure("Exports/rainbow_cow.mcaddon", kind: .addon, format: format, .archive(failure))
    }

    static let valid = addon([behaviour(), resource()])

    static let notZip: [CheckExample] = [
        .passing("a zip of a behaviour and a resource pack", rules: rules, [valid]),
        .triggering("a PNG renamed to .mcaddon", rules: rules, [failed(.notZip(content: .png), format: .png)]),
        .triggering("a central directory cut off", rules: rules, [
            failed(.truncated(reason: "the central directory lists 4 entries, but entry 3 is cut off or not an entry")),
        ]),
        .triggering("an export cut off halfway: it starts as a zip, but its end is missing", rules: rules, [
            failed(.truncated(reason: "it starts as a zip, but its end (the central directory that lists the entries) is missing")),
        ]),
        .triggering("an entry whose data does not inflate", rules: rules, [
            failed(.damaged(reason: "behavior_pack/manifest.json cannot be inflated: invalid block type")),
        ]),
    ]

    static let limits: [CheckExample] = [
        .passing("12 entries, 80 KB inflated", rules: rules, [valid]),
        .triggering("5,000 entries", rules: rules, [failed(.tooManyEntries(count: 5_000, limit: 1_000))]),
        .triggering("a 1 MB entry inflating past 100 MB", rules: rules, [
            failed(.ratio(entry: "bomb.bin", ratio: 1_029, limit: 100)),
        ]),
        .triggering("entries inflating past 64 MB in all", rules: rules, [failed(.tooLarge(bytes: 67_108_865, limit: 67_108_864))]),
        .triggering("one entry inflating past 16 MB", rules: rules, [
            failed(.entryTooLarge(entry: "big.bin", bytes: 16_777_217, limit: 16_777_216)),
        ]),
    ]

    static let unsafePath: [CheckExample] = [
        .passing("entries under the packs' folders", rules: rules, [valid]),
        .triggering("an entry named ../../evil.sh", rules: rules, [failed(.unsafePath(entry: "../../evil.sh"))]),
        .triggering("an entry named /etc/passwd", rules: rules, [failed(.unsafePath(entry: "/etc/passwd"))]),
    ]

    static let encrypted: [CheckExample] = [
        .passing("no encrypted entry", rules: rules, [valid]),
        .triggering("a password-protected manifest", rules: rules, [failed(.encrypted(entry: "rainbow_cow_bp/manifest.json"))]),
    ]

    static let packs: [CheckExample] = [
        .passing("a behaviour and a resource pack", rules: rules, [valid]),
        .triggering("the resource pack left out", rules: rules, [
            addon([PackFacts(location: "rainbow_cow_bp", manifest: manifest(
                uuid: bpUUID, type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092"))]),
        ]),
    ]

    static let manifest: [CheckExample] = [
        .passing("two format-version-2 manifests", rules: rules, [valid]),
        .triggering("format_version 1", rules: rules, [addon([behaviour(manifest(
            uuid: bpUUID, type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092", dependsOn: rpUUID, formatVersion: 1)), resource()])]),
        .triggering("a two-number version", rules: rules, [addon([behaviour(manifest(
            uuid: bpUUID, type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092", dependsOn: rpUUID, version: [1, 0])), resource()])]),
        .triggering("a header uuid that is not a UUID", rules: rules, [addon([behaviour(manifest(
            uuid: "rainbow-cow", type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092")), resource()])]),
        .triggering("a manifest with a trailing comma", rules: rules, [addon([PackFacts(
            location: "rainbow_cow_bp", manifest: nil, manifestFailure: .syntax(line: 9, column: 3, reason: "expected a key in double quotes, found '}'")),
            resource()])]),
    ]

    static let duplicateUUID: [CheckExample] = [
        .passing("four different UUIDs", rules: rules, [valid]),
        .triggering("the resource module reusing the behaviour pack's UUID", rules: rules, [
            addon([behaviour(), resource(moduleUUID: bpUUID)]),
        ]),
    ]

    static let dependency: [CheckExample] = [
        .passing("the behaviour pack depending on the resource pack beside it", rules: rules, [valid]),
        .triggering("a dependency on a pack the archive does not hold", rules: rules, [addon([behaviour(manifest(
            uuid: bpUUID, type: "data", moduleUUID: "7b2e5a4c-3d6f-4e80-8b32-4c5d6e7f8092",
            dependsOn: "00000000-0000-4000-8000-000000000000")), resource()])]),
    ]

    static let entity: [CheckExample] = [
        .passing("crafta:rainbow_cow at format 1.20.0", rules: rules, [valid]),
        .triggering("minecraft:cow in the behaviour pack", rules: rules, [addon([behaviour(entity: EntityFacts(
            formatVersion: "1.20.0", entityKey: EntityFacts.behaviourKey, identifier: "minecraft:cow", hasComponents: true)), resource()])]),
    ]

    static let texture: [CheckExample] = [
        .passing("the named texture is a PNG in the resource pack", rules: rules, [valid]),
        .triggering("the named texture is missing", rules: rules, [addon([behaviour(), resource(.missing)])]),
        .triggering("the named texture is a JPEG named .png", rules: rules, [addon([behaviour(), resource(.notPNG)])]),
    ]
}
