import AssetCheckCore

/// Turns one bundle file into an ``AssetRecord``: reads it safely, hashes it, recognises its
/// format by content, and hands it to the reader of its kind. Readers record typed facts or a
/// typed ``InspectionFailure``; the passes in AssetCheckCore word them.
public struct AssetInspector: Sendable {
    public let rules: RuleSet
    /// PNGs and sounds larger than this many bytes are read in pieces, never whole; tests lower
    /// it to run the piecewise reading on small files.
    var piecewiseAbove = 1 << 20
    /// The bytes read at a time then; tests make it tiny, so that every field spans two pieces.
    var pieceSize = 256 << 10

    /// The previews to make as files are read (for the HTML report); `nil`, the default, for none.
    public var previews: PreviewRequest?

    public init(rules: RuleSet) { self.rules = rules }

    /// Called after each open of a file, before it is read; tests change the file there.
    var afterOpening: (@Sendable (String) -> Void)?
    /// Reads of one file before a file that changes each time it is read is reported.
    static let readAttempts = 3

    /// Inspects the file at `absolutePath`, known in the bundle as `relativePath`, opened from
    /// `root` folder by folder when given (see ``FileReader``). `sizeHint` is the size the
    /// directory walk saw, used when the file cannot be read.
    ///
    /// The record's size, hash and facts come from one read of one state of the file: a file
    /// written to while it was read (its `fstat` moved) is read again, and after
    /// ``readAttempts`` reads that each saw it change, it is reported unreadable for now
    /// (a transient verdict, never cached), without a hash or facts.
    ///
    /// With `earlier`, a record of the file made under the same ``rulesKey`` (the cache's),
    /// `earlier` itself comes back when the content's SHA-256 is still its own: nothing is decoded,
    /// and a file that did change is inspected from the same read that hashed it. A PNG read in
    /// pieces is hashed in pieces first, and read again only when it changed.
    public func inspect(relativePath: String, absolutePath: String, sizeHint: Int, scale: Int? = nil,
                        beneath root: String? = nil, keeping earlier: AssetRecord? = nil) -> AssetRecord {
        var preview: AssetPreview?
        return inspect(relativePath: relativePath, absolutePath: absolutePath, sizeHint: sizeHint, scale: scale,
                       beneath: root, keeping: earlier, preview: &preview)
    }

    /// As ``inspect(relativePath:absolutePath:sizeHint:scale:beneath:keeping:)``, and with ``previews``
    /// the file's preview in `preview`, made from the same read: an image's thumbnail, a font's
    /// specimen, a sound's bytes when ``PreviewRequest/sounds`` names it. A record kept as `earlier`
    /// comes with no preview: the file was not decoded.
    public func inspect(relativePath: String, absolutePath: String, sizeHint: Int, scale: Int? = nil,
                        beneath root: String? = nil, keeping earlier: AssetRecord? = nil,
                        preview: inout AssetPreview?) -> AssetRecord {
        var record: AssetRecord?
        var attempt = 1
        repeat {
            var changed = false
            preview = nil
            record = inspectOnce(relativePath: relativePath, absolutePath: absolutePath, sizeHint: sizeHint, scale: scale,
                                 beneath: root, unlessSHA256: earlier?.sha256, changed: &changed, preview: &preview)
            if !changed, let record { return record }
            // The content is still what `earlier` says (`nil` comes only from a hash equal to it).
            if !changed, let earlier { return earlier }
            attempt += 1
        } while attempt <= Self.readAttempts
        var unread = record ?? AssetRecord(path: relativePath, assetClass: nil, kind: .other, bytes: sizeHint, scale: scale)
        unread.sha256 = nil
        unread.facts = .none
        unread.failure = .file(.unreadable(reason: "it changed while it was read, \(Self.readAttempts) times (is it being "
            + "written?); it was not checked"))
        unread.isTransient = true
        preview = nil
        return unread
    }

