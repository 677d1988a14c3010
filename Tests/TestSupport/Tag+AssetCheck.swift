import Testing

/// The tags of slow and out-of-process tests, shared by every test target. `swift test` cannot
/// filter by tag; CONTRIBUTING.md lists the suites to skip for a quick run.
extension Tag {
    /// Runs a child process (the built `assetcheck`, git, ffprobe): exit codes, `--help`, streams.
    @Tag public static var subprocess: Self
    /// Drives a headless Chromium; skipped where none is installed.
    @Tag public static var browser: Self
    /// Builds, reads or checks large inputs; takes seconds to minutes.
    @Tag public static var slow: Self
}
