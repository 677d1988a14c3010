import AssetCheckCore

/// How measured and expected values read on the cards: units stated, numbers as people write them.
enum ReportWording {
    /// `598 x 900 px`.
    static func pixels(_ width: Int, _ height: Int) -> String { "\(width) x \(height) px" }

    /// What an image variant at `scale` should measure under `rule`, each with where the number
    /// comes from and whether `actual` meets it: `expected 600 x 900 px (300 x 450 pt @2x)`,
    /// `at least 192 x 192 px (96 x 96 pt @2x)`, `expected 363 x 144 px (1.5 x the @2x)`.
    /// Empty when the class fixes no size.
    static func expectedSizes(scale: Int, rule: AssetClassRule?, actual: ImageFacts?, twoX: ImageFacts?)
        -> [(text: String, met: Bool?)]
    {
        guard let expected = rule?.image else { return [] }
        func met(_ test: (ImageFacts) -> Bool) -> Bool? { actual.map(test) }
        var lines: [(String, Bool?)] = []
        if let size = expected.size {
            let (w, h) = size.pixels(atScale: scale)
            lines.append(("expected \(pixels(w, h)) (\(size.width) x \(size.height) pt @\(scale)x)",
                          met { $0.width == w && $0.height == h }))
        } else if scale == 3, expected.scales.contains(2), let twoX, twoX.width % 2 == 0, twoX.height % 2 == 0 {
            let (w, h) = (twoX.width * 3 / 2, twoX.height * 3 / 2)
            lines.append(("expected \(pixels(w, h)) (1.5 x the @2x)", met { $0.width == w && $0.height == h }))
        }
        if let min = expected.minSize {
            let (w, h) = min.pixels(atScale: scale)
            lines.append(("at least \(pixels(w, h)) (\(min.width) x \(min.height) pt @\(scale)x)",
                          met { $0.width >= w && $0.height >= h }))
        }
        return lines
    }

    /// One line about a class's image rules: `PNG · @2x and @3x · 300 x 450 pt · transparent background`.
    static func classSummary(_ rule: AssetClassRule) -> String {
        var parts: [String] = []
        if let image = rule.image {
            parts.append(image.formats.map { $0 == .jpeg ? "JPEG" : $0.rawValue.uppercased() }.joined(separator: " or "))
            parts.append(image.scales.map { "@\($0)x" }.joined(separator: " and "))
            if let size = image.size { parts.append("\(size.width) x \(size.height) pt") }
            if let min = image.minSize { parts.append("at least \(min.width) x \(min.height) pt") }
            if image.square { parts.append("square") }
            if image.background != .any { parts.append("\(image.background.rawValue) background") }
        }
        if let animation = rule.animation {
            if let rate = animation.frameRate { parts.append("\(number(rate)) fps") }
            if let duration = animation.duration { parts.append(seconds(duration)) }
        }
        if let audio = rule.audio {
            parts.append(audio.codec?.uppercased() ?? "any codec iOS plays")
            if let rate = audio.sampleRate { parts.append(kilohertz(rate)) }
            if let kbps = audio.bitRateKbps { parts.append("\(number(kbps)) kbps") }
        }
        return parts.joined(separator: " · ")
    }

    /// `2`, `0.5`, `29.97`: see ``NumberWording``.
    static func number(_ value: Double) -> String { NumberWording.number(value) }

    /// `44.1 kHz`.
    static func kilohertz(_ hertz: Int) -> String { number(Double(hertz) / 1000) + " kHz" }

    /// `0.5 to 2 s`, `0.1 s (0.04 to 0.16 s allowed)`, `at least 1 s`, `at most 2 s`.
    static func seconds(_ range: DurationRange) -> String {
        if let nominal = range.nominal {
            return range.min == range.max ? "\(number(nominal)) s"
                : "\(number(nominal)) s (\(number(range.min)) to \(number(range.max)) s allowed)"
        }
        if range.max >= Double.greatestFiniteMagnitude { return "at least \(number(range.min)) s" }
        if range.min <= 0 { return "at most \(number(range.max)) s" }
        return "\(number(range.min)) to \(number(range.max)) s"
    }

    /// The file name at the end of a path.
    static func fileName(_ path: String) -> String {
        String(path.lastPathName)
    }
}
