/// Image assets of animations: every external image is in the bundle, none is on the network.
///
/// An external image is looked up as lottie-ios's `FilepathImageProvider` does for an animation
/// loaded from a file: `p` in the animation's folder, then `u` + `p` relative to it.
struct AnimationImagePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.animationMissingImage, .error, summary: "Every external image of an animation is a file of the bundle.",
              explanation: "An external image (`u` + `p`) is looked up as lottie-ios's `FilepathImageProvider` does: "
                + "`p` in the animation's folder, then `u` + `p` relative to it. Absolute paths from the exporting "
                + "computer fail.",
              examples: AnimationCheckExamples.missingImage),
        .init(.animationRemoteImage, .error, summary: "No image asset of an animation is an http(s) URL.",
              explanation: "lottie-ios does not download images, so a remote image is never shown; a class's "
                + "`rationale` (e.g. the app works offline) is quoted in the finding.",
              examples: AnimationCheckExamples.remoteImage),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.animation else { return [] }
            // Every image asset of the animation was looked at, however few (none is a pass).
            log.ran(.animationMissingImage, on: record.path, assetClass: record.assetClass)
            log.ran(.animationRemoteImage, on: record.path, assetClass: record.assetClass)
            let rationale = rules.assetClass(named: record.assetClass)?.rationale
            return check(record, facts, in: snapshot, rationale: rationale).map {
                FindingDraft(path: record.path, assetClass: record.assetClass, $0)
            }
        }
    }

    private func check(_ record: AssetRecord, _ facts: AnimationFacts, in snapshot: BundleSnapshot,
                       rationale: String?) -> [Message] {
        let folder = Self.folder(of: record.path)
        var found: [Message] = []
        for reference in facts.externalImages {
            let name = reference.split(separator: "/").last.map(String.init) ?? reference
            let candidates = [Self.resolve(name, in: folder), Self.resolve(reference, in: folder)].compactMap { $0 }
            if candidates.contains(where: { snapshot.record(at: $0) != nil }) { continue }
            if Self.isAbsolute(reference) {
                found.append(.absolutePath(reference))
            } else if let expected = Self.resolve(reference, in: folder) {
                found.append(.missing(reference, expected: expected))
            } else {
                found.append(.outsideBundle(reference, folder: folder))
            }
        }
        return found + facts.remoteImages.map { .remote($0, rationale: rationale) }
    }

    /// What the animation image checks say.
    enum Message: FindingMessage {
        case absolutePath(String)
        case missing(String, expected: String)
        case outsideBundle(String, folder: String)
        case remote(String, rationale: String?)

        var check: CheckID {
            if case .remote = self { return .animationRemoteImage }
            return .animationMissingImage
        }

        var text: String {
            switch self {
            case let .absolutePath(reference):
                "refers to the image '\(reference)' by an absolute path, which exists only on the computer that exported it"
            case let .missing(reference, expected): "uses the image '\(reference)', but \(expected) is not in the bundle"
            case let .outsideBundle(reference, _): "uses the image '\(reference)', which points outside the bundle"
            case let .remote(url, rationale):
                "loads the image '\(url)' from the network, but lottie-ios does not download images, so it is never shown"
                    + (rationale.map { " (\($0))" } ?? "")
            }
        }

        var fix: String? {
            switch self {
            case .absolutePath:
                "re-export with Bodymovin so the image is written to images/ next to the animation, "
                    + "or embed it ('Include in json')"
            case let .missing(_, expected):
                "add \(expected), or re-export with Bodymovin's 'Include in json' to embed the image"
            case let .outsideBundle(_, folder):
                "put the image inside \(folder.isEmpty ? "the bundle's top folder" : folder + "/") and reference it from there"
            case let .remote(url, _):
                "download the image into images/ next to the animation and reference it as "
                    + "'images/\(Self.fileName(ofURL: url))', or embed it (Bodymovin: 'Include in json')"
            }
        }

        /// The last path component of `url`, without query or fragment: `star.png` for
        /// `https://cdn.example.com/a/star.png?v=2`; `image.png` when it names none.
        static func fileName(ofURL url: String) -> String {
            let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
            let trimmed = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
            let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
            guard parts.count > 2, let last = parts.last, last.contains(".") else { return "image.png" }
            return String(last)
        }

        /// The reference, so two images of one animation never share a fingerprint.
        var identity: [String] {
            switch self {
            case let .absolutePath(reference), let .missing(reference, _), let .outsideBundle(reference, _),
                 let .remote(reference, _): [reference]
            }
        }
    }

    /// The folder part of a bundle-relative path, `""` at the top.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func isAbsolute(_ reference: String) -> Bool {
        let text = reference.replacingBackslashes()
        return text.hasPrefix("/") || text.lowercased().hasPrefix("file:")
            || (text.count > 1 && text.dropFirst().first == ":")  // C:\ on Windows
    }

    /// `reference` relative to `folder`, normalised; `nil` when it is absolute or leaves the bundle.
    static func resolve(_ reference: String, in folder: String) -> String? {
        guard !isAbsolute(reference) else { return nil }
        var parts = folder.split(separator: "/").map(String.init)
        for part in reference.replacingBackslashes().split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

private extension String {
    func replacingBackslashes() -> String { String(map { $0 == "\\" ? "/" : $0 }) }
}

extension CheckID {
    public static let animationMissingImage = CheckID("animation.missing-image")
    public static let animationRemoteImage = CheckID("animation.remote-image")
}
