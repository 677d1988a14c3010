/// Features lottie-ios can't render: one warning per feature and file, naming where it is used.
///
/// The checks follow lottie-ios 4.x with its default rendering engine option, `.automatic`: the
/// Core Animation engine, falling back to the Main Thread engine when the Core Animation engine
/// can't play a file. Only what neither engine renders is reported; a fallback alone is not a
/// finding. Sources: airbnb/lottie docs/supported-features.md, and lottie-ios Sources/Private/Model
/// (KeyframeGroup, LayerModel, Mask, LayerEffect, LayerStyle, Animation), CoreAnimation/Layers
/// (ShapeLayer, TextLayer, MaskCompositionLayer) and MainThread/NodeRenderSystem.
struct AnimationFeaturePass: CheckPass {
    static let checks: [CheckDescriptor] = LottieFeature.allCases.map { feature in
        let wording = Message.wording(feature)
        return CheckDescriptor(wording.check, .warning, summary: wording.summary, explanation: wording.explanation,
                               examples: AnimationCheckExamples.feature(feature))
    }

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.animation else { return [] }
            // The reader looked for every feature throughout the file.
            for check in Self.checks {
                log.ran(check.id, on: record.path, assetClass: record.assetClass)
            }
            return facts.unsupportedFeatures.map { FindingDraft(path: record.path, assetClass: record.assetClass, Message(use: $0)) }
        }
    }
}

extension CheckID {
    public static let animationExpression = CheckID("animation.expression")
    public static let animationMergePaths = CheckID("animation.merge-paths")
    public static let animationLumaMatte = CheckID("animation.luma-matte")
    public static let animationMaskMode = CheckID("animation.mask-mode")
    public static let animationEffect = CheckID("animation.effect")
    public static let animationTextLayer = CheckID("animation.text-layer")
    public static let animationAutoOrient = CheckID("animation.auto-orient")
}
