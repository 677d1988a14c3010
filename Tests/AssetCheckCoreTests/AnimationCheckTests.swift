import AssetCheckCore
import Testing

/// Animation checks on plain values: facts as the Lottie reader would give them, no file.
@Suite("Animation checks")
struct AnimationCheckTests {
    private static let rules: RuleSet = {
        func animation(_ id: String, _ description: String, _ folder: String, fps: Double, _ duration: DurationRange)
            -> AssetClassRule {
            var expected = AnimationExpectations()
            expected.frameRate = fps
            expected.duration = duration
            return AssetClassRule(id: id, description: description, expectations: .animation(expected), patterns: [PathPattern("Animations/\(folder)/**/*.json")])
        }
        return RuleSet(name: "t", source: "t.yml", classes: [
            animation("bennie", "Bennie animations", "Bennie", fps: 30, DurationRange(min: 0.5, max: 2)),
            animation("confetti", "the confetti animation", "Confetti", fps: 60, DurationRange(min: 2.999, max: 3.001, nominal: 3)),
            animation("open", "open-ended animations", "Open", fps: 30, DurationRange(min: 1, max: .greatestFiniteMagnitude)),
        ])
    }()

    private static func facts(fps: Double? = 30, ip: Double? = 0, op: Double? = 30) -> AnimationFacts {
        AnimationFacts(version: "5.7.4", frameRate: fps, inPoint: ip, outPoint: op, width: 200, height: 200,
                       topLevelLayers: 1, totalLayers: 1)
    }

    private static func record(_ path: String, _ facts: AnimationFacts) -> AssetRecord {
        AssetRecord(path: path, assetClass: rules.assetClass(forPath: path)?.id, kind: .animation, bytes: 500,
                    sha256: "00", format: .json, facts: .animation(facts))
    }

