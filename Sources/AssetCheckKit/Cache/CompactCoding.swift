import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact binary form of any `Codable` value, for the inspection cache: a warm run decodes
/// every file's record, and `JSONDecoder` spent most of that run parsing text and building a
/// dictionary of keys for every object.
///
/// Each value starts with a tag byte. Integers are LEB128 varints (zig-zag for signed ones),
/// doubles their 8 bytes, strings a length and UTF-8. Arrays and objects start with their length
/// in bytes, so a reader steps over one without reading it, then their element count; an object's
/// members are key and value pairs in the order the encoder wrote them, which is the order
/// synthesized `Decodable` code asks for them, so a key is usually found at the next member.
///
/// The decoder treats its input as untrusted: every length is checked against the bytes left,
/// nesting is limited, and anything malformed throws `DecodingError` (never a trap).
enum CompactCoding {
    enum Tag: UInt8 {
        case null = 0, no, yes, signed, unsigned, double, string, array, object
    }

    /// Deepest nesting of arrays and objects the decoder accepts.
    static let maxDepth = 64
}

// MARK: - Encoding

/// Encodes a value into ``CompactCoding``'s form.
struct CompactEncoder {
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = CompactEncoding.Box()
        try value.encode(to: CompactEncoding(box: root, codingPath: []))
        var out: [UInt8] = []
        root.node.write(into: &out)
        return out
    }
}

extension CompactEncoder {
    /// `elements` as an array, as ``encode(_:)`` writes one, with each element's bytes from
    /// `encoded` where it gives them (those of an earlier encoding of the same value), else
    /// encoded here.
    func encode<T: Encodable>(elements: [T], encoded: (T) -> ArraySlice<UInt8>?) throws -> [UInt8] {
        // Every element's bytes first, so that the array is written into a buffer of its final
        // size: a cache of thousands of entries is megabytes, and each growth of it a copy.
        let pieces = try elements.map { try encoded($0) ?? ArraySlice(encode($0)) }
        var count: [UInt8] = []
        CompactNode.varint(UInt64(elements.count), into: &count)
        let size = count.count + pieces.reduce(0) { $0 + $1.count }
        var out = [CompactCoding.Tag.array.rawValue]
        out.reserveCapacity(1 + 10 + size)
        CompactNode.varint(UInt64(size), into: &out)
        out += count
        for piece in pieces { out += piece }
        return out
    }
}

/// What an encoder builds before writing bytes: object and array lengths are known only once
/// their members are encoded.
private indirect enum CompactNode {
    case null, bool(Bool), signed(Int64), unsigned(UInt64), double(Double), string(String)
    case array([CompactEncoding.Box])
    case object([(String, CompactEncoding.Box)])

    func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(CompactCoding.Tag.null.rawValue)
        case let .bool(value): out.append((value ? CompactCoding.Tag.yes : .no).rawValue)
        case let .signed(value):
            out.append(CompactCoding.Tag.signed.rawValue)
            Self.varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &out)
        case let .unsigned(value):
            out.append(CompactCoding.Tag.unsigned.rawValue)
            Self.varint(value, into: &out)
        case let .double(value):
            out.append(CompactCoding.Tag.double.rawValue)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { out.append(contentsOf: $0) }
        case let .string(value):
            out.append(CompactCoding.Tag.string.rawValue)
            Self.string(value, into: &out)
        case let .array(elements):
            var body: [UInt8] = []
            Self.varint(UInt64(elements.count), into: &body)
            for element in elements { element.node.write(into: &body) }
            Self.container(.array, body, into: &out)
        case let .object(members):
            var body: [UInt8] = []
            Self.varint(UInt64(members.count), into: &body)
            for (key, value) in members {
                Self.string(key, into: &body)
                value.node.write(into: &body)
            }
            Self.container(.object, body, into: &out)
        }
    }

    private static func container(_ tag: CompactCoding.Tag, _ body: [UInt8], into out: inout [UInt8]) {
        out.append(tag.rawValue)
        varint(UInt64(body.count), into: &out)
        out.append(contentsOf: body)
    }

    private static func string(_ value: String, into out: inout [UInt8]) {
        var value = value
        value.withUTF8 { bytes in
            varint(UInt64(bytes.count), into: &out)
            out.append(contentsOf: bytes)
        }
    }

    static func varint(_ value: UInt64, into out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }
}

private struct CompactEncoding: Encoder {
    final class Box {
        var node: CompactNode = .null
    }

    let box: Box
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = box.node {} else { box.node = .object([]) }
        return KeyedEncodingContainer(Keyed<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = box.node {} else { box.node = .array([]) }
        return Unkeyed(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box, codingPath: codingPath) }

    /// Encodes `value` into a new box: primitives directly, anything else through its `encode(to:)`.
    static func node<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> Box {
        let box = Box()
        try value.encode(to: CompactEncoding(box: box, codingPath: codingPath))
        return box
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey]

        private func add(_ key: Key, _ value: Box) {
            guard case var .object(members) = box.node else { return }
            box.node = .null   // drop the reference so the array below is not copied
            members.append((key.stringValue, value))
            box.node = .object(members)
        }

        mutating func encodeNil(forKey key: Key) throws { add(key, Box()) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            add(key, try CompactEncoding.node(value, codingPath: codingPath + [key]))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = Box()
            add(key, nested)
            return CompactEncoding(box: nested, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = Box()
            add(key, nested)
            return CompactEncoding(box: nested, codingPath: codingPath + [key]).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let nested = Box()
            add(key, nested)
            return CompactEncoding(box: nested, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey]
        var count: Int {
            guard case let .array(elements) = box.node else { return 0 }
            return elements.count
        }

        private func add(_ value: Box) {
            guard case var .array(elements) = box.node else { return }
            box.node = .null
            elements.append(value)
            box.node = .array(elements)
        }

        mutating func encodeNil() throws { add(Box()) }
        mutating func encode<T: Encodable>(_ value: T) throws { add(try CompactEncoding.node(value, codingPath: codingPath)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = Box()
            add(nested)
            return CompactEncoding(box: nested, codingPath: codingPath).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = Box()
            add(nested)
            return CompactEncoding(box: nested, codingPath: codingPath).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            let nested = Box()
            add(nested)
            return CompactEncoding(box: nested, codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { box.node = .null }
        mutating func encode(_ value: Bool) throws { box.node = .bool(value) }
        mutating func encode(_ value: String) throws { box.node = .string(value) }
        mutating func encode(_ value: Double) throws { box.node = .double(value) }
        mutating func encode(_ value: Float) throws { box.node = .double(Double(value)) }
        mutating func encode(_ value: Int) throws { box.node = .signed(Int64(value)) }
        mutating func encode(_ value: Int8) throws { box.node = .signed(Int64(value)) }
        mutating func encode(_ value: Int16) throws { box.node = .signed(Int64(value)) }
        mutating func encode(_ value: Int32) throws { box.node = .signed(Int64(value)) }
        mutating func encode(_ value: Int64) throws { box.node = .signed(value) }
        mutating func encode(_ value: UInt) throws { box.node = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { box.node = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { box.node = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { box.node = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { box.node = .unsigned(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: CompactEncoding(box: box, codingPath: codingPath)) }
    }
}
