/// Every check assetcheck can report: the checks the passes declare, sorted by identifier.
public enum CheckCatalog {
    /// All descriptors, sorted by identifier.
    public static let all: [CheckDescriptor] = inPassOrder.sorted { $0.id < $1.id }

    /// All descriptors in the order their passes run and declare them: reading order for reports.
    public static let inPassOrder: [CheckDescriptor] = CheckPasses.ordered.flatMap { type(of: $0).checks }

    /// The descriptor for `id`, or `nil` if no such check exists.
    public static func descriptor(for id: CheckID) -> CheckDescriptor? {
        byID[id]
    }

    private static let byID: [CheckID: CheckDescriptor] =
        Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
