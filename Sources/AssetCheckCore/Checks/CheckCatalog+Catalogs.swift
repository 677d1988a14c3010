extension CheckID {
    public static let catalogContents: CheckID = "catalog.contents"
    public static let catalogMissingFile: CheckID = "catalog.missing-file"
    public static let catalogUnlistedFile: CheckID = "catalog.unlisted-file"
    public static let catalogScaleMismatch: CheckID = "catalog.scale-mismatch"
}

extension CheckCatalog {
    static let catalogs: [CheckDescriptor] = [
        .init(.catalogContents, .error, "An asset catalog's `Contents.json` is valid JSON of the expected shape."),
        .init(.catalogMissingFile, .error, "Every file an image or data set's `Contents.json` lists exists in the set."),
        .init(.catalogUnlistedFile, .error, "Every file in an image or data set is listed in its `Contents.json`."),
        .init(.catalogScaleMismatch, .error, "The scale `Contents.json` gives a file agrees with its file name suffix."),
    ]
}