    private static func findings(_ records: [AssetRecord]) -> [Finding] {
        CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules)
    }

    private static func checks(_ path: String, _ facts: AnimationFacts, with others: [AssetRecord] = []) -> [String] {
        findings([record(path, facts)] + others).map(\.check.rawValue)
    }

    @Test("the frame rate must be exact: 30 passes, 29.97 and 60 fail")
    func frameRate() {
        #expect(Self.checks("Animations/Bennie/a.json", Self.facts()) == [])
        let found = Self.findings([Self.record("Animations/Bennie/a.json", Self.facts(fps: 29.97, op: 29.97))])
        #expect(found.map(\.check.rawValue) == ["animation.frame-rate"])
        #expect(found.first?.message == "runs at 29.97 fps, but Bennie animations must run at 30 fps")
        #expect(Self.checks("Animations/Bennie/a.json", Self.facts(fps: 60, op: 60)) == ["animation.frame-rate"])
    }

    @Test("a duration range includes both ends", arguments: [(15.0, true), (60.0, true), (14.0, false), (61.0, false)])
    func durationRange(frames: Double, passes: Bool) {
        let checks = Self.checks("Animations/Bennie/a.json", Self.facts(ip: 10, op: 10 + frames))
        #expect(checks == (passes ? [] : ["animation.duration"]))
    }

    @Test("a duration's message and fix give seconds and frames")
    func durationWording() {
        let long = Self.findings([Self.record("Animations/Bennie/a.json", Self.facts(op: 61))]).first
        #expect(long?.message == "lasts 2.033 s (61 frames at 30 fps), but Bennie animations must last 0.5 to 2 s")
        #expect(long?.fix == "make it 15 to 60 frames long at 30 fps (0.5 to 2 s) and re-export")
        let short = Self.findings([Self.record("Animations/Confetti/c.json", Self.facts(fps: 60, op: 179))]).first
        #expect(short?.message == "lasts 2.983 s (179 frames at 60 fps), but the confetti animation must last 3 s")
        #expect(short?.fix == "set the work area to 180 frames (3 s at 60 fps) and re-export")
        let open = Self.findings([Self.record("Animations/Open/o.json", Self.facts(op: 15))]).first
        #expect(open?.message == "lasts 0.5 s (15 frames at 30 fps), but open-ended animations must last at least 1 s")
        #expect(open?.fix == "make it at least 30 frames long at 30 fps and re-export")
    }

    @Test("a nominal duration allows exactly the class's tolerance")
    func nominalDuration() {
        #expect(Self.checks("Animations/Confetti/c.json", Self.facts(fps: 60, op: 180)) == [])
        #expect(Self.checks("Animations/Confetti/c.json", Self.facts(fps: 60, op: 181)) == ["animation.duration"])
    }

    @Test("structure problems are one finding, and they stop the frame-rate and duration checks")
    func structure() {
        var facts = Self.facts(fps: nil)
        facts.defects = [LottieFieldDefect(field: "fr", expected: "a number"),
                         LottieFieldDefect(field: "layers[3].st", expected: "a number", found: "a string")]
        let found = Self.findings([Self.record("Animations/Bennie/a.json", facts)])
        #expect(found.map(\.check.rawValue) == ["animation.structure"])
        #expect(found.first?.message == "can't be loaded by lottie-ios as it is: 'fr' is missing; 'layers[3].st' is "
            + "a string, not a number")
        #expect(Self.checks("Animations/Bennie/a.json", Self.facts(fps: 0)) == ["animation.structure"])
        #expect(Self.checks("Animations/Bennie/a.json", Self.facts(ip: 30, op: 30)) == ["animation.structure"])
        var flat = Self.facts()
        flat.height = -1
        #expect(Self.findings([Self.record("Animations/Bennie/a.json", flat)]).map(\.message)
            == ["can't be loaded by lottie-ios as it is: 'h' is -1; the height must be above 0"])
    }

    @Test("an animation no class claims still gets structure and feature checks, but no class checks")
    func unclassified() {
        var facts = Self.facts(fps: 12)
        facts.unsupportedFeatures = [LottieFeatureUse(feature: .autoOrient, count: 1, places: ["layer 'x' (layers[0])"])]
        // The unclassified finding is on the folder, which sorts before the file.
        #expect(Self.checks("Misc/a.json", facts) == ["asset.unclassified", "animation.auto-orient"])
    }

    @Test("external images are looked up next to the animation, as lottie-ios's FilepathImageProvider does",
          arguments: [
              ("images/img_0.png", "Animations/Bennie/images/img_0.png", true),
              ("images/img_0.png", "Animations/Bennie/img_0.png", true),
              ("./images/../img_0.png", "Animations/Bennie/img_0.png", true),
              ("../shared/img_0.png", "Animations/shared/img_0.png", true),
              ("images\\img_0.png", "Animations/Bennie/images/img_0.png", true),
              ("images/img_0.png", "Animations/Lemminge/images/img_0.png", false),
              ("images/img_0.png", "images/img_0.png", false),
          ])
    func imageLookup(reference: String, present: String, found: Bool) {
        var facts = Self.facts()
        facts.externalImages = [reference]
        let other = AssetRecord(path: present, assetClass: nil, kind: .other, bytes: 10, sha256: "11")
        #expect(Self.checks("Animations/Bennie/a.json", facts, with: [other]) == (found ? [] : ["animation.missing-image"]))
    }

    @Test("missing images say where they were looked for")
    func missingImageWording() {
        var facts = Self.facts()
        facts.externalImages = ["images/img_0.png", "/Users/anna/Desktop/images/img_1.png", "../../../up.png"]
        let messages = Self.findings([Self.record("Animations/Bennie/a.json", facts)]).map(\.message)
        #expect(messages == [
            "refers to the image '/Users/anna/Desktop/images/img_1.png' by an absolute path, which exists only on the "
                + "computer that exported it",
            "uses the image '../../../up.png', which points outside the bundle",
            "uses the image 'images/img_0.png', but Animations/Bennie/images/img_0.png is not in the bundle",
        ])
    }

    @Test("a remote image is an error even when an embedded copy would do")
    func remoteImage() {
        var facts = Self.facts()
        facts.embeddedImages = 2
        facts.remoteImages = ["https://cdn.example.com/a.png"]
        let found = Self.findings([Self.record("Animations/Bennie/a.json", facts)])
        #expect(found.map(\.check.rawValue) == ["animation.remote-image"])
        #expect(found.map(\.severity) == [.error])
    }

    @Test("each unsupported feature has its own warning, naming at most three places",
          arguments: LottieFeature.allCases)
    func features(feature: LottieFeature) {
        var facts = Self.facts()
        facts.unsupportedFeatures = [LottieFeatureUse(feature: feature, count: 5, places: ["a", "b", "c"])]
        let found = Self.findings([Self.record("Animations/Bennie/a.json", facts)])
        #expect(found.map(\.check.rawValue) == ["animation." + feature.rawValue])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains(" in 5 places (a; b; c; and 2 more); ") == true)
        #expect(found.first?.fix?.contains("re-export") == true)
    }

    @Test("a feature warning can be turned off or raised per class")
    func featureSeverity() {
        var rules = Self.rules
        rules.classes[0].severities = [.animationTextLayer: Severity?.none, .animationExpression: .error]
        var facts = Self.facts()
        facts.unsupportedFeatures = [LottieFeatureUse(feature: .textLayer, count: 1, places: ["t"]),
                                     LottieFeatureUse(feature: .expression, count: 1, places: ["e"])]
        let found = CheckPasses.findings(for: BundleSnapshot(records: [Self.record("Animations/Bennie/a.json", facts)]),
                                         rules: rules)
        #expect(found.map { "\($0.check) \($0.severity)" } == ["animation.expression error"])
    }

    @Test("records with inspection problems get no animation checks, only their problem")
    func unreadable() {
        var record = Self.record("Animations/Bennie/a.json", Self.facts(fps: 25))
        record.failure = .json(.syntax(line: 1, column: 2, reason: "expected a value"))
        #expect(Self.findings([record]).map(\.check.rawValue) == ["animation.invalid-json"])
        record.failure = .json(.tooDeep(line: 1, column: 300, limit: 256))
        #expect(Self.findings([record]).map(\.check.rawValue) == ["animation.too-deep"])
        record.failure = .json(.tooLarge(bytes: 20_000_000, limit: 16 << 20))
        #expect(Self.findings([record]).map(\.check.rawValue) == ["animation.too-large"])
    }

    @Test("numbers are worded without needless decimals")
    func wording() {
        #expect(AnimationFacts(frameRate: 60, inPoint: 0, outPoint: 48).duration == 0.8)
        #expect(AnimationFacts(frameRate: 30, inPoint: 0, outPoint: 25).duration == 0.833333)
    }
}
