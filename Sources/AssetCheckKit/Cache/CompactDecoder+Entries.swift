import AssetCheckCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache's entries read straight from ``CompactCoding``'s bytes: a hook's staged run reads
/// every entry of the bundle, and `Decodable`'s generic containers (a box, a key search and an
/// existential per value) spent most of that in bookkeeping. The entry, its stamp and record, and
/// the facts of the common kinds (image, audio, animation) are read member by member; anything
/// else (a failure, another kind's facts, a colour profile) goes through ``CompactDecoding``.
///
/// The same bytes give the same values as `Decodable` does, and the same checks apply: every
/// length is bounded, a required member missing or of the wrong type throws, unknown members are
/// stepped over, the first of a repeated member counts (a test compares both on every kind).
extension CompactDecoder {
    /// The entries of a cache payload (an array of ``InspectionCache/Entry``), split among
    /// `threads` threads.
    func decodeEntries(from bytes: [UInt8], threads: Int) throws -> [InspectionCache.Entry] {
        try decodeEntries(from: bytes[...], threads: threads)
    }

    /// The same, of a part of a larger buffer (the cache file after its header).
    func decodeEntries(from bytes: ArraySlice<UInt8>, threads: Int) throws -> [InspectionCache.Entry] {
        try bytes.withUnsafeBufferPointer { buffer in
            let input = CompactInput(bytes: buffer)
            var end = 0
            _ = try input.skip(at: 0, end: &end, depth: 0)
            guard end == buffer.count else { throw input.corrupt("bytes after the value", []) }
            var elements = try CompactDecoding(input: input, offset: 0, key: nil, depth: 0).unkeyedContainer() as! CompactDecoding.Unkeyed
            var found: [Int] = []
            found.reserveCapacity(elements.count ?? 0)
            while !elements.isAtEnd { found.append(try elements.nextOffset()) }
            let offsets = found, count = buffer.count
            // Each entry keeps its own bytes (elements lie end to end; the last ends the array), so
            // that one saved unchanged is written as they are (``InspectionCache/Entry/encoded``).
            let decoded = ChunkedWork.map(count: offsets.count, minimum: 64, chunks: threads) { range in
                [Result {
                    try range.map { index in
                        var entry = try EntryReader(input: input).entry(at: offsets[index])
                        let end = index + 1 < offsets.count ? offsets[index + 1] : count
                        entry.encoded = .init(bytes[(bytes.startIndex + offsets[index])..<(bytes.startIndex + end)])
                        return entry
                    }
                }]
            }
            return try decoded.flatMap { try $0.get() }
        }
    }
}

/// Reads entries member by member (see the extension above).
private struct EntryReader {
    let input: CompactInput
    var bytes: UnsafeBufferPointer<UInt8> { input.bytes }

    // MARK: Objects

