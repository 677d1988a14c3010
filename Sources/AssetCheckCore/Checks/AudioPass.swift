/// Per-file audio checks against the class: container, codec, profile, sample rate, bit rate,
/// channels and duration (a required file's own duration, else the class's).
struct AudioPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.audio, let rule = rules.assetClass(named: record.assetClass),
                  let expected = rule.audio else { return [] }
            return check(record, facts, rule: rule, expected: expected)
        }
    }

    private func check(_ record: AssetRecord, _ facts: AudioFacts, rule: AssetClassRule,
                       expected: AudioExpectations) -> [FindingDraft] {
        var drafts: [FindingDraft] = []
        func draft(_ check: CheckID, _ message: String, fix: String) {
            drafts.append(FindingDraft(path: record.path, check: check, assetClass: rule.id, message: message, fix: fix))
        }
        let name = AudioWording.fileName(record.path)
        let export = expected.ffmpegCommand(output: name)
        let what = rule.description
        if let problem = containerProblem(facts.container, name: name, expected: expected, what: what) {
            draft(.audioContainer, problem.message, fix: problem.fix)
        }
        guard facts.codec == expected.codec else {
            // Re-encoding fixes everything else too, so a wrong codec is the only finding on the content.
            draft(.audioCodec, "codec is \(AudioWording.codec(facts.codec)), but \(what) must be "
                  + AudioWording.codec(expected.codec), fix: "re-encode it as AAC: \(export)")
            return drafts
        }
        if let profile = facts.profile, profile != "LC" {
            draft(.audioProfile, "AAC profile is \(profile), but \(what) should be AAC-LC, which every device "
                  + "decodes in hardware and which suits \(AudioWording.kbps(expected.bitRateKbps ?? 128))",
                  fix: "re-encode it as AAC-LC (ffmpeg's aac encoder makes LC): \(export)")
        }
        if let rate = expected.sampleRate, facts.sampleRate != rate {
            draft(.audioSampleRate, "sample rate is \(AudioWording.hertz(facts.sampleRate)), but \(what) must be "
                  + AudioWording.hertz(rate), fix: "re-export at \(AudioWording.kilohertz(rate)): \(export)")
        }
        if let channels = expected.channels, facts.channels != channels {
            draft(.audioChannels, "has \(AudioWording.channels(facts.channels)), but \(what) must have "
                  + AudioWording.channels(channels), fix: "re-export with \(channels) channel\(channels == 1 ? "" : "s"): \(export)")
        }
        if let message = bitRateProblem(facts, expected: expected, what: what) {
            draft(.audioBitRate, message, fix: "re-export at \(AudioWording.kbps(expected.bitRateKbps ?? 128)): \(export)")
        }
        let required = expected.required.first { $0.name == name }
        if let range = required?.duration ?? expected.duration, !range.contains(facts.durationSeconds) {
            let owner = required.map { "\($0.name) is required to" } ?? "\(what) must"
            draft(.audioDuration, "lasts \(AudioWording.seconds(facts.durationSeconds)) "
                  + "(\(AudioWording.durationSource(facts))), but \(owner) last \(AudioWording.range(range))",
                  fix: durationFix(range, expected: expected, name: name))
        }
        return drafts
    }

    private func containerProblem(_ container: FileFormat, name: String, expected: AudioExpectations,
                                  what: String) -> (message: String, fix: String)? {
        let stem = AudioWording.stem(name)
        guard expected.containers.contains(container) else {
            let allowed = expected.containers.map(AudioWording.container).joined(separator: " or ")
            let target = expected.containers.first == .mp4 ? stem + ".m4a" : stem + ".aac"
            return ("is \(AudioWording.container(container)), but \(what) must be \(allowed)",
                    "rewrap it without re-encoding: `ffmpeg -i \(name) -c:a copy \(target)`")
        }
        let fitting: FileFormat? = switch FileFormat.extensionOf(name) {
        case "aac": .adts
        case "m4a", "mp4": .mp4
        default: nil
        }
        guard fitting != container else { return nil }
        let renamed = stem + (container == .adts ? ".aac" : ".m4a")
        let ext = FileFormat.extensionOf(name)
        return ("is \(AudioWording.container(container)) named .\(ext); .\(ext) files must be "
                + (fitting.map(AudioWording.container) ?? "ADTS (.aac) or MP4 (.m4a)"),
                "rename it to \(renamed), or rewrap it without re-encoding: `ffmpeg -i \(name) -c:a copy "
                + "\(fitting == .mp4 ? "-f mp4" : "-f adts") \(stem)-fixed.\(ext)`")
    }

    private func bitRateProblem(_ facts: AudioFacts, expected: AudioExpectations, what: String) -> String? {
        guard let target = expected.bitRateKbps, facts.durationSeconds >= expected.bitRateMinDuration else { return nil }
        let slack = target * expected.bitRateTolerance
        guard abs(facts.bitRateKbps - target) > slack else { return nil }
        let how = facts.bitRateSource == .measured
            ? "measured from the frames over \(AudioWording.seconds(facts.durationSeconds))"
            : "as the \(AudioWording.container(facts.container)) stream declares it"
        return "bit rate is \(AudioWording.kbps(facts.bitRateKbps)) (\(how)), but \(what) must be "
            + "\(AudioWording.kbps(target)) ± \(AudioWording.percent(expected.bitRateTolerance)) "
            + "(\(AudioWording.kbps(target - slack)) to \(AudioWording.kbps(target + slack)))"
    }

    private func durationFix(_ range: DurationRange, expected: AudioExpectations, name: String) -> String {
        let length = range.nominal.map(AudioWording.seconds) ?? AudioWording.range(range)
        let cut = range.nominal ?? (range.max < Double.greatestFiniteMagnitude ? range.max : nil)
        let command = expected.ffmpegCommand(output: name, seconds: cut)
        return "edit the sound to last \(length) and export it again, e.g. \(command)"
    }
}
