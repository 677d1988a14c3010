import ArgumentParser
import AssetCheckKit
import Foundation

/// `--report TYPE[:FILE]` (repeatable) and `--quiet` of `assetcheck check`.
struct ReportOptions: ParsableArguments {
    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Write a report: TYPE to standard output, or TYPE:FILE to a file (atomically). Repeatable.",
        discussion: "Types: " + ReporterKind.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + ". A TYPE without a file replaces --format; at most one report goes to standard output.",
        valueName: "type[:file]"))
    var reports: [ReportRequest] = []

    @Flag(name: .long, help: "Errors only: no warnings on standard output, no summary, no progress line.")
    var quiet = false

    func validate() throws {
        if reports.count(where: { $0.file == nil }) > 1 {
            throw ValidationError("at most one --report may go to standard output; give the others a file (TYPE:FILE)")
        }
    }

    /// The report for standard output: a `--report TYPE` without a file, else `--format`'s.
    func standardOutputKind(format: OutputFormat) -> ReporterKind {
        reports.first { $0.file == nil }?.kind ?? ReporterKind(rawValue: format.rawValue) ?? .text
    }

    /// Prints the standard-output report (and the summary after a text or Xcode report), then writes
    /// each report file; exits 1 when a file cannot be written.
    func write(_ outcome: CheckOutcome, format: OutputFormat) throws {
        let kind = standardOutputKind(format: format)
        let shown = quiet && kind.isLineBased ? outcome.keepingErrorsOnly() : outcome
        FileHandleOutput.standardOutput(kind.reporter(Self.context(for: outcome, colored: Terminal.isColorTerminal(fileDescriptor: 1)))
            .report(shown))
        if !quiet, kind == .text || kind == .xcode {
            FileHandleOutput.standardError(TextReporter.summary(outcome) + "\n")
        }
        for request in reports {
            guard let file = request.file else { continue }
            do {
                let url = URL(fileURLWithPath: file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(request.kind.reporter(Self.context(for: outcome, colored: false)).report(outcome).utf8)
                    .write(to: url, options: .atomic)
            } catch {
                FileHandleOutput.standardError("error: cannot write the \(request.kind.rawValue) report to \(file): "
                    + "\(error.localizedDescription)\n")
                throw ExitCode(ExitStatus.failed)
            }
        }
    }

    /// What reporters are told about where they run; used by `watch` too.
    static func context(for outcome: CheckOutcome, colored: Bool) -> ReportContext {
        let cwd = FileManager.default.currentDirectoryPath
        let bundle = URL(fileURLWithPath: outcome.root, relativeTo: URL(fileURLWithPath: cwd + "/"))
            .resolvingSymlinksInPath().standardizedFileURL.path
        let repository = Git.workingTreeRoot(containing: bundle).map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path
        }
        let repositoryPath = repository.map { top in bundle == top ? "" : String(bundle.dropFirst(top.count + 1)) }
        return ReportContext(colored: colored, workingDirectory: cwd, repositoryPath: repositoryPath,
                             tool: AssetCheckVersion.identity)
    }
}

/// One `--report` value: a reporter and, optionally, the file it goes to.
struct ReportRequest: ExpressibleByArgument {
    var kind: ReporterKind
    /// `nil` for standard output.
    var file: String?

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let kind = ReporterKind(rawValue: parts[0]) else { return nil }
        if parts.count == 2, parts[1].isEmpty { return nil }
        self.kind = kind
        file = parts.count == 2 ? parts[1] : nil
    }

    static var allValueStrings: [String] { ReporterKind.allCases.map(\.rawValue) }
}
