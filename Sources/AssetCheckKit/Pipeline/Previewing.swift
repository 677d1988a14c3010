import AssetCheckCore
import AssetInspection

extension BundleChecker {
    /// The previews a run makes for the HTML report, from the same read that inspects each file:
    /// thumbnails of images at most ``maxThumbnailSide`` pixels a side, font specimens, and the
    /// bytes of the first sounds by path that fit the limits (at most ``maxSoundBytes`` each,
    /// ``maxTotalSoundBytes`` together), which the page embeds as players.
    public struct Previewing: Sendable {
        public var maxThumbnailSide: Int
        public var maxSoundBytes: Int
        public var maxTotalSoundBytes: Int
        /// Largest total of pictures (thumbnails, specimens) the page embeds, in bytes: the first
        /// cards have them, so a bundle of thousands of images still gives a page a browser opens.
        public var maxTotalPictureBytes: Int
        /// Largest page, in bytes, that pictures are added to: they fill what the cards, the
        /// sounds and the rest of the page leave of it, at most ``maxTotalPictureBytes`` of them.
        /// A bundle of thousands of files has megabytes of cards, and its page stays this size.
        public var maxPageBytes: Int
        /// Previews of earlier runs in this process (watch mode), by content: a file the cache
        /// knows and this memory shows is not read again for its preview. `nil` keeps none.
        public var memory: ThumbnailCache?

        public init(maxThumbnailSide: Int = 256, maxSoundBytes: Int = 1_000_000, maxTotalSoundBytes: Int = 2_000_000,
                    maxTotalPictureBytes: Int = 12_000_000, maxPageBytes: Int = 24_000_000, memory: ThumbnailCache? = nil) {
            self.maxPageBytes = maxPageBytes
            self.maxThumbnailSide = maxThumbnailSide
            self.maxTotalPictureBytes = maxTotalPictureBytes
            self.maxSoundBytes = maxSoundBytes
            self.maxTotalSoundBytes = maxTotalSoundBytes
            self.memory = memory
        }

        /// What the inspection of `files` makes: the sounds kept are chosen by path before any is
        /// read (the sizes the walk saw), so the choice does not wait on the checks.
        func request(for files: [ScannedFile], rules: RuleSet) -> PreviewRequest {
            var sounds: Set<String> = []
            var total = 0
            for file in files.sorted(by: { $0.relativePath < $1.relativePath })
            where file.size <= maxSoundBytes && total + file.size <= maxTotalSoundBytes && !CatalogPath.isMetadata(file.relativePath)
                && (rules.assetClass(forPath: file.relativePath)?.kind ?? AssetKind.guess(forPath: file.relativePath)) == .audio {
                sounds.insert(file.relativePath)
                total += file.size
            }
            return PreviewRequest(maxThumbnailSide: maxThumbnailSide, sounds: sounds)
        }
    }
}

extension PreviewRequest {
    /// Whether a file at `path` gets a preview: an image's or a font's name, or a sound kept.
    func shows(path: String) -> Bool {
        [.image, .font].contains(AssetKind.guess(forPath: path)) || sounds.contains(path)
    }

    /// Whether `record`'s file gets a preview: an image, a font, or a sound kept.
    func shows(_ record: AssetRecord) -> Bool {
        [.image, .font].contains(record.kind) || shows(path: record.path)
    }

    /// What a preview of `record`'s content is remembered by between runs (watch mode): its SHA-256
    /// and what was made of it; `nil` for a file with no preview or unread.
    func memoryKey(_ record: AssetRecord) -> String? {
        guard let sha256 = record.sha256 else { return nil }
        if sounds.contains(record.path) { return sha256 + " sound" }
        return shows(record) ? "\(sha256) \(maxThumbnailSide)" : nil
    }
}

/// What a run made for its HTML report (``BundleChecker/previewing``), by path: the pictures
/// (thumbnails, specimens) in a ``PreviewSpool`` where one could be made, else in memory, and the
/// sounds' bytes; with the limits they were made under.
public struct RunPreviews: Sendable {
    /// Previews held in memory: the sounds, and pictures when there is no spool.
    public var byPath: [String: AssetPreview]
    /// Pictures written to ``spool``.
    var spooled: [String: PreviewSpool.Picture] = [:]
    /// Sounds written to ``spool``: where their bytes are.
    var spooledSounds: [String: Range<Int>] = [:]
    var spool: PreviewSpool?
    public var limits: BundleChecker.Previewing

    public init(_ byPath: [String: AssetPreview], limits: BundleChecker.Previewing) {
        self.byPath = byPath
        self.limits = limits
    }

    /// A picture preview as the run made it, read back from the spool when it was written there.
    public func picture(at path: String) -> (png: [UInt8], width: Int, height: Int)? {
        if case let .picture(png, width, height)? = byPath[path] { return (png, width, height) }
        guard let spot = spooled[path], let png = spool?.png(of: spot) else { return nil }
        return (png, spot.width, spot.height)
    }

    /// The size in bytes of the picture at `path`, without reading it.
    func pictureBytes(at path: String) -> Int? {
        if case let .picture(png, _, _)? = byPath[path] { return png.count }
        return spooled[path]?.bytes.count
    }

    /// The bytes of the sound kept for `path`, read back from the spool when they were written there.
    public func sound(at path: String) -> [UInt8]? {
        if case let .sound(bytes)? = byPath[path] { return bytes }
        return spooledSounds[path].flatMap { spool?.bytes(at: $0) }
    }

    /// The size in bytes of the sound kept for `path`, without reading it.
    func soundBytes(at path: String) -> Int? {
        if case let .sound(bytes)? = byPath[path] { return bytes.count }
        return spooledSounds[path]?.count
    }

    /// Adds a preview made for `path`: a picture or a sound to the spool when there is one.
    mutating func add(_ preview: AssetPreview, at path: String) {
        switch preview {
        case let .picture(png, width, height):
            if let spool, let spot = spool.add(png: png, width: width, height: height) {
                spooled[path] = spot
                return
            }
        case let .sound(bytes):
            if let spool, let spot = spool.add(bytes) {
                spooledSounds[path] = spot
                return
            }
        }
        byPath[path] = preview
    }
}
