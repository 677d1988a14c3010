import AssetCheckCore

/// How well the files of one folder fit one class of a rule set, from 0 (not at all) up: first by
/// what the files are (fonts, strings tables, Bedrock entities and add-ons need no more than
/// that when the set has one class of their kind), then by what they measure (pixel size at their
/// scale, alpha, frame rate, duration, bit rate, the names of required files) and by the folder's
/// name against the names the class's patterns spell.
struct ClassFit: Sendable, Hashable {
    /// Bundle-relative folder, never the bundle's root.
    var folder: String
    var classID: String
    /// The files of the folder the class would claim there.
    var files: [String]
    var score: Double
    /// Why, in a few words, for the mapping shown to the user.
    var reasons: [String]

    /// Scores fitting at least this are mapped.
    static let threshold = 20.0

    /// What the fit of one folder needs to know beyond its files.
    struct Context: Sendable {
        /// `.json` files that are Bedrock entity files (`minecraft:entity`), read by content.
        var entityFiles: Set<String> = []
        /// How many classes of each kind the rule set has.
        var classesPerKind: [AssetKind: Int] = [:]
        /// For a class whose folders moved to the project's (``AnchorMap``), where they are now.
        var movedFolders: [String: String] = [:]
        /// The class the rules as they stand give each file, by path (files they give none are absent).
        var claimedBy: [String: String] = [:]
    }

    /// True when a class of `kind` can check `record`: the same kind, or an entity file that
    /// its extension calls JSON.
    static func canCheck(_ kind: AssetKind, _ record: AssetRecord, _ context: Context) -> Bool {
        record.kind == kind || (kind == .entity && context.entityFiles.contains(record.path))
    }

