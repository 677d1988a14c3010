@testable import AssetCheckKit
import Testing

/// HTML escaping of untrusted text: what it replaces, and that text with nothing to replace comes
/// back as it was (the fast path) exactly when the scalar-by-scalar rule leaves it alone.
@Suite("HTML text")
struct HTMLTextTests {
    /// The rule, one scalar at a time, as the page needs it.
    private func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&#39;"
            case 0x09, 0x0A, 0x0D: out.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F...0x9F: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test("entities, controls as U+FFFD, tab and line breaks kept, other text as it was")
    func cases() {
        #expect(HTMLText.escape("Backgrounds/forest@3x.png") == "Backgrounds/forest@3x.png")
        #expect(HTMLText.escape(#"<img src="x" alt='y'> & more"#) == "&lt;img src=&quot;x&quot; alt=&#39;y&#39;&gt; &amp; more")
        #expect(HTMLText.escape("a\tb\nc\rd") == "a\tb\nc\rd")
        #expect(HTMLText.escape("bell\u{07} esc\u{1B} del\u{7F} nel\u{85} csi\u{9B}") == "bell\u{FFFD} esc\u{FFFD} del\u{FFFD} nel\u{FFFD} csi\u{FFFD}")
        // U+00A0 to U+00BF share the lead byte 0xC2 with the C1 controls, and are kept.
        #expect(HTMLText.escape("£5 ¼ café Ω 🎨") == "£5 ¼ café Ω 🎨")
    }

    @Test("every scalar below U+0200, alone and between letters, as the rule writes it")
    func everyScalar() {
        for value in 0..<0x200 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar)), between = "ab" + alone + "cd"
            #expect(HTMLText.escape(alone) == reference(alone), "U+\(String(value, radix: 16))")
            #expect(HTMLText.escape(between) == reference(between), "U+\(String(value, radix: 16))")
        }
    }
}
