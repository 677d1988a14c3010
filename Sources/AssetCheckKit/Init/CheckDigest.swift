import AssetCheckCore

/// What `assetcheck init` shows of its check of the project: how many findings each check made,
/// and the first few findings, so that the mapping above stays in view; `assetcheck` itself lists
/// every finding.
public struct CheckDigest: Sendable {
    public var outcome: CheckOutcome
    /// How many findings are shown in full; default 5.
    public var shown: Int

    public init(_ outcome: CheckOutcome, shown: Int = 5) {
        self.outcome = outcome
        self.shown = shown
    }

    /// One line per check (most findings first, then by identifier), then the first findings as
    /// ``TextReporter`` writes them; nothing but a line saying so when the check found nothing.
    public var text: String {
        guard !outcome.findings.isEmpty else { return "The check with these rules found nothing.\n" }
        let byCheck = Dictionary(grouping: outcome.findings, by: \.check)
        let counts = byCheck.map { check, findings in
            (check: check.rawValue, errors: findings.count { $0.severity == .error }, others: findings.count { $0.severity != .error })
        }.sorted { ($0.errors + $0.others, $1.check) > ($1.errors + $1.others, $0.check) }
        var lines = ["Findings of the check with these rules, by check:"]
        lines += counts.map { count in
            let parts = [count.errors > 0 ? plural(count.errors, "error") : nil, count.others > 0 ? plural(count.others, "warning") : nil]
            return "  \(count.check): " + parts.compactMap { $0 }.joined(separator: ", ")
        }
        lines.append(outcome.findings.count > shown ? "The first \(shown) of \(outcome.findings.count):" : "They are:")
        var first = outcome
        first.findings = Array(outcome.findings.prefix(shown))
        let shownText = TextReporter().report(first).split(separator: "\n").map { "  " + $0 }
        return (lines + shownText).joined(separator: "\n") + "\n"
    }

    private func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}
