internal import Yams

/// A node of a rules file with its place, read strictly: every accessor names what it expected.
struct YAMLValue {
    let node: Node
    let file: String
    /// Dotted path of keys from the root, for messages (`classes.bennie-character.size`).
    let keyPath: String

    /// The YAML document in `text`, composed without resolving tags by pattern (`Resolver.basic`):
    /// the accessors below read each scalar's text as what they expect, never its resolved tag.
    /// Yams' default resolver compiles seven regular expressions per process and runs them on every
    /// mapping key (hashed to find duplicate keys): every run paid about 7 ms for it (39 to 32 ms
    /// for a check of an empty folder with the Bennie rules).
    /// Duplicate keys are still errors. Keys were told apart by their tag alone only when a quoted and
    /// a plain spelling of a word YAML reads as a boolean, number or null met in one mapping (`"true"`
    /// and `true`); those are now duplicates too.
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .basic)
    }

    func error(_ message: String) -> RulesError {
        RulesError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
    }

    /// The error for a key ``RulesKeyCatalog`` allows but the loader reads no case of: a bug in
    /// assetcheck, which the test that loads every key's example finds.
    func unhandledKey(_ key: String) -> RulesError {
        error("unhandled key '\(key)'")
    }

    private func expected(_ what: String) -> RulesError {
        let shown = node.scalar.map { "'\($0.string)'" } ?? (node.mapping != nil ? "a mapping" : "a list")
        return error("'\(keyPath)' must be \(what), found \(shown)")
    }

    /// The mapping's entries in file order; any key outside `allowed` is an error naming the choices.
    func entries(allowed: [String]? = nil) throws -> [(key: String, value: YAMLValue)] {
        guard let mapping = node.mapping else { throw expected("a mapping") }
        return try mapping.map { pair in
            guard let key = pair.key.scalar?.string else {
                throw YAMLValue(node: pair.key, file: file, keyPath: keyPath).error("keys must be plain strings")
            }
            let child = YAMLValue(node: pair.value, file: file, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
            if let allowed, !allowed.contains(key) {
                let where_ = keyPath.isEmpty ? "at the top level" : "in '\(keyPath)'"
                throw YAMLValue(node: pair.key, file: file, keyPath: child.keyPath)
                    .error("unknown key '\(key)' \(where_); expected one of: \(allowed.joined(separator: ", "))")
            }
            return (key, child)
        }
    }

    /// The node's text when it is a scalar (`2x`, `any`, `1.20`), whatever type YAML would read it as.
    var scalarText: String? { node.scalar?.string }

    func string() throws -> String {
        guard let scalar = node.scalar, node.null == nil else { throw expected("a string") }
        return scalar.string
    }

    func int(in range: ClosedRange<Int> = 0...Int.max) throws -> Int {
        guard node.scalar != nil, let value = node.int else { throw expected("a whole number") }
        guard range.contains(value) else {
            throw error("'\(keyPath)' must be between \(range.lowerBound) and \(range.upperBound), found \(value)")
        }
        return value
    }

    func double(in range: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude) throws -> Double {
        guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init), value.isFinite else {
            throw expected("a number")
        }
        guard range.contains(value) else { throw error("'\(keyPath)' must be between \(range.lowerBound) and \(range.upperBound), found \(value)") }
        return value
    }

    func bool() throws -> Bool {
        guard node.scalar != nil, let value = node.bool else { throw expected("true or false") }
        return value
    }

    /// A list of strings; a single string counts as a list of one.
    func strings() throws -> [String] {
        if node.scalar != nil { return [try string()] }
        guard let sequence = node.sequence else { throw expected("a string or a list of strings") }
        return try sequence.map { try YAMLValue(node: $0, file: file, keyPath: keyPath).string() }
    }

    func list() throws -> [YAMLValue] {
        guard let sequence = node.sequence else { throw expected("a list") }
        return sequence.map { YAMLValue(node: $0, file: file, keyPath: keyPath) }
    }

    /// One of `choices`, case-sensitive.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws -> T where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw error("'\(keyPath)' must be one of: \(names); found '\(text)'")
        }
        return value
    }

    /// A byte size: a whole number of bytes, or a number with KB, MB or GB (decimal, as App Store
    /// Connect counts), at most ``AssetManifest/maxNumber`` (2^53, 9 PB): budgets land in the
    /// manifest, which `assetcheck diff` reads back under that bound.
    func byteSize() throws -> Int {
        let most = AssetManifest.maxNumber
        if let value = node.int, value >= 0 {
            guard value <= most else { throw error("'\(keyPath)' must be at most \(most) bytes (9 PB), found \(value)") }
            return value
        }
        let text = try string().trimmedSpaces()
        let units: [(String, Double)] = [("GB", 1e9), ("MB", 1e6), ("KB", 1e3), ("B", 1)]
        for (unit, factor) in units where text.uppercased().hasSuffix(unit) {
            let number = text.dropLast(unit.count).trimmedSpaces()
            guard let value = Double(number), value >= 0 else { continue }
            guard value * factor <= Double(most) else {
                throw error("'\(keyPath)' must be at most \(most) bytes (9 PB), found '\(text)'")
            }
            return Int((value * factor).rounded())
        }
        throw expected("a size such as 150 MB, 512 KB or 1048576")
    }

    /// A fraction: `90%` or `0.9`.
    func fraction() throws -> Double {
        if let text = node.scalar?.string, text.hasSuffix("%") {
            guard let percent = Double(text.dropLast().trimmedSpaces()), (0...1000).contains(percent) else {
                throw expected("a percentage such as 90%")
            }
            return percent / 100
        }
        return try double(in: 0...10)
    }

    /// The longest side a point size may have, in points: past any screen, and small enough that
    /// the size times a scale (or times 4 bytes a pixel) cannot overflow.
    static let maxPointSide = 100_000

    /// A size in points: `300x450`, `300x450 pt` or `{width: 300, height: 450}`, each side 1 to
    /// ``maxPointSide``.
    func pointSize() throws -> PointSize {
        let sides = 1...Self.maxPointSide
        if node.mapping != nil {
            var width: Int?, height: Int?
            for (key, value) in try entries(allowed: RulesKeyCatalog.names(in: .pointSize)) {
                switch key {
                case "width": width = try value.int(in: sides)
                case "height": height = try value.int(in: sides)
                default: throw value.unhandledKey(key)
                }
            }
            guard let width, let height else { throw error("'\(keyPath)' needs both width and height") }
            return PointSize(width: width, height: height)
        }
        var text = try string().lowercased().trimmedSpaces()
        if text.hasSuffix("pt") { text = String(text.dropLast(2)).trimmedSpaces() }
        let parts = text.split(separator: "x").map { $0.trimmedSpaces() }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { throw expected("a point size such as 300x450 pt") }
        // Digits only, so a side too long for Int is out of range rather than malformed.
        let w = Int(parts[0]) ?? Int.max, h = Int(parts[1]) ?? Int.max
        guard sides.contains(w), sides.contains(h) else {
            throw error("'\(keyPath)' must have sides from \(sides.lowerBound) to \(sides.upperBound) pt, found '\(parts[0])x\(parts[1])'")
        }
        return PointSize(width: w, height: h)
    }
}

extension StringProtocol {
    func trimmedSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
