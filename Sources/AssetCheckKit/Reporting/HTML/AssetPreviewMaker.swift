import AssetCheckCore
import AssetInspection
import Foundation

/// Sorts what the run made (``RunPreviews``) into the page's ``AssetPreviews``: which pictures
/// the page shows, and each sound's player or why it has none. No file is read here.
struct AssetPreviewMaker: Sendable {
    var made: RunPreviews?

    /// Previews for the files of `cards`, with pictures taking at most `room` bytes of the page
    /// (as base64, with their tags); `nil` leaves the pictures' own limit alone.
    func previews(for cards: [ReportCard], records: [String: AssetRecord], room: Int? = nil) -> AssetPreviews {
        var previews = AssetPreviews(source: made)
        // Pictures in card order (failing assets first), while the page's budget lasts.
        var budget = made?.limits.maxTotalPictureBytes ?? 0
        var room = room ?? .max
        var shown = 0
        for card in cards.flatMap(\.shownCards) {
            for path in card.kind == .font ? [card.path].compactMap({ $0 }) : card.variants.values.sorted() {
                guard let size = made?.pictureBytes(at: path) else { continue }
                let onPage = Self.pageBytes(ofPicture: size)
                guard size <= budget, onPage <= room else {
                    previews.withheld.insert(path)
                    continue
                }
                budget -= size
                room -= onPage
                shown += size
                previews.shown[path] = size
            }
        }
        // What the page says it holds of pictures: their limit, or what the page had room for.
        previews.pictureLimit = made.map { made in previews.withheld.isEmpty ? made.limits.maxTotalPictureBytes
            : min(made.limits.maxTotalPictureBytes, shown + min(budget, room * 3 / 4)) }
        for card in cards.flatMap(\.shownCards) where card.kind == .audio {
            guard let path = card.path, let record = records[path] else { continue }
            previews.sounds[path] = sound(record)
        }
        return previews
    }

    /// What a picture of `size` bytes adds to the page: its bytes in base64, and its tag.
    static func pageBytes(ofPicture size: Int) -> Int { (size + 2) / 3 * 4 + 256 }

    /// The sound's player, or why there is none; `nil` says nothing (a run that made no previews).
    private func sound(_ record: AssetRecord) -> AssetPreviews.Sound? {
        if let bytes = made?.soundBytes(at: record.path) {
            return .embedded(mimeType: Self.mimeType(of: record), size: bytes)
        }
        guard record.isReadable else { return .omitted(reason: "The file could not be read, so there is nothing to play.") }
        guard let limits = made?.limits else { return nil }
        guard record.bytes <= limits.maxSoundBytes else {
            return .omitted(reason: "Not embedded: at \(ByteWording.size(record.bytes)) it is over the "
                + "\(ByteWording.size(limits.maxSoundBytes)) the report embeds per sound. Play the file itself.")
        }
        return .omitted(reason: "Not embedded: the report holds at most \(ByteWording.size(limits.maxTotalSoundBytes)) "
            + "of sound, the first sounds by path. Play the file itself.")
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
