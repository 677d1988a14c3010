import AssetCheckCore

/// The page around the cards: the summary (counts, budgets, findings on the whole bundle), the
/// filters, one section per class, and the inline style and script. Nothing is loaded from
/// elsewhere, and nothing in it depends on the clock.
struct HTMLPage {
    let outcome: CheckOutcome
    /// The run's evaluations (``CheckOutcome/evaluations``), resolved once for the page.
    var evaluations: Evaluations = []
    let sections: [ReportSection]
    let renderer: HTMLCardRenderer
    let tool: ToolIdentity?
    /// How many cards are rendered at once.
    var batch = Batch()

    /// The most cards rendered at once, and the most bytes of pictures and sounds (before
    /// base64) they may embed together, but for the last card's own: a batch is rendered on
    /// every core, then written in order, so a page of thousands of cards is held a batch at a time.
    struct Batch: Sendable {
        var cards = 32
        var embeddedBytes = 1 << 18
    }

    /// The page's `generator`: how a later run knows the page for its own report when it lies
    /// among the app's sources (see `WebReferenceReader`), and does not read the asset names in it as loads.
    static let generator = "assetcheck"

    /// The page as one string (what ``render(into:)`` writes).
    func render() -> String {
        var html = ""
        // Room for the whole page, so that appending a card never copies what came before.
        html.reserveCapacity(renderer.previews.embeddedBytes * 4 / 3 + sections.reduce(0) { $0 + $1.cards.count } * 1500 + 16384)
        render(into: &html)
        return html
    }

