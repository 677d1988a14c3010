/// Examples of the folder requirements, run as tests (see `CheckExample`).
enum FolderCheckExamples {
    /// Each game under `Games/` holds its icon at @2x and some sprites, loose or in an atlas.
    private static let rules = CheckExample.rules("""
          sprite:
            kind: image
            paths: ["Games/**"]
        """, top: """
        folders:
          game-module:
            description: game modules
            paths: ["Games/*"]
            required:
              icon @2x: "*_icon@2x.png"
              sprites: ["Sprites/**", "*.atlas/*"]
        """)

    static let requiredFile: [CheckExample] = [
        .passing("two games, one with loose sprites and one with an atlas", rules: rules, [
            .examplePNG("Games/ShapeMatch/shape_match_icon@2x.png", 240, 240),
            .examplePNG("Games/ShapeMatch/Shapes.atlas/circle@2x.png", 200, 200),
            .examplePNG("Games/Counting/counting_icon@2x.png", 240, 240),
            .examplePNG("Games/Counting/Sprites/one@2x.png", 100, 100),
        ]),
        .triggering("a new game folder without its icon", rules: rules, [
            .examplePNG("Games/ShapeMatch/shape_match_icon@2x.png", 240, 240),
            .examplePNG("Games/ShapeMatch/Shapes.atlas/circle@2x.png", 200, 200),
            .examplePNG("Games/Puzzle/Sprites/piece@2x.png", 100, 100),
        ]),
        .triggering("a game with its icon and no sprites", rules: rules, [
            .examplePNG("Games/Counting/counting_icon@2x.png", 240, 240),
        ]),
        .passing("files outside Games/ are no game", rules: rules, [
            .examplePNG("UI/close@2x.png", 88, 88),
        ]),
    ]
}
