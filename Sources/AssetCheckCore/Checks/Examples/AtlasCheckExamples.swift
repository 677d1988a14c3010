/// Examples of the texture atlas checks, run as tests (see `CheckExample`).
enum AtlasCheckExamples {
    /// Sprites at @2x and @3x, loose or in atlases; `top` adds top-level keys.
    private static func rules(top: String = "") -> String {
        CheckExample.rules("""
              sprite:
                kind: image
                paths: ["Games/*/Sprites/**", "**/*.atlas/*.png", "**/*.spriteatlas/**/*.png"]
              atlas-contents:
                kind: other
                paths: ["**/*.atlas/**"]
            """, top: top)
    }

    static let nonImage: [CheckExample] = [
        .passing("an atlas folder of two sprites", rules: rules(), [
            .examplePNG("Games/ShapeMatch/Shapes.atlas/circle@2x.png", 200, 200),
            .examplePNG("Games/ShapeMatch/Shapes.atlas/circle@3x.png", 300, 300),
        ]),
        .triggering("notes.txt left in an atlas folder", rules: rules(), [
            .examplePNG("Games/ShapeMatch/Shapes.atlas/circle@2x.png", 200, 200),
            .exampleFile("Games/ShapeMatch/Shapes.atlas/notes.txt"),
        ]),
        .triggering("a sound inside an asset catalog's sprite atlas", rules: rules(), [
            .exampleAudio("Games/Counting/Assets.xcassets/Numbers.spriteatlas/pop.aac", .example()),
        ]),
        .passing("a sprite atlas's own Contents.json", rules: rules(), [
            .exampleFile("Games/Counting/Assets.xcassets/Numbers.spriteatlas/Contents.json", format: .json),
        ]),
    ]

    static let pageSize: [CheckExample] = [
        .passing("a 4096x2048 px sprite sheet: exactly one page wide", rules: rules(), [
            .examplePNG("Games/ShapeMatch/Shapes.atlas/sheet@2x.png", 4096, 2048),
        ]),
        .triggering("a 4200x3 px ribbon at @3x: wider than a 4096 px page", rules: rules(), [
            .examplePNG("Games/ShapeMatch/Shapes.atlas/ribbon@2x.png", 2800, 2),
            .examplePNG("Games/ShapeMatch/Shapes.atlas/ribbon@3x.png", 4200, 3),
        ]),
        .triggering("a 3000 px sprite where the rules set 2048 px pages", rules: rules(top: "sprite-atlases: {max-page-side: 2048}"), [
            .examplePNG("Games/Counting/Assets.xcassets/Numbers.spriteatlas/one.imageset/one@3x.png", 3000, 3000),
        ]),
        .passing("a 6000 px loose sprite outside any atlas", rules: rules(), [
            .examplePNG("Games/ShapeMatch/Sprites/banner@3x.png", 6000, 300),
        ]),
    ]
}
