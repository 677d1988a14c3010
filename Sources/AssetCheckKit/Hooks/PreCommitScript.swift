import Foundation

/// The shell script `assetcheck hook install` writes as `pre-commit`.
public struct PreCommitScript: Sendable, Hashable {
    /// Marks a hook as assetcheck's, so uninstall and a second install recognise it.
    public static let marker = "# assetcheck pre-commit hook"

    /// Absolute path of the assetcheck binary; the hook falls back to `assetcheck` on `PATH`.
    public var executable: String
    /// Arguments after `assetcheck check --staged`, e.g. `--rules my-app`.
    public var arguments: [String]

    public init(executable: String, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    public var text: String {
        let command = (["\"$assetcheck\"", "check", "--staged"] + arguments.map(Self.quoted)).joined(separator: " ")
        return """
            #!/bin/sh
            \(Self.marker): checks the staged assets before each commit.
            # Written by 'assetcheck hook install'; 'assetcheck hook uninstall' removes it and puts back
            # the hook it replaced (kept beside it as pre-commit.assetcheck-previous, and run first).
            hooks=$(dirname "$0")
            if [ -x "$hooks/pre-commit.assetcheck-previous" ]; then
              "$hooks/pre-commit.assetcheck-previous" "$@" || exit $?
            fi
            assetcheck=\(Self.quoted(executable))
            if [ ! -x "$assetcheck" ]; then
              assetcheck=$(command -v assetcheck) || {
                echo "assetcheck pre-commit hook: assetcheck is not installed; install it, or commit with --no-verify to skip the check." >&2
                exit 1
              }
            fi
            \(command)
            status=$?
            if [ "$status" -ne 0 ]; then
              echo "assetcheck: commit stopped. Fix the assets above and stage them again (git add), or commit with --no-verify to skip this check." >&2
              echo "assetcheck: errors that were there before this commit? Record them once in a baseline, then only new ones stop a commit:" >&2
              echo "  \(Self.baselineCommand(arguments))" >&2
              echo "  assetcheck hook install --force -- \(Self.baselineArguments(arguments))" >&2
            fi
            exit "$status"

            """
    }

    /// Where the hook's advice records a baseline.
    public static let baselineFile = "assetcheck-baseline.json"

    /// The command that records today's findings as the baseline, with the hook's own arguments.
    static func baselineCommand(_ arguments: [String]) -> String {
        (["assetcheck", "check"] + arguments + ["--write-baseline", baselineFile]).map(shown).joined(separator: " ")
    }

    /// The hook's arguments with the baseline applied.
    static func baselineArguments(_ arguments: [String]) -> String {
        (arguments + ["--baseline", baselineFile]).map(shown).joined(separator: " ")
    }

    /// An argument as a user would type it in a shell: quoted only when it needs to be, and
    /// escaped so that it cannot end the hook's `echo "..."` early.
    private static func shown(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_./=:@+,".unicodeScalars.contains($0)
        }
        let text = plain ? argument : quoted(argument)
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`")
    }

    /// `text` in single quotes for `sh`, with embedded single quotes kept.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
