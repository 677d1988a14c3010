extension AudioPass {
    /// What the per-file audio checks say. `export` is the ffmpeg command that makes a passing file.
    enum Message: FindingMessage {
        /// `claimed`: the file is of a class (which wants AAC), not a sound no class claims.
        case failure(AudioFailure, sniffed: FileFormat?, export: String, claimed: Bool = true)
        case container(ContainerProblem, name: String, what: String)
        case codec(String, expected: String, what: String, export: String)
        case profile(String, target: Double?, what: String, export: String)
        case sampleRate(Int, expected: Int, what: String, export: String)
        case channels(Int, expected: Int, what: String, export: String)
        case bitRate(AudioFacts, target: Double, tolerance: Double, what: String, export: String)
        case duration(AudioFacts, expected: DurationRange, required: String?, what: String, export: String)
        case extraTrack(AudioTrack, measured: Int, name: String, what: String)

        var check: CheckID {
            switch self {
            case let .failure(failure, sniffed, _, _): Self.isDamage(failure, sniffed: sniffed) ? .audioCorrupt : .audioFormat
            case .container: .audioContainer
            case .codec: .audioCodec
            case .profile: .audioProfile
            case .sampleRate: .audioSampleRate
            case .channels: .audioChannels
            case .bitRate: .audioBitRate
            case .duration: .audioDuration
            case .extraTrack: .audioExtraTrack
            }
        }

        /// Bytes that start like ADTS or MP4 but cannot be read as such are damaged, not mislabelled.
        static func isDamage(_ failure: AudioFailure, sniffed: FileFormat?) -> Bool {
            switch failure {
            case .notAACContainer(nil): sniffed == .adts || sniffed == .mp4
            case .notAACContainer, .noAudioStream: false
            case .truncated, .undecodable, .timedOut: true
            case .unmeasurable: false
            }
        }

        var text: String {
            switch self {
            case let .failure(failure, sniffed, _, claimed): Self.text(failure, sniffed: sniffed, claimed: claimed)
            case let .container(.notAllowed(container, allowed), _, what):
                "is \(AudioWording.container(container)), but \(what) must be "
                    + allowed.map(AudioWording.container).joined(separator: " or ")
            case let .container(.misnamed(container, fitting), name, _):
                "is \(AudioWording.container(container)) named .\(FileFormat.extensionOf(name)); "
                    + ".\(FileFormat.extensionOf(name)) files must be "
                    + (fitting.map(AudioWording.container) ?? "ADTS (.aac) or MP4 (.m4a)")
            case let .codec(codec, expected, what, _):
                "codec is \(AudioWording.codec(codec)), but \(what) must be \(AudioWording.codec(expected))"
            case let .profile(profile, target, what, _):
                "AAC profile is \(profile), but \(what) should be AAC-LC, which every device decodes in hardware"
                    + (target.map { " and which suits \(AudioWording.kbps($0))" } ?? "")
            case let .sampleRate(rate, expected, what, _):
                "sample rate is \(AudioWording.hertz(rate)), but \(what) must be \(AudioWording.hertz(expected))"
            case let .channels(count, expected, what, _):
                "has \(AudioWording.channels(count)), but \(what) must have \(AudioWording.channels(expected))"
            case let .bitRate(facts, target, tolerance, what, _):
                Self.bitRateText(facts, target: target, tolerance: tolerance, what: what)
            case let .duration(facts, range, required, what, _):
                "lasts \(AudioWording.seconds(facts.durationSeconds)) (\(AudioWording.durationSource(facts))), but "
                    + (required.map { "\($0) is required to" } ?? "\(what) must") + " last \(AudioWording.range(range))"
            case let .extraTrack(track, measured, _, what):
                "holds more than one audio track: track \(measured) was measured, and track \(track.number) is \(AudioWording.codec(track.codec)), "
                    + "\(track.sampleRate > 0 ? AudioWording.hertz(track.sampleRate) : "unknown rate"), "
                    + "\(AudioWording.channels(track.channels)), which \(what) must not be: the app may play it"
            }
        }

        private static func text(_ failure: AudioFailure, sniffed: FileFormat?, claimed: Bool) -> String {
            switch failure {
            case .notAACContainer(nil) where sniffed == .adts || sniffed == .mp4:
                "starts like \(sniffed!.displayName), but libavformat cannot read its frames: the file is damaged or cut short"
            case let .notAACContainer(detected) where !claimed:
                "content is \(describe(demuxer: detected) ?? sniffed.flatMap { $0 == .unknown ? nil : $0.displayName } ?? "not audio libavformat recognises"), "
                    + "which iOS does not play under this name: a sound is AAC (.aac, .m4a), MP3 (.mp3), or PCM or IMA4 in WAV, CAF or AIFF"
            case let .notAACContainer(detected):
                "content is \(describe(demuxer: detected) ?? sniffed.flatMap { $0 == .unknown ? nil : $0.displayName } ?? "not audio libavformat recognises"), not AAC (ADTS .aac or MP4 .m4a)"
            case .noAudioStream: "content is \(sniffed?.displayName ?? "a container") with no audio stream"
            case let .truncated(what): "is cut short: \(what)"
            case let .undecodable(what): "is damaged: \(what)"
            case let .timedOut(budget):
                "was not read to its end within the \(budget) time budget; it is damaged, or far longer than an app sound"
            case let .unmeasurable(why): "cannot be measured: FFmpeg's libraries could not be loaded (\(why))"
            }
        }

        private static func bitRateText(_ facts: AudioFacts, target: Double, tolerance: Double, what: String) -> String {
            let slack = target * tolerance
            let how = facts.bitRateSource == .measured
                ? "measured from the frames over \(AudioWording.seconds(facts.durationSeconds))"
                : "as the \(AudioWording.container(facts.container)) stream declares it"
            return "bit rate is \(AudioWording.kbps(facts.bitRateKbps)) (\(how)), but \(what) must be "
                + "\(AudioWording.kbps(target)) ± \(AudioWording.percent(tolerance)) "
                + "(\(AudioWording.kbps(target - slack)) to \(AudioWording.kbps(target + slack)))"
        }

        var fix: String? {
            switch self {
            case let .failure(failure, sniffed, export, _):
                switch failure {
                case .notAACContainer where Self.isDamage(failure, sniffed: sniffed),
                     .truncated, .undecodable, .timedOut: "export it again from the source audio: \(export)"
                case .notAACContainer: "re-encode it as AAC: \(export)"
                case .noAudioStream: "export the audio track as AAC: \(export)"
                case .unmeasurable: "install FFmpeg's libraries (Debian: `make deps`; macOS: `brew install ffmpeg`) and check again"
                }
            case let .container(.notAllowed(_, allowed), name, _) where allowed.allSatisfy(FileFormat.aacContainers.contains):
                "rewrap it without re-encoding: `ffmpeg -i \(ShellWord.quoted(name)) -c:a copy "
                    + ShellWord.quoted(AudioWording.stem(name) + (allowed.first == .mp4 ? ".m4a" : ".aac")) + "`"
            case let .container(.notAllowed(_, allowed), name, _):
                // A class of any codec: ffmpeg writes the allowed container's own codec.
                "convert it: `ffmpeg -i \(ShellWord.quoted(name)) "
                    + ShellWord.quoted(AudioWording.stem(name) + (allowed.first?.audioExtension ?? ".wav")) + "` in place of \(name)"
            case let .container(.misnamed(container, fitting), name, _)
                where FileFormat.aacContainers.contains(container) && fitting.map(FileFormat.aacContainers.contains) != false:
                "rename it to \(AudioWording.stem(name) + container.audioExtension), or rewrap it without "
                    + "re-encoding: `ffmpeg -i \(ShellWord.quoted(name)) -c:a copy \(fitting == .mp4 ? "-f mp4" : "-f adts") "
                    + "\(ShellWord.quoted(AudioWording.stem(name) + "-fixed." + FileFormat.extensionOf(name)))`, then replace \(name) with it"
            case let .container(.misnamed(container, _), name, _):
                "rename it to \(AudioWording.stem(name) + container.audioExtension)"
            case let .codec(_, _, _, export): "re-encode it as AAC: \(export)"
            case let .profile(_, _, _, export): "re-encode it as AAC-LC (ffmpeg's aac encoder makes LC): \(export)"
            case let .sampleRate(_, expected, _, export): "re-export at \(AudioWording.kilohertz(expected)): \(export)"
            case let .channels(_, expected, _, export):
                "re-export with \(expected) channel\(expected == 1 ? "" : "s"): \(export)"
            case let .bitRate(_, target, _, _, export): "re-export at \(AudioWording.kbps(target)): \(export)"
            case let .duration(_, range, _, _, export):
                "edit the sound to last \(range.nominal.map(AudioWording.seconds) ?? AudioWording.range(range)) and "
                    + "export it again, e.g. \(export)"
            case let .extraTrack(_, measured, name, _):
                "keep only the measured track: `ffmpeg -i \(ShellWord.quoted(name)) -map 0:a:\(measured - 1) -c:a copy -f mp4 "
                    + "\(ShellWord.quoted(AudioWording.stem(name) + "-fixed." + FileFormat.extensionOf(name)))`, then replace \(name) with it"
            }
        }

        var identity: [String] {
            switch self {
            case let .failure(failure, _, _, _):
                switch failure {
                case let .notAACContainer(detected): [detected ?? "unrecognised"]
                case .noAudioStream: ["no audio stream"]
                case .truncated: ["truncated"]
                case .undecodable: ["undecodable"]
                case .timedOut: ["timed out"]
                case .unmeasurable: ["unmeasurable"]
                }
            case let .container(.notAllowed(container, _), _, _), let .container(.misnamed(container, _), _, _):
                [container.rawValue]
            case let .codec(codec, _, _, _): [codec]
            case let .profile(profile, _, _, _): [profile]
            case .sampleRate, .channels: []
            case let .bitRate(facts, target, _, _, _): [facts.bitRateKbps < target ? "low" : "high"]
            case let .duration(facts, range, _, _, _): [facts.durationSeconds < range.min ? "short" : "long"]
            case let .extraTrack(track, _, _, _): ["track \(track.number)"]
            }
        }

        /// Words for libavformat's demuxer names, for the formats people rename to `.aac`.
        private static func describe(demuxer: String?) -> String? {
            switch demuxer {
            case "mp3": FileFormat.mp3.displayName
            case "wav": FileFormat.wav.displayName
            case "ogg": FileFormat.ogg.displayName
            case "flac": FileFormat.flac.displayName
            case "caf": FileFormat.caf.displayName
            case "aiff": FileFormat.aiff.displayName
            case let name?: "\(name) (as libavformat calls it)"
            case nil: nil
            }
        }
    }
}
