/// A file read whole into memory, with its hash: the input of every inspector.
public struct LoadedFile: Sendable {
    /// Path relative to the bundle root, as it appears in findings and the manifest.
    public let relativePath: String
    public let bytes: [UInt8]
    /// Lower-case hex SHA-256 of `bytes`.
    public let sha256: String

    public init(relativePath: String, bytes: [UInt8], sha256: String) {
        self.relativePath = relativePath
        self.bytes = bytes
        self.sha256 = sha256
    }
}
