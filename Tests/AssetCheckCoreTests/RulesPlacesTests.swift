import AssetCheckCore
import Testing

/// Where the keys and list strings of a rules file are, as the loader records them.
@Suite("Rules places")
struct RulesPlacesTests {
    @Test("keys by dotted path, list strings by path and string, a lone string as a list of one")
    func places() throws {
        let rules = try RuleSetLoader.load(yaml: """
            name: t
            classes:
              cow:
                kind: image
                paths: ["Cows/**"]
                required-images: [cow,
                  calf]
              pig:
                kind: image
                paths: "Pigs/**"
                required-images: pig

            """, source: "Rules/t.yml")
        #expect(rules.place("classes", "cow") == RulesPlace(file: "Rules/t.yml", line: 3, column: 3))
        #expect(rules.place("classes", "cow", "required-images[cow]")?.line == 6)
        #expect(rules.place("classes", "cow", "required-images[calf]") == RulesPlace(file: "Rules/t.yml", line: 7, column: 7))
        #expect(rules.place("classes", "pig", "required-images[pig]") == RulesPlace(file: "Rules/t.yml", line: 11, column: 22))
        #expect(rules.place("classes", "horse") == nil)
    }
}
