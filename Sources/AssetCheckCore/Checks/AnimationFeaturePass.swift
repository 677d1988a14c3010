/// Features lottie-ios can't render: one warning per feature and file, naming where it is used.
struct AnimationFeaturePass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.animation else { return [] }
            return facts.unsupportedFeatures.map { use in
                let wording = Self.wording(use.feature)
                return FindingDraft(path: record.path, check: wording.check, assetClass: record.assetClass,
                                    message: wording.what + " " + AnimationWording.places(use) + "; " + wording.why,
                                    fix: wording.fix)
            }
        }
    }

    /// The check, what was found, why it matters on iOS, and what to do in After Effects.
    static func wording(_ feature: LottieFeature) -> (check: CheckID, what: String, why: String, fix: String) {
        switch feature {
        case .expression:
            (.animationExpression, "uses After Effects expressions",
             "lottie-ios evaluates no expressions and plays only the exported keyframes",
             "bake them: select the properties, Animation > Keyframe Assistant > Convert Expression to Keyframes, and re-export")
        case .mergePaths:
            (.animationMergePaths, "uses Merge Paths",
             "lottie-ios skips them, so the shapes are drawn unmerged",
             "combine the shapes before animating (e.g. with Pathfinder in Illustrator), delete the Merge Paths, and re-export")
        case .lumaMatte:
            (.animationLumaMatte, "uses a luma track matte",
             "lottie-ios supports only alpha mattes, so the matte is not applied as authored",
             "switch the track matte to Alpha Matte (let the matte layer's transparency carry the shape) and re-export")
        case .maskMode:
            (.animationMaskMode, "uses masks lottie-ios draws differently",
             "it draws Lighten as Add and Difference as Intersect, doesn't draw Darken as authored, and ignores mask expansion",
             "use Add, Subtract or Intersect masks without expansion (grow the mask path itself instead) and re-export")
        case .effect:
            (.animationEffect, "uses effects lottie-ios ignores",
             "it renders only drop shadows",
             "bake the effect into the artwork or remove it (a Drop Shadow is the only effect that plays), and re-export")
        case .textLayer:
            (.animationTextLayer, "has text layers",
             "lottie-ios draws text with Core Text in the named font, never from the exported glyphs, "
                + "so the text changes unless the app bundles that font",
             "convert the text to shapes (Layer > Create > Create Shapes from Text), delete the text layer, and re-export")
        case .autoOrient:
            (.animationAutoOrient, "auto-orients layers along their motion path",
             "lottie-ios ignores Auto-Orient, so those layers keep their unrotated orientation",
             "turn Auto-Orient off (Layer > Transform > Auto-Orient), keyframe the rotation instead, and re-export")
        }
    }
}
