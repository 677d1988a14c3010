/// What was measured of one audio file by the audio probe (libavformat and libavcodec).
///
/// Doubles are rounded when the facts are made (duration to 1 ms, bit rate to 0.1 kbps), so
/// the manifest is byte-for-byte the same on every run.
public struct AudioFacts: Sendable, Codable, Hashable {
    /// The container the bytes really are: `adts` (`.aac`) or `mp4` (`.m4a`).
    public var container: FileFormat
    /// The codec, as libavcodec names it: `aac` for AAC, otherwise e.g. `alac` or `mp3`.
    public var codec: String
    /// The AAC profile as libavcodec names it (`LC`, `HE-AAC`, `HE-AACv2`, `Main` ...); `nil` when unknown.
    public var profile: String?
    /// Output sample rate in Hz (for HE-AAC, the rate after spectral band replication).
    public var sampleRate: Int
    public var channels: Int
    /// Bit rate of the audio payload in kilobits (1000 bits) per second, rounded to 0.1.
    public var bitRateKbps: Double
    /// Where ``bitRateKbps`` comes from.
    public var bitRateSource: Source
    /// Playing time in seconds, rounded to 1 ms. ADTS counts the encoder's priming and padding
    /// samples (a 0.5 s clip reads about 0.534 s); MP4 trims them by its edit list.
    public var durationSeconds: Double
    /// Where ``durationSeconds`` comes from.
    public var durationSource: Source
    /// Compressed frames (packets) counted by reading the whole file; AAC has 1024 samples each.
    public var frameCount: Int
    /// Samples per channel that the frames decode to, counted exactly (AAC-LC in ADTS: frames x
    /// 1024). Sums and budgets multiply this, never the rounded ``durationSeconds``. `nil` in
    /// facts recorded before it was counted.
    public var samples: Int?
    /// The MP4's other audio tracks, beside the one measured (libavformat's best), as their
    /// headers give them; `nil` when there is only one. At most ``maxOtherTracks`` are listed.
    public var otherTracks: [AudioTrack]?

    /// The number of the measured track among the audio tracks, from 1: the first that
    /// ``otherTracks`` does not list.
    public var measuredTrack: Int {
        let others = Set((otherTracks ?? []).map(\.number))
        return (1...).first { !others.contains($0) } ?? 1
    }

    /// Most other tracks listed in ``otherTracks``; a file may claim many more.
    public static let maxOtherTracks = 8

    /// How a value was obtained, so readers of the manifest know how far to trust it.
    public enum Source: String, Sendable, Codable, Hashable {
        /// Counted from the frames themselves: decoded samples, payload bytes.
        case measured
        /// Read from the container's header (MP4 `mdhd`/edit list, stream bit rate), and checked
        /// against the frames actually present.
        case container
        /// libavformat's guess from the first frames' bit rate; not used for checks when avoidable.
        case estimated
    }

    public init(
        container: FileFormat, codec: String, profile: String?, sampleRate: Int, channels: Int,
        bitRateKbps: Double, bitRateSource: Source, durationSeconds: Double, durationSource: Source,
        frameCount: Int, samples: Int? = nil, otherTracks: [AudioTrack]? = nil
    ) {
        self.samples = samples
        self.otherTracks = otherTracks
        self.container = container
        self.codec = codec
        self.profile = profile
        self.sampleRate = sampleRate
        self.channels = channels
        self.bitRateKbps = Self.rounded(bitRateKbps, places: 1)
        self.bitRateSource = bitRateSource
        self.durationSeconds = Self.rounded(durationSeconds, places: 3)
        self.durationSource = durationSource
        self.frameCount = frameCount
    }

    /// Samples per channel: the exact count when known, else the duration times the sample rate.
    public var exactSamples: Int {
        if let samples { return samples }
        let estimate = (durationSeconds * Double(sampleRate)).rounded()
        guard estimate.isFinite, estimate > 0 else { return 0 }
        return estimate < Double(Int.max / 2) ? Int(estimate) : Int.max / 2
    }

    /// `value` rounded to `places` decimals; non-finite values become 0 so they still encode.
    public static func rounded(_ value: Double, places: Int) -> Double {
        guard value.isFinite else { return 0 }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}

/// One audio track of an MP4 as its header describes it (not decoded).
public struct AudioTrack: Sendable, Codable, Hashable {
    /// The track's number in the file, from 1, counting audio tracks only.
    public var number: Int
    /// The codec, as libavcodec names it (`aac`, `alac`, `mp3`).
    public var codec: String
    /// Sample rate in Hz; 0 when the header gives none.
    public var sampleRate: Int
    /// Channels; 0 when the header gives none.
    public var channels: Int

    public init(number: Int, codec: String, sampleRate: Int, channels: Int) {
        self.number = number
        self.codec = codec
        self.sampleRate = sampleRate
        self.channels = channels
    }
}
