extension ScannedFile {
    /// This file read from `sources[relativePath]` when there is one (the staged content of a
    /// `--staged` run), with that file's size; else unchanged.
    func reading(from sources: [String: String]) -> ScannedFile {
        guard let source = sources[relativePath], let stamp = FileStamp.of(source) else { return self }
        var copy = self
        copy.absolutePath = source
        copy.size = Int(stamp.size)
        copy.root = nil
        return copy
    }
}
