import AssetCheckCore
import Foundation

/// Reads Xcode build settings (`project.pbxproj`, `.xcconfig`) for the asset names Xcode itself
/// loads: the app icon, alternate icons, accent and widget background colours
/// (`ASSETCATALOG_COMPILER_*`), and the generated `Info.plist`'s values (`INFOPLIST_KEY_*`, such as
/// a launch screen's image). Each value is a mention: the asset is used, by the build.
enum BuildSettingsReferenceReader {
    static func read(_ text: String, path: String) -> SourceFileReferences {
        var mentions: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("ASSETCATALOG_COMPILER_") || trimmed.hasPrefix("INFOPLIST_KEY_"),
                  let equals = trimmed.firstIndex(of: "=") else { continue }
            var value = trimmed[trimmed.index(after: equals)...]
            if let semicolon = value.lastIndex(of: ";") { value = value[..<semicolon] }
            // `"AppIcon-Dark AppIcon-Light"` lists several names; `$(inherited)` and quotes are not names.
            for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "," }) {
                let name = String(word)
                if !name.isEmpty, !name.hasPrefix("$("), name != "\\" { mentions.append(name) }
            }
        }
        return SourceFileReferences(path: path, mentions: mentions)
    }
}
