import AssetCheckCore
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing

/// The Lottie fixtures on disk, the animation classes of playbook 5.2, and a way to run real
/// bytes through the real inspector.
enum LottieFixtures {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/lottie/\(name)", withExtension: nil))
        return Array(try Data(contentsOf: url))
    }

    /// The animation classes of playbook 5.2, under short folders.
    static let rules: RuleSet = {
        func animation(_ id: String, _ description: String, _ folder: String, fps: Double, _ duration: DurationRange,
                       maxFileBytes: Int? = nil, maxLayers: Int? = nil) -> AssetClassRule {
            var expected = AnimationExpectations()
            expected.frameRate = fps
            expected.duration = duration
            expected.maxFileBytes = maxFileBytes
            expected.maxLayers = maxLayers
            return AssetClassRule(id: id, description: description, expectations: .animation(expected), patterns: [PathPattern("\(folder)/**/*.json")])
        }
        return RuleSet(name: "lottie-test", source: "lottie-test.yml", classes: [
            animation("bennie-animation", "Bennie animations", "Bennie", fps: 30, DurationRange(min: 0.5, max: 2)),
            animation("lemminge-animation", "Lemminge animations", "Lemminge", fps: 30, DurationRange(min: 0.5, max: 1)),
            animation("confetti-animation", "the confetti animation", "Confetti", fps: 60,
                      DurationRange(min: 2.999, max: 3.001, nominal: 3)),
            animation("progress-fill-animation", "the progress fill animation", "Progress", fps: 30,
                      DurationRange(min: 0.499, max: 0.501, nominal: 0.5)),
            animation("limited-animation", "limited animations", "Limited", fps: 30, DurationRange(min: 0.5, max: 2),
                      maxFileBytes: 600, maxLayers: 4),
            AssetClassRule(id: "animation-image", description: "animation images", expectations: .other, patterns: [PathPattern("**/images/**")]),
        ])
    }()

    /// Writes `bytes` to `path` in a temporary bundle and inspects it as the scanner would.
    static func inspect(_ path: String, _ bytes: [UInt8], rules: RuleSet = rules) throws -> AssetRecord {
        let folder = try TemporaryFolder(prefix: "assetcheck-lottie")
        defer { folder.delete() }
        try folder.write(path, bytes)
        return AssetInspector(rules: rules).inspect(relativePath: path, absolutePath: folder.path + "/" + path,
                                                    sizeHint: bytes.count)
    }

    /// The fixture `name` inspected at `path`.
    static func inspect(fixture name: String, at path: String, rules: RuleSet = rules) throws -> AssetRecord {
        try inspect(path, bytes(name), rules: rules)
    }

    /// `check` identifiers of every finding on `records`, as the pipeline resolves them.
    static func findings(_ records: [AssetRecord], rules: RuleSet = rules) -> [String] {
        CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules).map { "\($0.path ?? "") \($0.check)" }
    }

    /// A record standing for any other file of the bundle (e.g. an animation's image).
    static func otherFile(_ path: String) -> AssetRecord {
        AssetRecord(path: path, assetClass: rules.assetClass(forPath: path)?.id, kind: .other, bytes: 10, sha256: "image-" + path)
    }
}
