extension AudioExpectations {
    /// The ffmpeg command that encodes `input` as this class expects, into `output`, cut to
    /// `seconds` when given: `ffmpeg -i in.wav -ar 44100 -c:a aac -b:a 128k out.aac` (44.1 kHz and
    /// 128 kbps when the class names no rate). The container follows `output`'s extension.
    public func ffmpegCommand(input: String = "in.wav", output: String, seconds: Double? = nil) -> String {
        var words = ["ffmpeg", "-i", input]
        if let seconds { words += ["-t", AudioWording.number(seconds)] }
        words += ["-ar", String(sampleRate ?? 44_100)]
        if let channels { words += ["-ac", String(channels)] }
        words += ["-c:a", "aac", "-b:a", AudioWording.number(bitRateKbps ?? 128) + "k", output]
        return "`" + words.joined(separator: " ") + "`"
    }
}
