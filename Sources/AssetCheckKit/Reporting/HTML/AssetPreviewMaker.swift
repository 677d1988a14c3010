import AssetCheckCore
import AssetInspection
import Foundation

/// Reads the bundle's files again to make ``AssetPreviews``, within fixed size limits so the
/// page stays light: thumbnails at most ``maxThumbnailSide`` px, sounds at most
/// ``maxSoundBytes`` each and ``maxTotalSoundBytes`` together (the first cards get them).
struct AssetPreviewMaker: Sendable {
    /// The bundle folder, as the outcome gives it.
    var root: String
    var limits: Limits
    /// Longest side of a thumbnail in pixels; default 256.
    var maxThumbnailSide = 256
    /// Largest audio file embedded, in bytes; default 1 MB.
    var maxSoundBytes = 1_000_000
    /// Largest total of embedded audio, in bytes; default 2 MB.
    var maxTotalSoundBytes = 2_000_000
    /// Thumbnails of earlier reports; `nil` makes every thumbnail anew.
    var cache: ThumbnailCache?

    /// Previews for the files of `cards`, in card order (which decides who gets the sound budget).
    func previews(for cards: [ReportCard], records: [String: AssetRecord]) -> AssetPreviews {
        var previews = AssetPreviews()
        // Read files only: a wrong extension or a failed check is no reason not to show the picture.
        let images = cards.flatMap(\.shownCards).flatMap { $0.variants.values.sorted() }.compactMap { records[$0] }.filter { $0.sha256 != nil }
        previews.thumbnails = thumbnails(of: images)
        for card in cards where card.kind == .font {
            guard let path = card.path, let record = records[path], record.isReadable, let face = record.font?.faces.first,
                  let loaded = load(record), loaded.sha256 == record.sha256,
                  let made = FontSpecimenMaker().specimen(of: loaded.bytes, text: "\(face.family) · Aa Bb Cc · Ää Éé ß · 0123 „“ «»")
            else { continue }
            previews.specimens[path] = AssetPreviews.Thumbnail(png: made.png, width: made.width, height: made.height)
        }
        var budget = maxTotalSoundBytes
        for card in cards.flatMap(\.shownCards) where card.kind == .audio {
            guard let path = card.path, let record = records[path] else { continue }
            let sound = sound(record, budget: budget)
            if case let .embedded(_, bytes) = sound { budget -= bytes.count }
            previews.sounds[path] = sound
        }
        return previews
    }

    /// Thumbnails made on all cores; files with the same content are decoded once.
    private func thumbnails(of images: [AssetRecord]) -> [String: AssetPreviews.Thumbnail] {
        var firstOfContent: [String: AssetRecord] = [:]
        for record in images where firstOfContent[record.sha256 ?? record.path] == nil {
            firstOfContent[record.sha256 ?? record.path] = record
        }
        let unique = firstOfContent.values.sorted { $0.path < $1.path }
        let buffer = UnsafeMutableBufferPointer<AssetPreviews.Thumbnail?>.allocate(capacity: unique.count)
        buffer.initialize(repeating: nil)
        defer { buffer.deinitialize().deallocate() }
        // Each iteration writes only its own slot, so the buffer is shared without a lock.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            let record = unique[index]
            guard let cache, let sha256 = record.sha256 else { slots[index] = thumbnail(of: record); return }
            slots[index] = cache.thumbnail(for: cacheKey(sha256)) { thumbnail(of: record) }
        }
        cache?.keepOnly(Set(unique.compactMap { $0.sha256.map(cacheKey) }))
        let made = Array(buffer)
        let byContent = Dictionary(uniqueKeysWithValues: zip(unique.map { $0.sha256 ?? $0.path }, made))
        var result: [String: AssetPreviews.Thumbnail] = [:]
        for record in images {
            if let thumbnail = byContent[record.sha256 ?? record.path] ?? nil { result[record.path] = thumbnail }
        }
        return result
    }

    private func cacheKey(_ sha256: String) -> String { "\(sha256) \(maxThumbnailSide)" }

    private func thumbnail(of record: AssetRecord) -> AssetPreviews.Thumbnail? {
        // A file saved again since the check shows no picture rather than one that disagrees with its card.
        guard let format = record.format, let loaded = load(record), loaded.sha256 == record.sha256 else { return nil }
        let bytes = loaded.bytes
        let made = ThumbnailMaker(limits: limits, maxSide: maxThumbnailSide).thumbnail(of: bytes, format: format)
        return made.map { AssetPreviews.Thumbnail(png: $0.png, width: $0.width, height: $0.height) }
    }

    private func sound(_ record: AssetRecord, budget: Int) -> AssetPreviews.Sound {
        guard record.isReadable else { return .omitted(reason: "The file could not be read, so there is nothing to play.") }
        guard record.bytes <= maxSoundBytes else {
            return .omitted(reason: "Not embedded: at \(ByteWording.size(record.bytes)) it is over the "
                + "\(ByteWording.size(maxSoundBytes)) the report embeds per sound. Play the file itself.")
        }
        guard record.bytes <= budget else {
            return .omitted(reason: "Not embedded: the report already holds \(ByteWording.size(maxTotalSoundBytes - budget)) "
                + "of sound, its limit. Play the file itself.")
        }
        guard let bytes = load(record)?.bytes else { return .omitted(reason: "The file could not be read again for the report.") }
        return .embedded(mimeType: Self.mimeType(of: record), bytes: bytes)
    }

    /// The file, read through the same safe reader as inspection (no links followed, no FIFOs).
    private func load(_ record: AssetRecord) -> LoadedFile? {
        let folder = root.isEmpty ? "." : (root.hasSuffix("/") ? String(root.dropLast()) : root)
        guard case let .success(loaded) = FileReader.load(absolutePath: folder + "/" + record.path, relativePath: record.path,
                                                           limit: limits.maxFileBytes) else { return nil }
        return loaded
    }

    /// What the browser is told the sound is: by the content the inspector found, else the extension.
    static func mimeType(of record: AssetRecord) -> String {
        switch record.audio?.container ?? record.format {
        case .adts: "audio/aac"
        case .mp4: "audio/mp4"
        case .mp3: "audio/mpeg"
        case .wav: "audio/wav"
        case .caf: "audio/x-caf"
        case .aiff: "audio/aiff"
        case .ogg: "audio/ogg"
        case .flac: "audio/flac"
        default: FileFormat.extensionOf(record.path) == "m4a" ? "audio/mp4" : "audio/aac"
        }
    }
}
