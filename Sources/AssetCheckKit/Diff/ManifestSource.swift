import AssetCheckCore
import Foundation

/// One side of `assetcheck diff`: a manifest file, or a bundle folder checked to get its manifest.
public enum ManifestSource {
    /// True when `path` is a folder (a bundle to check) rather than a manifest file.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The manifest at `path`: decoded from a file, or made by checking a folder with `rules`. A
    /// file's entries are read without their facts (see ``AssetManifest/Entry/factsSkipped``):
    /// what a diff compares is all there, in a fraction of the memory.
    public static func load(_ path: String, rules: RuleSet?) async throws -> AssetManifest {
        if isFolder(path) {
            guard let rules else { throw ManifestSourceError(path: path, message: "a bundle folder needs rules to be checked") }
            return try await BundleChecker(rules: rules).check(root: path).manifest
        }
        // In pieces first; a manifest the streamed read can't take is read whole for the decoder's words.
        var streamed = Streamed(withFacts: false)
        var split = true
        let read = CappedInput.stream(path, as: .manifest) { piece in
            do { try streamed.feed(piece) } catch { split = false }
            return split
        }
        if case .success = read, split, let manifest = try? streamed.manifest() {
            return try validated(manifest, path: path)
        }
        switch CappedInput.read(path, as: .manifest) {
        case let .success(data): return try decodeWhole(data, path: path, withFacts: false)
        case .failure(.unreadable("no such file")):
            throw ManifestSourceError(path: path, message: "no such manifest file or bundle folder")
        case let .failure(.unreadable(reason)):
            throw ManifestSourceError(path: path, message: "cannot read the manifest (\(reason))")
        case let .failure(failure): throw ManifestSourceError(path: path, message: "the manifest \(failure)")
        }
    }

    /// Decodes manifest JSON, facts and all, refusing layouts newer than this build writes.
    public static func decode(_ data: Data, path: String) throws -> AssetManifest {
        var streamed = Streamed(withFacts: true)
        if (try? streamed.feed(data)) != nil, let manifest = try? streamed.manifest() {
            return try validated(manifest, path: path)
        }
        return try decodeWhole(data, path: path, withFacts: true)
    }

    /// A manifest whose assets and findings are decoded in batches as it is read
    /// (``StreamedDocument``): 200,000 assets never lie in memory whole as text or as a tree.
    struct Streamed {
        private var document: StreamedDocument
        private let assets = StreamedDocument.Collected<AssetManifest.Entry>()
        private let findings = StreamedDocument.Collected<Finding>()
        private let withFacts: Bool

        init(withFacts: Bool, batchBytes: Int = 1 << 20) {
            self.withFacts = withFacts
            let decoder = { @Sendable in ManifestSource.decoder(withFacts: withFacts) }
            document = StreamedDocument(batchBytes: batchBytes, streamed: [
                "assets": assets.keeper(decoder), "findings": findings.keeper(decoder),
            ])
        }

        mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws { try document.feed(bytes) }

        /// The manifest, once the whole document was fed.
        mutating func manifest() throws -> AssetManifest {
            var manifest = try ManifestSource.decoder(withFacts: withFacts).decode(AssetManifest.self, from: document.finish())
            manifest.assets = assets.elements
            manifest.findings = findings.elements
            return manifest
        }
    }

    private static func decoder(withFacts: Bool) -> JSONDecoder {
        let decoder = DeterministicJSON.decoder
        if !withFacts { decoder.userInfo[AssetManifest.Entry.factsSkipped] = true }
        return decoder
    }

    /// Decodes the whole text at once: what a manifest the streamed read can't take gets, for the
    /// decoder's own account of what is wrong.
    private static func decodeWhole(_ data: Data, path: String, withFacts: Bool) throws -> AssetManifest {
        let manifest: AssetManifest
        do {
            manifest = try decoder(withFacts: withFacts).decode(AssetManifest.self, from: data)
        } catch {
            throw ManifestSourceError(path: path, message: "not an assetcheck manifest (\(JSONDecodingProblem.describe(error)))")
        }
        return try validated(manifest, path: path)
    }

    /// `manifest`, unless its layout is newer than this build reads or a number is out of range.
    private static func validated(_ manifest: AssetManifest, path: String) throws -> AssetManifest {
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
