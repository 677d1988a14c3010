import AssetCheckCore
import Foundation

/// Reads the file list of an Xcode catalog set's `Contents.json`: `images` of an `.imageset`,
/// `data` of a `.dataset`.
public enum ImageSetContentsReader {
    /// Largest `Contents.json` read, in bytes; real ones are a few hundred bytes.
    static let maxBytes = 1 << 20
    /// Deepest nesting accepted; real ones nest three levels.
    static let maxDepth = 32

    /// The entries of the `list` key (`images` or `data`), or a reason the file is unusable.
    public static func entries(in bytes: [UInt8], list: String = "images") -> Result<[ImageSetListing.Entry], ReadError> {
        guard bytes.count <= maxBytes else { return .failure(ReadError(message: "is larger than 1 MiB")) }
        guard JSONDepthScanner.maxDepth(of: bytes, stoppingAbove: maxDepth) <= maxDepth else {
            return .failure(ReadError(message: "nests deeper than \(maxDepth) levels"))
        }
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return .failure(ReadError(message: "is not a valid JSON object"))
        }
        guard let images = root[list] as? [[String: Any]] else {
            return .failure(ReadError(message: "has no \"\(list)\" list"))
        }
        return .success(images.compactMap { image in
            guard let name = image["filename"] as? String else { return nil }
            let scale = (image["scale"] as? String).flatMap { Int($0.dropLast($0.hasSuffix("x") ? 1 : 0)) }
            return ImageSetListing.Entry(filename: name, scale: scale, idiom: image["idiom"] as? String)
        })
    }

    /// Why a `Contents.json` could not be used.
    public struct ReadError: Error, Sendable, Equatable {
        public var message: String
    }
}
