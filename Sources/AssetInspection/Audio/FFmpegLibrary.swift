internal import CAVFormat
internal import CFFmpegLoader

/// FFmpeg's libraries, loaded the first time an audio file or a JPEG needs them (on Linux they
/// are not linked; see CFFmpegLoader), so runs that inspect neither never pay for loading them.
enum FFmpegLibrary {
    /// Why FFmpeg cannot be used in this process (e.g. "libavformat.so.59: cannot open shared
    /// object file: No such file or directory"), or `nil` when it is loaded and ready. The first
    /// use loads it and silences its logging, which would write to stderr: problems reach the
    /// user as findings instead, in plain words. Later uses return the first outcome.
    static var unavailable: String? { loaded }

    // A lazily initialised global runs exactly once, even when files are inspected in parallel.
    private static let loaded: String? = {
        guard cff_load() == 0 else { return String(cString: cff_load_error()) }
        cff_av_log_set_level(AV_LOG_QUIET)
        return nil
    }()
}
