import AssetCheckCore
internal import CPNGScan

/// One pass over a PNG's chunks, in file order, from memory or from a file read in pieces: the
/// header's facts (``PNGHeader``), every chunk's length and CRC, and, when asked, the image data
/// verified on the way (``PNGImageData``). Nothing is held but one chunk header and IHDR's data.
struct PNGChunkWalk {
    /// The header's facts, or the first problem with the chunks.
    var header: Result<PNGHeader, PNGHeader.Problem>
    /// The image data's verdict, when it was verified: `nil` when `verifyImageData` declined, and
    /// when a chunk problem makes the header's verdict the file's.
    var imageData: Result<Void, PNGImageData.Failure>?
    /// Whether the verification also measured alpha (``Reading/verifyMeasuringAlpha``, on a layout
    /// it can measure), and what it measured when the image data is whole.
    var measuredAlpha = false
    var pixels: PixelStats?
    /// The thumbnail made on the way (``Reading/verifyPreviewing(measuringAlpha:maxSide:)``, on a
    /// layout it can preview), as RGBA, when the image data is whole.
    var thumbnail: (rgba: [UInt8], width: Int, height: Int)?

    /// What the walk does with the image data.
    enum Reading {
        /// Leaves it alone.
        case skip
        /// Inflates it and verifies it whole (``PNGImageData``).
        case verify
        /// Verifies it and, in the same inflate, unfilters the rows and measures their alpha as a
        /// pixel decode would, where ``measuresAlpha(of:)``; otherwise only verifies it.
        case verifyMeasuringAlpha
        /// Verifies it and, in the same inflate, unfilters the rows and sums them into a thumbnail
        /// of at most `maxSide` pixels a side (measuring alpha too, when asked), where
        /// ``previews(_:)``; otherwise as `verifyMeasuringAlpha` or `verify`.
        case verifyPreviewing(measuringAlpha: Bool, maxSide: Int)
    }

    /// Whether the walk can make a thumbnail of images with `header`'s layout: 8-bit grey, RGB,
    /// grey with alpha or RGBA, not interlaced (the others are decoded by libpng).
    static func previews(_ header: PNGHeader) -> Bool {
        guard var layout = layout(of: header) else { return false }
        return ac_png_layout_previewable(&layout) != 0
    }

    private static func layout(of header: PNGHeader) -> ac_png_layout? {
        guard let width = UInt32(exactly: header.width), let height = UInt32(exactly: header.height),
              let depth = UInt8(exactly: header.bitDepth), let type = UInt8(exactly: header.colorType) else { return nil }
        return ac_png_layout(width: width, height: height, bit_depth: depth, color_type: type, interlaced: header.interlaced ? 1 : 0)
    }

    /// Whether the walk can measure the alpha of images with `header`'s layout: 8-bit RGBA or grey
    /// with alpha, not interlaced (the others are decoded by libpng, ``PNGPixelScanner``).
    static func measuresAlpha(of header: PNGHeader) -> Bool {
        guard var layout = layout(of: header) else { return false }
        return ac_png_layout_measurable(&layout) != 0
    }
    /// The iCCP chunk's data (the colour profile, compressed), when it is at most ``maxICCPBytes``.
    var iccp: [UInt8]?

    /// Largest iCCP chunk kept; real profiles compress to a few KB.
    static let maxICCPBytes = 1 << 20

    private static let validDepths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Walks `stream`, which starts with the PNG signature. At the first IDAT chunk,
    /// `verifyImageData` is asked, with the header as far as it is known (a tRNS chunk after the
    /// image data is not yet seen), what to do with the image data on the way.
    /// Throws only when the file cannot be read.
    init(_ stream: inout some PieceStream, verifyImageData: (PNGHeader) -> Reading = { _ in .skip }) throws(FileFailure) {
        var walk = Walk()
        defer { ac_png_verifier_free(walk.verifier) }
        do throws(Failure) {
            try walk.run(&stream, verifyImageData)
        } catch {
            switch error {
            case let .read(failure): throw failure
            case let .problem(problem):
                header = .failure(problem)
                imageData = nil
                return
            }
        }
        header = walk.header()
        iccp = walk.iccp
        imageData = walk.verifier.map { verifier in
            var message = [CChar](repeating: 0, count: 256)
            let status = ac_png_verifier_finish(verifier, &message, message.count)
            return PNGImageData.result(status, message: message)
        } ?? walk.verifierFailure.map { .failure($0) }
        measuredAlpha = walk.measuring
        if let verifier = walk.verifier {
            var stats = ac_png_pixel_stats()
            if ac_png_verifier_pixel_stats(verifier, &stats) != 0 { pixels = PixelStats(stats) }
            var made = ac_png_thumbnail()
            if ac_png_verifier_thumbnail(verifier, &made) != 0, let rgba = made.rgba {
                defer { ac_free(rgba) }
                let count = Int(made.width) * Int(made.height) * 4
                thumbnail = (Array(UnsafeBufferPointer(start: rgba, count: count)), Int(made.width), Int(made.height))
            }
        }
        if case .failure = header {
            imageData = nil
            pixels = nil
            thumbnail = nil
        }
    }

