/// A parsed JSON document as one flat array of entries (a "tape"), in document order.
///
/// No value nests inside another Swift value, so nothing about it (building, walking, freeing)
/// recurses: a hostile document cannot exhaust the stack. Strings and numbers stay as byte
/// ranges and are decoded only when read.
struct JSONTape: Sendable {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value: 16 bytes, so even a dense 16 MB document stays near 130 MB of entries.
    struct Entry: Sendable {
        var kind: Kind
        /// True when a string contains a backslash escape and must be unescaped to be read.
        var escaped: Bool
        private var rawStart: UInt32
        private var rawLength: UInt32
        private var rawNext: UInt32

        /// Offsets fit in 32 bits: the parser refuses documents of 4 GiB and more.
        init(kind: Kind, start: Int, length: Int, next: Int, escaped: Bool = false) {
            self.kind = kind
            self.escaped = escaped
            rawStart = UInt32(truncatingIfNeeded: start)
            rawLength = UInt32(truncatingIfNeeded: length)
            rawNext = UInt32(truncatingIfNeeded: next)
        }

        /// Byte offset of the value's first byte; for a string, of the byte after the opening quote.
        var start: Int { Int(rawStart) }
        /// Byte length of a string's content or a number's text; unused for other kinds.
        var length: Int { Int(rawLength) }
        /// Index of the entry after this value and everything inside it.
        var next: Int {
            get { Int(rawNext) }
            set { rawNext = UInt32(truncatingIfNeeded: newValue) }
        }
    }

    let bytes: [UInt8]
    var entries: [Entry]

    /// The root value; a parsed tape always has one.
    var root: JSONNode { JSONNode(tape: self, index: 0) }
}

/// A view of one value of a ``JSONTape``.
struct JSONNode {
    let tape: JSONTape
    let index: Int

    var kind: JSONTape.Kind { tape.entries[index].kind }

    /// Words for messages: "an object", "a number", "true".
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .true, .false: "a boolean"
        case .null: "null"
        }
    }

    /// Children of an array, or the values of an object, in order.
    var elements: [JSONNode] {
        guard kind == .array || kind == .object else { return [] }
        var result: [JSONNode] = []
        var child = index + 1
        let end = tape.entries[index].next
        while child < end {
            if kind == .object { child = tape.entries[child].next }  // skip the key
            result.append(JSONNode(tape: tape, index: child))
            child = tape.entries[child].next
        }
        return result
    }

    /// The object's members as (key, value), in order; empty for anything else.
    var members: [(key: String, value: JSONNode)] {
        guard kind == .object else { return [] }
        var result: [(String, JSONNode)] = []
        var child = index + 1
        let end = tape.entries[index].next
        while child < end {
            let key = JSONNode(tape: tape, index: child)
            let value = tape.entries[child].next
            result.append((key.string ?? "", JSONNode(tape: tape, index: value)))
            child = tape.entries[value].next
        }
        return result
    }

    /// The value of `key` in an object (the last one if the key repeats), or `nil`.
    subscript(key: String) -> JSONNode? {
        guard kind == .object else { return nil }
        let wanted = Array(key.utf8)
        var found: JSONNode?
        var child = index + 1
        let end = tape.entries[index].next
        while child < end {
            let value = tape.entries[child].next
            if rawStringEquals(child, wanted) { found = JSONNode(tape: tape, index: value) }
            child = tape.entries[value].next
        }
        return found
    }

    var string: String? {
        guard kind == .string else { return nil }
        let entry = tape.entries[index]
        let raw = tape.bytes[entry.start..<entry.start + entry.length]
        return entry.escaped ? JSONStringDecoder.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// The number, if it is one and finite.
    var number: Double? {
        guard kind == .number else { return nil }
        let entry = tape.entries[index]
        let value = Double(String(decoding: tape.bytes[entry.start..<entry.start + entry.length], as: UTF8.self))
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    var bool: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// True for `true` and for a non-zero number, as Bodymovin writes flags either way (`hd`, `ao`, `e`).
    var isTruthy: Bool { bool ?? number.map { $0 != 0 } ?? false }

    /// True when this is a string whose text is `wanted` (UTF-8), compared without making a String.
    func stringEquals(_ wanted: [UInt8]) -> Bool {
        rawStringEquals(index, wanted)
    }

    private func rawStringEquals(_ child: Int, _ wanted: [UInt8]) -> Bool {
        let entry = tape.entries[child]
        guard entry.kind == .string else { return false }
        if entry.escaped { return JSONNode(tape: tape, index: child).string.map { Array($0.utf8) == wanted } ?? false }
        guard entry.length == wanted.count else { return false }
        return tape.bytes[entry.start..<entry.start + entry.length].elementsEqual(wanted)
    }
}
