import AssetCheckCore

/// Finds the After Effects features lottie-ios 4.x does not render, layer by layer.
///
/// What counts, from lottie-ios's source: expressions are parsed only to be logged
/// (`KeyframeGroup.unsupportedAfterEffectsExpression`); `MatteType` knows only alpha and inverted
/// alpha mattes; `MaskMode.usableMode` draws Lighten as Add and Difference as Intersect, and mask
/// expansion is read but never applied; `LayerEffectType` and `LayerStyleType` know only drop
/// shadows; Merge Paths (`mm`) draw nothing in either engine; text layers are drawn with Core Text
/// from `fonts` (the glyphs in `chars` are never used); `ao` is never read. Hidden layers and
/// hidden shape items (`hd`) are skipped, as lottie-ios skips them.
struct LottieFeatureScanner {
    private var found: [LottieFeature: (count: Int, places: [String])] = [:]

    /// Every feature found, sorted by feature.
    var uses: [LottieFeatureUse] {
        found.sorted { $0.key < $1.key }.map { LottieFeatureUse(feature: $0.key, count: $0.value.count, places: $0.value.places) }
    }

    /// Scans one layer; `precomp` names the precomposition asset it belongs to, if any.
    mutating func scan(layer: JSONNode, path: String, precomp: String?) {
        guard layer.kind == .object, layer["hd"]?.isTruthy != true else { return }
        let name = layer["nm"]?.string ?? "unnamed"
        let label = "layer '\(name)'" + (precomp.map { " in precomp '\($0)'" } ?? "") + " (\(path))"
        if layer["ty"]?.number == 5 {
            let style = layer["t"]?["d"]?["k"]?.elements.first?["s"]
            let font = style?["f"]?.string.map { " in font '\($0)'" } ?? ""
            record(.textLayer, "text " + label + font)
        }
        switch layer["tt"]?.number {
        case 3: record(.lumaMatte, label + ": luma matte")
        case 4: record(.lumaMatte, label + ": inverted luma matte")
        default: break
        }
        if layer["ao"]?.isTruthy == true { record(.autoOrient, label) }
        for mask in layer["masksProperties"]?.elements ?? [] { scan(mask: mask, of: label) }
        for effect in layer["ef"]?.elements ?? [] where effect["en"].map(\.isTruthy) ?? true {
            // 25 is the drop shadow, the only effect lottie-ios renders.
            guard let type = effect["ty"]?.number, type != 25 else { continue }
            record(.effect, label + ": effect '\(effect["nm"]?.string ?? "unnamed")' (type \(NumberWording.number(type)))")
        }
        for style in layer["sy"]?.elements ?? [] where style["ty"]?.number != 1 {
            record(.effect, label + ": layer style '\(style["nm"]?.string ?? "unnamed")'")
        }
        scanProperties(of: layer, path: path, label: label)
    }

    private mutating func scan(mask: JSONNode, of label: String) {
        let mode = mask["mode"]?.string ?? "a"
        guard mode != "n" else { return }  // "None" masks do nothing anywhere
        let name = label + ", mask '\(mask["nm"]?.string ?? "unnamed")'"
        let modeNames = ["l": "Lighten", "d": "Darken", "f": "Difference"]
        if let modeName = modeNames[mode] { record(.maskMode, name + ": \(modeName) mode") }
        if let expansion = mask["x"], expansion["a"]?.isTruthy == true || (expansion["k"]?.number ?? 0) != 0 {
            record(.maskMode, name + ": mask expansion")
        }
    }

    /// Expressions and Merge Paths anywhere inside the layer, by a flat walk of its entries.
    private mutating func scanProperties(of layer: JSONNode, path: String, label: String) {
        let tape = layer.tape
        var index = layer.index + 1
        let end = tape.entries[layer.index].next
        while index < end {
            guard tape.entries[index].kind == .object else {
                index += 1
                continue
            }
            // Keys are compared as bytes: this runs for every object of every layer.
            var hidden = false, expression = false, hasKeyframes = false, merge = false
            var member = index + 1
            while member < tape.entries[index].next {
                let key = JSONNode(tape: tape, index: member)
                let value = JSONNode(tape: tape, index: tape.entries[member].next)
                if key.stringEquals(Self.hd) {
                    hidden = value.isTruthy
                } else if key.stringEquals(Self.x) {
                    expression = value.kind == .string
                } else if key.stringEquals(Self.k) {
                    hasKeyframes = true
                } else if key.stringEquals(Self.ty) {
                    merge = value.stringEquals(Self.mm)
                }
                member = tape.entries[value.index].next
            }
            if hidden {
                index = tape.entries[index].next
                continue
            }
            if expression && hasKeyframes {
                record(.expression, label + " at " + path + Self.relativePath(from: layer, to: index))
            }
            if merge { record(.mergePaths, label + " at " + path + Self.relativePath(from: layer, to: index)) }
            index += 1
        }
    }

    private static let hd = Array("hd".utf8), x = Array("x".utf8), k = Array("k".utf8), ty = Array("ty".utf8)
    private static let mm = Array("mm".utf8)

    private mutating func record(_ feature: LottieFeature, _ place: @autoclosure () -> String) {
        var entry = found[feature, default: (0, [])]
        entry.count += 1
        if entry.places.count < LottieFeatureUse.maxRecordedPlaces { entry.places.append(place()) }
        found[feature] = entry
    }

    /// `.ks.r` or `.shapes[0].it[2]`: the way from `root` down to the entry at `target`.
    static func relativePath(from root: JSONNode, to target: Int) -> String {
        var node = root
        var path = ""
        while node.index != target {
            let contains = { (child: JSONNode) in child.index <= target && target < child.tape.entries[child.index].next }
            if node.kind == .object, let member = node.members.first(where: { contains($0.value) }) {
                path += "." + member.key
                node = member.value
            } else if let (i, element) = node.elements.enumerated().first(where: { contains($0.element) }) {
                path += "[\(i)]"
                node = element
            } else {
                break
            }
        }
        return path
    }
}