    /// Walks `bytes`, held whole in memory, as ``init(_:verifyImageData:)`` walks a stream.
    init(bytes: [UInt8], verifyImageData: (PNGHeader) -> Reading = { _ in .skip }) {
        let walk = bytes.withUnsafeBytes { raw in
            var stream = MemoryPieces(raw)
            return Result { () throws(FileFailure) in try PNGChunkWalk(&stream, verifyImageData: verifyImageData) }
        }
        switch walk {
        case let .success(walk): self = walk
        // Memory always holds the size it gives, so this is unreachable; but not a trap.
        case .failure: self.init(header: .failure(PNGHeader.Problem(message: "the file cannot be read")), imageData: nil)
        }
    }

    private init(header: Result<PNGHeader, PNGHeader.Problem>, imageData: Result<Void, PNGImageData.Failure>?) {
        self.header = header
        self.imageData = imageData
    }

    private enum Failure: Error {
        case read(FileFailure)
        case problem(PNGHeader.Problem)
    }

    /// The walk's state, kept apart so the verifier is freed however the walk ends.
    private struct Walk {
        var ihdr: PNGHeader?
        var sawTRNS = false, sawIDAT = false, sawIEND = false
        var iccp: [UInt8]?
        var verifier: OpaquePointer?
        var verifierFailure: PNGImageData.Failure?
        /// The verifier measures alpha too.
        var measuring = false

        mutating func run(_ stream: inout some PieceStream, _ verifyImageData: (PNGHeader) -> Reading) throws(Failure) {
            func problem(_ message: String) -> Failure { .problem(PNGHeader.Problem(message: message)) }
            func read<R>(_ body: () throws(FileFailure) -> R) throws(Failure) -> R {
                do { return try body() } catch { throw .read(error) }
            }
            let size = stream.size
            guard size >= 8 else { throw problem("no IHDR chunk") }
            _ = try read { () throws(FileFailure) in try stream.take(8) } // the signature, already recognised
            var offset = 8
            while offset < size {
                guard offset + 8 <= size else { throw problem("file ends inside a chunk header (truncated)") }
                let head = try read { () throws(FileFailure) in try stream.take(8) }
                let length = Int(Self.bigEndian32(head, at: 0))
                let type = String(decoding: head[4..<8], as: UTF8.self)
                guard length <= 0x7FFF_FFFF, offset + 12 + length <= size else {
                    throw problem("the \(type) chunk at byte \(offset) runs past the end of the file (truncated)")
                }
                let isIDAT = type == "IDAT"
                if isIDAT, !sawIDAT, let ihdr {
                    switch verifyImageData(withTransparency(ihdr)) {
                    case .skip: break
                    case .verify: startVerifier(ihdr, measuring: false)
                    case .verifyMeasuringAlpha: startVerifier(ihdr, measuring: PNGChunkWalk.measuresAlpha(of: ihdr))
                    case let .verifyPreviewing(measuringAlpha, maxSide):
                        if PNGChunkWalk.previews(ihdr) {
                            startVerifier(ihdr, measuring: measuringAlpha && PNGChunkWalk.measuresAlpha(of: ihdr), previewing: maxSide)
                        } else {
                            startVerifier(ihdr, measuring: measuringAlpha && PNGChunkWalk.measuresAlpha(of: ihdr))
                        }
                    }
                }
                if let verifier { ac_png_verifier_chunk(verifier, isIDAT ? 1 : 0, UInt64(offset), UInt32(length)) }
                var crc = head.withUnsafeBufferPointer { ac_crc32(0, $0.baseAddress! + 4, 4) }
                var data = [UInt8]() // IHDR's and a small iCCP's, the only data kept
                let keepsProfile = type == "iCCP" && iccp == nil && length <= PNGChunkWalk.maxICCPBytes
                var left = length
                while left > 0 {
                    left -= try read { () throws(FileFailure) in
                        try stream.next(upTo: left) { piece in
                            let bytes = piece.bindMemory(to: UInt8.self)
                            crc = ac_crc32(crc, bytes.baseAddress, bytes.count)
                            if isIDAT, let verifier { ac_png_verifier_data(verifier, bytes.baseAddress, bytes.count) }
                            if (ihdr == nil && length == 13) || keepsProfile { data.append(contentsOf: bytes) }
                            return bytes.count
                        }
                    }
                }
                let stored = try read { () throws(FileFailure) in try stream.take(4) }
                guard crc == Self.bigEndian32(stored, at: 0) else {
                    throw problem("bad CRC in the \(type) chunk at byte \(offset) (the file is damaged)")
                }
                if ihdr == nil {
                    guard type == "IHDR", length == 13 else { throw problem("the first chunk is \(type), not IHDR") }
                    ihdr = PNGHeader(width: Int(Self.bigEndian32(data, at: 0)), height: Int(Self.bigEndian32(data, at: 4)),
                                     bitDepth: Int(data[8]), colorType: Int(data[9]), interlaced: data[12] == 1,
                                     hasTransparencyChunk: false)
                }
                if keepsProfile { iccp = data }
                switch type {
                case "tRNS": sawTRNS = true
                case "IDAT": sawIDAT = true
                case "IEND": sawIEND = true
                default: break
                }
                offset += 12 + length
                if sawIEND { break }
            }
        }

