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
            fi
            exit "$status"

            """
    }

    /// `text` in single quotes for `sh`, with embedded single quotes kept.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
