import AssetCheckCore
@testable import AssetInspection
import Foundation
import Testing

/// Tests about the kinds' declarations: what each declares is what the rest of the tool finds.
@Suite("Kind declarations")
struct KindDeclarationTests {
    @Test("each kind's facts and expectations are of that kind")
    func typesOfTheirKind() {
        for kind in AssetKind.allCases {
            let declaration = kind.declaration
            if let facts = declaration.facts { #expect(facts.kind == kind, "\(kind)'s facts say \(facts.kind)") }
            #expect(declaration.expectations.kind == kind)
            #expect(ClassExpectations(declaration.expectations.init()).kind == kind)
        }
    }

    @Test("every kind with facts has a reader, and no reader reads a kind without facts")
    func readers() {
        let read = KindReaders.all.map { type(of: $0).kind }
        #expect(Set(read).count == read.count, "a kind with two readers")
        #expect(Set(read) == Set(AssetKind.allCases.filter { $0.declaration.facts != nil }))
        for kind in AssetKind.allCases { #expect((KindReaders.reader(for: kind) != nil) == (kind.declaration.facts != nil)) }
    }

    @Test("each kind's passes run, once, in the order the kind lists them")
    func passes() {
        let ordered = CheckPasses.ordered.map { String(describing: type(of: $0)) }
        #expect(Set(ordered).count == ordered.count, "a pass listed twice: \(ordered)")
        for kind in AssetKind.allCases {
            let own = kind.declaration.passes.map { String(describing: type(of: $0)) }
            let positions = own.compactMap { ordered.firstIndex(of: $0) }
            #expect(positions.count == own.count, "\(kind)'s passes \(own) are not all run")
            #expect(positions == positions.sorted())
        }
    }

    @Test("every check example's facts are coded under their kind's name, in JSON and back")
    func factsCoding() throws {
        let facts = CheckCatalog.all.flatMap(\.examples).flatMap(\.records).map(\.facts).filter { $0 != .none }
        let kinds = Set(facts.compactMap(\.kind))
        // Every kind with facts has an example that carries them.
        #expect(kinds == Set(AssetKind.allCases.filter { $0.declaration.facts != nil }))
        for value in facts {
            let data = try JSONEncoder().encode(value)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Array(object.keys) == [value.kind?.rawValue ?? ""])
            #expect(try JSONDecoder().decode(AssetFacts.self, from: data) == value)
        }
        #expect(try JSONDecoder().decode(AssetFacts.self, from: Data("{}".utf8)) == .none)
    }

    @Test("a class's reading key holds only what its kind's reader reads: severities and sizes leave it as it was")
    func readingKeys() throws {
        var image = ImageExpectations()
        let plain = ClassReading(AssetClassRule(id: "a", description: "a", expectations: .image(image), patterns: [])).key
        image.size = PointSize(width: 300, height: 450)
        image.scales = [2]
        #expect(ClassReading(AssetClassRule(id: "a", description: "a", expectations: .image(image), patterns: [])).key == plain)
        image.background = .transparent
        #expect(ClassReading(AssetClassRule(id: "a", description: "a", expectations: .image(image), patterns: [])).key != plain)
    }
}
