/// Examples of the checks, run as tests (see `CheckExample`).
enum FileCheckExamples {
    /// UI images, background music and JSON documents, with files read up to 256 MB.
    static let rules = CheckExample.rules("""
          ui-element:
            kind: image
            paths: ["UI/**"]
          background-music:
            kind: audio
            paths: ["Sounds/Music/**"]
          prompts:
            kind: json
            paths: ["Data/**/*.json"]
        """, top: """
        limits:
          max-file-size: 256 MB
        """)

    /// A play button, readable.
    private static let button = AssetRecord.examplePNG("UI/play@2x.png", 242, 96)

    /// A file inspection could not read, with the bytes the inspector records for it (0 when empty,
    /// the real size when too large).
    private static func failed(_ path: String, kind: AssetKind, bytes: Int? = nil, _ failure: FileFailure) -> AssetRecord {
        var record = AssetRecord.exampleFailure(path, kind: kind, .file(failure))
        if let bytes { record.bytes = bytes }
        return record
    }

    static let unreadable: [CheckExample] = [
        .passing("a readable play button", rules: rules, [button]),
        .triggering("a play button without read permission", rules: rules, [
            failed("UI/play@2x.png", kind: .image, .unreadable(reason: "Permission denied")),
        ]),
        .triggering("a link to a file that was deleted", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/pause@2x.png", failure: .brokenSymlink)]),
        .triggering("a folder that cannot be listed", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/Buttons", failure: .folderUnreadable)]),
        .triggering("a backup folder copied into itself 65 times: deeper than the scan walks (64)", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/" + Array(repeating: "Backup", count: 65).joined(separator: "/"),
                                               failure: .tooDeep(limit: 64))]),
        .triggering("a large background whose decode ran out of memory: not a verdict on the file", rules: rules, [
            failed("UI/backdrop@3x.png", kind: .image, .outOfMemory(reason: "a 40 MB row buffer could not be allocated")),
        ]),
    ]

    static let nameEncoding: [CheckExample] = [
        .passing("a play button named in UTF-8", rules: rules, [button]),
        .triggering("a button named in Latin-1 by an old zip tool: `caf\\xE9@2x.png`", rules: rules,
                    [AssetRecord.examplePNG("UI/caf\\xE9@2x.png", 242, 96)],
                    scanProblems: [ScanProblem(path: "UI/caf\\xE9@2x.png", failure: .nameNotUTF8)]),
    ]

    static let lfsPointer: [CheckExample] = [
        .passing("a play button fetched by `git lfs pull`", rules: rules, [button]),
        .triggering("a play button checked out without Git LFS: a 131-byte pointer to 24 KB", rules: rules, [
            failed("UI/play@2x.png", kind: .image, bytes: 131, .gitLFSPointer(bytes: 24_576)),
        ]),
        .triggering("a pointer for the theme music that gives no size", rules: rules, [
            failed("Sounds/Music/theme.aac", kind: .audio, bytes: 84, .gitLFSPointer(bytes: nil)),
        ]),
    ]

    static let empty: [CheckExample] = [
        .passing("a one-byte file is not empty", rules: rules, [.exampleFile("Data/version.txt", bytes: 1)]),
        .triggering("a play button exported as 0 bytes", rules: rules, [
            failed("UI/play@2x.png", kind: .image, bytes: 0, .empty),
        ]),
        .triggering("an empty file of no checked kind", rules: rules, [
            failed("Data/version.txt", kind: .other, bytes: 0, .empty),
        ]),
    ]

    static let notRegular: [CheckExample] = [
        .passing("the theme as a regular file", rules: rules, [
            .exampleAudio("Sounds/Music/theme.aac", .example(kbps: 192, seconds: 90), bytes: 2_160_000),
        ]),
        .triggering("a FIFO named like the theme", rules: rules,
                    scanProblems: [ScanProblem(path: "Sounds/Music/theme.aac", failure: .notRegular(what: "a FIFO (named pipe)"))]),
        .triggering("a socket left in the bundle", rules: rules,
                    scanProblems: [ScanProblem(path: "Data/debug.sock", failure: .notRegular(what: "a socket"))]),
        .triggering("a link from Icons/shared to the folder UI", rules: rules,
                    scanProblems: [ScanProblem(path: "Icons/shared", failure: .folderLink(target: "UI"))]),
    ]

    static let symlinkLoop: [CheckExample] = [
        .passing("a link to a button inside the bundle, read as that button", rules: rules, [button]),
        .triggering("a link that points to itself", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/play@2x.png", failure: .symlinkLoop)]),
        .triggering("two links that point to each other", rules: rules, scanProblems: [
            ScanProblem(path: "UI/play@2x.png", failure: .symlinkLoop),
            ScanProblem(path: "UI/play@3x.png", failure: .symlinkLoop),
        ]),
        .triggering("a link in UI to the bundle's top folder, which holds it", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/everything", failure: .symlinkLoop)]),
    ]

    static let symlinkOutside: [CheckExample] = [
        .passing("a link to a button inside the bundle, read as that button", rules: rules, [button]),
        .triggering("a link to ~/Downloads/play@2x.png, outside the bundle", rules: rules,
                    scanProblems: [ScanProblem(path: "UI/play@2x.png", failure: .symlinkOutside)]),
    ]

    static let tooLarge: [CheckExample] = [
        .passing("an intro video of exactly 256 MB, the limit", rules: rules, [
            .exampleFile("Videos/intro.mov", bytes: 256_000_000),
        ]),
        .triggering("an intro video of 256 MB and one byte", rules: rules, [
            failed("Videos/intro.mov", kind: .other, bytes: 256_000_001, .tooLarge(bytes: 256_000_001, limit: 256_000_000)),
        ]),
    ]

    static let unclassified: [CheckExample] = [
        .passing("a button in UI/, which the ui-element class claims", rules: rules, [button]),
        .triggering("a button saved in Buttons/, which no class covers", rules: rules, [
            .examplePNG("Buttons/play@2x.png", 242, 96),
        ]),
        .triggering("a JSON document beside Data/ instead of in it", rules: rules, [
            .exampleFile("prompts.json", kind: .json, format: .json,
                         facts: .json(JSONDocumentFacts(root: "object", count: 12))),
        ]),
        .passing("a text file of no class: files of kind other are never reported", rules: rules, [
            .exampleFile("Data/version.txt", bytes: 6),
        ]),
        .passing("an asset catalog's Contents.json is metadata, not an asset", rules: rules, [
            .exampleFile("Assets.xcassets/UI/play.imageset/Contents.json", kind: .json, format: .json, bytes: 320),
        ]),
        .triggering("a game's sprites and sounds in folders no class covers: one finding per folder", rules: rules, [
            .examplePNG("Game/Art.xcassets/Hero.spriteatlas/walk_1.imageset/walk_1@2x.png", 64, 64),
            .examplePNG("Game/Art.xcassets/Hero.spriteatlas/walk_2.imageset/walk_2@2x.png", 64, 64),
            .examplePNG("Game/Art.xcassets/Hero.spriteatlas/walk_3.imageset/walk_3@2x.png", 64, 64),
            .examplePNG("Game/Art.xcassets/Hero.spriteatlas/walk_4.imageset/walk_4@2x.png", 64, 64),
            .exampleAudio("Game/Sounds/jump.wav", .example(container: .wav, codec: "pcm_s16le", profile: nil, kbps: 1411.2, seconds: 0.4)),
            .exampleAudio("Game/Sounds/land.wav", .example(container: .wav, codec: "pcm_s16le", profile: nil, kbps: 1411.2, seconds: 0.3)),
        ]),
    ]
}
