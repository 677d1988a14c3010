/// Examples of `image.required-file`, run as tests (see ``CheckExample``).
extension ImageCheckExamples {
    /// Creatures shown by name, at @2x and @3x.
    static let requiredRules = CheckExample.rules("""
          creature:
            kind: image
            paths: ["Art/Creatures/**"]
            required-images: [cow, pig]
        """)

    static let requiredFile: [CheckExample] = [
        .passing("cow and pig at @2x and @3x", rules: requiredRules, [
            .examplePNG("Art/Creatures/cow@2x.png", 200, 200), .examplePNG("Art/Creatures/cow@3x.png", 300, 300),
            .examplePNG("Art/Creatures/pig@2x.png", 200, 200), .examplePNG("Art/Creatures/pig@3x.png", 300, 300),
        ]),
        .triggering("pig only at @2x", rules: requiredRules, [
            .examplePNG("Art/Creatures/cow@2x.png", 200, 200), .examplePNG("Art/Creatures/cow@3x.png", 300, 300),
            .examplePNG("Art/Creatures/pig@2x.png", 200, 200),
        ]),
        .triggering("the pig in another class's folder", rules: requiredRules, [
            .examplePNG("Art/Creatures/cow@2x.png", 200, 200), .examplePNG("Art/Creatures/cow@3x.png", 300, 300),
            .examplePNG("Art/pig@2x.png", 200, 200), .examplePNG("Art/pig@3x.png", 300, 300),
        ]),
    ]
}
