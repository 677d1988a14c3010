internal import CFreeType

/// Owns one `FT_Library` and frees it. A library is not thread-safe: each inspection makes its own.
final class FreeTypeLibrary {
    let pointer: FT_Library

    init() throws(FreeTypeError) {
        var library: FT_Library?
        try FreeTypeError.check(FT_Init_FreeType(&library))
        guard let library else { throw FreeTypeError(code: 0x40) }
        pointer = library
    }

    deinit { FT_Done_FreeType(pointer) }
}
