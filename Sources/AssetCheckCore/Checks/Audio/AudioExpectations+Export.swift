extension AudioExpectations {
    /// The ffmpeg command that encodes `input` as this class expects, into `output`, cut to
    /// `seconds` when given: `ffmpeg -i in.wav -ar 44100 -c:a aac -b:a 128k out.aac`. A rate or bit
    /// rate the class does not name is left to ffmpeg. The container follows `output`'s extension.
    public func ffmpegCommand(input: String = "in.wav", output: String, seconds: Double? = nil) -> String {
        var words = ["ffmpeg", "-i", input]
        if let seconds { words += ["-t", AudioWording.number(seconds)] }
        if let sampleRate { words += ["-ar", String(sampleRate)] }
        if let channels { words += ["-ac", String(channels)] }
        words += ["-c:a", "aac"]
        if let bitRateKbps { words += ["-b:a", AudioWording.number(bitRateKbps) + "k"] }
        return "`" + (words + [output]).joined(separator: " ") + "`"
    }
}
