import AssetCheckCore
import Foundation

extension AssetManifest {
    /// Writes the manifest's deterministic JSON to `path` through ``OutputFile``: the old file or
    /// the whole new one, never part of it.
    public func write(to path: String) throws(ReportFileError) {
        let data: Data
        do {
            data = try encoded()
        } catch {
            throw ReportFileError(what: "the manifest", file: path, reason: "it cannot be encoded (\(error))")
        }
        do {
            try OutputFile.write(data, to: path)
        } catch {
            throw ReportFileError(what: "the manifest", file: path, reason: error.reason)
        }
    }
}
