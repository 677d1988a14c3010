extension CheckCatalog {
    /// Checks over the whole bundle (budgets, required files, duplicates) are added here.
    static let bundle: [CheckDescriptor] = []
}
