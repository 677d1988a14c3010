internal import CAVFormat
internal import CFFmpegLoader
import AssetCheckCore
import Foundation

/// FFmpeg's libraries, loaded the first time an audio file or a JPEG needs them (on Linux they
/// are not linked; see CFFmpegLoader), so runs that inspect neither never pay for loading them,
/// and unloaded by ``unloadIfUnused()`` once a run has read every file that needs them: their
/// pages (about 25 MB resident, with the libraries they pull in) then leave the process before
/// the rest of the run.
///
/// Every use of FFmpeg runs inside ``using(_:)``, which keeps the libraries loaded until it
/// returns; whatever FFmpeg made in it is freed by then.
public enum FFmpegLibrary {
    /// The largest single block FFmpeg may allocate: 64 MiB. Demuxers and decoders size some
    /// buffers from the file's own header before reading what it describes (a 690-byte WAV whose
    /// `LIST` chunk claims 3.7 GB made libavformat zero 726 MB); above this the allocation fails,
    /// and the file gets its finding for that failure or for the damage the demuxer then meets
    /// (that WAV: no `data` chunk). What a real asset needs stays far below: audio packets and
    /// frames are kilobytes, and a JPEG's copy is not FFmpeg's to allocate (see `cff_packet_copy`).
    /// The largest is a progressive JPEG's coefficient buffer, 2 bytes a pixel, so one over about
    /// 33 megapixels is left unverified rather than called damaged.
    static let maxAllocation = 64 << 20

    private static let lock = NSLock()
    /// What the last load gave: `nil` when none was tried since the last unload, `.some(nil)` when
    /// the libraries are loaded, else why they cannot be. Guarded by ``lock``.
    nonisolated(unsafe) private static var loaded: String??
    /// Scopes of ``using(_:)`` running. Guarded by ``lock``.
    nonisolated(unsafe) private static var users = 0

    /// Runs `body` with FFmpeg loaded, or with why it cannot be used in this process (e.g.
    /// "libavformat.so.59: cannot open shared object file: No such file or directory"). The first
    /// use loads it and silences its logging, which would write to stderr: problems reach the user
    /// as findings instead, in plain words. A load that failed is not tried again.
    static func using<T>(_ body: (_ unavailable: String?) throws -> T) rethrows -> T {
        let unavailable = lock.withLock {
            users += 1
            if let loaded { return loaded }
            let outcome = load()
            loaded = .some(outcome)
            return outcome
        }
        defer { lock.withLock { users -= 1 } }
        return try body(unavailable)
    }

    /// Why FFmpeg cannot be called here: `nil` only while it is loaded (inside ``using(_:)``, when
    /// the load succeeded).
    static var unavailable: String? {
        lock.withLock { loaded ?? "FFmpeg is not loaded" }
    }

    /// True once a use has loaded the libraries or found that it cannot; false before, while one
    /// loads them (without waiting for it: the load holds the lock), and after an unload.
    public static var isSettled: Bool {
        guard lock.try() else { return false }
        defer { lock.unlock() }
        return loaded != nil
    }

    /// Unloads the libraries when they are loaded and no ``using(_:)`` is running; a later use
    /// loads them again. True when they were unloaded. On macOS, where they are linked, nothing
    /// is unloaded.
    @discardableResult
    public static func unloadIfUnused() -> Bool {
        lock.withLock {
            guard users == 0, case .some(nil) = loaded, cff_unload() == 1 else { return false }
            loaded = nil
            return true
        }
    }

    /// True when reading the file at `path` likely needs FFmpeg: audio, or a JPEG by its name. A
    /// run reads these first, then unloads it (a JPEG named `.png` loads it again, for a while).
    public static func likelyNeeded(forPath path: String) -> Bool {
        AssetKind.guess(forPath: path) == .audio || ["jpg", "jpeg"].contains(FileFormat.extensionOf(path))
    }

    private static func load() -> String? {
        guard cff_load() == 0 else { return String(cString: cff_load_error()) }
        cff_av_log_set_level(AV_LOG_QUIET)
        cff_av_max_alloc(maxAllocation)
        return nil
    }
}
