import AssetCheckCore

/// Turns one source or data file of an app into the asset names it loads and mentions.
public enum SourceReader {
    /// The extensions read (lower case, no dot).
    public static let extensions: Set<String> = [
        "swift", "m", "mm", "h", "c", "cpp", "storyboard", "xib", "plist", "intentdefinition", "json",
        "html", "css", "js", "sks", "scn", "pbxproj", "xcconfig", "md",
    ]

    /// The largest file read, 8 MiB: larger ones are generated or data, not code.
    public static let maximumBytes = 8 << 20

    /// How much of a text file is searched for a NUL byte, the sign of a binary file: 8 KiB.
    static let binarySniffBytes = 8 << 10

    /// Runs `work`, which reads many files, on one thread with the large stack Swift parsing needs
    /// (see ``LargeStackThread``), instead of starting a thread for each Swift file it reads.
    public static func onParsingThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        LargeStackThread.run(work)
    }

    /// Reads one file: `path` is kept as the result's path, and its extension picks the reader.
    /// Never fails: a file too large, binary or not well formed gives what could be read and a note.
    public static func read(_ bytes: [UInt8], path: String) -> SourceFileReferences {
        guard bytes.count <= maximumBytes else {
            return SourceFileReferences(
                path: path,
                note: "skipped as too large: \(bytes.count) bytes, over the limit of \(maximumBytes) bytes (8 MiB)")
        }
        let name = path.lastPathName
        let fileExtension = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        // SpriteKit scenes and emitters (`.sks`) and SceneKit scenes (`.scn`) are archived property lists.
        let isPropertyList = ["plist", "intentdefinition", "sks", "scn"].contains(fileExtension)
        if !(isPropertyList && bytes.starts(with: PropertyListReferenceReader.binaryMagic)),
           bytes.prefix(binarySniffBytes).contains(0) {
            return SourceFileReferences(path: path, note: "skipped as binary: a NUL byte in its first 8 KiB")
        }
        if isPropertyList { return PropertyListReferenceReader.read(bytes, path: path) }
        let text = String(decoding: bytes, as: UTF8.self)
        switch fileExtension {
        case "swift": return SwiftReferenceReader.read(text, path: path)
        case "m", "mm", "h", "c", "cpp": return ObjCReferenceReader.read(text, path: path)
        case "storyboard", "xib": return InterfaceBuilderReferenceReader.read(text, path: path)
        case "pbxproj", "xcconfig": return BuildSettingsReferenceReader.read(text, path: path)
        case "md": return MarkdownReferenceReader.read(text, path: path)
        case "json": return JSONReferenceReader.read(bytes, path: path)
        case "html", "css", "js": return WebReferenceReader.read(text, path: path)
        default: return SourceFileReferences(path: path, note: "not read: the file has no extension this reader knows")
        }
    }
}
