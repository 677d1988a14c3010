import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// Documents built to hurt the reader: huge, deeply nested, dense. Each must give one clear
/// finding (or facts) and never crash. The large ones are tagged slow and carry a time limit,
/// which catches a hang or a quadratic blow-up, not a slow machine.
@Suite("Lottie hostile input")
struct LottieHostileInputTests {
    /// `[[[[...1...]]]]` nested `levels` deep, optionally never closed.
    private static func nested(_ levels: Int, open: UInt8 = UInt8(ascii: "["), closed: Bool = true) -> [UInt8] {
        if open == UInt8(ascii: "{") {
            let text = String(repeating: #"{"a":"#, count: levels) + "1" + (closed ? String(repeating: "}", count: levels) : "")
            return Array(text.utf8)
        }
        return [UInt8](repeating: open, count: levels) + [UInt8(ascii: "1")]
            + (closed ? [UInt8](repeating: UInt8(ascii: "]"), count: levels) : [])
    }

    @Test("a list nested 100,000 levels deep is refused at the depth limit, with its place", .tags(.slow), .timeLimit(.minutes(1)),
          arguments: [(true, UInt8(ascii: "[")), (false, UInt8(ascii: "[")), (true, UInt8(ascii: "{"))])
    func deepNesting(closed: Bool, open: UInt8) throws {
        let bytes = Self.nested(100_000, open: open, closed: closed)
        let record: AssetRecord? = try LottieFixtures.inspect("Bennie/deep.json", bytes)
        let problems = try #require(record?.problems)
        #expect(problems.map(\.check) == [.animationTooDeep])
        let column = open == UInt8(ascii: "{") ? 256 * 5 + 1 : 257
        #expect(problems.first?.message == "nests arrays and objects more than 256 levels deep "
            + "(at line 1, column \(column)), so it was not parsed")
        #expect(record?.animation == nil)
    }

    @Test("even at the highest depth limit a rules file allows, 100,000 levels never reach the stack")
    func deepNestingAtHighestLimit() throws {
        var limits = Limits()
        limits.maxJSONDepth = 10_000
        var record = AssetRecord(path: "Bennie/deep.json", assetClass: "bennie-animation", kind: .animation, bytes: 0)
        JSONInspector(limits: limits).inspect(
            LoadedFile(relativePath: record.path, bytes: Self.nested(100_000), sha256: ""), into: &record, claimed: true)
        #expect(record.problems.map(\.check) == [.animationTooDeep])
        #expect(record.problems.first?.message.contains("more than 10000 levels") == true)
    }

    @Test("nesting just within the limit is read, and brackets inside strings don't count")
    func nestingWithinLimit() throws {
        let deepValue = String(repeating: "[", count: 250) + String(repeating: "]", count: 250)
        let json = #"{"v":"5","fr":30,"ip":0,"op":30,"w":9,"h":9,"layers":[],"x":"# + deepValue + #","s":"[[[[[[[[{{{{{{{{"}"#
        let record = try LottieFixtures.inspect("Bennie/nested.json", Array(json.utf8))
        #expect(record.problems.isEmpty)
        #expect(record.animation?.frameRate == 30)
    }

    /// About 50 MB of valid Lottie: the header, then one long string of padding.
    private static let fiftyMegabytes: [UInt8] = {
        let head = Array(#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":200,"h":200,"layers":[],"nm":""#.utf8)
        return head + [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000) + Array(#""}"#.utf8)
    }()

    @Test("a 50 MB file is refused by size before it is parsed", .tags(.slow), .timeLimit(.minutes(1)))
    func fiftyMegabytes() throws {
        let record: AssetRecord? = try LottieFixtures.inspect("Bennie/huge.json", Self.fiftyMegabytes)
        #expect(record?.bytes == Self.fiftyMegabytes.count)
        #expect(record?.sha256?.count == 64)
        #expect(record?.problems.map(\.check) == [.animationTooLarge])
        #expect(record?.problems.first?.message
            == "is \(Self.fiftyMegabytes.count) bytes of JSON, above the 16777216-byte limit, so it was not parsed")
    }

    @Test("with the size limit raised, the same 50 MB parses in bounded time", .tags(.slow), .timeLimit(.minutes(1)))
    func fiftyMegabytesParsed() {
        var limits = Limits()
        limits.maxJSONBytes = 64 << 20
        var record = AssetRecord(path: "Bennie/huge.json", assetClass: "bennie-animation", kind: .animation, bytes: 0)
        JSONInspector(limits: limits).inspect(
            LoadedFile(relativePath: record.path, bytes: Self.fiftyMegabytes, sha256: ""), into: &record, claimed: true)
        #expect(record.problems.isEmpty)
        #expect(record.animation?.duration == 1)
    }

    @Test("a dense document just under the size limit (millions of tiny values) parses in bounded time", .tags(.slow), .timeLimit(.minutes(1)))
    func denseDocument() {
        // 7.5 million numbers in 15 MB: the most entries a document under the limit can hold.
        let count = 7_500_000
        var bytes = Array(#"{"v":"5","fr":30,"ip":0,"op":30,"w":9,"h":9,"layers":[],"pad":["#.utf8)
        bytes.reserveCapacity(count * 2 + 100)
        for i in 0..<count {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "0"))
        }
        bytes += Array("]}".utf8)
        var record = AssetRecord(path: "Bennie/dense.json", assetClass: "bennie-animation", kind: .animation, bytes: 0)
        JSONInspector(limits: Limits()).inspect(LoadedFile(relativePath: record.path, bytes: bytes, sha256: ""),
                                                     into: &record, claimed: true)
        #expect(record.problems.isEmpty)
        #expect(record.animation?.frameRate == 30)
    }

    @Test("a JSON document that no class claims gets json.too-deep and json.too-large, not the animation checks")
    func hostileDocuments() throws {
        let deep = try LottieFixtures.inspect("Data/deep.json", Self.nested(300))
        #expect(deep.kind == .json)
        #expect(deep.problems.map(\.check) == [.jsonTooDeep])
        #expect(deep.problems.first?.message.contains("more than 256 levels deep") == true)
        var small = LottieFixtures.rules
        small.limits.maxJSONBytes = 16
        let large = try LottieFixtures.inspect("Data/Prompts.json", Array(#"{"prompts": ["Hallo", "Welt"]}"#.utf8), rules: small)
        #expect(large.problems.map(\.check) == [.jsonTooLarge])
        #expect(large.problems.first?.message == "is 30 bytes of JSON, above the 16-byte limit, so it was not parsed")
    }

    @Test("an effect type too large for an integer is named, not a trap (found by make fuzz)")
    func hugeEffectType() throws {
        let text = #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":9,"h":9,"layers":[{"ty":4,"nm":"Glow","ip":0,"op":30,"st":0,"ef":[{"ty":1e300,"nm":"Blur"}]}]}"#
        let record = try LottieFixtures.inspect("Bennie/glow.json", Array(text.utf8))
        let effect = try #require(record.animation?.unsupportedFeatures.first { $0.feature == .effect })
        #expect(effect.places.first?.contains("effect 'Blur' (type 1e+300)") == true)
        let crash = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Fuzz/Corpus/json-lottie/crash-effect-type-1e300.json"))
        _ = try LottieFixtures.inspect("Bennie/fuzzed.json", Array(crash))
    }
}
