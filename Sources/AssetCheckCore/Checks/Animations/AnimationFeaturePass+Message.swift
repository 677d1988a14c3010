extension AnimationFeaturePass {
    /// What an unsupported-feature warning says: what was found where, why it matters on iOS,
    /// and what to do in After Effects.
    struct Message: FindingMessage {
        let use: LottieFeatureUse

        var check: CheckID { Self.wording(use.feature).check }
        var text: String {
            let wording = Self.wording(use.feature)
            return wording.what + " " + AnimationWording.places(use) + "; " + wording.why
        }
        var fix: String? { Self.wording(use.feature).fix }
        var identity: [String] { [] }

        /// Everything said about one feature, in the docs and in findings.
        struct Wording {
            var check: CheckID
            var summary: String
            var explanation: String
            var what: String
            var why: String
            var fix: String
        }

        static func wording(_ feature: LottieFeature) -> Wording {
            switch feature {
            case .expression:
                Wording(check: .animationExpression, summary: "No property has an After Effects expression.",
                        explanation: "lottie-ios 4.x evaluates none in either engine (it parses `x` only to log it, "
                            + "`KeyframeGroup.unsupportedAfterEffectsExpression`) and plays the exported keyframes.",
                        what: "uses After Effects expressions",
                        why: "lottie-ios evaluates no expressions and plays only the exported keyframes",
                        fix: "bake them: select the properties, Animation > Keyframe Assistant > Convert Expression to "
                            + "Keyframes, and re-export")
            case .mergePaths:
                Wording(check: .animationMergePaths, summary: "No Merge Paths shape item (`ty: \"mm\"`).",
                        explanation: "Neither lottie-ios 4.x engine draws them, so the shapes render unmerged "
                            + "(supported-features: Merge Paths, iOS ⛔).",
                        what: "uses Merge Paths", why: "lottie-ios skips them, so the shapes are drawn unmerged",
                        fix: "combine the shapes before animating (e.g. with Pathfinder in Illustrator), delete the "
                            + "Merge Paths, and re-export")
            case .lumaMatte:
                Wording(check: .animationLumaMatte, summary: "No luma or inverted luma track matte (`tt` 3 or 4).",
                        explanation: "lottie-ios 4.x's `MatteType` knows alpha and inverted alpha mattes only "
                            + "(supported-features: Luma Matte, iOS ⛔).",
                        what: "uses a luma track matte",
                        why: "lottie-ios supports only alpha mattes, so the matte is not applied as authored",
                        fix: "switch the track matte to Alpha Matte (let the matte layer's transparency carry the "
                            + "shape) and re-export")
            case .maskMode:
                Wording(check: .animationMaskMode, summary: "Masks are Add, Subtract, Intersect or None, without expansion.",
                        explanation: "lottie-ios 4.x draws Lighten as Add and Difference as Intersect "
                            + "(`MaskMode.usableMode`), not Darken as authored, and never applies mask expansion.",
                        what: "uses masks lottie-ios draws differently",
                        why: "it draws Lighten as Add and Difference as Intersect, doesn't draw Darken as authored, "
                            + "and ignores mask expansion",
                        fix: "use Add, Subtract or Intersect masks without expansion (grow the mask path itself "
                            + "instead) and re-export")
            case .effect:
                Wording(check: .animationEffect, summary: "No layer effect or layer style other than a drop shadow.",
                        explanation: "lottie-ios 4.x's `LayerEffectType` and `LayerStyleType` know only drop shadows "
                            + "and ignore the rest; switched-off effects are not reported.",
                        what: "uses effects lottie-ios ignores", why: "it renders only drop shadows",
                        fix: "bake the effect into the artwork or remove it (a Drop Shadow is the only effect that "
                            + "plays), and re-export")
            case .textLayer:
                Wording(check: .animationTextLayer, summary: "No text layers.",
                        explanation: "lottie-ios 4.x draws text with Core Text in the font `fonts` names, never from "
                            + "the glyphs in `chars`, so the text changes unless the app bundles that font.",
                        what: "has text layers",
                        why: "lottie-ios draws text with Core Text in the named font, never from the exported glyphs, "
                            + "so the text changes unless the app bundles that font",
                        fix: "convert the text to shapes (Layer > Create > Create Shapes from Text), delete the text "
                            + "layer, and re-export")
            case .autoOrient:
                Wording(check: .animationAutoOrient, summary: "No layer is auto-oriented along its path (`ao: 1`).",
                        explanation: "lottie-ios 4.x never reads `ao`, so the layer keeps its unrotated orientation.",
                        what: "auto-orients layers along their motion path",
                        why: "lottie-ios ignores Auto-Orient, so those layers keep their unrotated orientation",
                        fix: "turn Auto-Orient off (Layer > Transform > Auto-Orient), keyframe the rotation instead, "
                            + "and re-export")
            }
        }
    }
}
