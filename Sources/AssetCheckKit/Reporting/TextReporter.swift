import Foundation
import AssetCheckCore
/// One line per finding, as compilers print them: `path: error: [check] message; fix`, with
/// control characters in names and messages made visible (``LineText``).
public struct TextReporter: Reporter {
    /// ANSI colours for a terminal; plain when piped.
    public var colored: Bool

    public init(colored: Bool = false) { self.colored = colored }

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            let severity = finding.severity.rawValue
            let label = colored ? (finding.severity == .error ? "\u{1B}[1;31m\(severity)\u{1B}[0m" : "\u{1B}[1;33m\(severity)\u{1B}[0m") : severity
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let line = finding.line.map { ":\($0)" } ?? ""
            return LineText.escaped(outcome.displayPath(finding.path)) + line + ": \(label): "
                + LineText.escaped("[\(finding.check)] \(finding.message)\(fix)") + "\n"
        }.joined()
    }

    /// `Checked 42 files in Examples: 1 error, 0 warnings, 2 baselined; 2.1 MB of 150 MB budget
    /// (98.6% free); memory 71.7 MB of 200 MB (64.2% free) (0.12 s)`; the baselined count only
    /// with a baseline, the budgets only where the rules set them. Without a size budget, a run
    /// over the whole bundle gives its total and largest files instead (``BundleTotal``).
    public static func summary(_ outcome: CheckOutcome) -> String {
        let seconds = Double(outcome.elapsed.components.seconds) + Double(outcome.elapsed.components.attoseconds) / 1e18
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let baselined = outcome.baseline.map { ", \($0.baselined.count) baselined" } ?? ""
        var budgets = HeadroomSummary.text(outcome.budgets).map { "; " + $0 } ?? ""
        if outcome.budgets?.bundleSize == nil, outcome.changedPaths == nil {
            budgets = "; " + LineText.escaped(BundleTotal.text(outcome.snapshot.records)) + budgets
        }
        let files = outcome.changedPaths.map { "\(count($0.count, "changed file")) of \(outcome.snapshot.records.count)" }
            ?? count(outcome.snapshot.records.count, "file")
        let code = outcome.changedSources.isEmpty ? "" : " and \(count(outcome.changedSources.count, "changed source file"))"
        return "Checked \(files) in \(LineText.escaped(outcome.root))\(code): "
            + "\(count(outcome.errorCount, "error")), \(count(outcome.warningCount, "warning"))\(baselined)\(budgets) "
            + "(\(String(format: "%.2f", seconds)) s)" + skipped(outcome.skippedPaths) + sources(outcome.snapshot.sources)
    }

    /// `; read 812 source files for asset loads (1 in part: App/Gen.swift: does not parse as Swift ...)`,
    /// or "" when none was read. Each file read only in part, or not at all, is named once.
    private static func sources(_ index: SourceIndex?) -> String {
        guard let index, !index.files.isEmpty else { return "" }
        let noted = index.files.filter { $0.note != nil }
        let loads = index.loadsAssets ? "" : "; none loads an asset by name, so no asset is called unused"
        guard let first = noted.first, let note = first.note else {
            return "; read \(index.files.count) source \(index.files.count == 1 ? "file" : "files") for asset loads" + loads
        }
        let more = noted.count > 1 ? " and \(noted.count - 1) more" : ""
        return "; read \(index.files.count) source files for asset loads (\(noted.count) in part or not at all: "
            + LineText.escaped("\(first.path): \(note)") + more + ")" + loads
    }

    /// `; skipped 2 hidden or system entries: .DS_Store, .git`, or "" when none was.
    private static func skipped(_ paths: [String]) -> String {
        guard !paths.isEmpty else { return "" }
        let names = Set(paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }).sorted()
        let shown = names.prefix(4).map(LineText.escaped).joined(separator: ", ") + (names.count > 4 ? ", ..." : "")
        return "; skipped \(paths.count) hidden or system \(paths.count == 1 ? "entry" : "entries"): \(shown)"
    }
}
