import AssetCheckCore
import Testing

@Suite("Path patterns")
struct PathPatternTests {
    @Test("** matches any number of folders, none included")
    func doubleStar() {
        let pattern = PathPattern("**/Characters/Bennie/**")
        #expect(pattern.matches("Characters/Bennie/wave@2x.png"))
        #expect(pattern.matches("Assets.xcassets/Characters/Bennie/point.imageset/point@2x.png"))
        #expect(!pattern.matches("Characters/Lemminge/happy@2x.png"))
        #expect(!pattern.matches("Characters/BennieOld/wave@2x.png"))
    }

    @Test("* and ? stay within one name")
    func singleStar() {
        let pattern = PathPattern("Animations/Effects/confetti*")
        #expect(pattern.matches("Animations/Effects/confetti.json"))
        #expect(pattern.matches("Animations/Effects/confetti_big.json"))
        #expect(!pattern.matches("Animations/Effects/sub/confetti.json"))
        #expect(PathPattern("Icons/icon_?@2x.png").matches("Icons/icon_a@2x.png"))
        #expect(!PathPattern("Icons/icon_?@2x.png").matches("Icons/icon_ab@2x.png"))
    }

    @Test("a pattern without a slash matches the file name in any folder")
    func bareName() {
        #expect(PathPattern("README.md").matches("README.md"))
        #expect(PathPattern("README.md").matches("Sounds/README.md"))
        #expect(PathPattern("*.png").matches("a/b/c.png"))
    }

    @Test("patterns that can never match say why")
    func neverMatches() {
        #expect(PathPattern("/Characters/**").neverMatchesReason(kind: .image) != nil)
        #expect(PathPattern("../Characters/**").neverMatchesReason(kind: .image) != nil)
        #expect(PathPattern("Sounds/**/*.aac").neverMatchesReason(kind: .image)?.contains(".aac") == true)
        #expect(PathPattern("Sounds/**/*.aac").neverMatchesReason(kind: .audio) == nil)
        #expect(PathPattern("Characters/**").neverMatchesReason(kind: .image) == nil)
        #expect(PathPattern("Anim/*.json").neverMatchesReason(kind: .animation) == nil)
    }
}

@Suite("Scale suffixes in file names")
struct ScaleSuffixTests {
    @Test("reads base name, scale and device modifier")
    func parses() {
        let name = ScaleSuffix(fileName: "wave@3x~ipad.png")
        #expect(name.base == "wave")
        #expect(name.scale == 3)
        #expect(name.device == "~ipad")
        #expect(ScaleSuffix(fileName: "wave.png").writtenScale == nil)
        #expect(ScaleSuffix(fileName: "wave.png").scale == 1)
        #expect(ScaleSuffix(fileName: "me@home.png").writtenScale == nil)
        #expect(ScaleSuffix.scale(inFileName: "coin@2x.png") == 2)
    }
}

@Suite("Path pattern alternatives")
struct PathPatternAlternativeTests {
    @Test("{a,b} matches either spelling, in a name or across folders")
    func alternatives() {
        let effects = PathPattern("**/{Sounds,Audio}/{Effects,SFX}/**")
        #expect(effects.matches("Sounds/Effects/tap_wood.aac"))
        #expect(effects.matches("App/Audio/SFX/tap_wood.aac"))
        #expect(effects.matches("Audio/Effects/tap_wood.aac"))
        #expect(!effects.matches("Audio/Music/theme.m4a"))
        #expect(!effects.matches("Audios/SFX/tap.aac"))
        let voice = PathPattern("**/Audio/{,VO/}Bennie/**")
        #expect(voice.matches("Audio/Bennie/hallo.aac"))
        #expect(voice.matches("Audio/VO/Bennie/hallo.aac"))
        #expect(!voice.matches("Audio/VO/Narrator/hallo.aac"))
        #expect(PathPattern("*.{png,jpg}").matches("Backgrounds/forest@2x.jpg"))
        #expect(PathPattern("icon_{home,settings}@2x.png").matches("Icons/icon_settings@2x.png"))
    }

