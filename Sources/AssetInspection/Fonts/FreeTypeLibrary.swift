internal import CFreeType

/// Owns one `FT_Library` and frees it. A library is not thread-safe: each inspection makes its own.
///
/// Everything FreeType allocates for the library and its faces lives within ``budget`` bytes: a
/// font's tables can claim sizes its file cannot hold (a glyph thousands of em wide renders into a
/// bitmap of hundreds of megabytes), and a request past the budget fails as FreeType's
/// out-of-memory error instead of reaching the machine. ``refusedBytes`` tells the two apart.
final class FreeTypeLibrary {
    let pointer: FT_Library
    /// Bytes FreeType may hold at once for this library.
    let budget: Int
    private let memory: FT_Memory

    /// The budget for reading a font of `fontBytes`: 64 MiB and 8 bytes per byte of the font, far
    /// more than FreeType takes to load and draw a real one (its tables are read in place).
    static func budget(forFontOf fontBytes: Int) -> Int {
        64 << 20 + 8 * max(0, fontBytes)
    }

    init(budget: Int) throws(FreeTypeError) {
        var library: FT_Library?
        var memory: FT_Memory?
        try FreeTypeError.check(cfreetype_new_library(max(0, budget), &library, &memory))
        guard let library, let memory else { throw FreeTypeError(code: 0x40) }
        pointer = library
        self.memory = memory
        self.budget = budget
    }

    /// The size of the first allocation the budget refused, or `nil` when it refused none.
    var refusedBytes: Int? {
        let size = cfreetype_refused(memory)
        return size == 0 ? nil : Int(size)
    }

    /// Bytes FreeType holds for the library and its faces now.
    var liveBytes: Int { Int(cfreetype_live(memory)) }

    deinit { cfreetype_done_library(pointer, memory) }
}
