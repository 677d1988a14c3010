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

    /// The largest single block FFmpeg may allocate: 64 MiB. Demuxers and decoders size some
    /// buffers from the file's own header before reading what it describes (a 690-byte WAV whose
    /// `LIST` chunk claims 3.7 GB made libavformat zero 726 MB); above this the allocation fails,
    /// and the file gets its finding for that failure or for the damage the demuxer then meets
    /// (that WAV: no `data` chunk). What a real asset needs stays far below: audio packets and
    /// frames are kilobytes, and a JPEG's copy is not FFmpeg's to allocate (see `cff_packet_copy`).
    /// The largest is a progressive JPEG's coefficient buffer, 2 bytes a pixel, so one over about
    /// 33 megapixels is left unverified rather than called damaged.
    static let maxAllocation = 64 << 20

    // A lazily initialised global runs exactly once, even when files are inspected in parallel.
    private static let loaded: String? = {
        guard cff_load() == 0 else { return String(cString: cff_load_error()) }
        cff_av_log_set_level(AV_LOG_QUIET)
        cff_av_max_alloc(maxAllocation)
        return nil
    }()
}
