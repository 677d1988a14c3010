import ArgumentParser
import AssetCheckKit

/// What `assetcheck watch` prints of each ``WatchEvent``: findings on standard output, the rest on
/// standard error.
struct WatchOutput {
    /// The bundle folder, as the user gave it.
    let root: String
    let quiet: Bool
    let colored = Terminal.isColorTerminal(fileDescriptor: 1)

    /// Runs `session` until Ctrl-C; exits 2 when the first check fails.
    func run(_ session: WatchSession) async throws {
        if let note = session.note { FileHandleOutput.standardError(note + "\n") }
        do {
            try await session.run { event in show(event, method: session.source.method) }
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        FileHandleOutput.standardError("Stopped watching \(root).\n")
    }

    private func show(_ event: WatchEvent, method: String) {
        switch event {
        case let .checked(outcome):
            FileHandleOutput.standardOutput(TextReporter(colored: colored).report(quiet ? outcome.keepingErrorsOnly() : outcome))
            if !quiet { FileHandleOutput.standardError(TextReporter.summary(outcome) + "\n") }
        case .watching:
            FileHandleOutput.standardError("Watching \(root) for changes (\(method)); press Ctrl-C to stop.\n")
        case let .changed(update):
            let shown = quiet ? update.keepingErrorsOnly() : update
            FileHandleOutput.standardOutput(shown.lines(colored: colored).map { $0 + "\n" }.joined())
            if !quiet { FileHandleOutput.standardError(TextReporter.summary(update.outcome) + "\n") }
        case let .failed(message):
            FileHandleOutput.standardError("error: \(message)\n")
        case let .reportFailed(error):
            FileHandleOutput.standardError("\(error)\n")
        }
    }
}
