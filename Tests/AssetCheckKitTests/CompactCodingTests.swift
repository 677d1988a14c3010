import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The cache's binary form gives back exactly what was stored, for every kind of record, and
/// treats a damaged file as input: an error, never a trap.
@Suite("Compact coding")
struct CompactCodingTests {
    struct Edges: Codable, Equatable {
        var ints: [Int] = [.min, -1, 0, 1, 127, 128, .max]
        var unsigned: [UInt64] = [0, 1 << 63, .max]
        var small: [Int8] = [.min, .max]
        var doubles: [Double] = [0, -0.0, 1.5, -2.25e-300, .infinity, -.infinity, .greatestFiniteMagnitude]
        var strings: [String] = ["", "Bennie", "Lemminge/Gesicht@2x.png", "😀 ü \u{0}"]
        var optionals: [Int?] = [nil, 3, nil]
        var nested: [[String: [Bool]]] = [["a": [true, false]], [:]]
        var missing: String? = nil
        var present: String? = "x"
        var keyedByInt: [Int: String] = [3: "three", -1: "minus one"]
    }

    @Test("edge values of every primitive, nested containers and optionals round-trip")
    func edges() throws {
        let value = Edges()
        let decoded = try CompactDecoder().decode(Edges.self, from: try CompactEncoder().encode(value))
        #expect(decoded == value)
        let nan = try CompactDecoder().decode([Double].self, from: try CompactEncoder().encode([Double.nan]))
        #expect(nan.count == 1 && nan[0].isNaN)
        #expect(try CompactDecoder().decode(Int.self, from: try CompactEncoder().encode(42)) == 42)
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(Int8.self, from: try CompactEncoder().encode(300)) }
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(UInt.self, from: try CompactEncoder().encode(-1)) }
    }

    /// Every record of the four examples: images, JPEGs, audio, Lottie, dotLottie, fonts, strings,
    /// JSON documents, entities and add-ons.
    static func exampleRecords() async throws -> [AssetRecord] {
        var records: [AssetRecord] = []
        for (rules, root) in [(ExampleBundle.rules, Repository.examples), (OsmoEndToEndTests.rules, Repository.examples + "/Osmo"),
                              (CraftaBundle.rules, Repository.examples + "/Crafta"), (DandelionBundle.rules, Repository.examples + "/Dandelion")] {
            records += try await BundleChecker(rules: rules).check(root: root).snapshot.records
        }
        return records
    }

    @Test("every record of the four examples comes back equal, through the cache's own encode and decode")
    func exampleRecordsRoundTrip() async throws {
        let records = try await Self.exampleRecords()
        let kinds = Set(records.compactMap { record -> String? in
            [record.image.map { _ in "image" }, record.audio.map { _ in "audio" }, record.animation.map { _ in "animation" },
             record.font.map { _ in "font" }, record.strings.map { _ in "strings" }, record.addon.map { _ in "addon" }]
                .compactMap { $0 }.first
        })
        #expect(kinds == ["image", "audio", "animation", "font", "strings", "addon"])
        let stamp = FileStamp(size: 1, modified: -5, changed: .max, inode: .max, device: 0)
        let entries = Dictionary(records.map { ($0.path, InspectionCache.Entry(stamp: stamp, verify: true, record: $0, blob: "b")) }) { a, _ in a }
        let payload = try InspectionCache.encode(entries)
        #expect(try InspectionCache.decode(payload) == entries)
        let fresh = try InspectionCache.decode(payload).mapValues { entry in
            var entry = entry
            entry.encoded = .init()
            return entry
        }
        #expect(try InspectionCache.encode(fresh) == payload, "the same entries give the same bytes")
    }

    /// An entry as a newer build might write it: with a member this one does not read.
    private struct Annotated: Encodable {
        var stamp: FileStamp
        var verify: Bool
        var record: AssetRecord
        var blob: String?
        var note: String
    }

    @Test("a save writes each entry read from the cache as the bytes it was read from, and encodes the changed ones anew")
    func savedAsRead() async throws {
        let records = try await Self.exampleRecords().filter { $0.path.hasPrefix("Sounds/Effects/") || $0.path.hasPrefix("Icons/") }
            .sorted { $0.path < $1.path }
        #expect(records.count > 3)
        let stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)
        let note = "a member this build does not read"
        let payload = try CompactEncoder().encode(records.map { Annotated(stamp: stamp, verify: false, record: $0, blob: "b", note: note) })
        var entries = try InspectionCache.decode(payload)
        #expect(entries.count == records.count)
        #expect(try InspectionCache.encode(entries) == payload, "every entry written as it was read, the unread member and all")
        func notes(in bytes: [UInt8]) -> Int {
            let needle = Array(note.utf8)
            return (0...(bytes.count - needle.count)).count { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
        }
        // One entry changed in place, one replaced by an equal one made anew, one new file.
        let (changed, remade, added) = (records[0].path, records[1].path, "Icons/new.png")
        entries[changed]?.verify = true
        entries[remade] = InspectionCache.Entry(stamp: stamp, verify: false, record: records[1], blob: "b")
        var record = records[2]
        record.path = added
        entries[added] = InspectionCache.Entry(stamp: stamp, verify: false, record: record)
        let saved = try InspectionCache.encode(entries)
        #expect(notes(in: saved) == records.count - 2, "the two entries made or changed here are encoded anew, without it")
        #expect(try InspectionCache.decode(saved) == entries)
    }

    @Test("the entries' own reader gives what Decodable gives, for every record of every check's examples and of the four examples")
    func entryReaderAgreesWithDecodable() async throws {
        let records = try await Self.exampleRecords() + CheckCatalog.all.flatMap(\.examples).flatMap(\.records)
        let stamp = FileStamp(size: 7, modified: .min, changed: 3, inode: 4, device: .max)
        var entries = records.enumerated().map { index, record in
            InspectionCache.Entry(stamp: stamp, verify: index % 2 == 0, record: record, blob: index % 3 == 0 ? nil : "b\(index)")
        }
        entries[0].record.isTransient = true
        entries[0].record.scale = 3
        // A catalog's `Contents.json` bytes, as staged runs keep them: every byte value, and none.
        for index in entries.indices where index % 4 != 0 {
            entries[index].contents = index % 4 == 1 ? Array(0...255) + Array("{\"images\": []}".utf8) : index % 4 == 2 ? [] : [0x80, 0x7F, 0xFF]
        }
        let payload = try CompactEncoder().encode(entries)
        let read = try CompactDecoder().decodeEntries(from: payload, threads: 2)
        #expect(read == (try CompactDecoder().decodeArray(of: InspectionCache.Entry.self, from: payload, threads: 2)))
        #expect(read == entries)
        #expect(Set(records.filter { $0.failure != nil }.map(\.kind)).count > 3, "failures of several kinds")
        #expect(records.contains { $0.image?.pixels != nil } && records.contains { $0.image?.colorProfile != nil })
        #expect(records.contains { $0.image?.orientation != nil } && records.contains { $0.audio?.otherTracks != nil })
    }

    /// An entry whose `contents` are written as other integers than the encoder writes bytes.
    private struct Widened<Number: Encodable>: Encodable {
        var stamp: FileStamp
        var verify: Bool
        var record: AssetRecord
        var contents: [Number]
    }

    @Test("contents written otherwise than as bytes are read as Decodable reads them, or refused as it refuses them")
    func contentsAsOtherIntegers() async throws {
        let record = try #require(try await Self.exampleRecords().first)
        let stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)
        // Signed integers (another tag), still bytes: read.
        let signed = try CompactEncoder().encode([Widened(stamp: stamp, verify: false, record: record, contents: [5, 200, 0])])
        let read = try CompactDecoder().decodeEntries(from: signed, threads: 1)
        #expect(read.map(\.contents) == [[5, 200, 0]])
        #expect(read == (try CompactDecoder().decodeArray(of: InspectionCache.Entry.self, from: signed, threads: 1)))
        // Wider unsigned integers are written as bytes are, while they fit one.
        let wide = try CompactEncoder().encode([Widened(stamp: stamp, verify: false, record: record, contents: [UInt16(128), 255, 1])])
        #expect(try CompactDecoder().decodeEntries(from: wide, threads: 1).map(\.contents) == [[128, 255, 1]])
        // Numbers out of a byte's range, signed or not: refused by both.
        let outOfRange = try [[300], [1, 256], [-1]].map { try CompactEncoder().encode([Widened(stamp: stamp, verify: false, record: record, contents: $0)]) }
            + [[UInt16(300)], [1, 256], [65535]].map { try CompactEncoder().encode([Widened(stamp: stamp, verify: false, record: record, contents: $0)]) }
        for payload in outOfRange {
            #expect(throws: DecodingError.self) { try CompactDecoder().decodeEntries(from: payload, threads: 1) }
            #expect(throws: DecodingError.self) { try CompactDecoder().decodeArray(of: InspectionCache.Entry.self, from: payload, threads: 1) }
        }
    }

    @Test("a payload cut at any length, or with any byte changed, throws or decodes: it never traps")
    func damagedPayloads() async throws {
        let records = try await Self.exampleRecords().filter { $0.path.hasPrefix("Sounds/Effects/") || $0.path.hasPrefix("Icons/") }
        let stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)
        let payload = try InspectionCache.encode(Dictionary(records.map { ($0.path, InspectionCache.Entry(stamp: stamp, verify: false, record: $0)) }) { a, _ in a })
        #expect(payload.count > 500)
        for length in 0..<payload.count {
            #expect(throws: DecodingError.self) { try InspectionCache.decode(Array(payload.prefix(length))) }
        }
        var decoded = 0
        for index in payload.indices {
            for replacement: UInt8 in [0x00, 0xFF, payload[index] ^ 0x80, payload[index] &+ 1] {
                var damaged = payload
                damaged[index] = replacement
                if (try? InspectionCache.decode(damaged)) != nil { decoded += 1 }
            }
        }
        #expect(decoded < payload.count * 4, "most damage is detected by the format itself")
    }

    @Test("nesting deeper than the limit is refused before the stack grows")
    func deepNesting() throws {
        // 1000 arrays, each holding the next: tag, byte length, count 1.
        var bytes: [UInt8] = [CompactCoding.Tag.null.rawValue]
        for _ in 0..<1000 {
            var length: [UInt8] = []
            var value = UInt64(bytes.count + 1)
            while value >= 0x80 { length.append(UInt8(value & 0x7F) | 0x80); value >>= 7 }
            length.append(UInt8(value))
            bytes = [CompactCoding.Tag.array.rawValue] + length + [1] + bytes
        }
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(AnyNested.self, from: bytes) }
    }

    /// Decodes arrays within arrays for as long as the input has them.
    indirect enum AnyNested: Decodable {
        case leaf, array([AnyNested])
        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), single.decodeNil() { self = .leaf; return }
            var container = try decoder.unkeyedContainer()
            var elements: [AnyNested] = []
            while !container.isAtEnd { elements.append(try container.decode(AnyNested.self)) }
            self = .array(elements)
        }
    }
}
