/// Reads `name@2x~ipad.png`-style file names: base name, scale, device modifier and extension.
public struct ScaleSuffix: Sendable, Hashable {
    /// The name without scale, device modifier and extension (`wave`).
    public var base: String
    /// The scale written as `@Nx`, or `nil` when the name has none.
    public var writtenScale: Int?
    /// `~ipad` or `~iphone` when present, with the tilde.
    public var device: String
    /// True when the scale is written with a capital X (`@2X`), which iOS does not read as a scale:
    /// its file lookups are case-sensitive on device.
    public var scaleCaseIsWrong = false

    /// The scale the name implies: `@Nx`, or 1 without a suffix (as Xcode reads loose files).
    public var scale: Int { writtenScale ?? 1 }

    /// Parses a file name (no folders). The marks it looks for (`.`, `~`, `@`, `x`) are ASCII, so
    /// it searches the UTF-8 bytes, not the characters: passes and `init` ask it of every image.
    public init(fileName: String) {
        var stem = Substring(fileName)
        if let dot = stem.utf8.lastIndex(of: UInt8(ascii: ".")), dot != stem.startIndex { stem = stem[..<dot] }
        device = ""
        if let tilde = stem.utf8.lastIndex(of: UInt8(ascii: "~")) {
            device = String(stem[tilde...])
            stem = stem[..<tilde]
        }
        writtenScale = nil
        // `@2X` is read as the scale it was meant to be, so the variants still pair up, and flagged.
        if let last = stem.utf8.last, last == UInt8(ascii: "x") || last == UInt8(ascii: "X"),
           let at = stem.utf8.lastIndex(of: UInt8(ascii: "@")),
           let value = Int(stem[stem.utf8.index(after: at)..<stem.utf8.index(before: stem.endIndex)]), (1...9).contains(value) {
            writtenScale = value
            scaleCaseIsWrong = last == UInt8(ascii: "X")
            stem = stem[..<at]
        }
        base = String(stem)
    }

    /// `fileName` with its scale suffix written as iOS reads it (`wave@2X~ipad.png` is `wave@2x~ipad.png`).
    public static func correctedName(_ fileName: String) -> String {
        let parsed = ScaleSuffix(fileName: fileName)
        guard let scale = parsed.writtenScale else { return fileName }
        let suffix = "@\(scale)x" + parsed.device
        let rest = fileName.dropFirst(parsed.base.count + suffix.count)
        return parsed.base + suffix + rest
    }

    /// The scale written in a file name, or `nil` when the name has no `@Nx`.
    public static func scale(inFileName name: String) -> Int? {
        ScaleSuffix(fileName: name).writtenScale
    }
}