    /// Writes the page to `output` piece by piece, each card as it is rendered: no list of cards,
    /// and the page itself is held nowhere when `output` is a file.
    func render(into output: inout some TextOutputStream) {
        let cards = sections.flatMap(\.cards)
        output.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(HTMLPage.generator)">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; media-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>\(e(title))</title>
            <script>\(HTMLScript.errorHook)</script>
            <style>\(HTMLStyle.css)</style>
            </head>
            <body data-cards="\(cards.count)">

            """)
        output.write(summary(cards))
        output.write(filters(cards))
        output.write("<main>\n")
        for section in sections { render(section, into: &output) }
        output.write("</main>\n" + checkLegend())
        output.write("<footer>Made by \(e(tool.map { "\($0.name) \($0.version)" } ?? "assetcheck")). "
            + "This page is one file: it loads nothing from the network.</footer>\n")
        output.write("<script>\(HTMLScript.filters)</script>\n</body>\n</html>\n")
    }

    /// Each check with a badge on the page, with what passing it means: said once here, not on
    /// every badge (the script shows it as a badge's title). A guard against bad input that passed
    /// has no badge (``CheckBadges``), so it is not listed either.
    private func checkLegend() -> String {
        var shown = Set(outcome.findings.map(\.check))
        for evaluation in evaluations where !shown.contains(evaluation.check) {
            if case .passed = evaluation.outcome, CheckCatalog.descriptor(for: evaluation.check)?.guardsInput == true { continue }
            shown.insert(evaluation.check)
        }
        let checks = shown.sorted { $0.rawValue < $1.rawValue }
        guard !checks.isEmpty else { return "" }
        var html = "<section class=\"check-legend\"><h2>What each check means</h2><dl>"
        for check in checks {
            html += "<dt><code>\(e(check.rawValue))</code></dt><dd>\(e(CheckCatalog.descriptor(for: check)?.summary ?? ""))</dd>"
        }
        return html + "</dl></section>\n"
    }

    private var title: String {
        "assetcheck: \(outcome.displayPath(nil)) — \(count(outcome.errorCount, "error")), \(count(outcome.warningCount, "warning"))"
    }

    private func summary(_ cards: [ReportCard]) -> String {
        let worst = cards.map(\.status).min() ?? .pass
        let failing = cards.count { $0.status != .pass }
        let headline = outcome.findings.isEmpty ? "No problems: every asset passes."
            : "\(count(outcome.errorCount, "error")) and \(count(outcome.warningCount, "warning")) on \(failing) of \(count(cards.count, "asset"))"
        var html = "<header class=\"summary\">\n<h1>Asset report for <code>\(e(outcome.displayPath(nil)))</code></h1>\n"
        html += "<p class=\"headline status-\(worst.rawValue)\">\(e(headline))</p>\n"
        html += "<p class=\"meta\">Checked \(count(outcome.snapshot.records.count, "file")) against the "
            + "<code>\(e(outcome.manifest.ruleSet))</code> rules."
        if let changed = outcome.changedPaths {
            html += " Only the findings that \(count(changed.count, "changed file")) affect are shown."
        }
        if let baseline = outcome.baseline, !baseline.baselined.isEmpty {
            html += " \(count(baseline.baselined.count, "finding")) recorded in the baseline \(baseline.baselined.count == 1 ? "is" : "are") not shown."
        }
        html += "</p>\n<ul class=\"tiles\">"
        for status in ReportCard.Status.allCases {
            let words = switch status { case .error: "with errors"; case .warning: "with warnings only"; case .pass: "passing" }
            html += "<li class=\"tile tile-\(status.rawValue)\"><b>\(cards.count { $0.status == status })</b> \(words)</li>"
        }
        for kind in AssetKind.allCases {
            let n = cards.count { $0.kind == kind }
            if n > 0 { html += "<li class=\"tile\"><b>\(n)</b> \(kindName(kind, plural: n != 1))</li>" }
        }
        html += "</ul>\n" + budgets() + bundleFindings() + "</header>\n"
        return html
    }

    /// Each budget's use against its limit, with a bar and the headroom left.
    private func budgets() -> String {
        guard let budgets = outcome.budgets, !budgets.all.isEmpty else { return "" }
        var html = "<section class=\"budgets\"><h2>Budgets</h2><table>\n"
        for (kind, use) in budgets.all {
            let name = kind == .bundleSize ? "Bundle size" : kind == .memory ? "Memory: \(use.name)" : "Class \(use.name)"
            let width = ReportWording.number(min(100, max(0, use.fractionUsed * 100)))
            let headroom = use.status == .over ? "\(ByteWording.size(-use.headroomBytes)) over"
                : "\(ByteWording.size(use.headroomBytes)) left (\(ByteWording.percent(1 - use.fractionUsed)) free)"
            html += "<tr class=\"budget budget-\(use.status.rawValue)\"><th>\(e(name))</th>"
                + "<td>\(ByteWording.megabytes(use.usedBytes)) of \(ByteWording.limit(use.limitBytes))</td>"
                + "<td class=\"bar\"><span style=\"width: \(width)%\"></span></td><td>\(headroom)</td></tr>\n"
        }
        return html + "</table></section>\n"
    }

    /// The checks of the whole bundle (and of subjects no card shows, such as a required folder):
    /// their badges, then the findings on no file.
    private func bundleFindings() -> String {
        let findings = outcome.findings.filter { $0.path == nil }
        // The subjects cards show, as ``ReportCardBuilder`` places them: files, and image groups by name.
        let cards = sections.flatMap(\.cards).flatMap { [$0] + $0.sprites }
        let shown = Set(cards.flatMap { card in card.paths + (card.path == nil && card.showsImages ? [card.name] : []) })
        var whole = ReportCard(name: outcome.displayPath(nil), kind: .other, assetClass: nil)
        whole.show(evaluations.filter { evaluation in evaluation.subject.map { !shown.contains($0) } ?? true })
        whole.findings = findings
        let badges = renderer.badges(whole)
        guard !findings.isEmpty || !badges.isEmpty else { return "" }
        let items = findings.map { finding in
            "<li class=\"problem problem-\(finding.severity.rawValue)\" data-check=\"\(e(finding.check.rawValue))\">"
                + "<div class=\"what\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
                + "<span class=\"check\">[\(e(finding.check.rawValue))]</span> \(e(finding.message))</div>"
                + (finding.fix.map { "<div class=\"fix\"><strong>How to fix:</strong> \(e($0))</div>" } ?? "") + "</li>"
        }
        return "<section class=\"bundle-findings\"><h2>The whole bundle</h2>" + badges
            + (items.isEmpty ? "" : "<ol class=\"problems\">" + items.joined(separator: "\n") + "</ol>") + "</section>\n"
    }

    /// The class and status filters; hidden until the script shows them, so a page without
    /// scripts shows every card and no dead controls.
    private func filters(_ cards: [ReportCard]) -> String {
        var html = "<nav class=\"filters\" hidden>\n<label>Class <select id=\"filter-class\"><option value=\"\">All classes</option>"
        for section in sections {
            html += "<option value=\"c:\(e(section.assetClass ?? ""))\">\(e(sectionTitle(section))) (\(section.cards.count))</option>"
        }
        html += "</select></label>\n<span class=\"status-filter\" role=\"radiogroup\" aria-label=\"Status\">"
        html += "<label><input type=\"radio\" name=\"status\" value=\"\" checked> All</label>"
        for status in ReportCard.Status.allCases {
            html += "<label><input type=\"radio\" name=\"status\" value=\"\(status.rawValue)\"> \(status.plural)</label>"
        }
        return html + "</span>\n<span id=\"shown\" aria-live=\"polite\">Showing all \(count(cards.count, "asset"))</span>\n</nav>\n"
    }

    private func render(_ section: ReportSection, into output: inout some TextOutputStream) {
        let rule = outcome.rules?.assetClass(named: section.assetClass)
        var html = "<section class=\"class-section\" data-class=\"\(e(section.assetClass ?? ""))\">\n"
        html += "<h2>\(e(sectionTitle(section)))"
        if let id = section.assetClass { html += " <code>\(e(id))</code>" }
        html += "</h2>\n"
        if let rule, !ReportWording.classSummary(rule).isEmpty {
            html += "<p class=\"rule\">\(e(ReportWording.classSummary(rule)))</p>\n"
        }
        output.write(html + "<div class=\"cards\">\n")
        var start = section.cards.startIndex
        while start < section.cards.endIndex {
            let end = batchEnd(section.cards, from: start)
            for card in rendered(section.cards[start..<end]) { output.write(card) }
            start = end
        }
        output.write("</div>\n</section>\n")
    }

    /// Where the batch of `cards` that starts at `start` ends.
    private func batchEnd(_ cards: [ReportCard], from start: Int) -> Int {
        var (end, bytes) = (start, 0)
        while end < cards.endIndex, end == start || (end - start < batch.cards && bytes < batch.embeddedBytes) {
            bytes += renderer.previews.embeddedBytes(of: cards[end])
            end += 1
        }
        return end
    }

    /// Each of `cards` as HTML, in order, rendered on every core.
    private func rendered(_ cards: ArraySlice<ReportCard>) -> [String] {
        ChunkedWork.map(count: cards.count, minimum: 4) { [renderer] range in
            range.map { renderer.render(cards[cards.startIndex + $0]) }
        }
    }

    private func sectionTitle(_ section: ReportSection) -> String {
        guard let id = section.assetClass else { return "Files no class claims" }
        return outcome.rules?.assetClass(named: id)?.description ?? id
    }

    private func kindName(_ kind: AssetKind, plural: Bool) -> String {
        plural ? kind.declaration.plural : kind.declaration.name
    }

    private func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    private func e(_ text: String) -> String { HTMLText.escape(text) }
}
