import AssetCheckCore
import Foundation

// The decoding half of CompactCoding (see CompactCoding.swift for the form).

/// Decodes a value from ``CompactCoding``'s form.
struct CompactDecoder {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBufferPointer { buffer in
            let input = CompactInput(bytes: buffer)
            var end = 0
            let start = try input.skip(at: 0, end: &end, depth: 0)
            guard end == buffer.count else { throw input.corrupt("bytes after the value", []) }
            return try T(from: CompactDecoding(input: input, offset: start.offset, key: nil, depth: 0))
        }
    }

    /// Decodes an array of `T`, its elements split among `threads` threads: the form marks
    /// where each element ends, so they are found without decoding them.
    func decodeArray<T: Decodable & Sendable>(of type: T.Type, from bytes: [UInt8], threads: Int) throws -> [T] {
        try bytes.withUnsafeBufferPointer { buffer in
            let input = CompactInput(bytes: buffer)
            var end = 0
            _ = try input.skip(at: 0, end: &end, depth: 0)
            guard end == buffer.count else { throw input.corrupt("bytes after the value", []) }
            let root = CompactDecoding(input: input, offset: 0, key: nil, depth: 0)
            var elements = try root.unkeyedContainer() as! CompactDecoding.Unkeyed
            var found: [Int] = []
            while !elements.isAtEnd { found.append(try elements.nextOffset()) }
            let offsets = found
            let decoded = ChunkedWork.map(count: offsets.count, minimum: 64, chunks: threads) { range in
                [Result { try offsets[range].map { try T(from: CompactDecoding(input: input, offset: $0, key: nil, depth: 1)) } }]
            }
            return try decoded.flatMap { try $0.get() }
        }
    }
}

/// The bytes being decoded, with bounds-checked readers. Offsets are into `bytes`. Read-only,
/// so threads may share it while the buffer lives.
struct CompactInput: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>

    func corrupt(_ what: String, _ path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: "cache entry: \(what)"))
    }

    func mismatch<T>(_ type: T.Type, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "cache entry: not a \(type)"))
    }

    // The primitive values whose tag is at `offset`; `path` names them in an error only.

    func boolValue(at offset: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch bytes[offset] {
        case CompactCoding.Tag.yes.rawValue: true
        case CompactCoding.Tag.no.rawValue: false
        default: throw mismatch(Bool.self, path())
        }
    }

    func stringValue(at offset: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard bytes[offset] == CompactCoding.Tag.string.rawValue else { throw mismatch(String.self, path()) }
        var cursor = offset + 1
        return try string(at: &cursor)
    }

    func doubleValue(at offset: Int, path: @autoclosure () -> [any CodingKey]) throws -> Double {
        guard bytes[offset] == CompactCoding.Tag.double.rawValue else { throw mismatch(Double.self, path()) }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << (8 * UInt64(index)) }
        return Double(bitPattern: bits)
    }

    /// The array of bytes at `offset` read in one loop, when it is written as the encoder writes a
    /// `[UInt8]` (each element an unsigned integer below 256, in its shortest form); `nil` for
    /// anything else, which `Decodable` reads one element at a time through a container (at 10,000
    /// files, a fifth of a hook's decoding of the cache of staged runs).
    func byteArrayValue(at offset: Int) throws -> [UInt8]? {
        guard bytes[offset] == CompactCoding.Tag.array.rawValue else { return nil }
        var cursor = offset + 1
        let end = try length(at: &cursor) + cursor
        let count = try varint(at: &cursor)
        // Each element is at least a tag and a byte.
        guard cursor <= end, count <= UInt64(end - cursor) / 2 else { return nil }
        var values: [UInt8] = []
        values.reserveCapacity(Int(count))
        let unsigned = CompactCoding.Tag.unsigned.rawValue
        while values.count < Int(count), end - cursor >= 2, bytes[cursor] == unsigned {
            let low = bytes[cursor + 1]
            if low < 0x80 {
                cursor += 2
            } else if end - cursor >= 3, bytes[cursor + 2] == 1 {
                cursor += 3
            } else {
                return nil
            }
            values.append(low)
        }
        return values.count == Int(count) && cursor == end ? values : nil
    }

    func integerValue<T: FixedWidthInteger>(at offset: Int, as type: T.Type, path: @autoclosure () -> [any CodingKey]) throws -> T {
        var cursor = offset + 1
        let result: T?
        switch bytes[offset] {
        case CompactCoding.Tag.signed.rawValue:
            let raw = try varint(at: &cursor)
            result = T(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
        case CompactCoding.Tag.unsigned.rawValue:
            result = T(exactly: try varint(at: &cursor))
        default: throw mismatch(type, path())
        }
        guard let result else { throw corrupt("a number out of range for \(type)", path()) }
        return result
    }

    func varint(at offset: inout Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw corrupt("a number runs past the end", []) }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A length read at `offset`, checked to fit in the bytes that follow.
    func length(at offset: inout Int) throws -> Int {
        let value = try varint(at: &offset)
        guard value <= UInt64(bytes.count - offset) else { throw corrupt("a length runs past the end", []) }
        return Int(value)
    }

    /// The value at `offset`: its tag and where its content starts; `end` is set past it.
    func skip(at offset: Int, end: inout Int, depth: Int) throws -> (tag: CompactCoding.Tag, offset: Int) {
        guard offset < bytes.count, let tag = CompactCoding.Tag(rawValue: bytes[offset]) else {
            throw corrupt("unknown or missing value", [])
        }
        var cursor = offset + 1
        switch tag {
        case .null, .no, .yes: break
        case .signed, .unsigned: _ = try varint(at: &cursor)
        case .double:
            guard bytes.count - cursor >= 8 else { throw corrupt("a number runs past the end", []) }
            cursor += 8
        case .string: cursor += try length(at: &cursor)
        case .array, .object:
            guard depth < CompactCoding.maxDepth else { throw corrupt("nested too deeply", []) }
            cursor += try length(at: &cursor)
        }
        end = cursor
        return (tag, offset)
    }

    func string(at offset: inout Int) throws -> String {
        let count = try length(at: &offset)
        defer { offset += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    /// True when the key stored at `offset` (a length and UTF-8) is `key`; `offset` moves past it.
    func key(at offset: inout Int, equals key: String) throws -> Bool {
        let count = try length(at: &offset)
        defer { offset += count }
        var key = key
        return key.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, bytes.baseAddress! + offset, count) == 0) }
    }
}

