import AssetCheckCore

/// Turns one bundle file into an ``AssetRecord``: reads it safely, hashes it, recognises its
/// format by content, and hands it to the reader of its kind. Readers record typed facts or a
/// typed ``InspectionFailure``; the passes in AssetCheckCore word them.
public struct AssetInspector: Sendable {
    public let rules: RuleSet
    /// PNGs larger than this many bytes are read in pieces, never whole; tests lower it to run
    /// the piecewise reading on small files.
    var piecewiseAbove = 1 << 20
    /// The bytes read at a time then; tests make it tiny, so that every field spans two pieces.
    var pieceSize = 256 << 10

    public init(rules: RuleSet) { self.rules = rules }

    /// Inspects the file at `absolutePath`, known in the bundle as `relativePath`, opened from
    /// `root` folder by folder when given (see ``FileReader``). `sizeHint` is the size the
    /// directory walk saw, used when the file cannot be read.
    public func inspect(relativePath: String, absolutePath: String, sizeHint: Int, scale: Int? = nil,
                        beneath root: String? = nil) -> AssetRecord {
        let isMetadata = CatalogPath.isMetadata(relativePath)
        let assetClass = isMetadata ? nil : rules.assetClass(forPath: relativePath)
        var record = AssetRecord(path: relativePath, assetClass: assetClass?.id,
                                 kind: isMetadata ? .other : assetClass?.kind ?? AssetKind.guess(forPath: relativePath),
                                 bytes: sizeHint, scale: scale)
        let file: LoadedFile
        switch FileReader.openForReading(absolutePath: absolutePath, limit: rules.limits.maxFileBytes, beneath: root)
            .flatMap({ opened in readWholeUnlessLargePNG(opened, into: &record, assetClass) }) {
        case let .success(loaded?):
            file = loaded
        case .success(nil):
            return record // read in pieces
        case let .failure(failure):
            if case .empty = failure { record.bytes = 0 }
            if case let .tooLarge(bytes, _) = failure { record.bytes = bytes }
            // What lies behind a link out of the bundle is not the bundle's: not even its size.
            if case .symlinkOutside = failure { record.bytes = 0 }
            record.failure = .file(failure)
            return record
        }
        record.bytes = file.bytes.count
        record.sha256 = file.sha256
        record.format = FormatSniffer.format(of: file.bytes)
        // Whatever the file should be, a pointer is not it: one finding, no reader's verdict.
        if record.format == .gitLFSPointer {
            record.failure = .file(.gitLFSPointer(bytes: GitLFSPointer.contentBytes(file.bytes)))
            return record
        }
        switch record.kind {
        case .image:
            ImageInspector(limits: rules.limits).inspect(file, into: &record, decodePixels: needsPixels(assetClass))
        case .animation where FileFormat.extensionOf(relativePath) == "lottie":
            DotLottieInspector(limits: rules.limits).inspect(file, into: &record)
        case .animation, .json:
            // A class decides; an unclaimed `.json` is an animation when it looks like one.
            JSONInspector(limits: rules.limits).inspect(file, into: &record, claimed: assetClass != nil,
                                                        expectations: assetClass?.json)
        case .audio:
            AudioInspector().inspect(file, into: &record)
        case .entity:
            guard file.bytes.count <= rules.limits.maxJSONBytes else {
                record.failure = .json(.tooLarge(bytes: file.bytes.count, limit: rules.limits.maxJSONBytes))
                break
            }
            switch EntityReader(maxDepth: rules.limits.maxJSONDepth).read(file.bytes) {
            case let .success(facts): record.facts = .entity(facts)
            case let .failure(failure): record.failure = .json(failure)
            }
        case .addon:
            AddonInspector(limits: rules.limits, expectations: assetClass?.addon ?? AddonExpectations())
                .inspect(file, into: &record)
        case .font:
            FontInspector().inspect(file, into: &record)
        case .strings:
            StringsInspector(limits: rules.limits).inspect(file, into: &record)
        case .other:
            break
        }
        return record
    }

    /// Reads `opened` whole, or, for a PNG larger than ``piecewiseAbove``, inspects it in pieces
    /// into `record` and returns `nil`: a 2732x2048 background need not be held while it is checked.
    private func readWholeUnlessLargePNG(_ opened: OpenedFile, into record: inout AssetRecord,
                                         _ assetClass: AssetClassRule?) -> Result<LoadedFile?, FileFailure> {
        guard opened.size > piecewiseAbove, record.kind == .image, FileFormat.extensionOf(record.path) == "png",
              FormatSniffer.format(of: opened.prefix(16)) == .png else {
            return opened.readWhole(relativePath: record.path).map { $0 }
        }
        record.bytes = opened.size
        record.format = .png
        ImageInspector(limits: rules.limits)
            .inspectPNG(opened, into: &record, decodePixels: needsPixels(assetClass), pieceSize: pieceSize)
        return .success(nil)
    }

    /// Pixels are decoded only when a transparency or opacity check needs them.
    private func needsPixels(_ assetClass: AssetClassRule?) -> Bool {
        guard let background = assetClass?.image?.background else { return false }
        return background != .any
    }
}
