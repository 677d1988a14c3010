import AssetCheckCore

/// A self-contained HTML page for the people who made the assets: one card per asset, grouped
/// by class with failing assets first, images as thumbnails on a checkerboard with the measured
/// size beside the expected one, a badge per check and how to fix each problem.
///
/// Everything is inside the file (style, script, thumbnails and sounds as `data:` URIs), and
/// nothing depends on the time, so the same bundle gives the same bytes. The pictures, specimens
/// and sounds are the ones the run made as it read each file (``CheckOutcome/previews``, asked
/// for with ``BundleChecker/previewing``): the report reads no file, and shows none when the run
/// made none. Pictures fill what the cards and sounds leave of
/// ``BundleChecker/Previewing/maxPageBytes`` (24 MB), up to their own limit (12 MB): a bundle of
/// thousands of files has megabytes of cards, and its page still opens quickly.
public struct HTMLReporter: Reporter {
    /// Named in the footer; `nil` names no version.
    public var tool: ToolIdentity?
    /// How many cards are rendered at once (on every core, then written in order).
    var batch = HTMLPage.Batch()

    public init(tool: ToolIdentity? = nil) {
        self.tool = tool
    }

    public func report(_ outcome: CheckOutcome) -> String {
        page(outcome).render()
    }

    /// Writes the page card by card: a report file is written as it is rendered.
    public func write(_ outcome: CheckOutcome, to output: inout some TextOutputStream) {
        page(outcome).render(into: &output)
    }

    private func page(_ outcome: CheckOutcome) -> HTMLPage {
        let evaluations = outcome.evaluations
        let sections = ReportCardBuilder(snapshot: outcome.snapshot, findings: outcome.findings, rules: outcome.rules,
                                         evaluations: evaluations).sections()
        let records = Dictionary(outcome.snapshot.records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let maker = AssetPreviewMaker(made: outcome.previews)
        let cards = sections.flatMap(\.cards)
        let missingKeys = outcome.rules.map { MissingKeysTable.tables(snapshot: outcome.snapshot, rules: $0) } ?? []
        func page(_ previews: AssetPreviews) -> HTMLPage {
            let renderer = HTMLCardRenderer(rules: outcome.rules, records: records, previews: previews, missingKeys: missingKeys)
            var page = HTMLPage(outcome: outcome, sections: sections, renderer: renderer, tool: tool)
            page.evaluations = evaluations
            page.batch = batch
            return page
        }
        guard let limits = outcome.previews?.limits else { return page(maker.previews(for: cards, records: records)) }
        // The page without pictures, measured (not kept), tells how much room they have.
        var measured = ByteCount()
        page(maker.previews(for: cards, records: records, room: 0)).render(into: &measured)
        return page(maker.previews(for: cards, records: records, room: max(0, limits.maxPageBytes - measured.bytes)))
    }

    /// Counts what is written, in UTF-8 bytes, and keeps none of it.
    private struct ByteCount: TextOutputStream {
        var bytes = 0
        mutating func write(_ string: String) { bytes += string.utf8.count }
    }
}
