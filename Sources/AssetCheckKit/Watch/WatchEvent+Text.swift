extension WatchEvent {
    /// What `assetcheck watch` prints of this event: findings for standard output, the rest
    /// (summaries, the watching line, errors) for standard error; either may be empty.
    /// `root` is the bundle folder as the user gave it, `method` how changes are seen.
    public func text(root: String, method: String, quiet: Bool, colored: Bool) -> (standardOutput: String, standardError: String) {
        switch self {
        case let .checked(outcome):
            return (TextReporter(colored: colored).report(quiet ? outcome.keepingErrorsOnly() : outcome),
                    quiet ? "" : TextReporter.summary(outcome) + "\n")
        case .watching:
            return ("", "Watching \(LineText.escaped(root)) for changes (\(method)); press Ctrl-C to stop.\n")
        case let .changed(update):
            let shown = quiet ? update.keepingErrorsOnly() : update
            return (shown.lines(colored: colored).map { $0 + "\n" }.joined(), quiet ? "" : TextReporter.summary(update.outcome) + "\n")
        case let .failed(message):
            return ("", "error: \(message)\n")
        case let .reportFailed(error):
            return ("", "\(error)\n")
        }
    }
}
