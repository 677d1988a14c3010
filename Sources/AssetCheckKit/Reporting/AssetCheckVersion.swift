/// The tool's version, printed by `--version` and written into reports and the cache key.
public enum AssetCheckVersion {
    public static let current = "0.1.0"

    /// Name and version, for reports. No home page is named: the project has no public address yet.
    public static var identity: ToolIdentity { ToolIdentity(version: current) }
}
