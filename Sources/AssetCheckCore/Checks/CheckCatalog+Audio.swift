extension CheckID {
    public static let audioFormat: CheckID = "audio.format"
    public static let audioCorrupt: CheckID = "audio.corrupt"
    public static let audioContainer: CheckID = "audio.container"
    public static let audioCodec: CheckID = "audio.codec"
    public static let audioProfile: CheckID = "audio.profile"
    public static let audioSampleRate: CheckID = "audio.sample-rate"
    public static let audioBitRate: CheckID = "audio.bit-rate"
    public static let audioDuration: CheckID = "audio.duration"
    public static let audioChannels: CheckID = "audio.channels"
    public static let audioRequiredFile: CheckID = "audio.required-file"
}

extension CheckCatalog {
    static let audio: [CheckDescriptor] = [
        .init(.audioFormat, .error, "The content (not the extension) is AAC in ADTS or MP4; an MP3 or WAV named `.aac` fails."),
        .init(.audioCorrupt, .error, "Every frame is present and decodes (libavcodec), within the probe's time budget."),
        .init(.audioContainer, .error, "The container is one the class allows, and matches the extension (`.aac` ADTS, `.m4a` MP4)."),
        .init(.audioCodec, .error, "The codec is the class's codec (AAC)."),
        .init(.audioProfile, .warning, "AAC is the LC profile, which every device decodes in hardware (HE-AAC is for low bit rates)."),
        .init(.audioSampleRate, .error, "The sample rate is exactly the class's (44100 Hz)."),
        .init(.audioBitRate, .error, "The bit rate (ADTS: measured from the frames; MP4: the stream's) is within the class's tolerance of its target."),
        .init(.audioDuration, .error, "The duration (ADTS: counted from the frames; MP4: its header, checked against them) is within the required range."),
        .init(.audioChannels, .error, "The channel count is the class's, where it names one."),
        .init(.audioRequiredFile, .error, "Every file the class requires by name (sound effects, Bennie lines) is in the bundle."),
    ]
}
