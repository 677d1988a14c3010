import ArgumentParser
import AssetCheckKit

/// `assetcheck init`: a starting configuration and rules file for an existing project.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting .assetcheck.yml and rules file for an existing project.",
        discussion: """
            Starts from a built-in rule set (--from, default the default set), looks at the \
            project's folders and what their files are (fonts, strings tables and Bedrock files \
            by content; image sizes in points at their @2x/@3x scale, transparency, audio bit \
            rates, required file names, Lottie frame rates and durations, folder names), and maps \
            each class to the folders whose contents fit it, never to the folder itself or to \
            files the class cannot check; the set's own folders (a game module's, a catalog's) \
            move to where the project keeps them, with their required files and memory groups. \
            It shows the mapping, writes .assetcheck.yml and \(ProjectInitializer.rulesFileName) \
            into the folder (never overwriting without --force), checks the folder with them and \
            shows how many findings each check made, and the first few.

            Example, for a project with Audio/Effekte/, Audio/Musik/ and Figuren/Bennie/:
              assetcheck init MyApp/Assets --from bennie
                sound-effect <- Audio/Effekte/ (7 files: the required tap_wood.aac ..., 44100 Hz, 128 kbps)
                ...
            """)

    @Argument(help: "The project's bundle folder. Default: the current folder.")
    var path: String = "."

    @Option(name: .long, help: "The built-in rule set (or rules file) to start from. Default: the default set.")
    var from: String?

    @Flag(name: .long, help: "Overwrite .assetcheck.yml and the rules file if they exist.")
    var force = false

    func run() async throws {
        let initializer = ProjectInitializer(folder: path, from: from, force: force)
        let outcome: CheckOutcome
        do {
            let plan = try await initializer.plan()
            FileHandleOutput.standardOutput("Classes of the \(plan.baseName) rules, mapped onto \(path):\n\(plan.mapping.text)\n")
            try initializer.write(plan)
            FileHandleOutput.standardOutput("Wrote " + plan.files.map(\.path).joined(separator: " and ")
                + "; `assetcheck\(path == "." ? "" : " " + path)` checks with them from now on\n")
            outcome = try await initializer.check(reusing: plan)
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        FileHandleOutput.standardOutput(CheckDigest(outcome).text)
        FileHandleOutput.standardError(TextReporter.summary(outcome) + "\n")
        if outcome.errorCount > 0 { throw ExitCode(ExitStatus.failed) }
    }
}
