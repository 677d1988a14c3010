import AssetCheckCore

/// Turns one bundle file into an ``AssetRecord``: reads it safely, hashes it, recognises its
/// format by content, and hands it to the inspector of its kind.
public struct AssetInspector: Sendable {
    public let rules: RuleSet

    public init(rules: RuleSet) { self.rules = rules }

    /// Inspects the file at `absolutePath`, known in the bundle as `relativePath`.
    /// `sizeHint` is the size the directory walk saw, used when the file cannot be read.
    public func inspect(relativePath: String, absolutePath: String, sizeHint: Int, scale: Int? = nil) -> AssetRecord {
        let isMetadata = CatalogPath.isMetadata(relativePath)
        let assetClass = isMetadata ? nil : rules.assetClass(forPath: relativePath)
        let kind = isMetadata ? .other : assetClass?.kind ?? AssetKind.guess(forPath: relativePath)
        var record = AssetRecord(path: relativePath, assetClass: assetClass?.id, kind: kind, bytes: sizeHint, scale: scale)
        func problem(_ check: CheckID, _ message: String, fix: String? = nil) {
            record.problems.append(FindingDraft(path: relativePath, check: check, assetClass: assetClass?.id,
                                                message: message, fix: fix))
        }
        let file: LoadedFile
        switch FileReader.load(absolutePath: absolutePath, relativePath: relativePath, limit: rules.limits.maxFileBytes) {
        case let .success(loaded):
            file = loaded
        case let .failure(.unreadable(reason)):
            problem(.fileUnreadable, "cannot be read: \(reason)", fix: "check the file's permissions (it must be readable)")
            return record
        case let .failure(.notRegular(what)):
            problem(.fileNotRegular, "is \(what), not a regular file; it was not opened", fix: "replace it with the real file")
            return record
        case .failure(.empty):
            record.bytes = 0
            problem(.fileEmpty, "is empty (0 bytes)", fix: "export the asset again; the file was not written completely")
            return record
        case let .failure(.tooLarge(bytes, limit)):
            record.bytes = bytes
            problem(.fileTooLarge, "is \(bytes) bytes, above the \(limit)-byte limit, so it was not inspected",
                    fix: "shrink the asset, or raise limits.max-file-size in \(rules.source)")
            return record
        }
        record.bytes = file.bytes.count
        record.sha256 = file.sha256
        record.format = FormatSniffer.format(of: file.bytes)
        switch kind {
        case .image:
            ImageInspector(limits: rules.limits).inspect(file, into: &record, decodePixels: needsPixels(assetClass))
        case .animation:
            AnimationInspector(limits: rules.limits).inspect(file, into: &record)
        case .audio:
            AudioInspector(limits: rules.limits, expectations: assetClass?.audio).inspect(file, into: &record)
        case .other:
            break
        }
        return record
    }

    /// Pixels are decoded only when a transparency or opacity check needs them.
    private func needsPixels(_ assetClass: AssetClassRule?) -> Bool {
        guard let background = assetClass?.image?.background else { return false }
        return background != .any
    }
}
