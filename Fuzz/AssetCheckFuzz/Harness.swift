// libFuzzer harnesses for every parser and reader assetcheck owns, in one binary: the harness
// runs is chosen by ASSETCHECK_FUZZ_HARNESS (see `scripts/fuzz.sh` and `make fuzz`). Built only
// when ASSETCHECK_FUZZ=1 (Package.swift), with `--sanitize=fuzzer --sanitize=address`, whose
// runtime provides `main`.
import AssetCheckCore
@testable import AssetCheckKit
@testable import AssetInspection
import AssetReferences
import Foundation

/// One parser or reader under test, by the name `make fuzz` gives it.
enum Harness: String, CaseIterable {
    case pngChunks = "png-chunks"
    case pngPixels = "png-pixels"
    case pngData = "png-data"
    case jpegMarkers = "jpeg-markers"
    case jsonLottie = "json-lottie"
    case contentsJSON = "contents-json"
    case rules
    case config
    case manifest
    case baseline
    case adts
    case entity
    case addon
    case strings
    case stringsPlist = "strings-plist"
    case stringsdict
    case jsonShape = "json-shape"
    case font
    case dotLottie = "dot-lottie"
    case cache
    case fileNames = "file-names"
    case formatSniffer = "format-sniffer"
    case swiftSource = "swift-source"
    case sourceFiles = "source-files"
    /// Every kind's reader (``KindReaders``), as the inspector calls it: a new kind's is fuzzed too.
    case readers

