import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation

/// A temporary copy of `Examples/Dandelion` checked with `Rules/dandelion.yml`, for planting defects.
struct DandelionBundle {
    let folder: TemporaryFolder

    static let rules: RuleSet = {
        let text = try! String(contentsOfFile: Repository.root + "/Rules/dandelion.yml", encoding: .utf8)
        return try! RuleSetLoader.load(yaml: text, source: "Rules/dandelion.yml", resolver: Repository.rulesResolver)
    }()

    init() throws {
        folder = try TemporaryFolder(prefix: "assetcheck-dandelion")
        try folder.copyContents(of: Repository.examples + "/Dandelion")
    }

    /// A copy already made at `folder`.
    init(folder: TemporaryFolder) {
        self.folder = folder
    }

    func check(previewing: BundleChecker.Previewing? = nil) async throws -> CheckOutcome {
        try await BundleChecker(rules: Self.rules).previewing(previewing).check(root: folder.path)
    }

    /// `path check` for each finding.
    func findings() async throws -> [String] {
        try await check().findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    /// Replaces `old` with `new` in the UTF-8 text file at `path`; throws when `old` is not there.
    func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path]) }
        try folder.write(path, text: text.replacingOccurrences(of: old, with: new))
    }

    /// The bytes of a file of the bundle.
    func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + path)))
    }

    func delete() { folder.delete() }

    static let regularFont = "Core/Design/Fonts/DejaVuSerif-Dandelion.ttf"
    static let italicFont = "Core/Design/Fonts/DejaVuSerif-Italic-Dandelion.ttf"
    static let english = "Resources/Localizable.strings"
    static let german = "Resources/de.lproj/Localizable.strings"
    static let french = "Resources/fr.lproj/Localizable.strings"
    static let catalog = "Resources/InfoPlist.xcstrings"
    static let prompts = "Resources/Prompts.json"

    /// The German table, which the example keeps in UTF-16 with a byte order mark, as text.
    func germanText() throws -> String {
        String(decoding: try bytes(Self.german).dropFirst(2).withUnsafeBufferPointer { buffer in
            Array(UnsafeRawBufferPointer(buffer).bindMemory(to: UInt16.self))
        }, as: UTF16.self)
    }

    /// Writes the German table back in UTF-16LE with its byte order mark.
    func writeGerman(_ text: String) throws {
        try folder.write(Self.german, [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }
}
