import AssetCheckCore
import Testing

/// Every animation check, passing and failing, on real bytes: fixture -> inspector -> checks.
@Suite("Animation checks on fixtures")
struct AnimationChecksOnFixturesTests {
    private func findings(_ fixture: String, at path: String, with others: [AssetRecord] = []) throws -> [String] {
        LottieFixtures.findings([try LottieFixtures.inspect(fixture: fixture, at: path)] + others)
    }

    /// The minimal fixture with its text edited, e.g. `"fr":30` to `"fr":25`.
    private func minimal(replacing old: String, with new: String) throws -> [UInt8] {
        let text = String(decoding: try LottieFixtures.bytes("minimal-30fps-1s.json"), as: UTF8.self)
        #expect(text.contains(old))
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test("a 30 fps, 1 s animation passes as a Bennie and as a Lemminge animation")
    func cleanAnimation() throws {
        #expect(try findings("minimal-30fps-1s.json", at: "Bennie/idle.json") == [])
        #expect(try findings("minimal-30fps-1s.json", at: "Lemminge/idle.json") == [])
    }

    @Test("animation.frame-rate: 25 fps where 30 fps is required")
    func frameRate() throws {
        let record = try LottieFixtures.inspect("Bennie/idle.json", minimal(replacing: #""fr":30"#, with: #""fr":25"#))
        let found = CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: LottieFixtures.rules)
        #expect(found.map(\.check) == [.animationFrameRate])  // 30 frames at 25 fps is 1.2 s: still within 0.5 to 2 s
        #expect(found.first?.message == "runs at 25 fps, but Bennie animations must run at 30 fps")
        #expect(found.first?.fix == "set the composition to 30 fps in After Effects and re-export with Bodymovin")
        #expect(found.first?.severity == .error)
    }

    @Test("animation.duration: a range (Lemminge 0.5 to 1 s) and a nominal value (progress fill 0.5 s)")
    func duration() throws {
        let long = try LottieFixtures.inspect("Lemminge/wobble.json", minimal(replacing: #""op":30,"w""#, with: #""op":75,"w""#))
        let found = CheckPasses.findings(for: BundleSnapshot(records: [long]), rules: LottieFixtures.rules)
        #expect(found.map(\.check) == [.animationDuration])
        #expect(found.first?.message == "lasts 2.5 s (75 frames at 30 fps), but Lemminge animations must last 0.5 to 1 s")
        #expect(found.first?.fix == "make it 15 to 30 frames long at 30 fps (0.5 to 1 s) and re-export")
        #expect(try findings("minimal-30fps-1s.json", at: "Progress/fill.json") == ["Progress/fill.json animation.duration"])
        let exact = try LottieFixtures.inspect("Progress/fill.json", minimal(replacing: #""op":30,"w""#, with: #""op":15,"w""#))
        #expect(LottieFixtures.findings([exact]) == [])
    }

    @Test("a 30 fps confetti fails the frame rate, and its 1 s the nominal 3 s")
    func confetti() throws {
        #expect(try findings("minimal-30fps-1s.json", at: "Confetti/confetti.json") == [
            "Confetti/confetti.json animation.duration", "Confetti/confetti.json animation.frame-rate"])
    }

    @Test("animation.structure: missing fields, no frames, zero width, broken layers",
          arguments: ["missing-fr.json", "no-frames-zero-width.json", "layer-without-start.json", "no-layers.json"])
    func structure(fixture: String) throws {
        #expect(try findings(fixture, at: "Bennie/\(fixture)") == ["Bennie/\(fixture) animation.structure"])
    }

    @Test("animation.structure says what is wrong in plain words")
    func structureMessage() throws {
        let record = try LottieFixtures.inspect(fixture: "no-frames-zero-width.json", at: "Bennie/x.json")
        let found = CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: LottieFixtures.rules)
        #expect(found.map(\.message) == ["can't be loaded by lottie-ios as it is: 'op' (10) is not after 'ip' (10), "
            + "so there are no frames to play; 'w' is 0; the width must be above 0"])
    }

    @Test("animation.invalid-json on a cut-off file and a trailing comma")
    func invalidJSON() throws {
        #expect(try findings("truncated.json", at: "Bennie/cut.json") == ["Bennie/cut.json animation.invalid-json"])
        #expect(try findings("trailing-comma.json", at: "Bennie/comma.json") == ["Bennie/comma.json animation.invalid-json"])
    }

    @Test("animation.missing-image and animation.remote-image, with the external image present and absent")
    func images() throws {
        let animation = "Bennie/photo.json"
        let withImage = try findings("images-embedded-external-remote.json", at: animation,
                                     with: [LottieFixtures.otherFile("Bennie/images/img_1.png")])
        #expect(withImage == ["Bennie/photo.json animation.remote-image", "Bennie/photo.json animation.remote-image"])
        let without = try LottieFixtures.inspect(fixture: "images-embedded-external-remote.json", at: animation)
        let found = CheckPasses.findings(for: BundleSnapshot(records: [without]), rules: LottieFixtures.rules)
        #expect(found.map(\.check) == [.animationMissingImage, .animationRemoteImage, .animationRemoteImage])
        #expect(found.first?.message == "uses the image 'images/img_1.png', but Bennie/images/img_1.png is not in the bundle")
        #expect(found.last?.message == "loads the image 'https://cdn.example.com/anim/img_2.png' from the network, but "
            + "lottie-ios does not download images, so it is never shown")
        // The fix names the image the URL holds, as the file to download.
        #expect(found.last?.fix == "download the image into images/ next to the animation and reference it as "
            + "'images/img_2.png', or embed it (Bodymovin: 'Include in json')")
    }

    @Test("animation.file-size and animation.layer-count, under and over the class limits")
    func limits() throws {
        let large = try LottieFixtures.inspect(fixture: "minimal-30fps-1s.json", at: "Limited/large.json")
        let sized = CheckPasses.findings(for: BundleSnapshot(records: [large]), rules: LottieFixtures.rules)
        #expect(sized.map(\.check) == [.animationFileSize])
        #expect(sized.first?.message == "is \(large.bytes) bytes, above the 600-byte limit for limited animations")
        let precomp = try LottieFixtures.inspect(fixture: "precomp-2-plus-3-layers.json", at: "Limited/arm.json")
        let found = CheckPasses.findings(for: BundleSnapshot(records: [precomp]), rules: LottieFixtures.rules)
        #expect(found.map(\.check) == [.animationLayerCount])
        #expect(found.first?.message == "has 5 layers (2 at the top level, 3 inside precompositions), above the limit of 4 "
            + "for limited animations")
        let small = try LottieFixtures.inspect("Limited/tiny.json", Array(
            #"{"v":"5","fr":30,"ip":0,"op":30,"w":9,"h":9,"layers":[{"ty":3,"ip":0,"op":30,"st":0}]}"#.utf8))
        #expect(LottieFixtures.findings([small]) == [])
    }

    @Test("each unsupported feature is a warning with its own identifier",
          arguments: [
              ("expression-on-rotation.json", CheckID.animationExpression),
              ("merge-paths.json", .animationMergePaths),
              ("luma-matte.json", .animationLumaMatte),
              ("mask-modes.json", .animationMaskMode),
              ("effects-blur-and-drop-shadow.json", .animationEffect),
              ("text-layer-with-glyphs.json", .animationTextLayer),
              ("auto-orient.json", .animationAutoOrient),
          ])
    func unsupportedFeature(fixture: String, check: CheckID) throws {
        let record = try LottieFixtures.inspect(fixture: fixture, at: "Bennie/\(fixture)")
        let found = CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: LottieFixtures.rules)
        #expect(found.map(\.check) == [check])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test("an expression's warning names the place and what to do")
    func expressionMessage() throws {
        let record = try LottieFixtures.inspect(fixture: "expression-on-rotation.json", at: "Bennie/spin.json")
        let found = CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: LottieFixtures.rules)
        #expect(found.first?.message == "uses After Effects expressions in 1 place (layer 'spinner' (layers[0]) at "
            + "layers[0].ks.r); lottie-ios evaluates no expressions and plays only the exported keyframes")
        #expect(found.first?.fix?.hasPrefix("bake them") == true)
    }

    @Test("hidden layers' features are not warned about")
    func hiddenFeatures() throws {
        #expect(try findings("hidden-layer-with-unsupported-features.json", at: "Bennie/guide.json") == [])
    }
}
