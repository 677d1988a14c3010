import AssetCheckTestSupport
import Foundation

/// Two small bundles made of the example's committed files, one a later version of the other,
/// for `assetcheck diff` tests.
enum DiffBundles {
    /// Old: Bennie's idle pair and wave@2x alone (a missing @3x), a background, a Lemminge, an icon pair.
    static func old() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for path in ["Characters/Bennie/idle@2x.png", "Characters/Bennie/idle@3x.png", "Characters/Bennie/wave@2x.png",
                     "Backgrounds/forest@2x.png", "Backgrounds/forest@3x.png", "Characters/Lemminge/happy@2x.png",
                     "Characters/Lemminge/happy@3x.png", "Icons/icon_home@2x.png", "Icons/icon_home@3x.png"] {
            try copy(path, to: path, in: folder)
        }
        return folder
    }

    /// New: wave@3x added (fixes the missing scale, breaks the class budget), forest@3x removed
    /// (a new missing scale, less memory), happy@2x changed, the icon pair moved, a data file added.
    static func new() throws -> TemporaryFolder {
        let folder = try old()
        try copy("Characters/Bennie/wave@3x.png", to: "Characters/Bennie/wave@3x.png", in: folder)
        try folder.remove("Backgrounds/forest@3x.png")
        try copy("Characters/Lemminge/sad@2x.png", to: "Characters/Lemminge/happy@2x.png", in: folder)
        try folder.remove("Icons/icon_home@2x.png")
        try folder.remove("Icons/icon_home@3x.png")
        try copy("Icons/icon_home@2x.png", to: "Icons/house@2x.png", in: folder)
        try copy("Icons/icon_home@3x.png", to: "Icons/house@3x.png", in: folder)
        try folder.write("Data/levels.json.txt", text: "{\"levels\": [1, 2, 3]}\n")
        return folder
    }

    private static func copy(_ from: String, to: String, in folder: TemporaryFolder) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.examples + "/" + from))
        try folder.write(to, [UInt8](bytes))
    }
}
