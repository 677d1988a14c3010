/// A Git LFS pointer file (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md): what a
/// checkout holds in place of a tracked file until `git lfs pull` fetches it.
enum GitLFSPointer {
    /// Pointer files are under 1024 bytes by the specification; anything longer is not one.
    static let maxBytes = 1024

    /// True when `bytes` is a pointer: short text whose first line names the LFS spec.
    static func isPointer(_ bytes: [UInt8]) -> Bool {
        guard bytes.count < maxBytes else { return false }
        // The current spec's URL, and the one from before Git LFS was renamed (hawser).
        return ["version https://git-lfs.github.com/spec/v1\n", "version https://hawser.github.com/spec/v1\n"]
            .contains { bytes.starts(with: Array($0.utf8)) }
    }

    /// The size of the content the pointer stands for (its `size` line), or `nil` when it gives none.
    static func contentBytes(_ bytes: [UInt8]) -> Int? {
        guard isPointer(bytes) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("size ") {
            let digits = line.dropFirst(5)
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        return nil
    }
}
