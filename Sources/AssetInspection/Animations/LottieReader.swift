import AssetCheckCore

/// Reads the facts of a Lottie document from its parsed JSON: header fields, layers, assets,
/// image references and features lottie-ios can't render.
///
/// Required fields follow what lottie-ios 4.x needs to load a file at all (`LottieAnimation` and
/// `LayerModel` decoding): `v` a string; `fr`, `ip`, `op`, `w`, `h` numbers; `layers` a list whose
/// layers each have numeric `ty`, `ip`, `op` and `st`.
struct LottieReader {
    func read(_ root: JSONNode) -> AnimationFacts {
        var facts = AnimationFacts()
        var defects = DefectList()
        guard root.kind == .object else {
            defects.add(LottieFieldDefect(field: "(top level)", expected: "an object", found: root.kindName))
            facts.defects = defects.items
            return facts
        }
        facts.version = defects.string(root, "v")
        facts.frameRate = defects.number(root, "fr")
        facts.inPoint = defects.number(root, "ip")
        facts.outPoint = defects.number(root, "op")
        facts.width = defects.number(root, "w")
        facts.height = defects.number(root, "h")

        var scanner = LottieFeatureScanner()
        if let layers = defects.list(root, "layers") {
            let elements = layers.elements
            facts.topLevelLayers = elements.count
            facts.totalLayers = elements.count
            for (i, layer) in elements.enumerated() {
                defects.checkLayer(layer, at: "layers[\(i)]")
                scanner.scan(layer: layer, path: "layers[\(i)]", precomp: nil)
            }
        }
        if let assets = root["assets"], assets.kind == .array {
            let elements = assets.elements
            facts.assets = elements.count
            for (i, asset) in elements.enumerated() where asset.kind == .object {
                if let layers = asset["layers"], layers.kind == .array {
                    let precomp = asset["nm"]?.string ?? asset["id"]?.string ?? "#\(i)"
                    for (j, layer) in layers.elements.enumerated() {
                        facts.totalLayers += 1
                        defects.checkLayer(layer, at: "assets[\(i)].layers[\(j)]")
                        scanner.scan(layer: layer, path: "assets[\(i)].layers[\(j)]", precomp: precomp)
                    }
                } else if let name = asset["p"]?.string {
                    readImage(asset, name: name, into: &facts)
                }
            }
        } else if let assets = root["assets"], assets.kind != .null {
            defects.add(LottieFieldDefect(field: "assets", expected: "a list", found: assets.kindName))
        }
        facts.defects = defects.items
        facts.unsupportedFeatures = scanner.uses
        return facts
    }

    /// Sorts an image asset into embedded, remote or external (`u` + `p`).
    private func readImage(_ asset: JSONNode, name: String, into facts: inout AnimationFacts) {
        let folder = asset["u"]?.string ?? ""
        if asset["e"]?.isTruthy == true || name.lowercased().hasPrefix("data:") {
            facts.embeddedImages += 1
            return
        }
        let joined = Self.isRemote(name) || folder.isEmpty ? name
            : folder.hasSuffix("/") ? folder + name : folder + "/" + name
        if Self.isRemote(joined) {
            facts.remoteImages.append(joined)
        } else {
            facts.externalImages.append(joined)
        }
    }

    static func isRemote(_ reference: String) -> Bool {
        let lower = reference.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}

/// Field defects in document order, at most ``AnimationFacts/maxRecordedDefects``.
private struct DefectList {
    var items: [LottieFieldDefect] = []

    mutating func add(_ defect: LottieFieldDefect) {
        if items.count < AnimationFacts.maxRecordedDefects { items.append(defect) }
    }

    mutating func number(_ object: JSONNode, _ key: String, at prefix: String = "") -> Double? {
        guard let value = present(object, key, "a number", at: prefix) else { return nil }
        guard let number = value.number else {
            add(LottieFieldDefect(field: prefix + key, expected: "a number",
                                  found: value.kind == .number ? "a number too large to use" : value.kindName))
            return nil
        }
        return number
    }

    mutating func string(_ object: JSONNode, _ key: String) -> String? {
        guard let value = present(object, key, "a string") else { return nil }
        guard let text = value.string else {
            add(LottieFieldDefect(field: key, expected: "a string", found: value.kindName))
            return nil
        }
        return text
    }

    mutating func list(_ object: JSONNode, _ key: String) -> JSONNode? {
        guard let value = present(object, key, "a list") else { return nil }
        guard value.kind == .array else {
            add(LottieFieldDefect(field: key, expected: "a list", found: value.kindName))
            return nil
        }
        return value
    }

    /// What lottie-ios's `LayerModel` cannot do without: a type and its in, out and start frames.
    mutating func checkLayer(_ layer: JSONNode, at path: String) {
        guard layer.kind == .object else {
            add(LottieFieldDefect(field: path, expected: "an object", found: layer.kindName))
            return
        }
        for key in ["ty", "ip", "op", "st"] { _ = number(layer, key, at: path + ".") }
    }

    private mutating func present(_ object: JSONNode, _ key: String, _ expected: String, at prefix: String = "") -> JSONNode? {
        guard let value = object[key] else {
            add(LottieFieldDefect(field: prefix + key, expected: expected))
            return nil
        }
        return value
    }
}
