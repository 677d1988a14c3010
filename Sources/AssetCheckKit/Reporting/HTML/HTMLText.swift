import Foundation

/// Text made safe for HTML: file names and messages come from the bundle and are untrusted.
enum HTMLText {
    /// `text` for element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// entities, and control characters other than tab and line breaks as U+FFFD, which HTML
    /// does not allow.
    static func escape(_ text: String) -> String {
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

    /// A `data:` URI holding `bytes`, base64-encoded.
    static func dataURI(mimeType: String, bytes: [UInt8]) -> String {
        "data:\(mimeType);base64," + Data(bytes).base64EncodedString()
    }
}
