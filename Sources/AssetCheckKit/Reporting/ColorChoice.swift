import Foundation

/// When the text report is coloured (`--color`): `auto` on a terminal that wants colour, or
/// always, or never.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether output to `fileDescriptor` is coloured; `auto` asks ``Terminal``.
    public func isColored(fileDescriptor: Int32,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: Terminal.isColorTerminal(fileDescriptor: fileDescriptor, environment: environment)
        }
    }
}
