internal import CFreeType

/// A non-zero FreeType error code, turned into a Swift value at the C boundary.
struct FreeTypeError: Error, Hashable {
    let code: Int32
    /// The glyph being loaded when it happened, if it happened there.
    var glyph: Int?

    init(code: Int32, glyph: Int? = nil) {
        self.code = code
        self.glyph = glyph
    }

    /// FT_Err_Out_Of_Memory.
    var isOutOfMemory: Bool { code == 0x40 }

    /// FreeType's own words for the code, lower-cased: "invalid table", "invalid stream read".
    var text: String {
        let words = cfreetype_error_message(code).map { String(cString: $0).lowercased() } ?? "FreeType error \(code)"
        return glyph.map { "glyph \($0): \(words)" } ?? words
    }

    /// Throws for a non-zero `code`.
    static func check(_ code: FT_Error) throws(FreeTypeError) {
        if code != 0 { throw FreeTypeError(code: code) }
    }
}