    /// Feeds `bytes` to the parser; any outcome but a crash, a hang or a leak is fine.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .pngChunks:
            _ = try? PNGHeader(parsing: bytes)
        case .swiftSource:
            _ = SourceReader.read(bytes, path: "Fuzz.swift")
        case .sourceFiles:
            // The first byte picks the reader, as a file's extension does; the rest is the file.
            guard let first = bytes.first else { return }
            let kinds = Self.sourceExtensions
            _ = SourceReader.read(Array(bytes.dropFirst()), path: "Fuzz." + kinds[Int(first) % kinds.count])
        case .cache:
            // The cache's entries, as a warm run decodes them (the checksum is skipped: a forger can recompute it).
            _ = try? InspectionCache.decode(bytes)
            // And as its journal: the records' framing (each record's own checksum is checked).
            _ = InspectionCache.journalEntries(in: bytes, base: "0123456789abcdef")
        case .pngPixels:
            var limits = Limits()
            limits.maxImagePixels = 4_000_000
            _ = PNGPixelScanner(limits: limits).scan(bytes)
            _ = ThumbnailMaker(limits: limits).thumbnail(ofPNG: bytes)
        case .pngData:
            _ = PNGImageData.verify(bytes)
            // The same inflate measuring alpha on the way, where the layout allows (8-bit, with alpha).
            _ = PNGChunkWalk(bytes: bytes) { _ in .verifyMeasuringAlpha }.pixels
            // And making the HTML report's thumbnail on the way (8-bit grey, RGB, with alpha), then its PNG.
            if let thumbnail = PNGChunkWalk(bytes: bytes, verifyImageData: { _ in .verifyPreviewing(measuringAlpha: true, maxSide: 64) })
                .thumbnail {
                _ = ThumbnailMaker.encoded(thumbnail)
            }
        case .jpegMarkers:
            if let header = try? JPEGHeader(parsing: bytes) { _ = JPEGImageData.verify(bytes, header: header) }
        case .jsonLottie:
            if case let .success(tape) = JSONTapeParser(maxDepth: 256).parse(bytes) {
                _ = LottieReader().read(tape.root)
            }
        case .contentsJSON:
            _ = ImageSetContentsReader.entries(in: bytes)
            _ = ImageSetContentsReader.entries(in: bytes, list: "data")
        case .rules:
            _ = try? RuleSetLoader.load(yaml: String(decoding: bytes, as: UTF8.self), source: "fuzz.yml")
        case .config:
            _ = try? ProjectConfiguration.load(yaml: String(decoding: bytes, as: UTF8.self), source: ".assetcheck.yml")
        case .manifest:
            // Read, then diffed against itself: the arithmetic on its numbers runs too.
            if let manifest = try? ManifestSource.decode(Data(bytes), path: "fuzz.json") {
                _ = DiffTextReport(oldLabel: "a", newLabel: "b").report(ManifestDiff(old: manifest, new: manifest))
            }
        case .baseline:
            if let baseline = try? Baseline.decode(Data(bytes)) {
                _ = BaselineComparison(findings: [], baseline: baseline)
                _ = try? baseline.encoded()
            }
        case .adts:
            // Every container iOS plays, as for a sound no class claims: the WAV, CAF and AIFF demuxers run too.
            _ = AudioProbe(timeBudget: .seconds(2), accepting: FileFormat.playableAudio).measure(MemoryByteSource(bytes))
        case .entity:
            // Pack JSON: comments allowed, as Bedrock's reader allows them.
            _ = EntityReader(maxDepth: 256).read(bytes)
        case .addon:
            // The zip's directory guard, ZIPFoundation under our limits, then every pack inside.
            var limits = ArchiveLimits()
            limits.maxTotalBytes = 8 << 20
            limits.maxEntryBytes = 4 << 20
            var record = AssetRecord(path: "fuzz.mcaddon", assetClass: nil, kind: .addon, bytes: bytes.count)
            AddonInspector(limits: Limits(), archiveLimits: limits)
                .inspect(LoadedFile(relativePath: "fuzz.mcaddon", bytes: bytes, sha256: ""), into: &record)
        case .strings:
            // The same bytes as a .strings table and as a string catalog.
            if case let .success(decoded) = StringsTextDecoder.decode(bytes) { _ = StringsTableParser.parse(decoded.scalars) }
            _ = StringsCatalogReader(limits: Limits()).read(bytes)
        case .stringsPlist:
            // A table as an XML or binary property list (Foundation's reader behind our syntax guess), and the key scan.
            _ = StringsInspector.table(bytes)
            _ = PropertyListKeyLines.scan(bytes)
        case .stringsdict:
            // Plural rules, then every format string in them through the specifier parser, as the checks read them.
            if case let .success(facts) = StringsdictReader.read(bytes) {
                for entry in facts.tables?.first?.entries ?? [] {
                    _ = FormatSpecifiers.arguments(of: entry.value, substitutions: entry.substitutions)
                    for substitution in entry.substitutions ?? [] {
                        for variant in substitution.variants {
                            _ = FormatSpecifiers.arguments(of: variant.value, substitutions: entry.substitutions, first: 2, argument: (2, "ld"))
                        }
                    }
                }
            }
            _ = FormatSpecifiers.arguments(of: String(decoding: bytes, as: UTF8.self))
        case .jsonShape:
            if case let .success(tape) = JSONTapeParser(maxDepth: 256).parse(bytes) {
                let lines = LineIndex(bytes)
                _ = JSONShapeValidator(shape: Self.promptShape, lines: lines).violations(of: tape.root)
                _ = JSONCharacterCollector(lines: lines).characters(of: tape.root)
            }
        case .font:
            var record = AssetRecord(path: "fuzz.ttf", assetClass: nil, kind: .font, bytes: bytes.count)
            record.format = FormatSniffer.format(of: bytes)
            FontInspector().inspect(LoadedFile(relativePath: "fuzz.ttf", bytes: bytes, sha256: ""), into: &record)
            _ = FontSpecimenMaker().specimen(of: bytes, text: "Aa Ää ß")
        case .fileNames:
            // A name's bytes survive both forms; a crash here means a file could be read under another's name.
            let openable = FileNameBytes.openableName(bytes)
            let back = FileNameBytes.withSystemPath(openable) { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0)
                .assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
            precondition(bytes.contains(0) || back == bytes, "openable form lost bytes")
            precondition(FileNameBytes.isValid(bytes) == (FileNameBytes.displayName(bytes) == String(decoding: bytes, as: UTF8.self)))
            _ = FileNameBytes.displayPath(openable)
        case .formatSniffer:
            _ = FormatSniffer.format(of: bytes)
        case .readers:
            // The first byte picks the reader; the rest is a file of its kind, sniffed, with previews asked for.
            guard let first = bytes.first else { return }
            let reader = KindReaders.all[Int(first) % KindReaders.all.count]
            let kind = type(of: reader).kind
            let path = "fuzz." + (kind.declaration.extensions.first ?? "json")
            let file = LoadedFile(relativePath: path, bytes: Array(bytes.dropFirst()), sha256: "")
            var record = AssetRecord(path: path, assetClass: nil, kind: kind, bytes: file.bytes.count)
            record.format = FormatSniffer.format(of: file.bytes)
            var preview: AssetPreview?
            let context = ReadingContext(limits: Limits(), reading: nil, previews: PreviewRequest(maxThumbnailSide: 64),
                                         decodesPixels: true)
            reader.read(file, into: &record, context: context, preview: &preview)
        case .dotLottie:
            // The zip under the archive limits, then each animation's JSON under the rules' limits.
            var record = AssetRecord(path: "fuzz.lottie", assetClass: nil, kind: .animation, bytes: bytes.count)
            record.format = FormatSniffer.format(of: bytes)
            DotLottieInspector(limits: Limits()).inspect(LoadedFile(relativePath: "fuzz.lottie", bytes: bytes, sha256: ""), into: &record)
        }
    }
}

extension Harness {
    /// The readers `source-files` picks among by its first byte (Swift has a harness of its own).
    static let sourceExtensions = ["m", "storyboard", "plist", "json", "html", "pbxproj", "md", "sks", "xcconfig", "js"]

    /// A shape with every constraint, entries under a member, as a prompts file would have.
    static let promptShape: JSONShape = {
        var shape = JSONShape()
        shape.root = .object
        shape.entries = "prompts"
        shape.required = ["id", "text"]
        shape.types = ["id": .string, "text": .string, "premium": .boolean]
        shape.unique = ["id"]
        shape.nonEmpty = ["text"]
        return shape
    }()
}

/// The harness this process runs, read once from the environment.
let selected: Harness = {
    let name = ProcessInfo.processInfo.environment["ASSETCHECK_FUZZ_HARNESS"] ?? ""
    guard let harness = Harness(rawValue: name) else {
        let names = Harness.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set ASSETCHECK_FUZZ_HARNESS to one of: \(names)\n".utf8))
        exit(2)
    }
    return harness
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selected.run(bytes)
    return 0
}
