import ArgumentParser
import AssetCheckKit
import Foundation

/// `assetcheck hook install|uninstall`: the git pre-commit hook.
struct HookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hook",
        abstract: "Install or remove the git pre-commit hook that checks the staged assets.",
        discussion: """
            The hook runs 'assetcheck check --staged' before each commit, in the folder git runs \
            hooks from (core.hooksPath, or .git/hooks), and stops the commit when an error is found.
            """,
        subcommands: [Install.self, Uninstall.self])

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the pre-commit hook; an existing hook is never overwritten.",
            discussion: """
                Arguments after -- are passed to 'assetcheck check --staged', e.g.
                  assetcheck hook install -- --rules my-app.yml Assets
                """)

        @Flag(name: .long, help: "Keep an existing hook by moving it to pre-commit.assetcheck-previous and running it first.")
        var force = false

        @Argument(parsing: .postTerminator, help: ArgumentHelp("Arguments for 'assetcheck check --staged'.", valueName: "argument"))
        var arguments: [String] = []

        func run() throws {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            let installer = try HookCommand.installer(PreCommitScript(executable: executable, arguments: arguments))
            try HookCommand.report { () throws(HookInstaller.Refusal) in try installer.install(force: force) }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the hook and restore the one it replaced.")

        func run() throws {
            let installer = try HookCommand.installer(PreCommitScript(executable: ""))
            try HookCommand.report { () throws(HookInstaller.Refusal) in try installer.uninstall() }
        }
    }

    /// The installer for the repository around the current folder; exits 2 outside a repository.
    static func installer(_ script: PreCommitScript) throws -> HookInstaller {
        do {
            let folder = try Git(folder: FileManager.default.currentDirectoryPath).hooksFolder()
            return HookInstaller(hooksFolder: folder, script: script)
        } catch {
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// Prints what was done, or why not (then exits 1).
    static func report(_ action: () throws(HookInstaller.Refusal) -> String) throws {
        do {
            FileHandleOutput.standardOutput(try action() + "\n")
        } catch {
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode(ExitStatus.failed)
        }
    }
}
