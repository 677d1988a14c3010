import AssetCheckCore
import Foundation

/// One side of `assetcheck diff`: a manifest file, or a bundle folder checked to get its manifest.
public enum ManifestSource {
    /// True when `path` is a folder (a bundle to check) rather than a manifest file.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The manifest at `path`: decoded from a file, or made by checking a folder with `rules`.
    public static func load(_ path: String, rules: RuleSet?) async throws -> AssetManifest {
        if isFolder(path) {
            guard let rules else { throw ManifestSourceError(path: path, message: "a bundle folder needs rules to be checked") }
            return try await BundleChecker(rules: rules).check(root: path).manifest
        }
        switch CappedInput.read(path, as: .manifest) {
        case let .success(data): return try decode(data, path: path)
        case .failure(.unreadable("no such file")):
            throw ManifestSourceError(path: path, message: "no such manifest file or bundle folder")
        case let .failure(.unreadable(reason)):
            throw ManifestSourceError(path: path, message: "cannot read the manifest (\(reason))")
        case let .failure(failure): throw ManifestSourceError(path: path, message: "the manifest \(failure)")
        }
    }

    /// Decodes manifest JSON, refusing layouts newer than this build writes.
    public static func decode(_ data: Data, path: String) throws -> AssetManifest {
        let manifest: AssetManifest
        do {
            manifest = try DeterministicJSON.decoder.decode(AssetManifest.self, from: data)
        } catch {
            throw ManifestSourceError(path: path, message: "not an assetcheck manifest (\(JSONDecodingProblem.describe(error)))")
        }
        let known = AssetManifest.currentSchemaVersion
        guard manifest.schemaVersion <= known else {
            throw ManifestSourceError(path: path, message: "manifest schema \(manifest.schemaVersion) is newer than this "
                + "assetcheck reads (\(known)); update assetcheck")
        }
        if let problem = manifest.numberOutOfRange {
            throw ManifestSourceError(path: path, message: "not a manifest assetcheck wrote: \(problem)")
        }
        return manifest
    }
}

/// A diff side that could not be read.
public struct ManifestSourceError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