        /// The verifier for `ihdr`'s layout, measuring alpha too when asked (a layout the verifier
        /// can measure); an impossible layout is left to the header's verdict.
        /// With `previewing` (a side), it makes a thumbnail too, on a layout it can preview.
        private mutating func startVerifier(_ ihdr: PNGHeader, measuring: Bool, previewing maxSide: Int? = nil) {
            guard Self.isValid(ihdr), let width = UInt32(exactly: ihdr.width), let height = UInt32(exactly: ihdr.height) else { return }
            var layout = ac_png_layout(width: width, height: height, bit_depth: UInt8(ihdr.bitDepth),
                                       color_type: UInt8(ihdr.colorType), interlaced: ihdr.interlaced ? 1 : 0)
            var message = [CChar](repeating: 0, count: 256)
            let status = if let maxSide {
                ac_png_verifier_create_previewing(&layout, measuring ? 1 : 0, UInt32(clamping: maxSide), &verifier, &message, message.count)
            } else if measuring {
                ac_png_verifier_create_measuring(&layout, &verifier, &message, message.count)
            } else {
                ac_png_verifier_create(&layout, &verifier, &message, message.count)
            }
            if case let .failure(failure) = PNGImageData.result(status, message: message) { verifierFailure = failure }
            self.measuring = measuring && verifier != nil
        }

        /// `ihdr` with whether a tRNS chunk was seen so far.
        func withTransparency(_ ihdr: PNGHeader) -> PNGHeader {
            var header = ihdr
            header.hasTransparencyChunk = sawTRNS
            return header
        }

        /// The verdict on the chunks once every one was read.
        func header() -> Result<PNGHeader, PNGHeader.Problem> {
            func problem(_ message: String) -> Result<PNGHeader, PNGHeader.Problem> { .failure(PNGHeader.Problem(message: message)) }
            guard let ihdr else { return problem("no IHDR chunk") }
            guard ihdr.width > 0, ihdr.height > 0 else { return problem("IHDR gives a size of \(ihdr.width)x\(ihdr.height) px") }
            guard Self.isValid(ihdr) else {
                return problem("IHDR has an invalid colour type \(ihdr.colorType) with bit depth \(ihdr.bitDepth)")
            }
            guard sawIDAT else { return problem("no image data (IDAT chunk)") }
            guard sawIEND else { return problem("no IEND chunk: the file is truncated") }
            return .success(withTransparency(ihdr))
        }

        static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] { value = value << 8 | UInt32(byte) }
            return value
        }

        static func isValid(_ ihdr: PNGHeader) -> Bool {
            ihdr.width > 0 && ihdr.height > 0 && PNGChunkWalk.validDepths[ihdr.colorType]?.contains(ihdr.bitDepth) == true
        }
    }
}
