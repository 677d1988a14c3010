import AssetCheckCore
@testable import AssetCheckKit
import Foundation

/// A hand-made outcome for reporter snapshots: no files, no checks run, so the output changes
/// only when a reporter does. Messages and paths carry what each format must escape: `%`, `:`,
/// `,`, line breaks, `<`, `&`, quotes, pipes, backticks, a space and non-ASCII letters.
enum ReportFixture {
    static let tool = ToolIdentity(version: "1.2.3", informationURI: "https://example.com/assetcheck")

    static func outcome(root: String = "Bundle", changed: [String]? = nil) -> CheckOutcome {
        let records = [
            AssetRecord(path: "Characters/Bennie/wave@2x.png", assetClass: "bennie-character", kind: .image, bytes: 4_800),
            AssetRecord(path: "Characters/Bennie/wave@3x.png", assetClass: "bennie-character", kind: .image, bytes: 8_800),
            AssetRecord(path: "Sounds/Effects/tap wood%1.aac", assetClass: "sound-effect", kind: .audio, bytes: 1_600),
            AssetRecord(path: "UI/Spielfläche `A`.png", assetClass: nil, kind: .image, bytes: 700),
        ]
        let findings = [
            finding(path: "Characters/Bennie/wave@2x.png", check: .imageSize, severity: .error,
                    message: "598x900 px, but Bennie characters are 300x450 pt = 600x900 px at @2x",
                    fix: "export at 600x900"),
            finding(path: "Characters/Bennie/wave@2x.png", check: .imageTransparentBackground, severity: .error,
                    message: "corner alpha 255, 0, 0, 0: the top-left corner is opaque <not transparent> & visible",
                    fix: "erase the background around Bennie"),
            finding(path: "Sounds/Effects/tap wood%1.aac", check: .audioBitRate, severity: .warning,
                    message: "measured 96 kbps, 25% below 128 kbps: \"too low\", a | pipe,\nand a second line",
                    fix: "encode at 128 kbps: ffmpeg -i in.wav -c:a aac -b:a 128k out.aac"),
            finding(path: "UI/Spielfläche `A`.png", check: .assetUnclassified, severity: .warning,
                    message: "this image file matches no asset class of the 'bennie' rules"),
            finding(path: nil, check: .audioRequiredFile, severity: .error,
                    message: "coin_collect.aac is missing: sound effects must include it in **/Sounds/Effects/**",
                    fix: "add coin_collect.aac to a folder that matches **/Sounds/Effects/**"),
        ].sorted()
        let snapshot = BundleSnapshot(records: records)
        let rules = RuleSet(name: "bennie", source: "Rules/bennie.yml", classes: [])
        var outcome = CheckOutcome(root: root, snapshot: snapshot, findings: findings,
                                   manifest: AssetManifest(snapshot: snapshot, rules: rules, findings: findings),
                                   elapsed: .milliseconds(120))
        outcome.changedPaths = changed
        // What the passes would have recorded: each finding's check, and checks that passed or could not run.
        func ran(_ check: CheckID, _ path: String?, _ assetClass: String?, expected: String? = nil, measured: String? = nil) -> Evaluation {
            Evaluation(check, subject: path, assetClass: assetClass, outcome: .passed, expected: expected, measured: measured)
        }
        let wave = "Characters/Bennie/wave@", tap = "Sounds/Effects/tap wood%1.aac"
        outcome.evaluations = Evaluations([
            ran(.imageSize, wave + "2x.png", "bennie-character", expected: "600x900 px (300x450 pt @2x)", measured: "598x900 px"),
            ran(.imageTransparentBackground, wave + "2x.png", "bennie-character"),
            ran(.imageSize, wave + "3x.png", "bennie-character", expected: "900x1350 px (300x450 pt @3x)", measured: "900x1350 px"),
            Evaluation(.imageTransparentBackground, subject: wave + "3x.png", assetClass: "bennie-character",
                       outcome: .notApplicable(reason: "its pixels were not decoded")),
            ran(.audioBitRate, tap, "sound-effect", expected: "128 kbps ± 10 %", measured: "96 kbps"),
            ran(.audioSampleRate, tap, "sound-effect", expected: "44.1 kHz", measured: "44.1 kHz"),
            ran(.assetUnclassified, "UI/Spielfläche `A`.png", nil),
            ran(.audioRequiredFile, nil, "sound-effect"),
        ].sorted().filter { evaluation in changed.map { evaluation.subject.map($0.contains) ?? false } ?? true })
        outcome.resolveEvaluations()
        return outcome
    }

    /// A finding whose fingerprint is made from its message, as no pass made it.
    static func finding(path: String?, check: CheckID, severity: Severity, message: String, fix: String? = nil) -> Finding {
        Finding(path: path, check: check, severity: severity, message: message, fix: fix,
                fingerprint: Fingerprint(check: check, path: path, identity: [message]))
    }

    /// Rule descriptions for the SARIF snapshot, fixed here so catalog wording changes don't touch it.
    static let descriptors: [CheckDescriptor] = [
        .init(.imageSize, .error, summary: "The pixel size equals the class's point size times the scale.", examples: []),
        .init(.imageTransparentBackground, .error, summary: "A transparent class's corner pixels are fully transparent.", examples: []),
        .init(.audioBitRate, .error, summary: "The bit rate is within the class's tolerance of its target.", examples: []),
        .init(.assetUnclassified, .warning, summary: "An image, animation or audio file matches no asset class of the rule set.", examples: []),
        .init(.audioRequiredFile, .error, summary: "Every file the class requires by name is in the bundle.", examples: []),
    ]

    /// The context reporters get in these tests: a fixed folder and repository layout.
    static func context(repositoryPath: String? = "Assets/Bundle") -> ReportContext {
        ReportContext(colored: false, workingDirectory: "/home/artist/App", repositoryPath: repositoryPath, tool: tool)
    }
}