    /// One read of the file; `changed` is set when the file was written to during it. `nil` when
    /// its SHA-256 is `cached`.
    private func inspectOnce(relativePath: String, absolutePath: String, sizeHint: Int, scale: Int?,
                             beneath root: String?, unlessSHA256 cached: String?, changed: inout Bool,
                             preview: inout AssetPreview?) -> AssetRecord? {
        let (blank, reading) = blankRecord(relativePath: relativePath, sizeHint: sizeHint, scale: scale)
        var record = blank
        let file: LoadedFile
        do throws(FileFailure) {
            let opened = try FileReader.openForReading(absolutePath: absolutePath, limit: rules.limits.maxFileBytes,
                                                       beneath: root).get()
            afterOpening?(absolutePath)
            if readsInPieces(opened, record) {
                if let cached {
                    var pieces = opened.pieces(of: pieceSize)
                    let hash = try? pieces.finish()
                    changed = opened.changedSinceOpened
                    if changed { return record }
                    if hash == cached { return nil }
                }
                record.bytes = opened.size
                record.format = .png
                // The pixel decode, when there is one, reads the file a second time: checked after it too.
                var images = ImageInspector(limits: rules.limits)
                images.previewSide = previews?.maxThumbnailSide
                images.inspectPNG(opened, into: &record, decodePixels: needsPixels(reading, relativePath), pieceSize: pieceSize,
                                  preview: &preview)
                changed = opened.changedSinceOpened
                return record
            }
            if streamsSound(opened, record) {
                var pieces = opened.pieces(of: pieceSize)
                let hash = try pieces.finish()
                changed = opened.changedSinceOpened
                if changed || hash == cached { return changed ? record : nil }
                let head = opened.prefix(4096)
                record.bytes = opened.size
                record.sha256 = hash
                record.format = FormatSniffer.format(of: head)
                let source = FileByteSource(opened)
                AudioReader().read(source, head: head, into: &record,
                                   context: ReadingContext(limits: rules.limits, reading: reading, previews: previews, decodesPixels: false))
                changed = opened.changedSinceOpened
                return record
            }
            file = try opened.readWhole(relativePath: relativePath).get()
            changed = opened.changedSinceOpened
            if changed { return record }
            if file.sha256 == cached { return nil }
        } catch {
            if case .empty = error { record.bytes = 0 }
            if case let .tooLarge(bytes, _) = error { record.bytes = bytes }
            // What lies behind a link out of the bundle is not the bundle's: not even its size.
            if case .symlinkOutside = error { record.bytes = 0 }
            record.failure = .file(error)
            return record
        }
        return inspect(file, into: record, reading: reading, preview: &preview)
    }

    /// Inspects a file already read whole (a catalog's `Contents.json`, which the catalog listings
    /// read too): the record reading it would give, without reading it again.
    public func inspect(loaded file: LoadedFile, scale: Int? = nil) -> AssetRecord {
        let (record, reading) = blankRecord(relativePath: file.relativePath, sizeHint: file.bytes.count, scale: scale)
        var preview: AssetPreview?
        return inspect(file, into: record, reading: reading, preview: &preview)
    }

    /// The record of a file not yet read, and how its class reads it.
    private func blankRecord(relativePath: String, sizeHint: Int, scale: Int?) -> (AssetRecord, ClassReading?) {
        let isMetadata = CatalogPath.isMetadata(relativePath)
        let reading = isMetadata ? nil : rules.assetClass(forPath: relativePath).map(ClassReading.init)
        let record = AssetRecord(path: relativePath, assetClass: reading?.id,
                                 kind: isMetadata ? .other : reading?.kind ?? AssetKind.guess(forPath: relativePath),
                                 bytes: sizeHint, scale: scale)
        return (record, reading)
    }

