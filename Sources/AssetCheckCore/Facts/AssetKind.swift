/// The broad kind of an asset, which decides how it is inspected and checked.
public enum AssetKind: String, Sendable, Codable, CaseIterable {
    case image
    case animation
    case audio
    /// Any other file: counted in the bundle's size and hashed, but not inspected.
    case other

    /// The kind a file name suggests before its content is read.
    public static func guess(forPath path: String) -> AssetKind {
        switch FileFormat.extensionOf(path) {
        case "png", "jpg", "jpeg": return .image
        case "json", "lottie": return .animation
        case "aac", "m4a", "mp4", "caf", "mp3", "wav": return .audio
        default: return .other
        }
    }
}
