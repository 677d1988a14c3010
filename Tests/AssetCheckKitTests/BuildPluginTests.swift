import AssetCheckTestSupport
import Foundation
import Testing

/// `AssetCheckPlugin` in a real package: a small fixture that depends on this package by path
/// and adds the plugin to a target with resources, built with `swift build`. Offline: the
/// fixture has no other dependency, and this package's resolve from SwiftPM's local cache, as
/// `swift build` here does. The first run builds this package again for the fixture (minutes);
/// its build folder is kept in `.build/plugin-fixture/`, so later runs are incremental.
@Suite("SwiftPM build-tool plugin", .serialized, .tags(.slow, .subprocess), .timeLimit(.minutes(30)),
       .enabled(if: ProcessInfo.processInfo.environment["ASSETCHECK_PLUGIN_TEST"] == "1",
                "builds this package again for a fixture (minutes on two cores): make test-plugin runs it, and CI"))
struct BuildPluginTests {
    static let fixture = Repository.root + "/.build/plugin-fixture"

    /// Writes the fixture package: a `Sprites` target whose resources are a copy of the example
    /// bundle, checked by the plugin; `configuration` is its `.assetcheck.yml`, or none.
    private func writeFixture(configuration: String?) throws {
        let folder = Self.fixture
        let assets = folder + "/Sources/Sprites/Assets"
        try? FileManager.default.removeItem(atPath: assets)
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Sprites", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: assets)
        ExampleBundle.removeOtherApps(from: assets)
        // SwiftPM names a package reached by path after its folder.
        let identity = URL(fileURLWithPath: Repository.root).lastPathComponent.lowercased()
        let files = [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Sprites",
                    dependencies: [.package(path: "\(Repository.root)")],
                    targets: [
                        .target(name: "Sprites", resources: [.copy("Assets")],
                                plugins: [.plugin(name: "AssetCheckPlugin", package: "\(identity)")]),
                    ]
                )

                """,
            "Sources/Sprites/Sprites.swift": "/// Who the sprites show.\npublic let character = \"Bennie\"\n",
        ]
        for (path, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        try? FileManager.default.removeItem(atPath: folder + "/bennie.yml")
        try? FileManager.default.removeItem(atPath: folder + "/.assetcheck.yml")
        if let configuration {
            try Data(configuration.utf8).write(to: URL(fileURLWithPath: folder + "/.assetcheck.yml"))
        }
    }

    /// `swift build` in the fixture.
    private func build() throws -> CommandRunner.Output {
        try CommandRunner.run(["swift", "build", "--package-path", Self.fixture], in: Self.fixture, binary: "/usr/bin/env")
    }

    /// With no configuration (the default rule set) and with `rules: bennie` (a built-in set by
    /// name): both come from the binary SwiftPM builds in the fixture's own build folder, where no
    /// `Rules/` folder is beside or above it, so they must be compiled in.
    @Test("every swift build checks the target's assets with a built-in rule set; an error is a build diagnostic and fails the build",
          arguments: [nil, "rules: bennie\n"] as [String?])
    func buildChecksAssets(configuration: String?) throws {
        try writeFixture(configuration: configuration)
        let clean = try build()
        #expect(clean.status == 0, "the example bundle is clean: \(clean.stdout)\(clean.stderr)")
        #expect(!(clean.stdout + clean.stderr).contains("no built-in rule set"), "\(clean.stdout)\(clean.stderr)")

        // Bennie's rules know a character's size; the default (ios) knows none, but a PNG cut short
        // is an error under every set.
        let wave = Self.fixture + "/Sources/Sprites/Assets/Characters/Bennie/wave@2x.png"
        let sprite = PNGFixture.sprite(598, 900)
        try Data(configuration == nil ? Array(sprite.prefix(sprite.count / 2)) : sprite).write(to: URL(fileURLWithPath: wave))
        let broken = try build()
        #expect(broken.status != 0)
        let expected = configuration == nil ? "error: [image.corrupt]" : "error: [image.size] 598x900 px"
        #expect((broken.stdout + broken.stderr).contains("/Sources/Sprites/Assets/Characters/Bennie/wave@2x.png:1:1: " + expected),
                "\(broken.stdout)\(broken.stderr)")
    }
}
