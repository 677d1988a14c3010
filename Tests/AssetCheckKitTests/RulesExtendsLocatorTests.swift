import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `extends` as the command line resolves it: built-in names, paths relative to the extending
/// file, and the cache's key over every set in the chain.
@Suite("Rules files that extend others, from disk")
struct RulesExtendsLocatorTests {
    private static let locator = RulesLocator(searchFolders: [Repository.root + "/Rules"])

    @Test("a path in extends is relative to the extending file's folder; a built-in name is found by name")
    func relativePaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("rules/base/common.yml", text: "name: common\nextends: ios\nlimits: {max-json-size: 1 MB}\n")
        try folder.write("rules/app.yml", text: "name: app\nextends: base/common.yml\nclasses:\n  hero: {kind: image, paths: [\"Hero/**\"]}\n")
        let rules = try Self.locator.load("rules/app.yml", relativeTo: folder.path)
        #expect(rules.name == "app")
        #expect(rules.extended.map(\.source) == ["rules/base/common.yml", Repository.root + "/Rules/ios.yml"])
        #expect(rules.limits.maxJSONBytes == 1_000_000)
        #expect(rules.assetClass(forPath: "Hero/cape@2x.png")?.id == "hero")
        #expect(rules.assetClass(forPath: "Other/logo.png")?.id == "image")
    }

    @Test("a circle through files is an error at the extends line that closes it")
    func cycleThroughFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("a.yml", text: "name: a\nextends: sub/b.yml\n")
        try folder.write("sub/b.yml", text: "name: b\n\nextends: ../a.yml\n")
        let error = #expect(throws: RulesError.self) { try Self.locator.load("a.yml", relativeTo: folder.path) }
        #expect(error?.file == "sub/b.yml")
        #expect(error?.line == 3)
        #expect(error?.message.contains("goes round in a circle: a.yml extends sub/b.yml extends a.yml") == true)
        let missing = #expect(throws: RulesError.self) {
            try folder.write("c.yml", text: "name: c\nextends: nowhere.yml\n")
            _ = try Self.locator.load("c.yml", relativeTo: folder.path)
        }
        #expect(missing?.description.hasPrefix("c.yml:2:10: error: 'extends: nowhere.yml': no such rules file") == true)
    }

    @Test("the cache is keyed on what every set in the chain makes the inspector read: not on severities or sizes")
    func cacheKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        func digest(base: String, app: String = "") throws -> String {
            try folder.write("base.yml", text: "name: base\nclasses:\n  hero:\n    kind: image\n    paths: [\"Hero/**\"]\n" + base)
            try folder.write("app.yml", text: "name: app\nextends: base.yml\n" + app)
            let rules = try Self.locator.load("app.yml", relativeTo: folder.path)
            return InspectionCache.forRun(in: folder.path, rules: rules, toolVersion: "1", environment: [:]).rulesDigest
        }
        let plain = try digest(base: "")
        #expect(try digest(base: "    size: 10x10 pt\n    scales: [2x]\n") == plain)
        #expect(try digest(base: "", app: "severities:\n  image.size: warning\n") == plain)
        #expect(try digest(base: "    background: transparent\n") != plain)
        #expect(try digest(base: "", app: "limits: {max-json-size: 1 MB}\n") != plain)
        #expect(try digest(base: "", app: "classes:\n  logo: {kind: image, paths: [\"Logo/**\"]}\n") != plain)
    }
}
