/// Splits a JSON document whose root is an object, fed in pieces, into its skeleton (the document
/// with the arrays under `streamedKeys` left empty) and those arrays' elements, handed over in
/// batches of about `batchBytes` as JSON arrays of their own. A manifest or baseline of 200,000
/// entries is so read without holding its text, or a tree of it, whole: each batch is decoded and
/// dropped while the next is read.
///
/// It only finds where values start and end (strings, escapes, nesting); the decoder reading the
/// skeleton and the batches judges the JSON. What it can't split the usual way (a streamed key
/// twice, an empty element, a document cut short) throws ``Malformed``, and the caller reads the
/// document whole, as before, for the decoder's own words.
struct JSONArraySplitter {
    /// The document can't be split; it is read whole instead.
    struct Malformed: Error {}

    let streamedKeys: Set<String>
    let batchBytes: Int
    /// Called with the key, the batch's number under that key (0, 1 ...) and the batch: `[e1,e2,...]`.
    let onBatch: (String, Int, [UInt8]) -> Void
    /// The document with each streamed array left `[]`; whole once ``finish()`` returns.
    private(set) var skeleton: [UInt8] = []

    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The last string at depth 1, and whether it is being read: the key before a `:`.
    private var capturing = false
    private var lastString: [UInt8] = []
    private var key: String?
    private var expectingValue = false
    private var seenKeys: Set<String> = []
    /// Set inside a streamed array.
    private var streaming: String?
    private var element: [UInt8] = []
    private var elements = 0
    private var batch: [UInt8] = []
    private var batchCount = 0
    private var batchNumber = 0

    init(streamedKeys: Set<String>, batchBytes: Int = 1 << 20, onBatch: @escaping (String, Int, [UInt8]) -> Void) {
        self.streamedKeys = streamedKeys
        self.batchBytes = batchBytes
        self.onBatch = onBatch
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{"), openBracket = UInt8(ascii: "[")
    private static let closeBrace = UInt8(ascii: "}"), closeBracket = UInt8(ascii: "]")

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Reads the next piece of the document.
    mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws(Malformed) {
        for byte in bytes {
            if streaming != nil {
                try inArray(byte)
            } else {
                try inSkeleton(byte)
            }
        }
    }

    /// Ends the document: every batch has been handed over, and the skeleton is complete.
    mutating func finish() throws(Malformed) {
        guard depth == 0, !inString, streaming == nil, !skeleton.isEmpty else { throw Malformed() }
    }

    private mutating func inSkeleton(_ byte: UInt8) throws(Malformed) {
        skeleton.append(byte)
        if inString {
            if endsString(byte) {
                inString = false
                capturing = false
            } else if capturing {
                lastString.append(byte)
            }
            return
        }
        if Self.isWhitespace(byte) { return }
        let wasExpectingValue = expectingValue
        expectingValue = false
        switch byte {
        case Self.quote:
            inString = true
            if depth == 1 {
                capturing = true
                lastString.removeAll(keepingCapacity: true)
            }
        case UInt8(ascii: ":") where depth == 1:
            key = String(decoding: lastString, as: UTF8.self)
            expectingValue = true
        case UInt8(ascii: ",") where depth == 1:
            key = nil
        case Self.openBrace, Self.openBracket:
            depth += 1
            if byte == Self.openBracket, depth == 2, wasExpectingValue, let key, streamedKeys.contains(key) {
                guard seenKeys.insert(key).inserted else { throw Malformed() }
                streaming = key
                elements = 0
                batchNumber = 0
                element.removeAll(keepingCapacity: true)
            }
        case Self.closeBrace, Self.closeBracket:
            depth -= 1
            guard depth >= 0 else { throw Malformed() }
        default:
            break
        }
    }

    private mutating func inArray(_ byte: UInt8) throws(Malformed) {
        if inString {
            element.append(byte)
            if endsString(byte) { inString = false }
            return
        }
        switch byte {
        case Self.quote:
            inString = true
            element.append(byte)
        case Self.openBrace, Self.openBracket:
            depth += 1
            element.append(byte)
        case UInt8(ascii: ",") where depth == 2:
            try endElement(emptyAllowed: false)
        case Self.closeBracket where depth == 2:
            // `[]` is an empty array; `[a,]` and `[,a]` are not JSON.
            try endElement(emptyAllowed: elements == 0)
            flush()
            skeleton.append(byte)
            depth = 1
            streaming = nil
        case Self.closeBrace, Self.closeBracket:
            depth -= 1
            guard depth >= 2 else { throw Malformed() }
            element.append(byte)
        default:
            element.append(byte)
        }
    }

    /// Follows a string's escapes: true for the quote that closes it.
    private mutating func endsString(_ byte: UInt8) -> Bool {
        if escaped {
            escaped = false
            return false
        }
        if byte == Self.backslash {
            escaped = true
            return false
        }
        return byte == Self.quote
    }

    private mutating func endElement(emptyAllowed: Bool) throws(Malformed) {
        defer { element.removeAll(keepingCapacity: true) }
        guard element.contains(where: { !Self.isWhitespace($0) }) else {
            if emptyAllowed { return }
            throw Malformed()
        }
        if batchCount > 0 { batch.append(UInt8(ascii: ",")) }
        batch += element
        batchCount += 1
        elements += 1
        if batch.count >= batchBytes { flush() }
    }

    private mutating func flush() {
        guard batchCount > 0, let streaming else { return }
        onBatch(streaming, batchNumber, [UInt8(ascii: "[")] + batch + [UInt8(ascii: "]")])
        batchNumber += 1
        batch.removeAll(keepingCapacity: true)
        batchCount = 0
    }
}
