/// Why the audio probe could not measure a file.
enum AudioProbeFailure: Error, Hashable {
    /// The content is not ADTS or MP4: libavformat takes it for `detected` (its demuxer name),
    /// or recognises nothing (`nil`). Detections below `AVPROBE_SCORE_RETRY` count as nothing.
    case notAACContainer(detected: String?)
    /// An ADTS or MP4 container with no audio stream in it.
    case noAudioStream
    /// The data ends before a frame or the duration the header promises: what is missing.
    case truncated(String)
    /// The data cannot be read or decoded: what went wrong, in words.
    case undecodable(String)
    /// Probing took longer than its time budget; the file was given up on.
    case timedOut(Duration)
}
