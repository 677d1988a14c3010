/// Examples of the checks, run as tests (see `CheckExample`).
enum BundleCheckExamples {
    /// Backgrounds, characters, UI, icons and music; `budgets` (YAML, top level) is added when given.
    private static func rules(budgets: String = "", musicBudget: String? = nil) -> String {
        let musicLimit = musicBudget.map { "\n    max-total-size: \($0)" } ?? ""
        return CheckExample.rules("""
              background:
                kind: image
                paths: ["Backgrounds/**"]
              character:
                kind: image
                paths: ["Characters/**"]
              ui-element:
                kind: image
                paths: ["UI/**"]
              icon:
                kind: image
                paths: ["Icons/**"]
              background-music:
                kind: audio
                paths: ["Sounds/Music/**"]\(musicLimit)
              ambience:
                kind: audio
                paths: ["Sounds/Ambience/**"]
            """, top: budgets)
    }

    // MARK: bundle.size

    /// 150 MB, with a warning from 90% (135 MB).
    static let sizeRules = rules(budgets: """
        budgets:
          bundle-size:
            max: 150 MB
            warn-at: 90%
        """)

    /// A bundle of `total` bytes: an intro video, the theme and a background, the video taking what is left.
    private static func bundle(total: Int) -> [AssetRecord] {
        let theme = 4_320_000, forest = 12_000_000
        return [
            .exampleFile("Videos/intro.mov", bytes: total - theme - forest),
            .exampleAudio("Sounds/Music/theme.aac", .example(kbps: 192, seconds: 180), bytes: theme),
            .examplePNG("Backgrounds/forest@3x.png", 3582, 2502, alpha: false, bytes: forest),
        ]
    }

    static let size: [CheckExample] = [
        .passing("134,999,999 bytes: just under 90% of the 150 MB budget", rules: sizeRules, bundle(total: 134_999_999)),
        .triggering("135 MB: 90% of the 150 MB budget, a warning", rules: sizeRules, bundle(total: 135_000_000)),
        .triggering("exactly 150 MB: at the limit, still a warning", rules: sizeRules, bundle(total: 150_000_000)),
        .triggering("150 MB and one byte: over the budget, an error", rules: sizeRules, bundle(total: 150_000_001)),
        .passing("200 MB with no bundle-size budget: not measured", rules: rules(), bundle(total: 200_000_000)),
    ]

    // MARK: bundle.class-size

    /// Background music with at most 12 MB in all.
    static let classSizeRules = rules(musicBudget: "12 MB")

    /// A 192 kbps music track of `bytes`.
    private static func music(_ path: String, bytes: Int) -> AssetRecord {
        .exampleAudio(path, .example(kbps: 192, seconds: Double(bytes) * 8 / 192_000), bytes: bytes)
    }

    static let classSize: [CheckExample] = [
        .passing("theme (7.2 MB) and menu (4.8 MB) music: exactly the 12 MB budget", rules: classSizeRules, [
            music("Sounds/Music/theme.aac", bytes: 7_200_000), music("Sounds/Music/menu.aac", bytes: 4_800_000),
        ]),
        .triggering("theme and menu music one byte over 12 MB", rules: classSizeRules, [
            music("Sounds/Music/theme.aac", bytes: 7_200_001), music("Sounds/Music/menu.aac", bytes: 4_800_000),
        ]),
        .passing("12 MB of music and a 9.6 MB forest ambience: another class's files don't count", rules: classSizeRules, [
            music("Sounds/Music/theme.aac", bytes: 7_200_000), music("Sounds/Music/menu.aac", bytes: 4_800_000),
            music("Sounds/Ambience/forest.aac", bytes: 9_600_000),
        ]),
        .passing("the same 12 MB and one byte where the class sets no max-total-size", rules: rules(), [
            music("Sounds/Music/theme.aac", bytes: 7_200_001), music("Sounds/Music/menu.aac", bytes: 4_800_000),
        ]),
    ]

    // MARK: bundle.memory

    /// 200 MB of decoded images on one screen of every image, with a warning from 90% (180 MB).
    static let memoryRules = rules(budgets: """
        budgets:
          memory:
            max: 200 MB
            warn-at: 90%
            groups:
              everything: ["**"]
        """)

    /// 200 MB of decoded images and no groups: the estimate is reported, nothing is checked.
    static let ungroupedRules = rules(budgets: """
        budgets:
          memory:
            max: 200 MB
        """)

    /// One screen of one background (the largest), a character and the UI.
    static let largestRules = rules(budgets: """
        budgets:
          memory:
            max: 100 MB
            groups:
              celebration: {largest-of: ["Backgrounds/**"], paths: ["Characters/**", "UI/**"]}
        """)

    /// Two screens of three backgrounds each, measured on their own.
    static let screenRules = rules(budgets: """
        budgets:
          memory:
            max: 200 MB
            warn-at: 90%
            groups:
              outdoors: ["Backgrounds/forest*", "Backgrounds/beach*", "Backgrounds/meadow*"]
              indoors: ["Backgrounds/cave*", "Backgrounds/castle*", "Backgrounds/treasure*"]
        """)

    /// Full-screen backgrounds at 2388x1668 (@2x) and 3582x2502 px (@3x): 35.8 MB decoded each at @3x.
    private static func backgrounds(_ names: [String]) -> [AssetRecord] {
        names.flatMap { name in
            [AssetRecord.examplePNG("Backgrounds/\(name)@2x.png", 2388, 1668, alpha: false),
             .examplePNG("Backgrounds/\(name)@3x.png", 3582, 2502, alpha: false)]
        }
    }

    private static let five = ["forest", "beach", "meadow", "cave", "castle"]
    private static let six = five + ["treasure"]

