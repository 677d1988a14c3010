import ArgumentParser
import AssetCheckKit

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

    @Option(name: .long, help: ArgumentHelp(
        "Colour in the text on standard output: auto (on a terminal, unless NO_COLOR is set and not empty), always or never.",
        valueName: "when"))
    var color: ColorChoice = .auto

    func validate() throws {
        if reports.count(where: { $0.file == nil }) > 1 {
            throw ValidationError("at most one --report may go to standard output; give the others a file (TYPE:FILE)")
        }
    }

    /// Prints the standard-output report (a `--report TYPE` without a file, else `--format`'s, and
    /// the summary after a text or Xcode report), then writes each report file.
    func write(_ outcome: CheckOutcome, format: OutputFormat) throws(ReportFileError) {
        let kind = reports.first { $0.file == nil }?.kind ?? ReporterKind(rawValue: format.rawValue) ?? .text
        let shown = quiet && kind.isLineBased ? outcome.keepingErrorsOnly() : outcome
        let colored = color.isColored(fileDescriptor: 1)
        FileHandleOutput.standardOutput(kind.reporter(.forRun(of: outcome, tool: AssetCheckVersion.identity, colored: colored))
            .report(shown))
        if !quiet, kind == .text || kind == .xcode {
            FileHandleOutput.standardError(TextReporter.summary(outcome) + "\n")
        }
        for request in reports where request.file != nil {
            try request.write(request.kind.reporter(.forRun(of: outcome, tool: AssetCheckVersion.identity, colored: false))
                .report(outcome))
        }
    }
}

extension ReportRequest: ExpressibleByArgument {
    public static var allValueStrings: [String] { ReporterKind.allCases.map(\.rawValue) }
}

extension ColorChoice: ExpressibleByArgument {}
