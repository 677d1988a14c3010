import AssetCheckCore

extension HTMLCardRenderer {
    /// An add-on archive as its packs: each pack's name, kind, version and UUID from its manifest,
    /// with the findings about that pack (their text starts with "pack <location>") beneath it.
    func packs(_ addon: AddonFacts, findings: [Finding]) -> String {
        guard !addon.packs.isEmpty else { return "" }
        var html = "<ul class=\"packs\">\n"
        for pack in addon.packs {
            let own = findings.filter { $0.message.hasPrefix("pack \(pack.location):") || $0.message.hasPrefix("pack \(pack.location) ") }
            let manifest = pack.manifest
            let types = Set(manifest?.modules.compactMap(\.type) ?? []).sorted()
            let kind = types.contains("data") ? "behaviour pack" : types.contains("resources") ? "resource pack"
                : types.isEmpty ? "pack" : types.joined(separator: ", ") + " pack"
            let version = manifest?.version.map { $0.map(NumberWording.number).joined(separator: ".") } ?? "no version"
            html += "<li class=\"pack\(own.isEmpty ? "" : " bad")\" data-pack=\"\(e(pack.location))\"><strong>\(e(manifest?.name ?? pack.location))</strong> "
                + "<span class=\"muted\">\(e(kind)) · \(e(version)) · <code>\(e(pack.location))</code> · "
                + "\(pack.entities.count) entities · \(pack.textures.count) textures</span>"
                + (manifest?.uuid.map { "<div><code>\(e($0))</code></div>" } ?? "")
            if !own.isEmpty {
                html += "<ul class=\"pack-problems\">" + own.map { "<li>\(e($0.message))</li>" }.joined() + "</ul>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }
}
