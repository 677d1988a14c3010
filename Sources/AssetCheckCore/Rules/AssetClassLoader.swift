internal import Yams
/// Reads one entry under `classes:`; keys that belong to another kind are errors, not ignored.
/// The keys each kind takes are ``RulesKeyCatalog``'s.
enum AssetClassLoader {
    static func load(id: String, _ body: YAMLValue) throws -> AssetClassRule {
        let commonKeys = RulesKeyCatalog.names(in: .everyClass)
        let allKeys = commonKeys + AssetKind.allCases.flatMap { RulesKeyCatalog.names(in: .assetClass($0)) }
        let entries = try body.entries(allowed: Array(Set(allKeys)).sorted())
        guard let kindValue = entries.first(where: { $0.key == "kind" })?.value else {
            throw body.error("class '\(id)' needs a 'kind': "
                + AssetKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let kind = try kindValue.choice(AssetKind.self)
        let ownKeys = RulesKeyCatalog.names(in: .assetClass(kind))
        for (key, value) in entries where !commonKeys.contains(key) && !ownKeys.contains(key) {
            throw value.error("'\(key)' does not apply to \(kind.rawValue) classes; it belongs to "
                + AssetKind.allCases.filter { RulesKeyCatalog.names(in: .assetClass($0)).contains(key) }.map(\.rawValue)
                    .joined(separator: ", ")
                + " classes")
        }
        let tolerance = try entries.first { $0.key == "duration-tolerance" }.map { try durationTolerance($0.value) }
        var rule = AssetClassRule(id: id, description: id, expectations: .other, patterns: [])
        var image = ImageExpectations(), animation = AnimationExpectations(), audio = AudioExpectations()
        var entity = EntityExpectations(), addon = AddonExpectations()
        var json = JSONExpectations(), strings = StringsExpectations()
        // `codec: any` widens the default containers, never ones the file lists itself.
        var hasContainers = false
        for (key, value) in entries {
            switch key {
            case "kind", "duration-tolerance": break
            case "description": rule.description = try value.string()
            case "rationale": rule.rationale = try value.string()
            case "paths": rule.patterns = try RuleSetLoader.patternList(value, kind: kind)
            case "severities": rule.severities = try RuleSetLoader.severities(value)
            case "max-total-size": rule.maxTotalBytes = try value.byteSize()
            case "formats": image.formats = try imageFormats(value)
            case "scales": image.scales = try scales(value)
            case "size": image.size = try value.pointSize()
            case "min-size": image.minSize = try value.pointSize()
            case "square": image.square = try value.bool()
            case "wide-gamut": image.wideGamut = try value.bool()
            case "background": image.background = try value.choice(ImageExpectations.Background.self)
            case "frame-rate": animation.frameRate = try value.double(in: 1...240)
            case "loop": animation.loops = try value.bool()
            case "max-file-size": animation.maxFileBytes = try value.byteSize()
            case "max-layers": animation.maxLayers = try value.int(in: 1...100_000)
            case "duration":
                let range = try duration(value, tolerance: tolerance ?? defaultTolerance(kind))
                if kind == .audio { audio.duration = range } else { animation.duration = range }
            case "codec":
                let codec = try value.string()
                guard codec == "aac" || codec == "any" else { throw value.error("'codec' supports aac and any, found '\(codec)'") }
                audio.codec = codec == "any" ? nil : codec
                if audio.codec == nil, !hasContainers { audio.containers = FileFormat.playableAudio.sorted { $0.rawValue < $1.rawValue } }
            case "containers":
                audio.containers = try containers(value)
                hasContainers = true
            case "sample-rate": audio.sampleRate = try value.int(in: 8000...192_000)
            case "bit-rate": try bitRate(value, into: &audio)
            case "channels": audio.channels = try value.int(in: 1...8)
            case "required": audio.required = try required(value, tolerance: tolerance ?? defaultTolerance(kind))
            case "required-images": image.required = try requiredNames(value)
            case "min-format-version": entity.minFormatVersion = try dottedVersion(value)
            case "reserved-namespaces": entity.reservedNamespaces = try value.strings()
            case "required-packs": addon.requiredPacks = try value.strings()
            case "max-entries": addon.limits.maxEntries = try value.int(in: 1...1_000_000)
            case "max-uncompressed-size": addon.limits.maxTotalBytes = try value.byteSize()
            case "max-entry-size": addon.limits.maxEntryBytes = try value.byteSize()
            case "max-compression-ratio": addon.limits.maxRatio = try value.int(in: 1...100_000)
            case "shape": json.shape = try JSONShapeLoader.load(value)
            case "detect-lottie": json.detectsLottie = try value.bool()
            case "development-language": strings.developmentLanguage = try languageCode(value)
            case "rendered-by":
                let classes = try value.strings()
                guard !classes.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one font class") }
                json.renderedBy = classes
                strings.renderedBy = classes
            default: throw value.unhandledKey(key)
            }
        }
        guard !rule.patterns.isEmpty else { throw body.error("class '\(id)' needs 'paths', e.g. paths: [\"Characters/**\"]") }
        if kind == .audio, audio.codec != nil, let other = audio.containers.first(where: { !FileFormat.aacContainers.contains($0) }) {
            throw body.error("class '\(id)' allows \(other.rawValue), which holds no AAC: add codec: any for sounds that are not AAC")
        }
        rule.expectations = switch kind {
        case .image: .image(image)
        case .animation: .animation(animation)
        case .audio: .audio(audio)
        case .json: .json(json)
        case .entity: .entity(entity)
        case .addon: .addon(AddonExpectations(limits: addon.limits, requiredPacks: addon.requiredPacks, entity: entity))
        case .font: .font(FontExpectations())
        case .strings: .strings(strings)
        case .other: .other
        }
        return rule
    }

    /// How far a measured duration may stray from a nominal one: a fraction of it plus seconds.
    struct Tolerance {
        var relative: Double
        var absolute: Double
    }

    /// Animations are exact frame counts; audio encoders add priming and padding (see rules docs).
    static func defaultTolerance(_ kind: AssetKind) -> Tolerance {
        kind == .audio ? Tolerance(relative: 0.1, absolute: 0.05) : Tolerance(relative: 0, absolute: 0.001)
    }

    private static func durationTolerance(_ value: YAMLValue) throws -> Tolerance {
        var tolerance = Tolerance(relative: 0, absolute: 0)
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .durationTolerance)) {
            switch key {
            case "relative": tolerance.relative = try item.fraction()
            case "absolute": tolerance.absolute = try seconds(item)
            default: throw item.unhandledKey(key)
            }
        }
        return tolerance
    }