struct CompactDecoding: Decoder {
    let input: CompactInput
    /// Where this value's tag is.
    let offset: Int
    /// The key this value was found under. Only the last key is kept, not the whole coding path:
    /// building the path cost an array per value decoded, and a cache that fails to decode is
    /// thrown away whole, so its error need only say what was wrong, and under which key.
    let key: (any CodingKey)?
    let depth: Int
    var codingPath: [any CodingKey] { key.map { [$0] } ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The content of a container whose tag is at `offset`: where its count is and where it ends.
    private func body(_ expected: CompactCoding.Tag) throws -> (count: Int, start: Int, end: Int) {
        guard input.bytes[offset] == expected.rawValue else {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "cache entry: expected \(expected)"))
        }
        var cursor = offset + 1
        let size = try input.length(at: &cursor)
        let end = cursor + size
        let count = try input.varint(at: &cursor)
        // Each element takes at least one byte, so a count beyond the size is a lie.
        guard cursor <= end, count <= UInt64(end - cursor) else { throw input.corrupt("a count larger than its container", codingPath) }
        return (Int(count), cursor, end)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let (count, start, end) = try body(.object)
        var members: [(key: Int, value: Int)] = []
        members.reserveCapacity(count)
        var cursor = start
        for _ in 0..<count {
            let key = cursor
            let length = try input.length(at: &cursor)
            cursor += length
            var next = 0
            _ = try input.skip(at: cursor, end: &next, depth: depth + 1)
            guard next <= end else { throw input.corrupt("a member runs past its object", codingPath) }
            members.append((key, cursor))
            cursor = next
        }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (count, start, end) = try body(.array)
        return Unkeyed(decoder: self, count: count, cursor: start, end: end)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    func child(at offset: Int, key: (any CodingKey)?) -> CompactDecoding {
        CompactDecoding(input: input, offset: offset, key: key ?? self.key, depth: depth + 1)
    }

