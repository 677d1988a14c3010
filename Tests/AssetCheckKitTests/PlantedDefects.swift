import AssetCheckTestSupport
import Foundation

/// The example bundle with one defect of each kind the end-to-end suites plant (images,
/// catalogs, audio, animations), plus a file whose name is HTML, for the report's tests.
enum PlantedDefects {
    /// A file name a browser would run as markup if the report did not escape it.
    static let hostileName = "UI/<img src=x onerror=alert(1)>@2x.png"

    /// Where each planted defect must show: (file, check, the card it belongs on).
    static let expected: [(path: String, check: String, card: String)] = [
        ("Characters/Bennie/wave@2x.png", "image.size", "Characters/Bennie/wave"),
        ("Characters/Bennie/wave@3x.png", "image.size", "Characters/Bennie/wave"),
        ("Characters/Lemminge/sad@2x.png", "image.scale-pair", "Characters/Lemminge/sad"),
        ("UI/button_play@3x.png", "image.scale-ratio", "UI/button_play"),
        ("Icons/icon_settings@2x.png", "image.square", "Icons/icon_settings"),
        ("Characters/Lemminge/happy@2x.png", "image.transparent-background", "Characters/Lemminge/happy"),
        ("Backgrounds/forest@2x.png", "image.opaque", "Backgrounds/forest"),
        ("Characters/Bennie/idle@3x.png", "image.format", "Characters/Bennie/idle"),
        ("Assets.xcassets/UI/coin.imageset/coin_old@2x.png", "catalog.unlisted-file", "Assets.xcassets/UI/coin.imageset/coin_old@2x.png"),
        ("Assets.xcassets/Characters/Bennie/point.imageset/Contents.json", "catalog.missing-file",
         "Assets.xcassets/Characters/Bennie/point.imageset"),
        ("Sounds/Narrator/gut_gemacht.aac", "audio.sample-rate", "Sounds/Narrator/gut_gemacht.aac"),
        ("Sounds/Narrator/tschuess.aac", "audio.format", "Sounds/Narrator/tschuess.aac"),
        ("Sounds/Effects/tap_wood.aac", "audio.duration", "Sounds/Effects/tap_wood.aac"),
        ("Animations/Bennie/bennie_idle.json", "animation.frame-rate", "Animations/Bennie/bennie_idle.json"),
        ("Animations/Lemminge/lemminge_cheer.json", "animation.duration", "Animations/Lemminge/lemminge_cheer.json"),
        ("Animations/Effects/progress_fill.json", "animation.invalid-json", "Animations/Effects/progress_fill.json"),
        (hostileName, "image.scale-pair", "UI/<img src=x onerror=alert(1)>"),
    ]

    /// Plants the defects in a copy of the example bundle.
    static func plant(in bundle: ExampleBundle) throws {
        try plant(in: bundle.folder)
    }

    /// Plants the defects in a copy of the example bundle at `f`.
    static func plant(in f: TemporaryFolder) throws {
        try f.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try f.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(897, 1350))
        try f.remove("Characters/Lemminge/sad@3x.png")
        try f.write("UI/button_play@3x.png", PNGFixture.sprite(363, 144))
        try f.write("Icons/icon_settings@2x.png", PNGFixture.sprite(240, 250))
        try f.write("Icons/icon_settings@3x.png", PNGFixture.sprite(360, 375))
        try f.write("Characters/Lemminge/happy@2x.png", PNGFixture.opaque(160, 200))
        try f.write("Backgrounds/forest@2x.png", PNGFixture.sprite(2388, 1668))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: f.path + "/Backgrounds/meadow@2x.jpg"))
        try f.write("Characters/Bennie/idle@3x.png", Array(jpeg))
        try f.write("Assets.xcassets/UI/coin.imageset/coin_old@2x.png", PNGFixture.sprite(128, 128))
        try f.remove("Assets.xcassets/Characters/Bennie/point.imageset/point@3x.png")
        try f.write(hostileName, PNGFixture.sprite(120, 80))

        try f.write("Sounds/Narrator/gut_gemacht.aac", audio("noise-0.6s-48000-mono-128k.aac"))
        try f.write("Sounds/Narrator/tschuess.aac", audio("mp3-renamed.aac"))
        try f.write("Sounds/Effects/tap_wood.aac", audio("noise-1s-44100-mono-128k.aac"))

        try edit(f, "Animations/Bennie/bennie_idle.json", #""fr":30"#, #""fr":25"#)
        try edit(f, "Animations/Lemminge/lemminge_cheer.json", #""op":24,"w""#, #""op":75,"w""#)
        let fill = try String(contentsOfFile: f.path + "/Animations/Effects/progress_fill.json", encoding: .utf8)
        try f.write("Animations/Effects/progress_fill.json", text: String(fill.prefix(700)))
    }

    private static func audio(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/" + name)))
    }

    private static func edit(_ folder: TemporaryFolder, _ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path]) }
        try folder.write(path, text: text.replacingOccurrences(of: old, with: new))
    }
}
