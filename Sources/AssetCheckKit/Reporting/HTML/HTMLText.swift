import Foundation

/// Text made safe for HTML: file names and messages come from the bundle and are untrusted.
enum HTMLText {
    /// `text` for element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// entities, and control characters other than tab and line breaks as U+FFFD, which HTML
    /// does not allow.
    static func escape(_ text: String) -> String {
        // Most text (paths, check names, measured values) has nothing to replace: it is returned
        // as it is, found by one pass over its bytes. 0xC2 leads U+0080 to U+00BF, among them
        // the C1 controls, so text with one is looked at scalar by scalar.
        if !text.utf8.contains(where: mayChange) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// True for a UTF-8 byte that ``escape(_:)`` may write otherwise: one it writes as an entity,
    /// a control character but tab and line breaks, and the lead byte of U+0080 to U+00BF.
    private static func mayChange(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F, 0xC2, 0x26, 0x3C, 0x3E, 0x22, 0x27: true
        default: false
        }
    }

    /// A `data:` URI holding `bytes`, base64-encoded.
    static func dataURI(mimeType: String, bytes: [UInt8]) -> String {
        "data:\(mimeType);base64," + Data(bytes).base64EncodedString()
    }
}
