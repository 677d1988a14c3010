import AssetCheckCore

/// Reads TrueType and OpenType fonts and collections with FreeType: each face's names, glyph count and character coverage, or
/// the typed ``FontFailure`` that stopped it.
///
/// Loading the face reads the table directory and the tables FreeType needs up front; every
/// glyph is then loaded once, unscaled, so a font cut short or damaged inside its glyph data is
/// found here rather than on a device.
struct FontInspector {
    /// Faces read from one collection at most; a `.ttc` with more is read up to here.
    static let maxFaces = 64

    /// Bytes FreeType may hold while reading one font; `nil` for ``FreeTypeLibrary/budget(forFontOf:)``.
    var memoryBudget: Int?

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        // Recognised by content: FreeType also reads bitmap and Type 1 formats iOS never registers.
        guard let format = record.format, [.trueType, .openType, .fontCollection].contains(format) else {
            record.failure = .font(.notFont(content: record.format.flatMap { $0 == .unknown ? nil : $0 }))
            return
        }
        if let reason = SFNTDirectory.truncation(in: file.bytes) {
            record.failure = .font(.corrupt(reason: reason))
            return
        }
        let library: FreeTypeLibrary
        do {
            library = try FreeTypeLibrary(budget: memoryBudget ?? FreeTypeLibrary.budget(forFontOf: file.bytes.count))
        } catch {
            record.failure = .file(.outOfMemory(reason: "FreeType: \(error.text)"))
            record.isTransient = true
            return
        }
        do {
            let first = try FontFaceHandle(library: library, data: file.bytes, index: 0)
            guard first.isOutlineSFNT else {
                record.failure = .font(.notFont(content: nil))
                return
            }
            var faces = [try Self.face(first)]
            for index in 1..<max(1, min(first.faceCount, Self.maxFaces)) {
                faces.append(try Self.face(FontFaceHandle(library: library, data: file.bytes, index: index)))
            }
            record.facts = .font(FontFacts(faces: faces))
        } catch let error {
            if error.isOutOfMemory, let refused = library.refusedBytes {
                // The font's own tables asked for it: damage, the same on every machine.
                let asker = error.glyph.map { "glyph \($0) asks" } ?? "its tables ask"
                record.failure = .font(.corrupt(reason: "\(asker) FreeType for \(ByteWording.size(refused)) of memory, past the "
                    + "\(ByteWording.size(library.budget)) it is given for a \(ByteWording.size(file.bytes.count)) font: sizes no real font needs"))
            } else if error.isOutOfMemory {
                record.failure = .file(.outOfMemory(reason: "FreeType: \(error.text)"))
                record.isTransient = true
            } else {
                record.failure = .font(.corrupt(reason: error.text))
            }
        }
    }

    private static func face(_ handle: FontFaceHandle) throws(FreeTypeError) -> FontFace {
        for glyph in 0..<handle.glyphCount {
            do {
                try handle.loadGlyph(glyph)
            } catch {
                throw FreeTypeError(code: error.code, glyph: glyph)
            }
        }
        let scalars = handle.unicodeScalars()
        return FontFace(family: handle.family, style: handle.style, postScriptName: handle.postScriptName,
                        glyphs: handle.glyphCount, characters: scalars.count, coverage: CharacterCoverage(scalars: scalars))
    }
}
