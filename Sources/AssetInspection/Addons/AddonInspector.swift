import AssetCheckCore

/// Reads a Bedrock add-on (`.mcaddon`, or a lone `.mcpack`) in memory into ``AddonFacts``: each
/// pack is a folder holding a `manifest.json` (at the root, in a folder, or in a nested
/// `.mcpack`), with behaviour entity files under `entities/` and client entities under `entity/`
/// (https://learn.microsoft.com/minecraft/creator/documents/addonsdocumentation/).
struct AddonInspector {
    let limits: Limits
    /// The class's limits on the archive (`limits:` of an add-on class).
    let archiveLimits: ArchiveLimits

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        switch ZipContents.read(file.bytes, limits: archiveLimits) {
        case let .failure(failure):
            record.failure = .archive(failure)
        case let .success(contents):
            record.facts = .addon(AddonFacts(packs: packs(in: contents.files)))
        }
    }

    private func packs(in files: [String: [UInt8]]) -> [PackFacts] {
        let roots = files.keys.filter { $0 == "manifest.json" || $0.hasSuffix("/manifest.json") }
            .map { String($0.dropLast("manifest.json".count)) }.sorted()
        return roots.map { root in
            let location = root.isEmpty ? "." : String(root.dropLast())
            var pack = PackFacts(location: location, manifest: nil)
            switch PackJSON(maxDepth: limits.maxJSONDepth).parse(files[root + "manifest.json"] ?? []) {
            case let .failure(failure): pack.manifestFailure = failure
            case let .success(node): pack.manifest = ManifestReader.manifest(node)
            }
            let inside = files.keys.filter { $0.hasPrefix(root) && $0.hasSuffix(".json") }.sorted()
            let reader = EntityReader(maxDepth: limits.maxJSONDepth)
            for path in inside {
                let local = String(path.dropFirst(root.count))
                if local.hasPrefix("entities/") {
                    switch reader.read(files[path] ?? []) {
                    case let .success(facts): pack.entities.append(PackEntity(path: local, facts: facts))
                    case let .failure(failure): pack.entities.append(PackEntity(path: local, failure: failure))
                    }
                } else if local.hasPrefix("entity/"), case let .success(facts) = reader.read(files[path] ?? []) {
                    pack.textures += facts.textures.map { texture in
                        TextureReference(entity: local, texture: texture, state: Self.state(of: files[root + texture + ".png"]))
                    }
                }
            }
            return pack
        }
    }

    private static func state(of bytes: [UInt8]?) -> TextureReference.State {
        guard let bytes else { return .missing }
        guard FormatSniffer.format(of: bytes) == .png, (try? PNGHeader(parsing: bytes)) != nil else { return .notPNG }
        return .validPNG
    }
}

/// Reads a parsed `manifest.json` (format version 2) as written; judging it is the passes' work.
enum ManifestReader {
    static func manifest(_ root: JSONNode) -> PackManifest {
        let header = root["header"]
        return PackManifest(
            formatVersion: root["format_version"]?.number, name: header?["name"]?.string,
            description: header?["description"]?.string, uuid: header?["uuid"]?.string,
            version: numbers(header?["version"]), minEngineVersion: numbers(header?["min_engine_version"]),
            modules: (root["modules"]?.elements ?? []).map {
                PackModule(type: $0["type"]?.string, uuid: $0["uuid"]?.string, version: numbers($0["version"]))
            },
            dependencies: (root["dependencies"]?.elements ?? []).map {
                PackDependency(uuid: $0["uuid"]?.string, moduleName: $0["module_name"]?.string)
            })
    }

    /// A list of numbers, or `nil` when it is absent or holds anything else.
    private static func numbers(_ node: JSONNode?) -> [Double]? {
        guard let node, node.kind == .array else { return nil }
        let values = node.elements.compactMap(\.number)
        return values.count == node.elements.count ? values : nil
    }
}