    /// The fit of `rule` to `records` (the files of `folder`), or `nil` when the class would claim none of them.
    static func fit(_ rule: AssetClassRule, folder: String, records: [AssetRecord], context: Context) -> ClassFit? {
        guard !folder.isEmpty else { return nil }
        let tails = Self.tails(of: rule).map(PathPattern.init)
        let claimed = records.filter { record in
            guard canCheck(rule.kind, record, context) else { return false }
            // The path below the folder, cut by bytes: `records` are all under `folder`.
            let inside = PathPattern.Subject(String(Substring(record.path.utf8.dropFirst(folder.utf8.count + 1))))
            return tails.contains { $0.matches(inside) }
        }
        guard !claimed.isEmpty else { return nil }
        var fit = ClassFit(folder: folder, classID: rule.id, files: claimed.map(\.path), score: 0, reasons: [])
        if claimed.allSatisfy({ context.claimedBy[$0.path] == rule.id }) { fit.add(50, "the built-in folders already") }
        if let moved = context.movedFolders[rule.id], folder == moved || folder.hasPrefix(moved + "/") {
            fit.add(15, "inside \(moved)/")
        }
        fit.addKind(rule, tails: tails, context: context)
        fit.addName(rule, folder: folder)
        let readable = claimed.filter(\.isReadable)
        if let expected = rule.image { fit.addImage(expected, readable) }
        if let expected = rule.audio { fit.addAudio(expected, readable) }
        if let expected = rule.animation { fit.addAnimation(expected, readable) }
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

    /// Points for what the files are: a kind that only one class of the set holds, and a file
    /// name the class spells out.
    private mutating func addKind(_ rule: AssetClassRule, tails: [PathPattern], context: Context) {
        let nouns: [AssetKind: String] = [.font: "fonts (loaded by content)", .strings: "strings tables and catalogs",
                                          .entity: "Bedrock entity files (by content)", .addon: "add-on archives"]
        if let noun = nouns[rule.kind], context.classesPerKind[rule.kind] == 1 { add(40, noun) }
        guard tails.count == 1, let tail = tails.first?.text else { return }
        if !tail.contains(where: { "*?{".contains($0) }) {
            add(30, "the file name \(tail)")
        } else if tail != "**", !tail.hasPrefix("*.") {
            add(10, "file names \(tail)")
        }
    }

    /// What the class asks of a file's name below its folders, one per pattern: `**` for a
    /// pattern that names folders only, `confetti*.{json,lottie}`, `*.ttf`. A tail under a folder
    /// the pattern only half spells (`confetti*.dataset/*.json`) says nothing of its own.
    static func tails(of rule: AssetClassRule) -> [String] {
        var tails: [String] = []
        for pattern in rule.patterns {
            let parts = pattern.text.split(separator: "/")
            if parts.count >= 2, !["*", "**"].contains(parts[parts.count - 2]),
               parts[parts.count - 2].contains(where: { "*?".contains($0) }) { continue }
            if !tails.contains(pattern.nameTail) { tails.append(pattern.nameTail) }
        }
        return tails.contains("**") || tails.isEmpty ? ["**"] : tails
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
        // Each image's name is read once: its base name and scale (a set's scale, else its `@2x` suffix).
        let images = records.compactMap { record in
            record.image.map { facts in
                let suffix = ScaleSuffix(fileName: String(record.path.lastPathName))
                return (record, facts, scale: max(1, record.scale ?? suffix.scale), base: suffix.base)
            }
        }
        guard !images.isEmpty else { return }
        let points: ((AssetRecord, ImageFacts, scale: Int, base: String)) -> (Int, Int) = { image in
            (image.1.width / image.scale, image.1.height / image.scale)
        }
        let scales = Set(expected.scales)
        // A folder where most images lack a scale the class requires is not the class's: each
        // would be an error (single-scale icons are no @2x/@3x icon set).
        if !scales.isEmpty {
            let byName = Dictionary(grouping: images) { image in
                (image.0.path.parentFolder.map { $0 + "/" } ?? "") + image.base
            }.mapValues { Set($0.map(\.scale)) }
            guard Self.share(Array(byName.values), { scales.isSubset(of: $0) }) >= 0.5 else { score = -1; return }
        }
        add(10 * Self.share(images) { image in
            expected.formats.contains(image.0.format ?? .unknown) && (scales.isEmpty || scales.contains(image.scale))
        }, "\(expected.formats.map(\.rawValue).joined(separator: "/")) at \(expected.scales.map { "@\($0)x" }.joined(separator: ", "))")
        // What the class measures exactly counts against it for each file that would fail: a
        // folder half of whose images are under a class's size is not a folder of that class.
        if let size = expected.size {
            let share = Self.share(images) { points($0) == (size.width, size.height) }
            guard share > 0 else { score = -1; return }
            add(60 * (2 * share - 1), "images of \(size)")
        }
        if expected.square || expected.minSize != nil {
            let share = Self.share(images) { image in
                let (w, h) = points(image)
                return (!expected.square || w == h) && (expected.minSize.map { w >= $0.width && h >= $0.height } ?? true)
            }
            guard share > 0 else { score = -1; return }
            add(30 * (2 * share - 1), expected.square ? "square images" : "images of at least \(expected.minSize!)")
        }
        if !expected.required.isEmpty {
            let names = Set(images.map(\.base))
            let share = Self.share(expected.required) { names.contains($0) }
            if share > 0 { add(60 * share, "the required \(expected.required.joined(separator: ", "))") } else { score -= 5 }
        }
        switch expected.background {
        case .transparent:
            // A folder with no alpha channel at all is not what a transparent class holds: each
            // of its images would fail.
            let share = Self.share(images) { $0.1.hasAlphaChannel }
            guard share > 0 else { score = -1; return }
            add(15 * share, "transparent images")
        case .opaque: add(15 * Self.share(images) { !$0.1.hasAlphaChannel || $0.0.format == .jpeg }, "opaque images")
        case .any: break
        }
    }

    private mutating func addAudio(_ expected: AudioExpectations, _ records: [AssetRecord]) {
        let names = Set(records.map { String($0.path.lastPathName) })
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
