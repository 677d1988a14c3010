/// Judges the packs of one add-on against the class's expectations, for ``AddonPackPass``.
struct AddonPackReview {
    let addon: AddonFacts
    let expected: AddonExpectations
    typealias Message = AddonPackPass.Message

    /// Module types a manifest may declare (format version 2).
    static let moduleTypes: Set = ["data", "resources", "script", "client_data", "interface", "world_template", "skin_pack"]

    func messages() -> [Message] {
        requiredPacks() + addon.packs.flatMap(manifestProblems) + duplicateUUIDs() + dependencies()
            + addon.packs.flatMap(entityProblems) + addon.packs.flatMap(textureProblems)
    }

    private func types(_ pack: PackFacts) -> Set<String> { Set(pack.manifest?.modules.compactMap(\.type) ?? []) }

    private func requiredPacks() -> [Message] {
        // A pack whose manifest could not be read has no known kind: addon.manifest reports it alone.
        guard addon.packs.allSatisfy({ $0.manifest != nil }) else { return [] }
        let present = Set(addon.packs.flatMap(types))
        return expected.requiredPacks.filter { !present.contains($0) }.map { type in
            Message(check: .addonPacks, text: "holds no pack with a \"\(type)\" module (\(type == "data" ? "a behaviour pack" : type == "resources" ? "a resource pack" : "a \(type) pack"))",
                    fix: "add the pack, as a folder with its manifest.json or as a .mcpack, and export again",
                    identity: [type])
        }
    }

    private func manifestProblems(_ pack: PackFacts) -> [Message] {
        func problem(_ text: String, _ identity: String) -> Message {
            Message(check: .addonManifest, text: "pack \(pack.location): manifest.json \(text)",
                    fix: "correct manifest.json (format version 2: header, modules, dependencies)", identity: [pack.location, identity])
        }
        if let failure = pack.manifestFailure { return [problem(JSONFailureWording.text(failure), "syntax")] }
        guard let manifest = pack.manifest else { return [] }
        var problems: [Message] = []
        if manifest.formatVersion != 2 { problems.append(problem("has format_version \(manifest.formatVersion.map(NumberWording.number) ?? "missing"), not 2", "format-version")) }
        if (manifest.name ?? "").isEmpty { problems.append(problem("has no header.name", "name")) }
        if manifest.description == nil { problems.append(problem("has no header.description", "description")) }
        if !Self.isUUID(manifest.uuid) { problems.append(problem("has header.uuid \(Self.quoted(manifest.uuid)), not a UUID", "uuid")) }
        if !Self.isVersion(manifest.version) { problems.append(problem("has header.version \(Self.listed(manifest.version)), not three whole numbers", "version")) }
        if !Self.isVersion(manifest.minEngineVersion) {
            problems.append(problem("has header.min_engine_version \(Self.listed(manifest.minEngineVersion)), not three whole numbers", "min-engine-version"))
        }
        if manifest.modules.isEmpty { problems.append(problem("declares no modules", "modules")) }
        for (index, module) in manifest.modules.enumerated() {
            let which = "modules[\(index)]"
            if !Self.moduleTypes.contains(module.type ?? "") {
                problems.append(problem("has \(which).type \(Self.quoted(module.type)), not a module type", "module-type"))
            }
            if !Self.isUUID(module.uuid) { problems.append(problem("has \(which).uuid \(Self.quoted(module.uuid)), not a UUID", "module-uuid")) }
            if !Self.isVersion(module.version) {
                problems.append(problem("has \(which).version \(Self.listed(module.version)), not three whole numbers", "module-version"))
            }
        }
        let kinds = types(pack)
        if kinds.contains("data"), kinds.contains("resources") {
            problems.append(problem("mixes data and resources modules: a behaviour and a resource pack must be separate", "mixed"))
        }
        if !pack.entities.isEmpty, !kinds.contains("data") {
            problems.append(problem("has no data module, but the pack holds entities/ (behaviour entity files)", "entities-not-data"))
        }
        return problems
    }

    private func duplicateUUIDs() -> [Message] {
        var seen: [String: [String]] = [:]
        for pack in addon.packs {
            guard let manifest = pack.manifest else { continue }
            for uuid in [manifest.uuid] + manifest.modules.map(\.uuid) {
                if let uuid, Self.isUUID(uuid) { seen[uuid.lowercased(), default: []].append(pack.location) }
            }
        }
        return seen.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { uuid, packs in
            Message(check: .addonDuplicateUUID, text: "UUID \(uuid) is used \(packs.count) times (in \(packs.joined(separator: ", ")))",
                    fix: "give every pack header and module its own UUID (uuidgen makes one)", identity: [uuid])
        }
    }

    private func dependencies() -> [Message] {
        let headers = Set(addon.packs.compactMap { $0.manifest?.uuid?.lowercased() })
        return addon.packs.flatMap { pack in
            (pack.manifest?.dependencies ?? []).compactMap { dependency -> Message? in
                guard let uuid = dependency.uuid, !headers.contains(uuid.lowercased()) else { return nil }
                return Message(check: .addonDependency,
                               text: "pack \(pack.location) depends on pack \(uuid), which the archive does not hold",
                               fix: "add that pack to the archive, or correct the dependency's uuid to a pack's header.uuid",
                               identity: [pack.location, uuid.lowercased()])
            }
        }
    }

    private func entityProblems(_ pack: PackFacts) -> [Message] {
        guard types(pack).contains("data") else { return [] }
        return pack.entities.flatMap { entity -> [Message] in
            let where_ = "pack \(pack.location): \(entity.path)"
            if let failure = entity.failure {
                return [Message(check: .addonEntity, text: "\(where_) \(JSONFailureWording.text(failure))",
                                fix: "repair the JSON at that place", identity: [pack.location, entity.path, "syntax"])]
            }
            guard let facts = entity.facts else { return [] }
            return EntityProblem.problems(facts, expected.entity).map {
                Message(check: .addonEntity, text: "\(where_) \($0.text)", fix: $0.fix, identity: [pack.location, entity.path] + $0.identity)
            }
        }
    }

    private func textureProblems(_ pack: PackFacts) -> [Message] {
        pack.textures.filter { $0.state != .validPNG }.map { reference in
            let what = reference.state == .missing ? "which the pack does not hold" : "which is not a valid PNG"
            return Message(check: .addonTexture,
                           text: "pack \(pack.location): \(reference.entity) names texture \(reference.texture).png, \(what)",
                           fix: reference.state == .missing ? "add the texture to the resource pack, or correct the path"
                               : "export the texture again as PNG", identity: [pack.location, reference.texture, reference.state.rawValue])
        }
    }

    /// 8-4-4-4-12 hexadecimal digits.
    static func isUUID(_ text: String?) -> Bool {
        guard let text else { return false }
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// Three whole, non-negative numbers.
    static func isVersion(_ numbers: [Double]?) -> Bool {
        guard let numbers, numbers.count == 3 else { return false }
        return numbers.allSatisfy { $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }
    }

    private static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "missing" }
    private static func listed(_ numbers: [Double]?) -> String {
        numbers.map { "[" + $0.map(NumberWording.number).joined(separator: ", ") + "]" } ?? "missing or not numbers"
    }
}
