internal import CAVFormat

/// FFmpeg's own logging, which writes to stderr unless told otherwise.
enum FFmpegLogging {
    /// Silences FFmpeg for the whole process; the first call does it, later calls do nothing.
    /// Problems reach the user as findings instead, in plain words.
    static func silence() { _ = silenced }

    // A lazily initialised global runs exactly once, even when files are inspected in parallel.
    private static let silenced: Void = av_log_set_level(AV_LOG_QUIET)
}
