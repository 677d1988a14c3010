import AssetCheckCore

/// How well the files of one folder fit one class of a rule set, from 0 (not at all) up, by what
/// the files are (kind, pixel size at their scale, alpha, frame rate, duration, bit rate, the
/// names of required files) and by the folder's name against the names the class's patterns spell.
struct ClassFit: Sendable, Hashable {
    /// Bundle-relative folder ("" for the bundle's root).
    var folder: String
    var classID: String
    /// The files of the folder (at any depth) the class would claim there.
    var files: [String]
    var score: Double
    /// Why, in a few words, for the mapping shown to the user.
    var reasons: [String]

    /// Scores fitting at least this are mapped.
    static let threshold = 20.0

    /// The fit of `rule` to `records` (the files under `folder`), or `nil` when the class would claim none of them.
    static func fit(_ rule: AssetClassRule, folder: String, records: [AssetRecord]) -> ClassFit? {
        let tail = PathPattern(rule.patterns.first?.nameTail ?? "**")
        let claimed = records.filter { record in
            record.kind == rule.kind && tail.matches(String(record.path.dropFirst(folder.isEmpty ? 0 : folder.count + 1)))
        }
        guard !claimed.isEmpty else { return nil }
        var fit = ClassFit(folder: folder, classID: rule.id, files: claimed.map(\.path), score: 0, reasons: [])
        if claimed.allSatisfy({ rule.matches($0.path) }) { fit.add(50, "the built-in folders already") }
        fit.addName(rule, folder: folder)
        if tail.text != "**", !tail.text.hasPrefix("*.") { fit.add(10, "file names \(tail.text)") }
        switch rule.expectations {
        case let .image(expected): fit.addImage(expected, claimed)
        case let .audio(expected): fit.addAudio(expected, claimed)
        case let .animation(expected): fit.addAnimation(expected, claimed)
        default: break
        }
        return fit
    }

    private mutating func add(_ points: Double, _ reason: String) {
        guard points != 0 else { return }
        score += points
        if points > 0 { reasons.append(reason) }
    }

    /// The fraction of `items` for which `test` holds.
    private static func share<T>(_ items: [T], _ test: (T) -> Bool) -> Double {
        items.isEmpty ? 0 : Double(items.count(where: test)) / Double(items.count)
    }

    private mutating func addName(_ rule: AssetClassRule, folder: String) {
        let stem: (String) -> String = { word in
            let lower = word.lowercased()
            return lower.count > 3 && lower.hasSuffix("s") ? String(lower.dropLast()) : lower
        }
        let folderWords = Set(folder.split(separator: "/").map { stem(String($0)) })
        let classWords = Set(rule.patterns.flatMap(\.literalNames).map(stem)
            + rule.id.split(separator: "-").map { stem(String($0)) })
        let shared = folderWords.intersection(classWords)
        add(Double(min(shared.count, 2)) * 15, "folder name \(shared.sorted().joined(separator: ", "))")
    }

    private mutating func addImage(_ expected: ImageExpectations, _ records: [AssetRecord]) {
        let images = records.compactMap { record in record.image.map { (record, $0) } }
        guard !images.isEmpty else { return }
        let points: ((AssetRecord, ImageFacts)) -> (Int, Int) = { image in
            let (record, facts) = image
            let scale = max(1, record.scale ?? ScaleSuffix(fileName: String(record.path.split(separator: "/").last ?? "")).scale)
            return (facts.width / scale, facts.height / scale)
        }
        let scales = Set(expected.scales)
        add(10 * Self.share(images) { image in
            let scale = image.0.scale ?? ScaleSuffix(fileName: String(image.0.path.split(separator: "/").last ?? "")).scale
            return expected.formats.contains(image.0.format ?? .unknown) && (scales.isEmpty || scales.contains(scale))
        }, "\(expected.formats.map(\.rawValue).joined(separator: "/")) at \(expected.scales.map { "@\($0)x" }.joined(separator: ", "))")
        if let size = expected.size {
            let share = Self.share(images) { points($0) == (size.width, size.height) }
            guard share > 0 else { score = -1; return }
            add(60 * share, "images of \(size)")
        }
        if expected.square || expected.minSize != nil {
            let share = Self.share(images) { image in
                let (w, h) = points(image)
                return (!expected.square || w == h) && (expected.minSize.map { w >= $0.width && h >= $0.height } ?? true)
            }
            guard share > 0 else { score = -1; return }
            add(30 * share, expected.square ? "square images" : "images of at least \(expected.minSize!)")
        }
        switch expected.background {
        case .transparent: add(15 * Self.share(images) { $0.1.hasAlphaChannel }, "transparent images")
        case .opaque: add(15 * Self.share(images) { !$0.1.hasAlphaChannel || $0.0.format == .jpeg }, "opaque images")
        case .any: break
        }
    }

    private mutating func addAudio(_ expected: AudioExpectations, _ records: [AssetRecord]) {
        let names = Set(records.map { String($0.path.split(separator: "/").last ?? "") })
        if !expected.required.isEmpty {
            let share = Self.share(expected.required) { names.contains($0.name) }
            if share > 0 { add(60 * share, "the required \(expected.required.map(\.name).first!) ...") } else { score -= 5 }
        }
        let sounds = records.compactMap(\.audio)
        if let rate = expected.sampleRate { add(5 * Self.share(sounds) { $0.sampleRate == rate }, "\(rate) Hz") }
        if let kbps = expected.bitRateKbps {
            let share = Self.share(sounds.filter { $0.durationSeconds >= expected.bitRateMinDuration }) {
                abs($0.bitRateKbps - kbps) <= kbps * expected.bitRateTolerance
            }
            add(20 * share, "\(Int(kbps)) kbps")
        }
    }

    private mutating func addAnimation(_ expected: AnimationExpectations, _ records: [AssetRecord]) {
        let animations = records.compactMap(\.animation)
        if let fps = expected.frameRate {
            let share = Self.share(animations) { $0.frameRate == fps }
            guard share > 0 else { score = -1; return }
            add(30 * share, "\(Int(fps)) fps")
        }
        if let range = expected.duration {
            let share = Self.share(animations) { $0.duration.map(range.contains) ?? false }
            guard share > 0 else { score = -1; return }
            add(30 * share, "the right durations")
        }
    }
}
