extension AudioExpectations {
    /// The ffmpeg command that encodes `input` as this class expects into a file for `output`,
    /// cut to `seconds` when given: `ffmpeg -i tap.wav -ar 44100 -c:a aac -b:a 128k tap.aac`. A
    /// rate or bit rate the class does not name is left to ffmpeg. ffmpeg picks the container
    /// from the output's extension, so a name whose extension is not an allowed container
    /// (`theme.wav`) is written as ``exportName(for:)`` (`theme.aac`), "in place of" the old one;
    /// and since ffmpeg cannot write over the file it reads, a result that would be `input`
    /// itself is written beside it (`tap-fixed.aac`), "then replace tap.aac with it".
    public func ffmpegCommand(input: String, output: String, seconds: Double? = nil) -> String {
        var words = ["ffmpeg", "-i", ShellWord.quoted(input)]
        if let seconds { words += ["-t", AudioWording.number(seconds)] }
        if let sampleRate { words += ["-ar", String(sampleRate)] }
        if let channels { words += ["-ac", String(channels)] }
        // Any codec: ffmpeg writes the container's own (PCM for WAV, CAF and AIFF).
        if codec != nil { words += ["-c:a", "aac"] }
        if let bitRateKbps { words += ["-b:a", AudioWording.number(bitRateKbps) + "k"] }
        var name = exportName(for: output)
        var after = name == output ? "" : " in place of \(output)"
        if name == input {
            name = AudioWording.stem(name) + "-fixed." + FileFormat.extensionOf(name)
            after = ", then replace \(input) with it"
        }
        return "`" + (words + [ShellWord.quoted(name)]).joined(separator: " ") + "`" + after
    }

    /// `file` when its extension is one ffmpeg writes as a container the class allows (`.aac` or
    /// `.adts` for ADTS, `.m4a` or `.mp4` for MP4; with `codec: any` also `.mp3`, `.wav`, `.caf`,
    /// `.aiff`); otherwise its stem with the first allowed container's usual extension.
    public func exportName(for file: String) -> String {
        if let fitting = FileFormat.audioContainer(named: file), containers.contains(fitting),
           codec == nil || FileFormat.aacContainers.contains(fitting) {
            return file
        }
        return AudioWording.stem(file) + (containers.first?.audioExtension ?? ".aac")
    }

    /// The source recording a sound is exported from, named after it: `tap_wood.wav` for
    /// `tap_wood.aac`. For a file that is missing, or too damaged or too short to start from.
    public static func sourceName(for file: String) -> String {
        AudioWording.stem(file) + ".wav"
    }
}
