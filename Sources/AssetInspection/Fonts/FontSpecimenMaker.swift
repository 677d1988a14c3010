import AssetCheckCore
internal import CFreeType
internal import CPNGScan

/// Renders a line of text with a font's own glyphs, through FreeType, into a small PNG (dark
/// grey glyphs on transparency), for reports people look at.
///
/// Bounded: at most ``maxWidth`` px wide and one line of ``pixelSize`` px; characters the font
/// lacks are left out rather than drawn as a box.
public struct FontSpecimenMaker: Sendable {
    /// Height of the em in pixels; default 28.
    public var pixelSize = 28
    /// Widest specimen in pixels; the line stops before a glyph that would pass it. Default 640.
    public var maxWidth = 640

    public init() {}

    /// The specimen of the first face of the font in `bytes`: PNG bytes and size, or `nil` when
    /// FreeType can't load the font or draws nothing.
    public func specimen(of bytes: [UInt8], text: String) -> (png: [UInt8], width: Int, height: Int)? {
        guard SFNTDirectory.truncation(in: bytes) == nil,
              let library = try? FreeTypeLibrary(budget: FreeTypeLibrary.budget(forFontOf: bytes.count)),
              let face = try? FontFaceHandle(library: library, data: bytes, index: 0),
              face.isOutlineSFNT, FT_Set_Pixel_Sizes(face.pointer, 0, FT_UInt(pixelSize)) == 0 else { return nil }
        let height = pixelSize * 3 / 2
        let baseline = pixelSize * 6 / 5
        var alpha = [UInt8](repeating: 0, count: maxWidth * height)
        var pen = 4
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face.pointer, FT_ULong(scalar.value))
            guard index != 0, FT_Load_Glyph(face.pointer, index, Int32(FT_LOAD_RENDER)) == 0,
                  let slot = face.pointer.pointee.glyph else { continue }
            let bitmap = slot.pointee.bitmap
            let advance = Int(slot.pointee.advance.x >> 6)
            guard pen + advance <= maxWidth - 4 else { break }
            if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
                for row in 0..<Int(bitmap.rows) {
                    let y = baseline - Int(slot.pointee.bitmap_top) + row
                    guard (0..<height).contains(y) else { continue }
                    for column in 0..<Int(bitmap.width) {
                        let x = pen + Int(slot.pointee.bitmap_left) + column
                        guard (0..<maxWidth).contains(x) else { continue }
                        let value = buffer[row * Int(bitmap.pitch) + column]
                        alpha[y * maxWidth + x] = max(alpha[y * maxWidth + x], value)
                    }
                }
            }
            pen += advance
        }
        let width = min(maxWidth, pen + 4)
        guard pen > 4 else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                rgba[offset] = 0x33
                rgba[offset + 1] = 0x33
                rgba[offset + 2] = 0x2E
                rgba[offset + 3] = alpha[y * maxWidth + x]
            }
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgba.withUnsafeBufferPointer { pixels in
            ac_png_encode_rgba(pixels.baseAddress, UInt32(width), UInt32(height), &out, &size, &message, message.count)
        }
        guard status == 0, let out else { return nil }
        defer { ac_free(out) }
        return (Array(UnsafeBufferPointer(start: out, count: size)), width, height)
    }
}
