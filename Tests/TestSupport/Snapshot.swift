import Foundation

/// Compares output with a snapshot file kept in the repository; re-records on demand.
///
/// Run with `ASSETCHECK_RECORD_SNAPSHOTS=1 swift test` to rewrite every snapshot from the current
/// output, then review the change with `git diff`.
public enum Snapshot {
    /// Whether this run re-records snapshots instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ASSETCHECK_RECORD_SNAPSHOTS"] == "1" }

    /// `nil` when `actual` equals the file at `path` (relative to the repository root), else a
    /// message showing the first differing line. When recording, writes the file and returns `nil`.
    public static func mismatch(_ actual: String, file path: String) -> String? {
        let url = URL(fileURLWithPath: Repository.root + "/" + path)
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no snapshot at \(path); record it with ASSETCHECK_RECORD_SNAPSHOTS=1 swift test"
        }
        guard expected != actual else { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "(end)"
        let want = line < e.count ? String(e[line]) : "(end)"
        return "\(path) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n"
            + "Re-record with ASSETCHECK_RECORD_SNAPSHOTS=1 swift test if the change is intended."
    }
}
