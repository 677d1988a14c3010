import Foundation

/// The `ffmpeg` command line, for making audio inputs in tests and running the commands that
/// findings suggest. Tests that need it skip when it is not installed.
public enum FFmpeg {
    public static let executable = "/usr/bin/ffmpeg"
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// Runs ffmpeg with `arguments` in `folder` (quiet, never asking to overwrite); its exit status.
    @discardableResult
    public static func run(_ arguments: [String], in folder: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.arguments = ["-nostdin", "-v", "error", "-n"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Makes `output` in `folder` from a sine tone of `seconds` (through lavfi), with `encoding`
    /// arguments (`["-c:a", "aac", "-f", "adts"]`); throws when ffmpeg fails.
    public static func tone(_ output: String, seconds: Double, in folder: String, _ encoding: [String]) throws {
        let status = try run(["-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)"] + encoding + [output], in: folder)
        guard status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output]) }
    }
}
