import AssetCheckCore
import Foundation

/// Reads an Xcode catalog set's `Contents.json`: the files it lists (`images` of an `.imageset`,
/// `.appiconset` or `.launchimage`, `data` of a `.dataset`, `symbols` of a `.symbolset`) with each
/// slot's scale, idiom and other traits, and a `.colorset`'s colours.
public enum ImageSetContentsReader {
    /// Largest `Contents.json` read, in bytes; real ones are a few hundred bytes.
    static let maxBytes = 1 << 20
    /// Deepest nesting accepted; real ones nest three levels.
    static let maxDepth = 32

    /// The entries of the `list` key (`images`, `data`, `symbols`) that name a file, or a reason the file is unusable.
    public static func entries(in bytes: [UInt8], list: String = "images") -> Result<[ImageSetListing.Entry], ReadError> {
        items(in: bytes, list: list).map { items in
            items.compactMap { item in
                guard let name = item["filename"] as? String else { return nil }
                let scale = (item["scale"] as? String).flatMap { Int($0.dropLast($0.hasSuffix("x") ? 1 : 0)) }
                return ImageSetListing.Entry(filename: name, scale: scale, idiom: item["idiom"] as? String,
                                             traits: traits(of: item, except: ["filename", "scale", "idiom"]))
            }
        }
    }

    /// The colours of a `.colorset`'s `colors` list, or a reason the file is unusable.
    public static func colors(in bytes: [UInt8]) -> Result<[CatalogColor], ReadError> {
        items(in: bytes, list: "colors").map { items in
            items.map { item in
                let color = item["color"] as? [String: Any] ?? [:]
                let components = (color["components"] as? [String: Any] ?? [:]).compactMapValues(text)
                return CatalogColor(idiom: item["idiom"] as? String ?? "universal",
                                    traits: traits(of: item, except: ["idiom", "color"]),
                                    colorSpace: color["color-space"] as? String, components: components,
                                    isReference: color["reference"] != nil || color["platform"] != nil)
            }
        }
    }

    /// The objects of the `list` key.
    private static func items(in bytes: [UInt8], list: String) -> Result<[[String: Any]], ReadError> {
        guard bytes.count <= maxBytes else { return .failure(ReadError(message: "is larger than 1 MiB")) }
        guard JSONDepthScanner.maxDepth(of: bytes, stoppingAbove: maxDepth) <= maxDepth else {
            return .failure(ReadError(message: "nests deeper than \(maxDepth) levels"))
        }
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            return .failure(ReadError(message: "is not a valid JSON object"))
        }
        // Xcode writes no list for a set with nothing in it yet (an empty symbol or colour set).
        if root[list] == nil, list != "images", list != "data" { return .success([]) }
        guard let items = root[list] as? [[String: Any]] else {
            return .failure(ReadError(message: "has no \"\(list)\" list"))
        }
        return .success(items)
    }

    /// A slot's traits: its string, number and boolean values except `keys`, and each of its
    /// `appearances` as `appearance.<name>` = value.
    private static func traits(of item: [String: Any], except keys: Set<String>) -> [String: String] {
        var traits = item.filter { !keys.contains($0.key) && $0.key != "appearances" }.compactMapValues(text)
        for appearance in item["appearances"] as? [[String: Any]] ?? [] {
            guard let name = appearance["appearance"] as? String, let value = appearance["value"].flatMap(text) else { continue }
            traits["appearance." + name] = value
        }
        return traits
    }

    /// A JSON scalar as text; `nil` for objects and lists.
    private static func text(_ value: Any) -> String? {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }

    /// Why a `Contents.json` could not be used.
    public struct ReadError: Error, Sendable, Equatable {
        public var message: String
    }
}
