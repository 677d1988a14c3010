import Foundation

extension AssetManifest {
    /// The manifest as pretty-printed JSON with sorted keys and a final newline.
    public func encoded() throws -> Data {
        try DeterministicJSON.encode(self)
    }
}