    // Primitive reads of the value at `offset`.

    var isNull: Bool { input.bytes[offset] == CompactCoding.Tag.null.rawValue }

    func mismatch<T>(_ type: T.Type) -> DecodingError { input.mismatch(type, codingPath) }

    func bool() throws -> Bool { try input.boolValue(at: offset, path: codingPath) }

    func string() throws -> String { try input.stringValue(at: offset, path: codingPath) }

    func double() throws -> Double { try input.doubleValue(at: offset, path: codingPath) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T { try input.integerValue(at: offset, as: type, path: codingPath) }

    /// Primitives are read directly; each test compares metatypes, and the bit cast is to the
    /// type just compared (an `is` and `as!` pair was a runtime cast per value).
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return unsafeBitCast(try string(), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(Int.self), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try double(), to: T.self) }
        if T.self == Int64.self { return unsafeBitCast(try integer(Int64.self), to: T.self) }
        if T.self == UInt64.self { return unsafeBitCast(try integer(UInt64.self), to: T.self) }
        return try T(from: self)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: CompactDecoding
        /// Each member's key and value offsets, in stored order.
        let members: [(key: Int, value: Int)]
        /// Just past where the last key was found: the next one asked for is usually there. A
        /// reference, as the protocol's methods are not mutating.
        private let hint = Hint()

        final class Hint {
            var next = 0
        }

        init(decoder: CompactDecoding, members: [(key: Int, value: Int)]) {
            self.decoder = decoder
            self.members = members
        }

        var codingPath: [any CodingKey] { decoder.codingPath }

        var allKeys: [Key] {
            members.compactMap { member in
                var cursor = member.key
                return (try? decoder.input.string(at: &cursor)).flatMap(Key.init(stringValue:))
            }
        }

        /// The offset of `key`'s value, or `nil` when the object has no such member.
        private func find(_ key: Key) -> Int? {
            let name = key.stringValue
            for step in 0..<members.count {
                let index = (hint.next + step) % members.count
                var cursor = members[index].key
                if (try? decoder.input.key(at: &cursor, equals: name)) == true { return index }
            }
            return nil
        }

        private func child(_ key: Key) throws -> CompactDecoding {
            guard let index = find(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "cache entry: no \(key.stringValue)"))
            }
            hint.next = index + 1
            return decoder.child(at: members[index].value, key: key)
        }

        func contains(_ key: Key) -> Bool { find(key) != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).value(type) }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let index = find(key) else { return nil }
            hint.next = index + 1
            let value = decoder.child(at: members[index].value, key: key)
            return value.isNull ? nil : try value.value(type)
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try child(key).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try child(key).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { try child(Key(stringValue: "super")!) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: CompactDecoding
        let total: Int
        var cursor: Int
        let end: Int
        var currentIndex = 0

        init(decoder: CompactDecoding, count: Int, cursor: Int, end: Int) {
            self.decoder = decoder
            total = count
            self.cursor = cursor
            self.end = end
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { total }
        var isAtEnd: Bool { currentIndex >= total }

        /// Where the next element's tag is; moves past it without decoding it.
        mutating func nextOffset() throws -> Int { try next().offset }

        private mutating func next() throws -> CompactDecoding {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "cache entry: array ended"))
            }
            var after = 0
            let value = try decoder.input.skip(at: cursor, end: &after, depth: decoder.depth + 1)
            guard after <= end else { throw decoder.input.corrupt("an element runs past its array", codingPath) }
            cursor = after
            currentIndex += 1
            return decoder.child(at: value.offset, key: nil)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, cursor < end, decoder.input.bytes[cursor] == CompactCoding.Tag.null.rawValue else { return false }
            _ = try next()
            return true
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().value(type) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: CompactDecoding
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.isNull }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
        func decode(_ type: String.Type) throws -> String { try decoder.string() }
        func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
        func decode(_ type: Float.Type) throws -> Float { Float(try decoder.double()) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(type) }
    }
}
