/// Examples of the checks, run as tests (see `CheckExample`).
enum CatalogCheckExamples {
    /// UI images and effect animations in an asset catalog.
    static let rules = CheckExample.rules("""
          ui-element:
            kind: image
            paths: ["Assets.xcassets/UI/**"]
          confetti-animation:
            kind: animation
            paths: ["Assets.xcassets/Animations/**/*.json"]
        """)

    private static let play = "Assets.xcassets/UI/play.imageset"
    private static let confetti = "Assets.xcassets/Animations/confetti.dataset"

    /// The play button's image set: `Contents.json` lists `listed` (file name and scale), the folder holds `present`.
    private static func playSet(listed: [(String, Int?)] = [("play@2x.png", 2), ("play@3x.png", 3)],
                                present: [String] = ["play@2x.png", "play@3x.png"]) -> ImageSetListing {
        ImageSetListing(path: play, listed: listed.map { .init(filename: $0.0, scale: $0.1, idiom: "universal") },
                        present: present)
    }

    static let contents: [CheckExample] = [
        .passing("an image set whose Contents.json lists both scales", rules: rules, imageSets: [playSet()]),
        .triggering("an image set without Contents.json", rules: rules,
                    catalogProblems: [CatalogProblem(path: play, failure: .missing)]),
        .triggering("a data set without Contents.json", rules: rules,
                    catalogProblems: [CatalogProblem(path: confetti, failure: .missing)]),
        .triggering("a Contents.json that is not a JSON object (a merge conflict left in it)", rules: rules,
                    catalogProblems: [CatalogProblem(path: play + "/Contents.json",
                                                     failure: .unreadable(reason: "is not a valid JSON object"))]),
        .triggering("a Contents.json without an images list", rules: rules,
                    catalogProblems: [CatalogProblem(path: play + "/Contents.json",
                                                     failure: .unreadable(reason: "has no \"images\" list"))]),
    ]

    static let missingFile: [CheckExample] = [
        .passing("both listed scales are in the set", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png listed but not in the set", rules: rules,
                    imageSets: [playSet(present: ["play@2x.png"])]),
        .triggering("a data set listing confetti.json, which is not in it", rules: rules, imageSets: [
            ImageSetListing(path: confetti, listed: [.init(filename: "confetti.json", scale: nil, idiom: "universal")],
                            present: []),
        ]),
        .passing("a set listing only @2x and holding only @2x", rules: rules,
                 imageSets: [playSet(listed: [("play@2x.png", 2)], present: ["play@2x.png"])]),
        .triggering("a set listing an absolute path from the designer's computer", rules: rules,
                    imageSets: [playSet(listed: [("/Users/anna/Export/play@2x.png", 2)], present: [])]),
    ]

    static let unlistedFile: [CheckExample] = [
        .passing("every file in the set is listed", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png copied into the set but not listed", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 2)])]),
        .triggering("an old play_old@2x.png left beside the listed files", rules: rules,
                    imageSets: [playSet(present: ["play@2x.png", "play@3x.png", "play_old@2x.png"])]),
    ]

    static let scaleMismatch: [CheckExample] = [
        .passing("play@2x.png listed as 2x, play@3x.png as 3x", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png listed as 2x", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 2), ("play@3x.png", 2)])]),
        .triggering("the two scales swapped in Contents.json", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 3), ("play@3x.png", 2)])]),
        .passing("files named without @Nx: the scale in Contents.json is all there is", rules: rules, imageSets: [
            playSet(listed: [("play-medium.png", 2), ("play-large.png", 3)], present: ["play-medium.png", "play-large.png"]),
        ]),
        .passing("an entry without a scale key: nothing to compare @2x with", rules: rules,
                 imageSets: [playSet(listed: [("play@2x.png", nil)], present: ["play@2x.png"])]),
    ]
}
