/// Reads `name@2x~ipad.png`-style file names: base name, scale, device modifier and extension.
public struct ScaleSuffix: Sendable, Hashable {
    /// The name without scale, device modifier and extension (`wave`).
    public var base: String
    /// The scale written as `@Nx`, or `nil` when the name has none.
    public var writtenScale: Int?
    /// `~ipad` or `~iphone` when present, with the tilde.
    public var device: String

    /// The scale the name implies: `@Nx`, or 1 without a suffix (as Xcode reads loose files).
    public var scale: Int { writtenScale ?? 1 }

    /// Parses a file name (no folders).
    public init(fileName: String) {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = stem[..<dot] }
        device = ""
        if let tilde = stem.lastIndex(of: "~") {
            device = String(stem[tilde...])
            stem = stem[..<tilde]
        }
        writtenScale = nil
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
           let value = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), (1...9).contains(value) {
            writtenScale = value
            stem = stem[..<at]
        }
        base = String(stem)
    }

    /// The scale written in a file name, or `nil` when the name has no `@Nx`.
    public static func scale(inFileName name: String) -> Int? {
        ScaleSuffix(fileName: name).writtenScale
    }
}
