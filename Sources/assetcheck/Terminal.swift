#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether output goes to a terminal that wants colour.
enum Terminal {
    /// True for a TTY, unless `NO_COLOR` is set (no-color.org) or `TERM` is `dumb`.
    static func isColorTerminal(fileDescriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
        return isatty(fileDescriptor) == 1
    }
}
