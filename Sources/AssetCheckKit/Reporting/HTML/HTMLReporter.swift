import AssetCheckCore

/// A self-contained HTML page for the people who made the assets: one card per asset, grouped
/// by class with failing assets first, images as thumbnails on a checkerboard with the measured
/// size beside the expected one, a badge per check and how to fix each problem.
///
/// Everything is inside the file (style, script, thumbnails and sounds as `data:` URIs), and
/// nothing depends on the time, so the same bundle gives the same bytes. Thumbnails and sounds
/// are read from the bundle folder (`CheckOutcome/root`) when the report is made; the limits
/// keep a 150 MB bundle's page at a few megabytes.
public struct HTMLReporter: Reporter {
    /// Longest side of a thumbnail in pixels; default 256.
    public var maxThumbnailSide: Int
    /// Largest audio file embedded as a player, in bytes; default 1 MB.
    public var maxSoundBytes: Int
    /// Largest total of embedded audio, in bytes; default 2 MB.
    public var maxTotalSoundBytes: Int
    /// Named in the footer; `nil` names no version.
    public var tool: ToolIdentity?
    /// Keeps thumbnails between reports of one process (watch mode); `nil` by default.
    public var cache: ThumbnailCache?

    public init(tool: ToolIdentity? = nil, cache: ThumbnailCache? = nil, maxThumbnailSide: Int = 256,
                maxSoundBytes: Int = 1_000_000, maxTotalSoundBytes: Int = 2_000_000) {
        self.tool = tool
        self.cache = cache
        self.maxThumbnailSide = maxThumbnailSide
        self.maxSoundBytes = maxSoundBytes
        self.maxTotalSoundBytes = maxTotalSoundBytes
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let sections = ReportCardBuilder(snapshot: outcome.snapshot, findings: outcome.findings, rules: outcome.rules).sections()
        let records = Dictionary(outcome.snapshot.records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let maker = AssetPreviewMaker(root: outcome.root, limits: outcome.rules?.limits ?? Limits(),
                                      maxThumbnailSide: maxThumbnailSide, maxSoundBytes: maxSoundBytes,
                                      maxTotalSoundBytes: maxTotalSoundBytes, cache: cache)
        let previews = maker.previews(for: sections.flatMap(\.cards), records: records)
        let missingKeys = outcome.rules.map { MissingKeysTable.tables(snapshot: outcome.snapshot, rules: $0) } ?? []
        let renderer = HTMLCardRenderer(rules: outcome.rules, records: records, previews: previews, missingKeys: missingKeys)
        return HTMLPage(outcome: outcome, sections: sections, renderer: renderer, tool: tool).render()
    }
}
