extension AnimationPass {
    /// What the per-animation checks say.
    enum Message: FindingMessage {
        case unreadable(JSONFailure)
        /// A dotLottie archive that cannot be opened or holds no animation.
        case archive(ArchiveFailure)
        /// A finding on one animation inside a dotLottie archive, e.g. `animations/confetti.json`.
        indirect case inArchive(entry: String, Message)
        case structure([String])
        case frameRate(Double, expected: Double, what: String)
        case duration(Double, frames: Double, fps: Double, expected: DurationRange, classRate: Double, what: String)
        case fileSize(Int, limit: Int, what: String)
        case layerCount(total: Int, topLevel: Int, limit: Int, what: String)

        var check: CheckID {
            switch self {
            case .unreadable(.tooLarge): .animationTooLarge
            case .unreadable(.tooDeep): .animationTooDeep
            case .unreadable(.notJSON), .unreadable(.syntax), .archive: .animationInvalidJSON
            case let .inArchive(_, message): message.check
            case .structure: .animationStructure
            case .frameRate: .animationFrameRate
            case .duration: .animationDuration
            case .fileSize: .animationFileSize
            case .layerCount: .animationLayerCount
            }
        }

        var text: String {
            let number = AnimationWording.number
            switch self {
            case let .unreadable(failure): return JSONFailureWording.text(failure)
            case let .archive(failure): return "is a dotLottie archive that can't be read: " + Self.archiveText(failure)
            case let .inArchive(entry, message): return "\(entry) in this dotLottie: " + message.text
            case let .structure(problems): return "can't be loaded by lottie-ios as it is: " + problems.joined(separator: "; ")
            case let .frameRate(fps, wanted, what):
                return "runs at \(number(fps)) fps, but \(what) must run at \(number(wanted)) fps"
            case let .duration(seconds, frames, fps, range, _, what):
                return "lasts \(AnimationWording.seconds(seconds)) (\(number(frames)) frames at \(number(fps)) fps), "
                    + "but \(what) must last \(AnimationWording.range(range))"
            case let .fileSize(bytes, limit, what): return "is \(bytes) bytes, above the \(limit)-byte limit for \(what)"
            case let .layerCount(total, top, limit, what):
                return "has \(total) layers (\(top) at the top level, \(total - top) inside precompositions), above the "
                    + "limit of \(limit) for \(what)"
            }
        }

        var fix: String? {
            switch self {
            case .unreadable(.tooLarge):
                "simplify the animation (fewer layers and keyframes, no embedded images) and re-export it, "
                    + "or raise limits.max-json-size in the rules"
            case .unreadable(.notJSON): "export the animation with Bodymovin as JSON, or give this file its real extension"
            case .archive: "export the animation again as dotLottie (a zip of manifest.json and animations/*.json), or as Lottie JSON"
            case let .inArchive(_, message): message.fix
            case .unreadable(.syntax):
                "re-export it with Bodymovin; a hand-edited or cut-off file must be repaired at that place"
            case .unreadable(.tooDeep):
                "re-export it with Bodymovin (real animations nest far less deeply), or raise limits.max-json-depth"
            case .structure: "re-export it with Bodymovin; every export writes these fields"
            case let .frameRate(_, wanted, _):
                "set the composition to \(AnimationWording.number(wanted)) fps in After Effects and re-export with Bodymovin"
            case let .duration(_, _, _, range, rate, _): Self.durationFix(range, fps: rate)
            case .fileSize: "remove unused layers and keyframes, simplify paths, and don't embed large images; then re-export"
            case .layerCount:
                "merge or delete layers in After Effects (shape layers can share one layer) and re-export"
            }
        }

        var identity: [String] {
            switch self {
            case let .unreadable(failure): JSONFailureWording.identity(failure)
            case let .archive(failure): ["archive", String(describing: failure).prefix { $0 != "(" }.description]
            case let .inArchive(entry, message): [entry] + message.identity
            case .structure, .frameRate, .duration, .fileSize, .layerCount: []
            }
        }

        private static func archiveText(_ failure: ArchiveFailure) -> String {
            switch failure {
            case let .notZip(content): "its content is " + (content.map(\.displayName) ?? "unknown") + ", not a zip"
            case let .damaged(reason): reason
            case let .truncated(reason): "it is cut short (truncated): \(reason)"
            case let .tooManyEntries(count, limit): "it lists \(count) entries, above the limit of \(limit)"
            case let .tooLarge(bytes, limit): "it inflates past \(bytes) bytes, above the \(limit) bytes limit (a zip bomb?)"
            case let .entryTooLarge(entry, bytes, limit): "\(entry) inflates past \(bytes) bytes, above the \(limit) bytes limit"
            case let .ratio(entry, ratio, limit): "\(entry) inflates \(ratio) times its size, above the limit of \(limit) (a zip bomb?)"
            case let .unsafePath(entry): "entry name \"\(entry)\" leads outside the archive"
            case let .encrypted(entry): "\(entry) is encrypted"
            }
        }

        private static func durationFix(_ range: DurationRange, fps: Double) -> String {
            let rate = AnimationWording.number(fps)
            if let nominal = range.nominal {
                return "set the work area to \(AnimationWording.number((nominal * fps).rounded())) frames "
                    + "(\(AnimationWording.seconds(nominal)) at \(rate) fps) and re-export"
            }
            let least = (range.min * fps - 1e-9).rounded(.up)
            guard range.max < Double.greatestFiniteMagnitude else {
                return "make it at least \(AnimationWording.number(least)) frames long at \(rate) fps and re-export"
            }
            let most = (range.max * fps + 1e-9).rounded(.down)
            return "make it \(AnimationWording.number(least)) to \(AnimationWording.number(most)) frames long at \(rate) fps "
                + "(\(AnimationWording.range(range))) and re-export"
        }
    }
}

/// How a JSON file that could not be parsed is described, for animations and documents alike.
enum JSONFailureWording {
    static func text(_ failure: JSONFailure) -> String {
        switch failure {
        case let .tooLarge(bytes, limit):
            "is \(bytes) bytes of JSON, above the \(limit)-byte limit, so it was not parsed"
        case let .notJSON(content): "content is \(content.displayName), not JSON text"
        case let .syntax(line, column, reason): "is not valid JSON: \(reason) at line \(line), column \(column)"
        case let .tooDeep(line, column, limit):
            "nests arrays and objects more than \(limit) levels deep (at line \(line), column \(column)), so it was not parsed"
        }
    }

    /// `at most 16777216 bytes`: the size limit, as evaluations of the too-large checks give it.
    static func sizeLimit(_ limit: Int) -> String { "at most \(limit) bytes" }

    /// `17300000 bytes`: a document's size, as the too-large findings word it.
    static func size(_ bytes: Int) -> String { "\(bytes) bytes" }

    /// A syntax error is the same finding wherever it moves; its kind is what identifies it.
    static func identity(_ failure: JSONFailure) -> [String] {
        switch failure {
        case .tooLarge: ["too large"]
        case let .notJSON(content): [content.rawValue]
        case .syntax: ["syntax"]
        case .tooDeep: ["too deep"]
        }
    }
}
