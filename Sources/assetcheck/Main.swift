import ArgumentParser
import AssetCheckKit
import Foundation

/// Entry point: maps argument-parsing errors to exit code 2 (ArgumentParser's default is 64).
@main
enum Main {
    static func main() async {
        do {
            var command = try AssetCheckCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode where code != .validationFailure {
            // A command's own exit status (findings, a failure it printed): nothing to print, and
            // none of ArgumentParser's help made to say nothing (a hook's millisecond).
            exit(code.rawValue)
        } catch {
            if AssetCheckCommand.exitCode(for: error) == .validationFailure {
                FileHandleOutput.standardError(AssetCheckCommand.fullMessage(for: error) + "\n"
                    + "Run 'assetcheck --help' for usage.\n")
                exit(ExitStatus.usage)
            }
            AssetCheckCommand.exit(withError: error)
        }
    }
}

/// Exit statuses, as documented in `--help` and Docs/Usage.md (Exit codes).
enum ExitStatus {
    static let failed: Int32 = 1
    static let usage: Int32 = 2
    /// The manifest, a report or a baseline could not be written: the run is broken, not the bundle.
    static let ioFailure: Int32 = 3
}