    /// The record of `file`, read whole, by the reader of its kind.
    private func inspect(_ file: LoadedFile, into record: AssetRecord, reading: ClassReading?,
                         preview: inout AssetPreview?) -> AssetRecord {
        var record = record
        let relativePath = record.path
        record.bytes = file.bytes.count
        record.sha256 = file.sha256
        record.format = FormatSniffer.format(of: file.bytes)
        // Whatever the file should be, a pointer is not it: one finding, no reader's verdict.
        if record.format == .gitLFSPointer {
            record.failure = .file(.gitLFSPointer(bytes: GitLFSPointer.contentBytes(file.bytes)))
            return record
        }
        let context = ReadingContext(limits: rules.limits, reading: reading, previews: previews,
                                     decodesPixels: record.kind == .image && needsPixels(reading, relativePath))
        KindReaders.reader(for: record.kind)?.read(file, into: &record, context: context, preview: &preview)
        return record
    }

    /// True for a sound larger than ``piecewiseAbove`` that the page does not embed: it is hashed
    /// in pieces, then libavformat reads it from the file, never held whole. One with an ID3 tag
    /// is read whole: what it is lies after the tag, wherever that ends.
    private func streamsSound(_ opened: OpenedFile, _ record: AssetRecord) -> Bool {
        guard opened.size > piecewiseAbove, record.kind == .audio, previews?.sounds.contains(record.path) != true else {
            return false
        }
        let head = opened.prefix(10)
        return ID3Tag.end(of: head) == nil && FormatSniffer.format(of: head) != .gitLFSPointer
    }

    /// True for a PNG larger than ``piecewiseAbove``: it is inspected in pieces, never held
    /// whole (a 2732x2048 background need not be, to be checked).
    private func readsInPieces(_ opened: OpenedFile, _ record: AssetRecord) -> Bool {
        opened.size > piecewiseAbove && record.kind == .image && FileFormat.extensionOf(record.path) == "png"
            && FormatSniffer.format(of: opened.prefix(16)) == .png
    }

    /// `earlier`, a record of the file read moments ago (`assetcheck init` surveys a project with
    /// its set's classes), as this inspector would read it now: as it is when the class is the
    /// same (a class of the same identifier reads alike); with its class when it was read with
    /// none and the class reads the file no differently (same kind, no pixels to decode, no
    /// expectations that steer the reader). `nil` when the file must be read again.
    public func reusing(_ earlier: AssetRecord) -> AssetRecord? {
        let reading = CatalogPath.isMetadata(earlier.path) ? nil : rules.assetClass(forPath: earlier.path).map(ClassReading.init)
        if earlier.assetClass == reading?.id { return earlier }
        // Not audio: a class's codec decides which containers the probe takes a sound for.
        guard earlier.assetClass == nil, let reading, reading.kind == earlier.kind, [.image, .font, .strings, .other].contains(reading.kind),
              !needsPixels(reading, earlier.path) else { return nil }
        var record = earlier
        record.assetClass = reading.id
        return record
    }

    /// Pixels are decoded only when a transparency or opacity check needs them.
    private func needsPixels(_ reading: ClassReading?, _ path: String) -> Bool {
        // The primary app icon is checked for translucent pixels in every rule set (`catalog.app-icon-alpha`).
        if CatalogPath.set(containing: path).map(CatalogPath.isPrimaryAppIcon) == true { return true }
        return reading?.expectations(ImageExpectations.self)?.decodesPixels ?? false
    }

    /// Everything of the rules that decides what ``inspect(relativePath:absolutePath:sizeHint:scale:beneath:)``
    /// records, as text: the limits, and each class in order with its patterns (which claim a
    /// path) and its ``ClassReading``. Records made under rules with the same key are the same
    /// records, so the cache is keyed on it: an edit of severities, sizes, rates or budgets
    /// keeps every cached record; one of patterns, kinds, limits or what a class has read
    /// (pixels, a JSON shape, archive limits, ...) makes them all stale.
    public var rulesKey: String {
        let limits = rules.limits
        var lines = ["limits \(limits.maxImagePixels) \(limits.maxImageSide) \(limits.maxFileBytes) \(limits.maxJSONBytes) "
            + "\(limits.maxJSONDepth)"]
        for rule in rules.classes {
            lines.append(ClassReading(rule).key + "; patterns " + String(reflecting: rule.patterns.map(\.text)))
        }
        return lines.joined(separator: "\n")
    }
}
