import AssetCheckCore

/// How measured and expected values read on the cards: units stated, numbers as people write them.
enum ReportWording {
    /// One line about a class's image rules: `PNG · @2x and @3x · 300x450 pt · transparent background`.
    static func classSummary(_ rule: AssetClassRule) -> String {
        var parts: [String] = []
        if let image = rule.image {
            parts.append(ImageWording.formats(image.formats))
            parts.append(image.scales.map { "@\($0)x" }.joined(separator: " and "))
            if let size = image.size { parts.append("\(size)") }
            if let min = image.minSize { parts.append("at least \(min)") }
            if image.square { parts.append("square") }
            if image.background != .any { parts.append("\(image.background.rawValue) background") }
        }
        if let animation = rule.animation {
            if let rate = animation.frameRate { parts.append("\(number(rate)) fps") }
            if let duration = animation.duration { parts.append(AudioWording.range(duration)) }
        }
        if let audio = rule.audio {
            parts.append(audio.codec?.uppercased() ?? "any codec iOS plays")
            if let rate = audio.sampleRate { parts.append(AudioWording.kilohertz(rate)) }
            if let kbps = audio.bitRateKbps { parts.append("\(number(kbps)) kbps") }
        }
        return parts.joined(separator: " · ")
    }

    /// `2`, `0.5`, `29.97`: see ``NumberWording``.
    static func number(_ value: Double) -> String { NumberWording.number(value) }

    /// The file name at the end of a path.
    static func fileName(_ path: String) -> String {
        String(path.lastPathName)
    }
}