    /// `3` (nominal, with the class tolerance), `{min: 0.5, max: 2}`, or `any`.
    private static func duration(_ value: YAMLValue, tolerance: Tolerance) throws -> DurationRange? {
        if node(value, is: "any") { return nil }
        if value.node.mapping != nil {
            var min = 0.0, max = Double.greatestFiniteMagnitude
            for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .durationRange)) {
                switch key {
                case "min": min = try seconds(item)
                case "max": max = try seconds(item)
                default: throw item.unhandledKey(key)
                }
            }
            guard min <= max else { throw value.error("'\(value.keyPath)': min is above max") }
            return DurationRange(min: min, max: max)
        }
        let nominal = try seconds(value)
        let slack = nominal * tolerance.relative + tolerance.absolute
        return DurationRange(min: Swift.max(0, nominal - slack), max: nominal + slack, nominal: nominal)
    }

    /// Seconds as a number, or with an `s` or `ms` suffix.
    private static func seconds(_ value: YAMLValue) throws -> Double {
        if let text = value.node.scalar?.string.lowercased().trimmedSpaces(), value.node.float == nil, value.node.int == nil {
            if text.hasSuffix("ms"), let ms = Double(text.dropLast(2).trimmedSpaces()), ms >= 0 { return ms / 1000 }
            if text.hasSuffix("s"), let s = Double(text.dropLast().trimmedSpaces()), s >= 0 { return s }
            throw value.error("'\(value.keyPath)' must be a duration such as 0.5, 0.5 s or 500 ms; found '\(text)'")
        }
        return try value.double(in: 0...86_400)
    }

    /// A language code as `.lproj` folders and catalogs write it: `en`, `de`, `pt-BR`, `zh-Hans`.
    private static func languageCode(_ value: YAMLValue) throws -> String {
        let text = try value.string()
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { throw value.error("'\(value.keyPath)' must be a language code such as en, de or pt-BR; found '\(text)'") }
        return text
    }

    private static func node(_ value: YAMLValue, is word: String) -> Bool {
        value.node.scalar?.string == word
    }

    private static func imageFormats(_ value: YAMLValue) throws -> [FileFormat] {
        try value.strings().map { name in
            switch name.lowercased() {
            case "png": return .png
            case "jpeg", "jpg": return .jpeg
            default: throw value.error("'\(value.keyPath)' supports png and jpeg; found '\(name)'")
            }
        }
    }

    /// `[2x, 3x]`, a single scale, or `any` (none required).
    private static func scales(_ value: YAMLValue) throws -> [Int] {
        if node(value, is: "any") { return [] }
        let items = value.node.scalar != nil ? [value] : try value.list()
        let scales = try items.map { item -> Int in
            let text = item.node.scalar?.string.lowercased() ?? ""
            if let scale = Int(text.hasSuffix("x") ? String(text.dropLast()) : text), (1...3).contains(scale) { return scale }
            throw item.error("'\(value.keyPath)' takes scales 1x, 2x or 3x, or any; found '\(text)'")
        }
        guard !scales.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one scale") }
        return Array(Set(scales)).sorted()
    }

    /// `1.20` or `"1.20.0"`: up to four dot-separated whole numbers.
    private static func dottedVersion(_ value: YAMLValue) throws -> [Int] {
        let text = value.node.scalar?.string ?? ""
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...4).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw value.error("'\(value.keyPath)' must be a version such as \"1.20\"; found '\(text)'")
        }
        return parts.compactMap { $0 }
    }

    /// File names without folders, e.g. `[cow, pig]`.
    private static func requiredNames(_ value: YAMLValue) throws -> [String] {
        try value.strings().map { name in
            guard !name.contains("/"), !name.isEmpty else {
                throw value.error("required images are named without folders; found '\(name)'")
            }
            return name
        }
    }

    private static func containers(_ value: YAMLValue) throws -> [FileFormat] {
        try value.strings().map { name in
            switch name.lowercased() {
            case "adts", "aac": return .adts
            case "mp4", "m4a": return .mp4
            case "mp3": return .mp3
            case "wav": return .wav
            case "caf": return .caf
            case "aiff", "aif", "aifc": return .aiff
            default: throw value.error("'\(value.keyPath)' supports adts, mp4, mp3, wav, caf and aiff; found '\(name)'")
            }
        }
    }

    private static func bitRate(_ value: YAMLValue, into audio: inout AudioExpectations) throws {
        if value.node.scalar != nil {
            audio.bitRateKbps = try value.double(in: 8...1_000)
            return
        }
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .bitRate)) {
            switch key {
            case "kbps": audio.bitRateKbps = try item.double(in: 8...1_000)
            case "tolerance": audio.bitRateTolerance = try item.fraction()
            case "min-duration": audio.bitRateMinDuration = try seconds(item)
            default: throw item.unhandledKey(key)
            }
        }
        guard audio.bitRateKbps != nil else { throw value.error("'\(value.keyPath)' needs 'kbps'") }
    }

    private static func required(_ value: YAMLValue, tolerance: Tolerance) throws -> [RequiredFile] {
        try value.entries().map { name, item in
            guard !name.contains("/"), !name.isEmpty else {
                throw item.error("required files are named without folders; found '\(name)'")
            }
            return RequiredFile(name: name, duration: try duration(item, tolerance: tolerance))
        }
    }
}
