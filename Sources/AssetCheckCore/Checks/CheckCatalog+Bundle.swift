extension CheckID {
    public static let bundleSize: CheckID = "bundle.size"
    public static let bundleClassSize: CheckID = "bundle.class-size"
    public static let bundleMemory: CheckID = "bundle.memory"
    public static let bundleDuplicate: CheckID = "bundle.duplicate"
}

extension CheckCatalog {
    /// Checks over the whole bundle: size and memory budgets, duplicate content.
    static let bundle: [CheckDescriptor] = [
        .init(.bundleSize, .error, "The bundle's files total at most `budgets.bundle-size` (Bennie 150 MB); a warning from its `warn-at` (90%)."),
        .init(.bundleClassSize, .error, "The files of a class total at most the class's `max-total-size`."),
        .init(.bundleMemory, .error, "Decoded images (width x height x 4 bytes) of each memory group total at most `budgets.memory` (Bennie 200 MB); a warning from its `warn-at`."),
        .init(.bundleDuplicate, .warning, "No two files have the same content (SHA-256); catalog `Contents.json` files and one image's own scale variants are exempt."),
    ]
}
