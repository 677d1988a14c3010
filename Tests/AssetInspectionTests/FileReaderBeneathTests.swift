import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// A bundle folder swapped for a link to elsewhere while a run reads it: the read stays inside.
@Suite("Reading beneath the bundle")
struct FileReaderBeneathTests {
    @Test("a folder on the way that became a symbolic link is not followed from the bundle's root")
    func swappedFolder() throws {
        let bundle = try TemporaryFolder(prefix: "assetcheck-bundle"), outside = try TemporaryFolder(prefix: "assetcheck-outside")
        defer { bundle.delete(); outside.delete() }
        try bundle.write("UI/button@2x.png", PNGFixture.sprite(8, 8))
        try outside.write("button@2x.png", Array("secret outside the bundle".utf8))
        let root = try #require(URL(fileURLWithPath: bundle.path).resolvingSymlinksInPath().path as String?)
        let path = root + "/UI/button@2x.png"
        guard case .success = FileReader.load(absolutePath: path, relativePath: "UI/button@2x.png", limit: 1 << 20, beneath: root)
        else { Issue.record("the real file must read"); return }
        // The folder is swapped for a link to the outside folder, as a race would do mid-run.
        try FileManager.default.removeItem(atPath: root + "/UI")
        try FileManager.default.createSymbolicLink(atPath: root + "/UI", withDestinationPath: outside.path)
        let beneath = FileReader.load(absolutePath: path, relativePath: "UI/button@2x.png", limit: 1 << 20, beneath: root)
        guard case .failure(.symlinkOutside) = beneath else {
            Issue.record("read through the link: \(beneath)")
            return
        }
        // Opened as a plain path, the same read would have left the bundle.
        guard case let .success(plain) = FileReader.load(absolutePath: path, relativePath: "UI/button@2x.png", limit: 1 << 20)
        else { Issue.record("the plain open should follow the link"); return }
        #expect(String(decoding: plain.bytes, as: UTF8.self) == "secret outside the bundle")
    }

    @Test("a file that became a symbolic link, to outside or inside the bundle, is not followed")
    func swappedFile() throws {
        let bundle = try TemporaryFolder(prefix: "assetcheck-bundle"), outside = try TemporaryFolder(prefix: "assetcheck-outside")
        defer { bundle.delete(); outside.delete() }
        try bundle.write("UI/Deep/button@2x.png", PNGFixture.sprite(8, 8))
        try bundle.write("UI/real@2x.png", PNGFixture.sprite(8, 8))
        try outside.write("secret.png", Array("secret outside the bundle".utf8))
        let root = try #require(URL(fileURLWithPath: bundle.path).resolvingSymlinksInPath().path as String?)
        let path = root + "/UI/Deep/button@2x.png"
        for target in [outside.path + "/secret.png", root + "/UI/real@2x.png"] {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            let read = FileReader.load(absolutePath: path, relativePath: "UI/Deep/button@2x.png", limit: 1 << 20, beneath: root)
            guard case .failure(.symlinkOutside) = read else {
                Issue.record("read through the link to \(target): \(read)")
                continue
            }
        }
    }
}
