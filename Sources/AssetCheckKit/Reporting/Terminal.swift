#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether output goes to a terminal that wants colour.
public enum Terminal {
    /// True for a TTY (`fileDescriptor` 1 is standard output), unless `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
    public static func isColorTerminal(fileDescriptor: Int32,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
        return isatty(fileDescriptor) == 1
    }
}