    /// Calls `body` with each member's key and the offset of its value, in stored order.
    func members(ofObjectAt offset: Int, depth: Int, _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: Int) throws -> Void) throws {
        guard offset < bytes.count, bytes[offset] == CompactCoding.Tag.object.rawValue else { throw input.corrupt("expected an object", []) }
        var cursor = offset + 1
        let size = try input.length(at: &cursor)
        let end = cursor + size
        let count = try input.varint(at: &cursor)
        guard cursor <= end, count <= UInt64(end - cursor) else { throw input.corrupt("a count larger than its container", []) }
        for _ in 0..<Int(count) {
            let length = try input.length(at: &cursor)
            let key = UnsafeBufferPointer(rebasing: bytes[cursor..<cursor + length])
            cursor += length
            var next = 0
            _ = try input.skip(at: cursor, end: &next, depth: depth + 1)
            guard next <= end else { throw input.corrupt("a member runs past its object", []) }
            try body(key, cursor)
            cursor = next
        }
    }

    func missing(_ key: String) -> DecodingError {
        .keyNotFound(AnyKey(key), .init(codingPath: [], debugDescription: "cache entry: no \(key)"))
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // MARK: Values

    func isNull(_ offset: Int) -> Bool { bytes[offset] == CompactCoding.Tag.null.rawValue }

    func string(_ offset: Int) throws -> String { try input.stringValue(at: offset, path: []) }

    func optionalString(_ offset: Int) throws -> String? { isNull(offset) ? nil : try string(offset) }

    func bool(_ offset: Int) throws -> Bool { try input.boolValue(at: offset, path: []) }

    func integer(_ offset: Int) throws -> Int { try integer(offset, as: Int.self) }

    func integer<T: FixedWidthInteger>(_ offset: Int, as type: T.Type) throws -> T {
        try input.integerValue(at: offset, as: type, path: [])
    }

    func optionalInteger(_ offset: Int) throws -> Int? { isNull(offset) ? nil : try integer(offset) }

    func double(_ offset: Int) throws -> Double { try input.doubleValue(at: offset, path: []) }

    func optionalDouble(_ offset: Int) throws -> Double? { isNull(offset) ? nil : try double(offset) }

    /// A `String`-backed enum, as `Decodable` reads one: its raw value, which must be a case.
    func raw<T: RawRepresentable>(_ offset: Int, as type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string(offset)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "cache entry: not a \(type)"))
        }
        return value
    }

    /// The elements of the array at `offset`, each read by `element` from its offset.
    func array<T>(_ offset: Int, depth: Int, _ element: (Int) throws -> T) throws -> [T] {
        var elements = try CompactDecoding(input: input, offset: offset, key: nil, depth: depth).unkeyedContainer() as! CompactDecoding.Unkeyed
        var values: [T] = []
        values.reserveCapacity(elements.count ?? 0)
        while !elements.isAtEnd { values.append(try element(try elements.nextOffset())) }
        return values
    }

    /// A `[UInt8]` (a catalog's `Contents.json`, in the cache of staged runs): in one loop
    /// (``CompactInput/byteArrayValue(at:)``), else through `Decodable`, which reads or rejects it as before.
    func byteArray(_ offset: Int) throws -> [UInt8] {
        try input.byteArrayValue(at: offset) ?? generic([UInt8].self, offset, depth: 2)
    }

    /// Any other value, through `Decodable`.
    func generic<T: Decodable>(_ type: T.Type, _ offset: Int, depth: Int) throws -> T {
        try CompactDecoding(input: input, offset: offset, key: nil, depth: depth).value(type)
    }

    /// Facts of another kind, through `Decodable`, under the facts' object.
    func kindFacts<Facts: KindFacts>(_ type: Facts.Type, _ offset: Int) throws -> any KindFacts {
        try generic(type, offset, depth: 4)
    }

    // MARK: Types

    func entry(at offset: Int) throws -> InspectionCache.Entry {
        var stamp: FileStamp?, verify: Bool?, record: AssetRecord?, blob: String??, contents: [UInt8]??
        try members(ofObjectAt: offset, depth: 1) { key, value in
            switch Key(key) {
            case "stamp" where stamp == nil: stamp = try self.stamp(at: value)
            case "verify" where verify == nil: verify = try bool(value)
            case "record" where record == nil: record = try self.record(at: value)
            case "blob" where blob == nil: blob = .some(try optionalString(value))
            case "contents" where contents == nil: contents = .some(try byteArray(value))
            default: break
            }
        }
        guard let stamp else { throw missing("stamp") }
        guard let verify else { throw missing("verify") }
        guard let record else { throw missing("record") }
        return InspectionCache.Entry(stamp: stamp, verify: verify, record: record, blob: blob ?? nil, contents: contents ?? nil)
    }

    func stamp(at offset: Int) throws -> FileStamp {
        var size: Int64?, modified: Int64?, changed: Int64?, inode: UInt64?, device: UInt64?
        try members(ofObjectAt: offset, depth: 2) { key, value in
            switch Key(key) {
            case "size" where size == nil: size = try integer(value, as: Int64.self)
            case "modified" where modified == nil: modified = try integer(value, as: Int64.self)
            case "changed" where changed == nil: changed = try integer(value, as: Int64.self)
            case "inode" where inode == nil: inode = try integer(value, as: UInt64.self)
            case "device" where device == nil: device = try integer(value, as: UInt64.self)
            default: break
            }
        }
        guard let size else { throw missing("size") }
        guard let modified else { throw missing("modified") }
        guard let changed else { throw missing("changed") }
        guard let inode else { throw missing("inode") }
        guard let device else { throw missing("device") }
        return FileStamp(size: size, modified: modified, changed: changed, inode: inode, device: device)
    }

    func record(at offset: Int) throws -> AssetRecord {
        var path: String?, assetClass: String??, kind: AssetKind?, size: Int?, sha256: String??, format: FileFormat??
        var scale: Int??, facts: AssetFacts?, failure: InspectionFailure??, transient: Bool?
        try members(ofObjectAt: offset, depth: 2) { key, value in
            switch Key(key) {
            case "path" where path == nil: path = try string(value)
            case "assetClass" where assetClass == nil: assetClass = .some(try optionalString(value))
            case "kind" where kind == nil: kind = try raw(value, as: AssetKind.self)
            case "bytes" where size == nil: size = try integer(value)
            case "sha256" where sha256 == nil: sha256 = .some(try optionalString(value))
            case "format" where format == nil: format = .some(isNull(value) ? nil : try raw(value, as: FileFormat.self))
            case "scale" where scale == nil: scale = .some(try optionalInteger(value))
            case "facts" where facts == nil: facts = try self.facts(at: value)
            case "failure" where failure == nil: failure = .some(isNull(value) ? nil : try generic(InspectionFailure.self, value, depth: 3))
            case "isTransient" where transient == nil: transient = try bool(value)
            default: break
            }
        }
        guard let path else { throw missing("path") }
        guard let kind else { throw missing("kind") }
        guard let size else { throw missing("bytes") }
        guard let facts else { throw missing("facts") }
        guard let transient else { throw missing("isTransient") }
        var record = AssetRecord(path: path, assetClass: assetClass ?? nil, kind: kind, bytes: size, sha256: sha256 ?? nil,
                                 format: format ?? nil, scale: scale ?? nil, facts: facts, failure: failure ?? nil)
        record.isTransient = transient
        return record
    }

    /// ``AssetFacts``: the first member named by a kind that has facts, or none.
    func facts(at offset: Int) throws -> AssetFacts {
        var facts: AssetFacts?
        try members(ofObjectAt: offset, depth: 3) { key, value in
            guard facts == nil, let kind = AssetKind(rawValue: String(decoding: key, as: UTF8.self)),
                  let type = kind.declaration.facts else { return }
            switch kind {
            case .image where type == ImageFacts.self: facts = AssetFacts(try image(at: value))
            case .audio where type == AudioFacts.self: facts = AssetFacts(try audio(at: value))
            case .animation where type == AnimationFacts.self: facts = AssetFacts(try animation(at: value))
            default: facts = AssetFacts(try kindFacts(type, value))
            }
        }
        return facts ?? .none
    }

    func image(at offset: Int) throws -> ImageFacts {
        var width: Int?, height: Int?, alpha: Bool?, depth: Int?, interlaced: Bool?, orientation: Int??
        var pixels: PixelStats??, profile: ColorProfile??
        try members(ofObjectAt: offset, depth: 4) { key, value in
            switch Key(key) {
            case "width" where width == nil: width = try integer(value)
            case "height" where height == nil: height = try integer(value)
            case "hasAlphaChannel" where alpha == nil: alpha = try bool(value)
            case "bitDepth" where depth == nil: depth = try integer(value)
            case "interlaced" where interlaced == nil: interlaced = try bool(value)
            case "orientation" where orientation == nil: orientation = .some(try optionalInteger(value))
            case "pixels" where pixels == nil: pixels = .some(isNull(value) ? nil : try self.pixels(at: value))
            case "colorProfile" where profile == nil: profile = .some(isNull(value) ? nil : try generic(ColorProfile.self, value, depth: 5))
            default: break
            }
        }
        guard let width else { throw missing("width") }
        guard let height else { throw missing("height") }
        guard let alpha else { throw missing("hasAlphaChannel") }
        guard let depth else { throw missing("bitDepth") }
        guard let interlaced else { throw missing("interlaced") }
        var facts = ImageFacts(width: width, height: height, hasAlphaChannel: alpha, bitDepth: depth, interlaced: interlaced,
                               pixels: pixels ?? nil)
        facts.orientation = orientation ?? nil
        facts.colorProfile = profile ?? nil
        return facts
    }

    func pixels(at offset: Int) throws -> PixelStats {
        var minAlpha: Int?, corners: [Int]?, visible: Int?, border: Int?
        try members(ofObjectAt: offset, depth: 5) { key, value in
            switch Key(key) {
            case "minAlpha" where minAlpha == nil: minAlpha = try integer(value)
            case "cornerAlpha" where corners == nil: corners = try array(value, depth: 6) { try integer($0) }
            case "borderVisiblePixels" where visible == nil: visible = try integer(value)
            case "borderPixels" where border == nil: border = try integer(value)
            default: break
            }
        }
        guard let minAlpha else { throw missing("minAlpha") }
        guard let corners else { throw missing("cornerAlpha") }
        guard let visible else { throw missing("borderVisiblePixels") }
        guard let border else { throw missing("borderPixels") }
        return PixelStats(minAlpha: minAlpha, cornerAlpha: corners, borderVisiblePixels: visible, borderPixels: border)
    }

    func audio(at offset: Int) throws -> AudioFacts {
        var container: FileFormat?, codec: String?, profile: String??, rate: Int?, channels: Int?, kbps: Double?
        var kbpsSource: AudioFacts.Source?, duration: Double?, durationSource: AudioFacts.Source?, frames: Int?
        var samples: Int??, others: [AudioTrack]??
        try members(ofObjectAt: offset, depth: 4) { key, value in
            switch Key(key) {
            case "container" where container == nil: container = try raw(value, as: FileFormat.self)
            case "codec" where codec == nil: codec = try string(value)
            case "profile" where profile == nil: profile = .some(try optionalString(value))
            case "sampleRate" where rate == nil: rate = try integer(value)
            case "channels" where channels == nil: channels = try integer(value)
            case "bitRateKbps" where kbps == nil: kbps = try double(value)
            case "bitRateSource" where kbpsSource == nil: kbpsSource = try raw(value, as: AudioFacts.Source.self)
            case "durationSeconds" where duration == nil: duration = try double(value)
            case "durationSource" where durationSource == nil: durationSource = try raw(value, as: AudioFacts.Source.self)
            case "frameCount" where frames == nil: frames = try integer(value)
            case "samples" where samples == nil: samples = .some(try optionalInteger(value))
            case "otherTracks" where others == nil: others = .some(isNull(value) ? nil : try generic([AudioTrack].self, value, depth: 5))
            default: break
            }
        }
        guard let container else { throw missing("container") }
        guard let codec else { throw missing("codec") }
        guard let rate else { throw missing("sampleRate") }
        guard let channels else { throw missing("channels") }
        guard let kbps else { throw missing("bitRateKbps") }
        guard let kbpsSource else { throw missing("bitRateSource") }
        guard let duration else { throw missing("durationSeconds") }
        guard let durationSource else { throw missing("durationSource") }
        guard let frames else { throw missing("frameCount") }
        var facts = AudioFacts(container: container, codec: codec, profile: profile ?? nil, sampleRate: rate, channels: channels,
                               bitRateKbps: kbps, bitRateSource: kbpsSource, durationSeconds: duration, durationSource: durationSource,
                               frameCount: frames, samples: samples ?? nil, otherTracks: others ?? nil)
        // As stored: the initializer rounds, `Decodable` does not.
        facts.bitRateKbps = kbps
        facts.durationSeconds = duration
        return facts
    }

    func animation(at offset: Int) throws -> AnimationFacts {
        var version: String??, frameRate: Double??, inPoint: Double??, outPoint: Double??, width: Double??, height: Double??
        var topLevel: Int?, total: Int?, assets: Int?, embedded: Int?, external: [String]?, remote: [String]?
        var defects: [LottieFieldDefect]?, features: [LottieFeatureUse]?
        try members(ofObjectAt: offset, depth: 4) { key, value in
            switch Key(key) {
            case "version" where version == nil: version = .some(try optionalString(value))
            case "frameRate" where frameRate == nil: frameRate = .some(try optionalDouble(value))
            case "inPoint" where inPoint == nil: inPoint = .some(try optionalDouble(value))
            case "outPoint" where outPoint == nil: outPoint = .some(try optionalDouble(value))
            case "width" where width == nil: width = .some(try optionalDouble(value))
            case "height" where height == nil: height = .some(try optionalDouble(value))
            case "topLevelLayers" where topLevel == nil: topLevel = try integer(value)
            case "totalLayers" where total == nil: total = try integer(value)
            case "assets" where assets == nil: assets = try integer(value)
            case "embeddedImages" where embedded == nil: embedded = try integer(value)
            case "externalImages" where external == nil: external = try array(value, depth: 5) { try string($0) }
            case "remoteImages" where remote == nil: remote = try array(value, depth: 5) { try string($0) }
            case "defects" where defects == nil: defects = try generic([LottieFieldDefect].self, value, depth: 5)
            case "unsupportedFeatures" where features == nil: features = try generic([LottieFeatureUse].self, value, depth: 5)
            default: break
            }
        }
        guard let topLevel else { throw missing("topLevelLayers") }
        guard let total else { throw missing("totalLayers") }
        guard let assets else { throw missing("assets") }
        guard let embedded else { throw missing("embeddedImages") }
        guard let external else { throw missing("externalImages") }
        guard let remote else { throw missing("remoteImages") }
        guard let defects else { throw missing("defects") }
        guard let features else { throw missing("unsupportedFeatures") }
        return AnimationFacts(version: version ?? nil, frameRate: frameRate ?? nil, inPoint: inPoint ?? nil, outPoint: outPoint ?? nil,
                              width: width ?? nil, height: height ?? nil, topLevelLayers: topLevel, totalLayers: total, assets: assets,
                              embeddedImages: embedded, externalImages: external, remoteImages: remote, defects: defects,
                              unsupportedFeatures: features)
    }

    /// A member's key, matched against literals without making a `String` of it.
    struct Key: ExpressibleByStringLiteral, Equatable {
        let bytes: UnsafeBufferPointer<UInt8>?
        let literal: StaticString?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            literal = nil
        }

        init(stringLiteral value: StaticString) {
            bytes = nil
            literal = value
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard let bytes = lhs.bytes ?? rhs.bytes, let literal = lhs.literal ?? rhs.literal else { return false }
            let count = literal.utf8CodeUnitCount
            return bytes.count == count && (count == 0 || memcmp(bytes.baseAddress!, literal.utf8Start, count) == 0)
        }
    }
}
