/// Records for examples: what inspection would have measured of a file, without the file.
extension AssetRecord {
    /// A PNG of `width` x `height` px; `cornerAlpha` (top-left, top-right, bottom-left,
    /// bottom-right) and `minAlpha` stand for a pixel decode.
    public static func examplePNG(_ path: String, _ width: Int, _ height: Int, alpha: Bool = true,
                                  cornerAlpha: [Int]? = nil, minAlpha: Int? = nil, bytes: Int = 1000) -> AssetRecord {
        var pixels: PixelStats?
        if cornerAlpha != nil || minAlpha != nil {
            let corners = cornerAlpha ?? [255, 255, 255, 255]
            pixels = PixelStats(minAlpha: minAlpha ?? corners.min() ?? 255, cornerAlpha: corners,
                                borderVisiblePixels: corners.filter { $0 > 0 }.count, borderPixels: 4)
        }
        let facts = ImageFacts(width: width, height: height, hasAlphaChannel: alpha, bitDepth: 8, interlaced: false,
                               pixels: pixels)
        return exampleFile(path, kind: .image, format: .png, bytes: bytes, facts: .image(facts))
    }

    /// A JPEG of `width` x `height` px.
    /// `width` x `height` as stored; an Exif `orientation` of 5 to 8 swaps them, as iOS shows the image.
    public static func exampleJPEG(_ path: String, _ width: Int, _ height: Int, orientation: Int? = nil) -> AssetRecord {
        let turned = (5...8).contains(orientation ?? 1)
        var facts = ImageFacts(width: turned ? height : width, height: turned ? width : height, hasAlphaChannel: false,
                               bitDepth: 8, interlaced: false)
        facts.orientation = orientation
        return exampleFile(path, kind: .image, format: .jpeg, facts: .image(facts))
    }

    /// A Lottie animation with the given facts.
    public static func exampleLottie(_ path: String, _ facts: AnimationFacts, bytes: Int = 1000) -> AssetRecord {
        exampleFile(path, kind: .animation, format: .json, bytes: bytes, facts: .animation(facts))
    }

    /// AAC audio with the given facts.
    public static func exampleAudio(_ path: String, _ facts: AudioFacts, bytes: Int = 1000) -> AssetRecord {
        exampleFile(path, kind: .audio, format: facts.container, bytes: bytes, facts: .audio(facts))
    }

    /// A file that inspection could not read or measure.
    public static func exampleFailure(_ path: String, kind: AssetKind, format: FileFormat? = nil,
                                      _ failure: InspectionFailure) -> AssetRecord {
        var record = exampleFile(path, kind: kind, format: format)
        record.failure = failure
        if case .file = failure { record.sha256 = nil }
        return record
    }

    /// Any file: `bytes` long, with a content hash made from `content` (its path by default), so
    /// two examples share a hash only when they say so.
    public static func exampleFile(_ path: String, kind: AssetKind = .other, format: FileFormat? = nil,
                                   bytes: Int = 1000, content: String? = nil, facts: AssetFacts = .none) -> AssetRecord {
        AssetRecord(path: path, assetClass: nil, kind: kind, bytes: bytes,
                    sha256: Fingerprint(check: CheckID("content"), path: content ?? path, identity: []).rawValue,
                    format: format, facts: facts)
    }
}

extension AudioFacts {
    /// AAC-LC in ADTS at 44.1 kHz stereo, measured from the frames: the usual facts, to change one at a time.
    public static func example(container: FileFormat = .adts, codec: String = "aac", profile: String? = "LC",
                               sampleRate: Int = 44_100, channels: Int = 2, kbps: Double = 128,
                               seconds: Double = 1, otherTracks: [AudioTrack]? = nil) -> AudioFacts {
        AudioFacts(container: container, codec: codec, profile: profile, sampleRate: sampleRate, channels: channels,
                   bitRateKbps: kbps, bitRateSource: .measured, durationSeconds: seconds, durationSource: .measured,
                   frameCount: Int(seconds * Double(sampleRate) / 1024), otherTracks: otherTracks)
    }
}

extension AnimationFacts {
    /// A well-formed animation: version 5.12.2, `fr` fps from frame `ip` to `op`, 100 x 100, one layer.
    public static func example(fr: Double = 30, ip: Double = 0, op: Double = 30) -> AnimationFacts {
        AnimationFacts(version: "5.12.2", frameRate: fr, inPoint: ip, outPoint: op, width: 100, height: 100,
                       topLevelLayers: 1, totalLayers: 1)
    }
}