    @Test("a name in any folder and a folder anywhere on the path (the shapes matched by one name) match as ** spells them, by path and by Subject")
    func nameShapes() {
        let cases: [(String, String, Bool)] = [
            ("*.swift", "main.swift", true), ("*.swift", "App/Sources/main.swift", true), ("*.swift", "main.swift/readme.txt", false),
            ("*.{h,m}", "App/x.m", true), ("*.{h,m}", "App/x.mm", false),
            ("**/*.xcodeproj/**", "App.xcodeproj/project.pbxproj", true), ("**/*.xcodeproj/**", "a/App.xcodeproj/x/y.plist", true),
            ("**/*.xcodeproj/**", "App.xcodeproj", true), ("**/*.xcodeproj/**", "a/b.png", false),
            ("**/*Tests/**", "AppTests/fixture.png", true), ("**/*Tests/**", "App/Tests.png", false), ("**/*Tests/**", "App/Test/x.png", false),
            ("**/**/x.png", "a/x.png", true), ("**", "a/b/c.png", true),
        ]
        for (pattern, path, expected) in cases {
            #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) on \(path)")
            #expect(PathPattern(pattern).matches(PathPattern.Subject(path)) == expected, "\(pattern) on \(path) (Subject)")
        }
    }

    @Test("patterns of several folders give the same verdicts with their quick tests (the last name, the literal text) as ** spells them")
    func quickTestsKeepVerdicts() {
        let cases: [(String, String, Bool)] = [
            ("**/*.atlas/**/*.png", "Art/Bots.atlas/walk_01.png", true), ("**/*.atlas/**/*.png", "Bots.atlas/a/b/walk.png", true),
            ("**/*.atlas/**/*.png", "Art/Bots.spriteatlas/walk_01.png", false), ("**/*.atlas/**/*.png", "Art/x.atlas.png", false),
            ("**/*.atlas/**/*.png", "Art/Bots.atlas/walk_01.jpg", false), ("**/*.atlas/**/*.png", "Bots.atlas", false),
            ("Games/*/Sprites/**", "Games/Zoo/Sprites/lion.png", true), ("Games/*/Sprites/**", "Games/Zoo/Sounds/Sprites.png", false),
            ("Games/*/Sprites/**", "Games/Sprites/lion.png", false), ("Games/*/Sprites/**", "Games/Zoo/Sprites", true),
            ("Art/??_*.png", "Art/ab_c.png", true), ("Art/??_*.png", "Art/a_c.png", false), ("Art/??_*.png", "Art/abc_d.png", false),
            ("**/*.imageset/*.{png,PNG}", "A.xcassets/b.imageset/b.PNG", true), ("**/*.imageset/*.{png,PNG}", "b.imageset/c/b.png", false),
            ("**/Sounds/**/tap_*.aac", "App/Sounds/UI/tap_wood.aac", true), ("**/Sounds/**/tap_*.aac", "App/Sound/tap_wood.aac", false),
            ("a/b", "a/b", true), ("a/b", "a/b/c", false), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "ab", false),
        ]
        for (pattern, path, expected) in cases {
            #expect(PathPattern(pattern).matches(path) == expected, "\(pattern) on \(path)")
            #expect(PathPattern(pattern).matches(PathPattern.Subject(path)) == expected, "\(pattern) on \(path) (Subject)")
        }
    }

    @Test("unreadable braces make the pattern an error in the rules file")
    func badBraces() throws {
        #expect(PathPattern("**/{Sounds,Audio/**").neverMatchesReason(kind: .audio) == "a '{' without its '}'")
        #expect(PathPattern("**/Sounds}/**").neverMatchesReason(kind: .audio) == "a '}' without its '{'")
        #expect(PathPattern("**/{A,{B,C}}/**").neverMatchesReason(kind: .audio)?.hasPrefix("braces do not nest") == true)
        let many = String(repeating: "{a,b}", count: 9)
        #expect(PathPattern(many).neverMatchesReason(kind: .other)?.contains("more than 256 alternatives") == true)
        #expect(PathPattern("**/{Sounds,Audio}/*.{aac,png}").neverMatchesReason(kind: .audio) == nil)
        #expect(PathPattern("**/{Sounds,Audio}/*.{png,jpg}").neverMatchesReason(kind: .audio)?.hasSuffix("class never contains '.png' files") == true)
        #expect(throws: RulesError.self) {
            try RuleSetLoader.load(yaml: """
                name: t
                classes:
                  effects: {kind: audio, paths: ["**/{Sounds,Audio/Effects/**"]}
                """, source: "t.yml")
        }
    }
}

