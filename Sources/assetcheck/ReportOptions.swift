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

    /// Prints the standard-output report (and the summary after a text or Xcode report), then
    /// writes each report file; returns those that could not be written.
    func write(_ outcome: CheckOutcome, format: OutputFormat, strict: Bool = false) -> [ReportFileError] {
        let printed = ReportRequest.printed(outcome, requests: reports, format: ReporterKind(rawValue: format.rawValue) ?? .text,
                                            quiet: quiet, colored: color.isColored(fileDescriptor: 1), strict: strict,
                                            tool: AssetCheckVersion.identity)
        FileHandleOutput.standardOutput(printed.standardOutput)
        if !printed.standardError.isEmpty { FileHandleOutput.standardError(printed.standardError) }
        return ReportRequest.writeFiles(outcome, requests: reports, strict: strict, tool: AssetCheckVersion.identity)
    }
}

extension ReportRequest: ExpressibleByArgument {
    public static var allValueStrings: [String] { ReporterKind.allCases.map(\.rawValue) }
}

extension ColorChoice: ExpressibleByArgument {}
