import ArgumentParser
import AssetCheckCore
import AssetCheckKit

/// Ends a command on an error: prints it on standard error as users see it, and exits.
enum CommandFailure {
    /// Prints `error` (errors that name their file keep their `file:line:col: error:` form) and
    /// returns the exit code to throw.
    static func exit(_ error: any Error, status: Int32) -> ExitCode {
        switch error {
        case is RulesError, is DefaultRulesError, is ReportFileError, is WatchSessionError:
            FileHandleOutput.standardError("\(error)\n")
        default:
            FileHandleOutput.standardError("error: \(error)\n")
        }
        return ExitCode(status)
    }
}
