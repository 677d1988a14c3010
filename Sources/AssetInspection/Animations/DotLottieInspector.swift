import AssetCheckCore

/// Reads a dotLottie archive (`.lottie`, which lottie-ios plays) in place, in memory: every
/// `animations/*.json` entry (`a/*.json` in dotLottie 2, which lottie-ios reads as well) is
/// parsed as a loose Lottie file is, under the rules' JSON limits,
/// and the zip itself under the archive limits (bounded entries, sizes and ratios; see
/// ``ZipContents``). The record's facts are the first animation's, with all of them listed in
/// ``AnimationFacts/dotLottie``.
struct DotLottieInspector {
    let limits: Limits
    /// Archive limits: the defaults, as for add-ons (1,000 entries, 16 MiB per entry, 64 MiB in all,
    /// 100 times compression).
    var archiveLimits = ArchiveLimits()

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        guard record.format == .zip else {
            record.failure = .archive(.notZip(content: record.format))
            return
        }
        let contents: ZipContents
        switch ZipContents.read(file.bytes, limits: archiveLimits) {
        case let .failure(failure):
            record.failure = .archive(failure)
            return
        case let .success(read):
            contents = read
        }
        let names = contents.files.keys.filter { name in
            (name.hasPrefix("animations/") || name.hasPrefix("a/")) && name.hasSuffix(".json")
        }.sorted()
        guard !names.isEmpty else {
            record.failure = .archive(.damaged(reason: "it holds no animations/*.json entry (a/*.json in dotLottie 2)"))
            return
        }
        let animations = names.map { name in
            let bytes = contents.files[name] ?? []
            guard bytes.count <= limits.maxJSONBytes else {
                return DotLottieAnimation(path: name, failure: .tooLarge(bytes: bytes.count, limit: limits.maxJSONBytes))
            }
            switch JSONTapeParser(maxDepth: limits.maxJSONDepth).parse(bytes) {
            case let .failure(.syntax(offset, reason)):
                let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
                return DotLottieAnimation(path: name, failure: .syntax(line: line, column: column, reason: reason))
            case let .failure(.tooDeep(offset, limit)):
                let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
                return DotLottieAnimation(path: name, failure: .tooDeep(line: line, column: column, limit: limit))
            case let .success(tape):
                return DotLottieAnimation(path: name, facts: LottieReader().read(tape.root))
            }
        }
        var facts = animations.lazy.compactMap(\.facts).first ?? AnimationFacts()
        // Its images are inside the archive (images/), not files of the bundle beside it.
        facts.externalImages = []
        // What the file-level passes report (unsupported features, images from the network)
        // comes from every animation inside, each place named with its entry.
        let parsed = animations.compactMap { animation in animation.facts.map { (animation.path, $0) } }
        facts.remoteImages = parsed.flatMap(\.1.remoteImages).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        facts.unsupportedFeatures = LottieFeature.allCases.compactMap { feature in
            let uses = parsed.flatMap { path, facts in
                facts.unsupportedFeatures.filter { $0.feature == feature }.map { (path, $0) }
            }
            guard !uses.isEmpty else { return nil }
            let places = uses.flatMap { path, use in use.places.map { "\(path): \($0)" } }
            return LottieFeatureUse(feature: feature, count: uses.reduce(0) { $0.addingClamped($1.1.count) },
                                    places: Array(places.prefix(LottieFeatureUse.maxRecordedPlaces)))
        }
        facts.dotLottie = animations
        record.facts = .animation(facts)
    }
}
