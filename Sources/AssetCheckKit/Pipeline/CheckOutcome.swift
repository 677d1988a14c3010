import AssetCheckCore

/// The result of checking one bundle: what was found, the findings and the manifest.
public struct CheckOutcome: Sendable {
    /// The bundle folder as the user gave it; printed paths start with it.
    public var root: String
    public var snapshot: BundleSnapshot
    /// Resolved findings, sorted by path.
    public var findings: [Finding]
    public var manifest: AssetManifest
    public var elapsed: Duration

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// The path to show a user for a bundle-relative path: the root as given, then the path.
    public func displayPath(_ relative: String?) -> String {
        guard let relative else { return root == "." ? "(bundle)" : root }
        if root == "." || root.isEmpty { return relative }
        return (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/" + relative
    }
}
