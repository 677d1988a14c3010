import ArgumentParser
import AssetCheckKit
import Foundation

/// `assetcheck check`: the default command.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a bundle folder's assets and report what is wrong (the default command).",
        discussion: """
            Without options, assetcheck reads .assetcheck.yml from the current folder or the nearest \
            parent that has one (keys: rules, paths, excluded, manifest, sources, keep); without one, it checks the \
            current folder with the built-in default rule set (see `assetcheck rules --rule-sets`) and \
            writes no manifest.

            Findings print one per line, sorted by path, as compilers print them \
            (path: severity: [check] what was measured; how to fix it), e.g.

              Examples/Characters/Bennie/wave@2x.png: error: [image.size] 598x900 px,
              but Bennie characters are 300x450 pt = 600x900 px at @2x; export at 600x900

            A one-line summary follows on standard error.

            The app's code, storyboards, property lists and JSON files (the repository's, by default) are \
            read for the assets it loads by name: an asset nothing names is asset.unused, a load of a name \
            the bundle lacks is asset.missing (path:line). Use --sources to point elsewhere, --no-sources \
            to skip, and keep: in .assetcheck.yml for assets loaded by names the code doesn't show.

            Examples:
              assetcheck check Examples
              assetcheck Examples --rules bennie --manifest AssetManifest.json
              assetcheck Examples --format json > findings.json
              assetcheck --strict        fail on warnings too (CI)
            """)

    @Argument(help: "Bundle folder to check. Default: 'paths' from .assetcheck.yml, else the current folder.")
    var path: String?

    @OptionGroup var rules: RulesOptions

    @Option(name: .long, help: ArgumentHelp("Write the manifest to this file (atomically).", valueName: "file"))
    var manifest: String?

    @Flag(name: .long, help: "Write no manifest, even if .assetcheck.yml names one.")
    var noManifest = false

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp(
        "Read the app's code and data here for the assets it loads (asset.unused, asset.missing). "
            + "Default: 'sources' from .assetcheck.yml, else its folder, else the git repository holding the bundle.",
        valueName: "path"))
    var sources: [String] = []

    @Flag(name: .long, help: "Read no sources: no asset.unused, asset.missing or font.not-registered findings.")
    var noSources = false

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Exit 1 on warnings as well as errors.")
    var strict = false

    @OptionGroup var baseline: BaselineOptions

    @OptionGroup var reports: ReportOptions

    @OptionGroup var changes: ChangeOptions

    /// The tool's version and build, which keys the cache.
    static var toolVersion: String { InspectionCache.buildKey(version: AssetCheckVersion.current) }

    /// The run's rules, bundle and manifest; throws for a bad rules or configuration file. For a
    /// staged run given `asking`, git is asked about the bundle while the rule set is read
    /// (``StagedBundle/Ahead``), and what was started is left in `asking` for the run to take.
    func setup(workingDirectory: String = FileManager.default.currentDirectoryPath, asking: AskedAhead? = nil) throws -> CheckSetup {
        // A run over some files writes no manifest unless one is given here.
        let writesManifest = !noManifest && (manifest != nil || !changes.isScoped)
        // The cache is read while the rule set is: at 10,000 files its decoding is a hook's longest step.
        let prefetch = { [staged = changes.staged, noCache = changes.noCache] (root: String, folder: String) in
            if let asking, staged { asking.ahead = StagedBundle.Ahead(root: root, workingDirectory: workingDirectory) }
            if !noCache { InspectionCache.prefetch(configFolder: folder, root: root, staged: staged, toolVersion: Self.toolVersion) }
        }
        return try CheckSetup(rules: rules.request, path: path, manifest: manifest, writesManifest: writesManifest,
                              sources: sources.isEmpty ? nil : sources, readsSources: !noSources, workingDirectory: workingDirectory,
                              rooted: prefetch)
    }

    func run() async throws {
        let outcome: CheckOutcome, setup: CheckSetup
        do {
            let asking = AskedAhead()
            setup = try self.setup(asking: asking)
            var request = CheckRequest(setup: setup, changes: try changes.request(), baseline: baseline.request,
                                       usesCache: !changes.noCache, toolVersion: Self.toolVersion,
                                       outputs: reports.reports.compactMap(\.file) + [setup.manifest].compactMap { $0 },
                                       previewing: reports.reports.contains { $0.kind == .html } ? .init() : nil,
                                       evaluating: reports.reports.contains { $0.kind == .junit })
            request.ahead = asking.ahead
            request.leaving = { KeptUntilExit.keep($0) }
            let progress = ProgressLine.make(root: setup.root, quiet: reports.quiet, write: FileHandleOutput.standardError)
            defer { progress?.finish() }
            guard let checked = try await request.run(progress: progress?.update) else {
                if !reports.quiet { FileHandleOutput.standardError("No changed files in \(setup.root) to check.\n") }
                return
            }
            outcome = checked
        } catch {
            let writing = (error as? BaselineFileError)?.isWriting == true
            throw CommandFailure.exit(error, status: writing ? ExitStatus.ioFailure : ExitStatus.usage)
        }
        baseline.request.notes(outcome).forEach(FileHandleOutput.standardError)
        // Each output is written whatever happened to the others: a report that can't be written
        // must not cost the manifest.
        var failures: [any Error] = reports.write(outcome, format: format, strict: strict)
        do {
            if let file = setup.manifest { try outcome.manifest.write(to: file) }
        } catch {
            failures.append(error)
        }
        // The outcome is left for the process's exit to free: at 10,000 files, freeing its records
        // one by one costs a pre-commit hook several milliseconds for nothing.
        KeptUntilExit.keep(outcome)
        if let last = failures.popLast() {
            for failure in failures { _ = CommandFailure.exit(failure, status: ExitStatus.ioFailure) }
            throw CommandFailure.exit(last, status: ExitStatus.ioFailure)
        }
        if outcome.errorCount > 0 || (strict && outcome.warningCount > 0) {
            throw ExitCode(ExitStatus.failed)
        }
    }
}

/// Where ``CheckCommand/setup(workingDirectory:asking:)`` puts the git questions it starts
/// (``StagedBundle/Ahead``) once it knows the bundle folder; set before `setup` returns.
final class AskedAhead: @unchecked Sendable {
    var ahead: StagedBundle.Ahead?
}

/// How findings are printed on standard output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// Values left for the process's exit to reclaim instead of being freed one by one.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = NSLock()

    static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}