@Suite("Path pattern sets")
struct PathPatternSetTests {
    /// Patterns of every shape a set files or matches one by one: literal names, extensions, names
    /// anywhere on the path, tails without a dot, globs and patterns of several folders.
    static let patterns = [
        "*.{swift,h,m,mm,c,cc,cpp,hpp,metal,pch,modulemap}", "**/*.{xcodeproj,xcworkspace,playground,xcdatamodeld}/**",
        "Package.{swift,resolved}", "{Podfile,Podfile.lock,Makefile}", "*.{md,yml}", "**/*Tests/**", "*.tar.gz", "*.",
        ".hidden", "Art/??_*.png", "Games/*/Sprites/**", "**/*.atlas/**/*.png", "icon_?@2x.png", "*Old", "*~",
        // Extensions longer than a set's key holds, alike in their first bytes.
        "*.abcdefghij", "*.abcdefgxyz", "**/*.longextension/**",
    ]

    static let paths = [
        "main.swift", "App/Sources/main.swift", "main.swift/readme.txt", "x.m", "x.mm", "x.mmm", "App.xcodeproj/project.pbxproj",
        "a/App.xcodeproj/x/y.plist", "App.xcodeproj", "xcodeproj/a.png", "Package.swift", "Sub/Package.resolved", "Package.json",
        "Podfile", "Podfile.lock", "Pods/Podfile.txt", "Makefile.am", "README.md", "docs/a.yml", "a.yaml", "AppTests/fixture.png",
        "App/Tests.png", "App/Test/x.png", "b.tar.gz", "b.gz", "c.", "c", ".hidden", "x/.hidden", "x.hidden", "Art/ab_c.png",
        "Art/a_c.png", "Games/Zoo/Sprites/lion.png", "Games/Sprites/lion.png", "Bots.atlas/a/walk.png", "Bots.atlas.png",
        "Icons/icon_a@2x.png", "Icons/icon_ab@2x.png", "BennieOld", "Old/x.png", "x.png~", "Backgrounds/forest@2x.jpg", "",
        "a//b.swift", "Ünïcode/Ä.md", "Ünïcode/Ä.mdx",
        "x.abcdefghij", "x.abcdefgxyz", "x.abcdefg", "x.abcdefghijk", "a/b.longextension/c.png", "a/b.longextensioN/c.png",
    ]

    @Test("a set matches a path exactly when one of its patterns does, for every shape of pattern")
    func sameVerdictsAsEachPattern() {
        // Every pattern alone, and all of them together: each set files them its own way.
        let sets = Self.patterns.map { [$0] } + [Self.patterns, []]
        for texts in sets {
            let patterns = texts.map(PathPattern.init)
            let set = PathPatternSet(patterns)
            for path in Self.paths {
                #expect(set.matches(path) == patterns.contains { $0.matches(path) }, "\(texts) on \(path)")
            }
        }
    }

    @Test("rules exclude by their set: added exclusions count at once")
    func rulesExclude() {
        var rules = RuleSet(name: "t", source: "t", classes: [], excluded: [PathPattern("*.md")])
        #expect(rules.isExcluded("Docs/README.md"))
        #expect(!rules.isExcluded("Podfile"))
        rules.excluded += [PathPattern("Podfile")]
        #expect(rules.isExcluded("Podfile"))
        #expect(!rules.isExcluded("Icons/icon@2x.png"))
    }
}
