import AssetCheckCore
import Foundation

/// Reads a storyboard or xib: images, named colours and custom fonts its objects use, and every
/// attribute value and text as a mention. SF Symbols (`catalog="system"`) and system colours
/// are not asset loads, so they are left out of the references.
enum InterfaceBuilderReferenceReader {
    /// The attributes, on any element, that name an image (`<imageView image="coin">`,
    /// `<state key="normal" backgroundImage="button">`).
    static let imageAttributes: Set<String> = ["image", "highlightedImage", "selectedImage", "backgroundImage"]

    /// Attributes that name Interface Builder's own things (objects, classes, storyboards, keys,
    /// layout), never an asset: their values are not mentions.
    static let structuralAttributes: Set<String> = [
        "id", "key", "destination", "sceneID", "sceneMemberID", "customClass", "customModule", "customModuleProvider",
        "storyboardName", "storyboardIdentifier", "restorationIdentifier", "reuseIdentifier", "selector", "eventType",
        "property", "userLabel", "contentMode", "colorSpace", "customColorSpace", "targetRuntime", "toolsVersion",
        "version", "type", "initialViewController", "kind", "relationship", "translatesAutoresizingMaskIntoConstraints",
    ]

    static func read(_ text: String, path: String) -> SourceFileReferences {
        var images: [(name: String, line: Int)] = []
        var systemImages: Set<String> = []
        var references: [SourceReference] = []
        var mentions: [String] = []
        var scanner = XMLTagScanner(text)
        scanner.scan(tag: { tag in
            mentions += tag.attributes.filter { !Self.structuralAttributes.contains($0.name) }.map(\.value)
                .filter { $0.contains { !$0.isWhitespace } }
            // `catalog="system"` marks an SF Symbol; `catalog="System"` a system colour (xibs write both).
            let isSystem = tag["catalog"]?.value.lowercased() == "system"
            // `<accessibilityTraits image="YES">` is a trait, not an image.
            guard tag.name != "accessibilityTraits" else { return }
            for attribute in tag.attributes where imageAttributes.contains(attribute.name) && !Self.isSystemImage(attribute.value) {
                if isSystem { systemImages.insert(attribute.value) } else { images.append((attribute.value, attribute.line)) }
            }
            guard let name = tag["name"] else { return }
            switch tag.name {
            case "image" where !Self.isSystemImage(name.value):
                if isSystem { systemImages.insert(name.value) } else { images.append((name.value, name.line)) }
            case "namedColor", "color":
                guard tag["systemColor"] == nil, tag["catalog"] == nil, !name.value.hasPrefix("system") else { break }
                references.append(SourceReference(.color, name.value, line: name.line))
            case "fontDescription" where tag["type"] == nil:
                references.append(SourceReference(.font, name.value, line: name.line))
            default:
                break
            }
        }, text: { run, _ in
            mentions.append(run.trimmingCharacters(in: .whitespacesAndNewlines))
        })
        references += images.filter { !systemImages.contains($0.name) }.map { SourceReference(.image, $0.name, line: $0.line) }
        return SourceFileReferences(path: path, references: references, mentions: mentions)
    }

    /// True for an image AppKit or UIKit provides by name: `NSActionTemplate`, `NSAddTemplate` and
    /// the other `NSImage.Name` constants (`NS` then a capital letter), and the booleans an
    /// attribute of that name can hold elsewhere.
    static func isSystemImage(_ name: String) -> Bool {
        if name == "YES" || name == "NO" { return true }
        let scalars = Array(name.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[0] == "N" && scalars[1] == "S" && ("A"..."Z").contains(scalars[2])
    }
}
