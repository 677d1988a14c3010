#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether output goes to a terminal that wants colour.
public enum Terminal {
    /// True for a TTY (`fileDescriptor` 1 is standard output), unless `NO_COLOR` is set to a
    /// non-empty value (no-color.org: an empty one does not count) or `TERM` is `dumb`.
    public static func isColorTerminal(fileDescriptor: Int32,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard (environment["NO_COLOR"] ?? "").isEmpty, environment["TERM"] != "dumb" else { return false }
        return isatty(fileDescriptor) == 1
    }
}
