import AssetCheckCore
import Foundation

extension AssetManifest {
    /// Writes the manifest's deterministic JSON to `path` atomically (a temporary file, then a rename).
    public func write(to path: String) throws(ReportFileError) {
        do {
            try encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ReportFileError(what: "the manifest", file: path, reason: error.localizedDescription)
        }
    }
}
