internal import CFreeType

/// Owns one `FT_Face` opened from memory, and the copy of the bytes it reads from, which must
/// outlive it; frees both. Keeps its ``FreeTypeLibrary`` alive for as long as the face.
final class FontFaceHandle {
    let pointer: FT_Face
    private let library: FreeTypeLibrary
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    /// Opens face `index` of `data` (a `.ttc` holds several).
    init(library: FreeTypeLibrary, data: [UInt8], index: Int) throws(FreeTypeError) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
        _ = copy.initialize(from: data)
        var face: FT_Face?
        let code = FT_New_Memory_Face(library.pointer, copy.baseAddress, FT_Long(data.count), FT_Long(index), &face)
        guard code == 0, let face else {
            copy.deallocate()
            throw FreeTypeError(code: code == 0 ? 0x03 : code)
        }
        self.library = library
        pointer = face
        bytes = copy
    }

    deinit {
        FT_Done_Face(pointer)
        bytes.deallocate()
    }

    /// Faces in the file: 1 for `.ttf` and `.otf`, the collection's count for `.ttc`.
    var faceCount: Int { Int(pointer.pointee.num_faces) }

    var glyphCount: Int { Int(pointer.pointee.num_glyphs) }

    var family: String { pointer.pointee.family_name.map { String(cString: $0) } ?? "" }

    var style: String { pointer.pointee.style_name.map { String(cString: $0) } ?? "" }

    var postScriptName: String? { FT_Get_Postscript_Name(pointer).map { String(cString: $0) } }

    /// True for TrueType and OpenType outlines, what iOS registers; false for bitmap formats
    /// (BDF, PCF, Windows FNT) that FreeType also reads.
    var isOutlineSFNT: Bool { cfreetype_is_sfnt(pointer) != 0 && cfreetype_is_scalable(pointer) != 0 }

    /// Every Unicode scalar value the face's Unicode character map gives a glyph; empty without one.
    func unicodeScalars() -> [UInt32] {
        guard FT_Select_Charmap(pointer, FT_ENCODING_UNICODE) == 0 else { return [] }
        var scalars: [UInt32] = []
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(pointer, &glyph)
        // FreeType walks codes upwards; the bound stops a character map that would not.
        while glyph != 0, code <= 0x10FFFF, scalars.count <= 0x110000 {
            if scalars.last.map({ UInt32(code) > $0 }) ?? true { scalars.append(UInt32(code)) } else { break }
            code = FT_Get_Next_Char(pointer, code, &glyph)
        }
        return scalars
    }

    /// Loads glyph `index` unscaled, as a renderer would first read it.
    func loadGlyph(_ index: Int) throws(FreeTypeError) {
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        try FreeTypeError.check(FT_Load_Glyph(pointer, FT_UInt(index), flags))
    }
}
