import AssetReferences
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The walk for the app's code: what it lists and which other names it notes, against a walk that
/// takes every name of each folder in order, one at a time.
@Suite("Source scanner")
struct SourceScannerTests {
    static let tree = [
        "App/a.swift", "App/B.swift", "App/c.m", "App/notes.md", "App/image@2x.png", "App/Data.json", "App/Info.plist",
        "App/.hidden/x.swift", "App/Pods/p.swift", "App/Sub/d.swift", "App/Sub/e.png", "App/Sub/Deeper/f.swift", "App/z.SWIFT",
        "App/Art.xcassets/play.imageset/Contents.json", "App/Art.xcassets/play.imageset/play.png", "App/Art.xcassets/g.swift",
        "App/Proj.xcodeproj/project.pbxproj", "App/Proj.xcodeproj/other.swift", "App/\u{DC}ber.swift", "App/Ueber.swift",
        "App/AssetManifest.json", "Assets/sprite.png", "Assets/level.json", "Assets/Sounds/tap.aac", "Assets/Shop.strings",
        "top.swift", "README.md",
    ]

    @Test("lists and notes what a walk of each name in order does, at every limit of files")
    func sameAsNameByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for path in Self.tree { try folder.write(path, Array("// \(path)\n".utf8)) }
        let request = SourceRequest(paths: [folder.path])
        let all = SourceScanner(request: request, bundle: folder.path + "/Assets").scan()
        #expect(all.files.count > 10, "\(all.files.map(\.shown))")
        for limit in [0, 1, 2, 3, 5, 8, 13, all.files.count - 1, all.files.count, SourceScanner.maxFiles] {
            var scanner = SourceScanner(request: request, bundle: folder.path + "/Assets")
            scanner.fileLimit = limit
            let found = scanner.scan()
            let expected = Self.nameByName(folder.path, limit: limit, bundle: folder.path + "/Assets")
            #expect(found.files.map(\.absolute) == expected.files.sorted { $0.shown < $1.shown }.map(\.absolute), "limit \(limit)")
            #expect(found.files.map(\.shown) == expected.files.sorted { $0.shown < $1.shown }.map(\.shown), "limit \(limit)")
            #expect(found.otherNames.sorted() == expected.otherNames.sorted(), "limit \(limit)")
        }
    }

    /// The walk as it was: each folder's names sorted, taken one at a time until `limit` files.
    static func nameByName(_ root: String, limit: Int, bundle: String) -> (files: [(absolute: String, shown: String)], otherNames: [String]) {
        var files: [(absolute: String, shown: String)] = [], otherNames: [String] = []
        func walk(_ folder: String, inCatalog: Bool) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") && files.count < limit {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                let fileExtension = (name as NSString).pathExtension.lowercased()
                if !SourceScanner.codeExtensions.contains(fileExtension) { otherNames.append(name) }
                if isFolder.boolValue {
                    guard !SourceScanner.skippedFolders.contains(name) else { continue }
                    walk(path, inCatalog: inCatalog || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj"))
                } else if !inCatalog || name == "project.pbxproj",
                          SourceReader.extensions.contains(fileExtension), !path.hasSuffix("AssetManifest.json") {
                    files.append((path, ChangeScope.shown(path, bundle: bundle)))
                }
            }
        }
        walk(root, inCatalog: false)
        return (files, otherNames)
    }
}
