import AssetCheckCore

extension AssetManifest {
    /// Every finding of the bundle, per-file and bundle-wide, sorted. Unlike
    /// ``CheckOutcome/findings``, never narrowed to changed files (`--staged`) or to errors (`--quiet`).
    public var allFindings: [Finding] {
        (assets.flatMap { $0.findings ?? [] } + findings).sorted()
    }
}
