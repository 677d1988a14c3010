/// Every check assetcheck can report, in one explicit list (no generated registry to go stale).
public enum CheckCatalog {
    /// All descriptors, sorted by identifier.
    public static let all: [CheckDescriptor] =
        (files + images + catalogs + bundle + audio + animations).sorted { $0.id < $1.id }

    /// The descriptor for `id`, or `nil` if no such check exists.
    public static func descriptor(for id: CheckID) -> CheckDescriptor? {
        byID[id]
    }

    private static let byID: [CheckID: CheckDescriptor] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}