    static let memory: [CheckExample] = [
        .passing("five backgrounds: 179.2 MB at @3x, just under 90%; their @2x variants are not added", rules: memoryRules,
                 backgrounds(five)),
        .triggering("five backgrounds and a 900x1350 px pose: 184.1 MB, above 90%, a warning", rules: memoryRules,
                    backgrounds(five) + [.examplePNG("Characters/wave@2x.png", 600, 900),
                                         .examplePNG("Characters/wave@3x.png", 900, 1350)]),
        .triggering("six backgrounds: 215.1 MB, over the 200 MB budget", rules: memoryRules, backgrounds(six)),
        .passing("ten backgrounds and no groups: 358.5 MB in all is reported, but no screen is known to show them all",
                 rules: ungroupedRules, backgrounds(six + ["river", "desert", "snow", "city"])),
        .passing("six backgrounds where a screen shows the largest one of them: 35.8 MB", rules: largestRules,
                 backgrounds(six) + [.examplePNG("Characters/wave@3x.png", 900, 1350)]),
        .triggering("three 6000x6000 px characters beside the largest background: over 100 MB", rules: largestRules,
                    backgrounds(six) + ["a", "b", "c"].map { .examplePNG("Characters/\($0)@3x.png", 6000, 6000) }),
        .passing("the same six backgrounds on two screens of three: 107.5 MB each", rules: screenRules,
                 backgrounds(six)),
        .triggering("six backgrounds on one screen of the two", rules: rules(budgets: """
            budgets:
              memory:
                max: 200 MB
                groups:
                  title: ["Backgrounds/**"]
                  map: ["UI/**"]
            """), backgrounds(six)),
    ]

    /// One group per game folder under `Games/`, the shared music counted in each, as PCM when `audio` says so.
    private static func gameRules(audio: Bool) -> String {
        rules(budgets: """
            budgets:
              memory:
                max: 100 MB
                include-audio: \(audio)
                groups:
                  games: {each-folder: "Games/*", shared: ["Sounds/**"]}
            """)
    }

    /// Three 3072x2304 px boards (28.3 MB decoded each) in each of two games, and 3 minutes of stereo music.
    private static let games: [AssetRecord] = ["ShapeMatch", "Counting"].flatMap { game in
        (1...3).map { AssetRecord.examplePNG("Games/\(game)/Backgrounds/board\($0)@3x.png", 3072, 2304, alpha: false) }
    } + [.exampleAudio("Sounds/Music/theme.aac", .example(kbps: 192, seconds: 180))]

    static let memoryPerFolder: [CheckExample] = [
        .passing("two games of three boards each: 84.9 MB per game, each game its own group", rules: gameRules(audio: false),
                 games),
        .triggering("the same games with the shared 3 min of stereo music as PCM (31.8 MB) in each: 116.6 MB",
                    rules: gameRules(audio: true), games),
        .passing("one game's boards and 10 s of shared stereo effects as PCM (1.8 MB): 86.7 MB", rules: gameRules(audio: true),
                 Array(games.prefix(3)) + [.exampleAudio("Sounds/Effects/pop.aac", .example(seconds: 10))]),
    ]

    // MARK: bundle.duplicate

    /// A PNG whose content is `content`: two such records share a hash when they share `content`.
    private static func png(_ path: String, _ width: Int, _ height: Int, content: String) -> AssetRecord {
        var record = AssetRecord.examplePNG(path, width, height, bytes: 18_400)
        record.sha256 = AssetRecord.exampleFile(path, content: content).sha256
        return record
    }

    static let duplicate: [CheckExample] = [
        .passing("a play and a pause button of the same size, different pixels", rules: rules(), [
            png("UI/play@2x.png", 242, 96, content: "play"), png("UI/pause@2x.png", 242, 96, content: "pause"),
        ]),
        .triggering("the play button copied to Icons/start@2x.png", rules: rules(), [
            png("UI/play@2x.png", 242, 96, content: "play"), png("Icons/start@2x.png", 242, 96, content: "play"),
        ]),
        .passing("play@2x.png and play@3x.png identical: scale variants of one image are exempt", rules: rules(), [
            png("UI/play@2x.png", 242, 96, content: "play"), png("UI/play@3x.png", 242, 96, content: "play"),
        ]),
        .triggering("play@2x.png and play@3x.png identical, and a third copy in Icons/", rules: rules(), [
            png("UI/play@2x.png", 242, 96, content: "play"), png("UI/play@3x.png", 242, 96, content: "play"),
            png("Icons/start@2x.png", 242, 96, content: "play"),
        ]),
        .passing("two image sets with the same Contents.json: catalog metadata is exempt", rules: rules(), [
            .exampleFile("Assets.xcassets/UI/play.imageset/Contents.json", bytes: 320, content: "contents"),
            .exampleFile("Assets.xcassets/UI/pause.imageset/Contents.json", bytes: 320, content: "contents"),
        ]),
        .triggering("the same credits text in two language folders", rules: rules(), [
            .exampleFile("Data/de.lproj/Credits.rtf", bytes: 2_400, content: "credits"),
            .exampleFile("Data/en.lproj/Credits.rtf", bytes: 2_400, content: "credits"),
        ]),
        .passing("two empty files: file.empty reports them", rules: rules(), [
            empty("Data/de.lproj/Credits.rtf"), empty("Data/en.lproj/Credits.rtf"),
        ]),
    ]

    /// A file the inspector found empty: 0 bytes, no hash.
    private static func empty(_ path: String) -> AssetRecord {
        var record = AssetRecord.exampleFailure(path, kind: .other, .file(.empty))
        record.bytes = 0
        return record
    }
}
