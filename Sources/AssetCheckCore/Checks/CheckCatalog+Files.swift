extension CheckID {
    public static let fileUnreadable: CheckID = "file.unreadable"
    public static let fileEmpty: CheckID = "file.empty"
    public static let fileNotRegular: CheckID = "file.not-regular"
    public static let fileSymlinkLoop: CheckID = "file.symlink-loop"
    public static let fileSymlinkOutside: CheckID = "file.symlink-outside"
    public static let fileTooLarge: CheckID = "file.too-large"
    public static let assetUnclassified: CheckID = "asset.unclassified"
}

extension CheckCatalog {
    static let files: [CheckDescriptor] = [
        .init(.fileUnreadable, .error, "The file could not be opened or read (permissions, I/O error)."),
        .init(.fileEmpty, .error, "The file is 0 bytes long."),
        .init(.fileNotRegular, .error, "The path is a FIFO, socket or device, not a regular file; it is never opened."),
        .init(.fileSymlinkLoop, .error, "The symbolic link points to itself, directly or through other links."),
        .init(.fileSymlinkOutside, .error, "The symbolic link points outside the bundle; it is never followed."),
        .init(.fileTooLarge, .error, "The file is larger than the rule set's `limits.max-file-bytes`."),
        .init(.assetUnclassified, .warning, "An image, animation or audio file matches no asset class of the rule set."),
    ]
}
