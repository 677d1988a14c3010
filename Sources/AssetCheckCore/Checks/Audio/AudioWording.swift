/// How audio values read in findings, evaluations and the HTML report: units stated, numbers as
/// people write them.
public enum AudioWording {
    /// `2`, `0.1`, `119.5`: see ``NumberWording``.
    static func number(_ value: Double) -> String { NumberWording.number(value) }

    public static func seconds(_ value: Double) -> String { number(value) + " s" }

    public static func kbps(_ value: Double) -> String { number(AudioFacts.rounded(value, places: 1)) + " kbps" }

    /// `48000 Hz (48 kHz)`.
    static func hertz(_ value: Int) -> String { "\(value) Hz (\(kilohertz(value)))" }

    /// `44.1 kHz`.
    public static func kilohertz(_ value: Int) -> String { number(Double(value) / 1000) + " kHz" }

    /// `20 %`.
    static func percent(_ fraction: Double) -> String { number(fraction * 100) + " %" }

    /// `1 channel (mono)`, `2 channels (stereo)`, `6 channels`.
    public static func channels(_ count: Int) -> String {
        switch count {
        case 1: "1 channel (mono)"
        case 2: "2 channels (stereo)"
        default: "\(count) channels"
        }
    }

    /// `AAC`, `ALAC (alac)`: codec names as people know them, with libavcodec's name when it differs.
    static func codec(_ name: String) -> String {
        name == "aac" ? "AAC" : "\(name.uppercased()) (\(name))"
    }

    /// `ADTS (.aac)`, `MP4 (.m4a)`.
    static func container(_ format: FileFormat) -> String {
        switch format {
        case .adts: "ADTS (.aac)"
        case .mp4: "MP4 (.m4a)"
        default: format.displayName
        }
    }

    /// `0.1 s (0.04 to 0.16 s allowed)`, `0.5 to 2 s`, `at least 1 s`.
    public static func range(_ range: DurationRange) -> String {
        if let nominal = range.nominal {
            return "\(seconds(nominal)) (\(number(range.min)) to \(seconds(range.max)) allowed)"
        }
        if range.max >= Double.greatestFiniteMagnitude { return "at least \(seconds(range.min))" }
        if range.min <= 0 { return "at most \(seconds(range.max))" }
        return "\(number(range.min)) to \(seconds(range.max))"
    }

    /// How the duration was found, for messages: `measured from 45 frames`.
    static func durationSource(_ facts: AudioFacts) -> String {
        switch facts.durationSource {
        case .measured: "measured from \(facts.frameCount) frames"
        case .container: "as the \(container(facts.container)) header declares it, all \(facts.frameCount) frames present"
        case .estimated: "estimated by libavformat"
        }
    }

    /// The last component of a bundle path.
    static func fileName(_ path: String) -> String {
        String(path.lastPathName)
    }

    /// A file name without its extension.
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
