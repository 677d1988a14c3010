import Testing

extension Tag {
    /// Runs the built `assetcheck` binary in a child process (exit codes, `--help`, streams).
    @Tag static var subprocess: Self
    /// Drives a headless Chromium; skipped where none is installed.
    @Tag static var browser: Self
    /// Builds or checks large bundles; takes seconds to minutes.
    @Tag static var slow: Self
}
