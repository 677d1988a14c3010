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
        // Every command names itself: a name made from the type's went through reflection on
        // each run of any command (ArgumentParser lists them all), a millisecond of a hook's start.
        static let configuration = CommandConfiguration(
            commandName: "install",
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
            try checkArguments()
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            try HookCommand.run(PreCommitScript(executable: executable, arguments: arguments)) { installer throws(HookInstaller.Refusal) in
                try installer.install(force: force)
            }
        }

        /// Parses the hook's arguments and loads their rules, configuration and bundle now, from the
        /// top of the work tree where git runs hooks, so a typo fails here, not every later commit.
        private func checkArguments() throws {
            do {
                let here = FileManager.default.currentDirectoryPath
                let top = try Git.workTreeTop(around: here, workingDirectory: here)
                try CheckCommand.parse(["--staged"] + arguments).setup(workingDirectory: top).requireBundleFolder(in: top)
            } catch {
                FileHandleOutput.standardError("error: no hook was written: the hook's arguments for 'assetcheck check "
                    + "--staged' fail: \(CheckCommand.message(for: error))\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "uninstall", abstract: "Remove the hook and restore the one it replaced.")

        func run() throws {
            try HookCommand.run(PreCommitScript(executable: "")) { installer throws(HookInstaller.Refusal) in try installer.uninstall() }
        }
    }

    /// Runs `action` with the installer for the repository around the current folder and prints what
    /// was done; exits 2 outside a repository, 1 when the hook is left alone (saying why).
    static func run(_ script: PreCommitScript, _ action: (HookInstaller) throws(HookInstaller.Refusal) -> String) throws {
        let installer: HookInstaller
        do {
            installer = try HookInstaller.forRepository(script: script)
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        do {
            FileHandleOutput.standardOutput(try action(installer) + "\n")
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.failed)
        }
    }
}
