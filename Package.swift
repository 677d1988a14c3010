// swift-tools-version: 6.0
import PackageDescription

/// Boundaries the compiler enforces: a file sees only the members of modules it imports itself,
/// and the C libraries, Yams, Crypto and swift-syntax are imported `internal`, so no public API leaks them.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

#if os(Linux)
// Headers only: Debian installs them on the compiler's default path (/usr/include/<triple>), and
// the libraries are not linked, so pkg-config's -lavformat must not reach the link line.
let ffmpegHeaders = Target.systemLibrary(
    name: "CAVFormat",
    providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev"])]
)
#else
let ffmpegHeaders = Target.systemLibrary(
    name: "CAVFormat",
    pkgConfig: "libavformat",
    providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev"]), .brew(["ffmpeg"])]
)
#endif

let package = Package(
    name: "assetcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "assetcheck", targets: ["assetcheck"]),
        .library(name: "AssetCheckKit", targets: ["AssetCheckKit"]),
        // A build-tool plugin: `plugins: [.plugin(name: "AssetCheckPlugin", package: "assetcheck")]`.
        .plugin(name: "AssetCheckPlugin", targets: ["AssetCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // Zip archives (`.mcaddon`, `.mcpack`) read in place; wrapped by AssetInspection's ZipArchiveReader.
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        // Swift sources parsed for the asset names they load (AssetReferences' SwiftReferenceReader).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // libpng and zlib, as the system installs them (libpng-dev / brew libpng).
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Intel's ISA-L (libisal-dev / brew isa-l): the inflater that verifies PNG image data.
        .systemLibrary(
            name: "CISAL",
            pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
        ),
        // The one place that calls libpng's setjmp-based API: streams rows with bounded memory.
        .target(
            name: "CPNGScan",
            dependencies: ["CLibPNG", "CISAL"],
            // A C target's module-map `link` lines are not applied; name the libraries here.
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("isal")]
        ),
        // The headers of libavformat, libavcodec and libavutil (FFmpeg), as the system installs them.
        ffmpegHeaders,
        // FFmpeg's functions, loaded on first use (dlopen) on Linux; see its header for why.
        .target(
            name: "CFFmpegLoader",
            dependencies: ["CAVFormat"],
            linkerSettings: [
                .linkedLibrary("dl", .when(platforms: [.linux])),
                .linkedLibrary("avformat", .when(platforms: [.macOS])),
                .linkedLibrary("avcodec", .when(platforms: [.macOS])),
                .linkedLibrary("avutil", .when(platforms: [.macOS])),
            ]
        ),
        // Linux's openat2 (a file below a folder in one call, no link followed), which Swift cannot call.
        .target(name: "CSafeOpen"),
        // posix_spawn for the git commands a staged run starts (see its header for why not Process).
        .target(name: "CSpawn"),
        // FreeType (libfreetype-dev / brew freetype): fonts are loaded, named and rendered by the
        // field's own library.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // Plain Swift values: findings, rules, facts, checks, manifest. No codec, no file I/O.
        .target(
            name: "AssetCheckCore",
            dependencies: [.product(name: "Yams", package: "Yams")],
            swiftSettings: strictImports
        ),
        // Reads files and turns bytes into facts; the only Swift code that touches C libraries.
        .target(
            name: "AssetInspection",
            dependencies: [
                "AssetCheckCore", "CPNGScan", "CAVFormat", "CFFmpegLoader", "CFreeType", "CSafeOpen",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictImports
        ),
        // Reads the app's code and data files (Swift, Objective-C, storyboards, plists, JSON, web
        // files) for the asset names they load or mention; swift-syntax is imported `internal`.
        .target(
            name: "AssetReferences",
            dependencies: [
                "AssetCheckCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strictImports
        ),
        // Scanning a bundle, the check pipeline, configuration and reporters.
        .target(
            name: "AssetCheckKit",
            dependencies: [
                "AssetCheckCore", "AssetInspection", "AssetReferences", "CPNGScan", "CSpawn",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictImports
        ),
        .executableTarget(
            name: "assetcheck",
            dependencies: [
                "AssetCheckCore", "AssetCheckKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictImports
        ),
        // Checks a target's assets on every build; findings show as build diagnostics.
        .plugin(name: "AssetCheckPlugin", capability: .buildTool(), dependencies: ["assetcheck"]),
        // Builders of real test inputs (PNG bytes through libpng, temporary bundles).
        .target(name: "AssetCheckTestSupport", dependencies: ["AssetCheckCore", "CPNGScan"], path: "Tests/TestSupport"),
        .testTarget(name: "AssetCheckCoreTests", dependencies: ["AssetCheckCore", "AssetCheckTestSupport"]),
        .testTarget(
            name: "AssetInspectionTests",
            dependencies: ["AssetCheckCore", "AssetInspection", "CPNGScan", "AssetCheckTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "AssetReferencesTests", dependencies: ["AssetCheckCore", "AssetReferences"]),
        .testTarget(
            name: "AssetCheckKitTests",
            dependencies: [
                "AssetCheckCore", "AssetInspection", "AssetCheckKit", "AssetReferences", "AssetCheckTestSupport",
                // Deflated test archives (zip bombs); hostile ones are built byte by byte (ZipFixture).
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            resources: [.copy("Snapshots")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz`: libFuzzer harnesses for the parsers we own, built only on request, because the
// target has no `main` of its own (libFuzzer's runtime provides it) and a plain build can't link it.
if Context.environment["ASSETCHECK_FUZZ"] == "1" {
    package.products.append(.executable(name: "assetcheck-fuzz", targets: ["AssetCheckFuzz"]))
    package.targets.append(.executableTarget(
        name: "AssetCheckFuzz",
        dependencies: ["AssetCheckCore", "AssetInspection", "AssetCheckKit", "AssetReferences"],
        path: "Fuzz/AssetCheckFuzz"))
}
