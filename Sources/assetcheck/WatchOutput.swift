import ArgumentParser
import AssetCheckKit

/// Prints each ``WatchEvent`` of `assetcheck watch` as ``WatchEvent/text(root:method:quiet:colored:)`` words it.
struct WatchOutput {
    /// The bundle folder, as the user gave it.
    let root: String
    let quiet: Bool
    let colored = Terminal.isColorTerminal(fileDescriptor: 1)

    /// Runs `session` until Ctrl-C; exits 2 when the first check fails.
    func run(_ session: WatchSession) async throws {
        if let note = session.note { FileHandleOutput.standardError(note + "\n") }
        do {
            try await session.run { event in
                let text = event.text(root: root, method: session.source.method, quiet: quiet, colored: colored)
                if !text.standardOutput.isEmpty { FileHandleOutput.standardOutput(text.standardOutput) }
                if !text.standardError.isEmpty { FileHandleOutput.standardError(text.standardError) }
            }
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        FileHandleOutput.standardError("Stopped watching \(root).\n")
    }
}
