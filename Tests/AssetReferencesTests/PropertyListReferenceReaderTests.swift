import AssetCheckCore
import AssetReferences
import Foundation
import Testing

/// Info.plists and other property lists, in XML and binary form.
@Suite("Property list references")
struct PropertyListReferenceReaderTests {
    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Crafta</string>
            <key>UIAppFonts</key>
            <array>
                <string>Fonts/Baloo2-Regular.ttf</string>
                <string>Fonts/R&amp;D.otf</string>
            </array>
            <key>CFBundleIcons</key>
            <dict>
                <key>CFBundlePrimaryIcon</key>
                <dict>
                    <key>CFBundleIconName</key>
                    <string>AppIcon</string>
                </dict>
                <key>CFBundleAlternateIcons</key>
                <dict>
                    <key>Dark</key>
                    <dict>
                        <key>CFBundleIconName</key>
                        <string>AppIcon-Dark</string>
                        <key>CFBundleIconFiles</key>
                        <array><string>DarkIcon60x60</string></array>
                    </dict>
                </dict>
            </dict>
            <key>UILaunchScreen</key>
            <dict>
                <key>UIImageName</key>
                <string>LaunchLogo</string>
                <key>UIColorName</key>
                <string>LaunchBackground</string>
            </dict>
            <key>LSRequiresIPhoneOS</key>
            <true/>
        </dict>
        </plist>
        """

    @Test("An Info.plist's fonts are registered with their lines; icons and launch names are mentions")
    func infoPlist() {
        let found = SourceReader.read(Array(Self.infoPlist.utf8), path: "App/Info.plist")
        #expect(found.registeredFonts == [
            RegisteredFont(file: "Fonts/Baloo2-Regular.ttf", line: 9),
            RegisteredFont(file: "Fonts/R&D.otf", line: 10),
        ])
        #expect(found.mentions == [
            "AppIcon", "AppIcon-Dark", "Crafta", "DarkIcon60x60", "Fonts/Baloo2-Regular.ttf", "Fonts/R&D.otf",
            "LaunchBackground", "LaunchLogo",
        ])
        #expect(found.references == [])
        #expect(found.note == nil)
    }

    @Test("A binary plist is read too; its fonts are on line 1")
    func binary() throws {
        let root: [String: Any] = ["UIAppFonts": ["A.ttf", "B.otf"], "Names": ["coin", ["nested": "gem"]]]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let found = SourceReader.read(Array(data), path: "Info.plist")
        #expect(found.registeredFonts == [RegisteredFont(file: "A.ttf", line: 1), RegisteredFont(file: "B.otf", line: 1)])
        #expect(found.mentions == ["A.ttf", "B.otf", "coin", "gem"])
        #expect(found.note == nil)
    }

    @Test("No UIAppFonts key gives no registered fonts; an empty one gives an empty list")
    func fontsKey() {
        func plist(_ body: String) -> String {
            "<plist version=\"1.0\"><dict>\(body)</dict></plist>"
        }
        #expect(SourceReader.read(Array(plist("<key>A</key><string>b</string>").utf8), path: "a.plist").registeredFonts == nil)
        #expect(SourceReader.read(Array(plist("<key>UIAppFonts</key><array/>").utf8), path: "a.plist").registeredFonts == [])
    }

    @Test("An intent definition is a property list")
    func intentDefinition() {
        let plist = "<plist version=\"1.0\"><dict><key>INIntents</key><array><string>OrderCoffee</string></array></dict></plist>"
        #expect(SourceReader.read(Array(plist.utf8), path: "Intents.intentdefinition").mentions == ["OrderCoffee"])
    }

    @Test("A plist that does not parse gives a note and no mentions")
    func broken() {
        let found = SourceReader.read(Array("<plist><dict><key>a</key><string>b".utf8), path: "Broken.plist")
        #expect(found == SourceFileReferences(path: "Broken.plist", note: "does not parse as a property list"))
    }

    @Test("Deep nesting is refused before parsing, in XML, old-style and binary plists")
    func deep() throws {
        let depth = 20_000
        let xml = "<plist><array>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</array></plist>"
        #expect(SourceReader.read(Array(xml.utf8), path: "Deep.plist").note == "skipped: it nests 20001 levels deep, deeper than 512")
        let oldStyle = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(SourceReader.read(Array(oldStyle.utf8), path: "Deep.plist").note == "skipped: it nests 20000 levels deep, deeper than 512")
        var nested: Any = "leaf"
        for _ in 0..<600 { nested = [nested] }
        let data = try PropertyListSerialization.data(fromPropertyList: nested, format: .binary, options: 0)
        #expect(SourceReader.read(Array(data), path: "Deep.plist").note == Self.refused)
    }

    /// A binary plist of `objects` (each a marker and its bytes), the first at the top, with
    /// one-byte offsets and references.
    private static func binaryPlist(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let tableStart = UInt8(bytes.count)
        return bytes + offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
            + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, tableStart]
    }

    private static let refused = "skipped: its objects nest deeper than 512 levels, are shared too often, hold a set, or point outside the file"

    @Test("A binary plist whose containers are shared over and over is refused, not walked exponentially")
    func sharedContainers() {
        // Objects 1...30 are arrays of two references to the next; object 31 is a string.
        let arrays = (1..<31).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        let bytes = Self.binaryPlist([[0xA1, 1]] + arrays + [[0x51, UInt8(ascii: "x")]])
        #expect(SourceReader.read(bytes, path: "Shared.plist").note == Self.refused)
    }

    @Test("A binary plist holding a set is refused (no plist value; Foundation on Linux can crash on one)")
    func set() {
        let bytes = Self.binaryPlist([[0xC1, 1], [0x51, UInt8(ascii: "x")]])
        #expect(SourceReader.read(bytes, path: "Set.plist").note == Self.refused)
        let array = Self.binaryPlist([[0xA1, 1], [0x51, UInt8(ascii: "x")]])
        #expect(SourceReader.read(array, path: "Array.plist").mentions == ["x"])
    }
}
