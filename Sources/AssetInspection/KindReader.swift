import AssetCheckCore

/// One asset kind's reader: turns a file read whole into its record's facts, or the typed
/// ``InspectionFailure`` that stopped it. ``AssetInspector`` has read, hashed and sniffed the file
/// and picks the reader by the record's kind (``KindReaders``).
protocol KindReader: Sendable {
    /// The kind whose files it reads.
    static var kind: AssetKind { get }

    /// Fills `record`'s facts or failure from `file`, and `preview` when the context asks for one.
    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?)
}

/// What a reader is given besides the file: the limits, the class that claims the file (its
/// expectations' ``KindExpectations/readingKey`` says what a reader may take from it), the
/// previews asked for, and whether an image's pixels are to be decoded.
struct ReadingContext: Sendable {
    var limits: Limits
    /// The class that claims the file; `nil` for a file no class claims.
    var reading: ClassReading?
    var previews: PreviewRequest?
    /// A transparency or opacity check needs the image's pixels.
    var decodesPixels: Bool
}

/// Every kind's reader, by kind; a kind with none (`other`) is counted and hashed only.
enum KindReaders {
    static let all: [any KindReader] = [
        ImageReader(), AnimationReader(), AudioReader(), JSONDocumentReader(), EntityFileReader(), AddonReader(),
        FontReader(), StringsReader(),
    ]

    private static let byKind: [AssetKind: any KindReader] =
        Dictionary(all.map { (type(of: $0).kind, $0) }, uniquingKeysWith: { first, _ in first })

    /// The reader of `kind`'s files, or `nil` for a kind that is not read.
    static func reader(for kind: AssetKind) -> (any KindReader)? { byKind[kind] }
}

/// PNG and JPEG images (``ImageInspector``), with their thumbnails.
struct ImageReader: KindReader {
    static var kind: AssetKind { .image }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        var images = ImageInspector(limits: context.limits)
        images.previewSide = context.previews?.maxThumbnailSide
        images.inspect(file, into: &record, decodePixels: context.decodesPixels, preview: &preview)
    }
}

/// Lottie animations: dotLottie archives (``DotLottieInspector``) and JSON (``JSONInspector``).
struct AnimationReader: KindReader {
    static var kind: AssetKind { .animation }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        if FileFormat.extensionOf(record.path) == "lottie" {
            DotLottieInspector(limits: context.limits).inspect(file, into: &record)
        } else {
            JSONDocumentReader().read(file, into: &record, context: context, preview: &preview)
        }
    }
}

/// JSON documents (``JSONInspector``): a class decides what a document is; an unclaimed `.json`,
/// or one a class claims with `detect-lottie`, is an animation when it looks like one.
struct JSONDocumentReader: KindReader {
    static var kind: AssetKind { .json }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        let json = context.reading?.expectations(JSONExpectations.self)
        JSONInspector(limits: context.limits).inspect(file, into: &record,
                                                      claimed: context.reading != nil && !(json?.detectsLottie ?? false),
                                                      shape: json?.shape, collectsCharacters: json?.collectsCharacters ?? false)
    }
}

/// Sounds (``AudioInspector``): a class's files are AAC unless it says `codec: any`; a sound no
/// class claims may be anything iOS plays. The page's sounds keep their bytes.
struct AudioReader: KindReader {
    static var kind: AssetKind { .audio }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        inspector(for: record, context: context).inspect(file, into: &record)
        if context.previews?.sounds.contains(record.path) == true, record.isReadable { preview = .sound(file.bytes) }
    }

    /// Reads a sound from the file `source` reads, starting with `head`, never whole: for a
    /// sound the page does not embed.
    func read(_ source: FileByteSource, head: [UInt8], into record: inout AssetRecord, context: ReadingContext) {
        inspector(for: record, context: context).inspect(source, head: head, into: &record)
        // The file could not be read to its end: that is the verdict, not what the probe made of a part.
        if let failure = source.failure {
            record.facts = .none
            record.isTransient = false
            record.failure = .file(failure)
        }
    }

    private func inspector(for record: AssetRecord, context: ReadingContext) -> AudioInspector {
        var inspector = AudioInspector()
        inspector.probe.accepting = context.reading?.expectations(AudioExpectations.self)?.probedContainers(forPath: record.path)
            ?? FileFormat.playableAudio(named: record.path)
        return inspector
    }
}

/// Bedrock entity files (``EntityReader``), within the JSON limits.
struct EntityFileReader: KindReader {
    static var kind: AssetKind { .entity }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        guard file.bytes.count <= context.limits.maxJSONBytes else {
            record.failure = .json(.tooLarge(bytes: file.bytes.count, limit: context.limits.maxJSONBytes))
            return
        }
        switch EntityReader(maxDepth: context.limits.maxJSONDepth).read(file.bytes) {
        case let .success(facts): record.facts = .entity(facts)
        case let .failure(failure): record.failure = .json(failure)
        }
    }
}

/// Bedrock add-on archives (``AddonInspector``), within the class's archive limits.
struct AddonReader: KindReader {
    static var kind: AssetKind { .addon }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        AddonInspector(limits: context.limits,
                       archiveLimits: context.reading?.expectations(AddonExpectations.self)?.limits ?? ArchiveLimits())
            .inspect(file, into: &record)
    }
}

/// Fonts (``FontInspector``), with a specimen line set in the font for the page.
struct FontReader: KindReader {
    static var kind: AssetKind { .font }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        FontInspector().inspect(file, into: &record)
        if context.previews != nil, record.isReadable, let face = record.font?.faces.first {
            preview = FontSpecimenMaker().specimen(of: file.bytes, text: PreviewRequest.specimenText(family: face.family))
                .map { .picture(png: $0.png, width: $0.width, height: $0.height) }
        }
    }
}

/// Strings tables, plural rules and catalogs (``StringsInspector``).
struct StringsReader: KindReader {
    static var kind: AssetKind { .strings }

    func read(_ file: LoadedFile, into record: inout AssetRecord, context: ReadingContext, preview: inout AssetPreview?) {
        StringsInspector(limits: context.limits).inspect(file, into: &record)
    }
}
