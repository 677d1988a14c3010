import AssetCheckCore
internal import CPNGScan

extension ThumbnailMaker {
    /// A thumbnail of an image file as its content really is (`format` from the inspector):
    /// PNG through libpng, JPEG through libavcodec; `nil` for other formats or undecodable bytes.
    public func thumbnail(of bytes: [UInt8], format: FileFormat) -> (png: [UInt8], width: Int, height: Int)? {
        switch format {
        case .png: thumbnail(ofPNG: bytes)
        case .jpeg: thumbnail(ofJPEG: bytes)
        default: nil
        }
    }

    /// A thumbnail of JPEG `bytes`, at most ``maxSide`` pixels on its longest side, encoded as PNG;
    /// `nil` when the header claims more pixels than the limits allow or the data can't be decoded.
    ///
    /// The decoder shrinks by a power of two first (`lowres`), then the planes are area-averaged
    /// in YCbCr, which is linear in RGB, and converted to RGB once per thumbnail pixel.
    public func thumbnail(ofJPEG bytes: [UInt8]) -> (png: [UInt8], width: Int, height: Int)? {
        guard let header = try? JPEGHeader(parsing: bytes), header.bitDepth == 8,
              header.width * header.height <= limits.maxImagePixels else { return nil }
        var lowres = 0
        while lowres < 3, max(header.width, header.height) >> (lowres + 1) >= maxSide { lowres += 1 }
        let decoded = FFmpegLibrary.using { _ in
            (try? JPEGFrameDecoder(lowres: lowres)).flatMap { decoder in try? decoder.decode(bytes, { downscaled($0) }) }
        }
        guard let rgba = decoded else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        guard ac_png_encode_rgba(rgba.pixels, UInt32(rgba.width), UInt32(rgba.height), &out, &size, &message, message.count) == 0,
              let out else { return nil }
        defer { ac_free(out) }
        return (Array(UnsafeBufferPointer(start: out, count: size)), rgba.width, rgba.height)
    }

    /// Area average of `planes` into at most `maxSide` pixels a side, as opaque RGBA.
    private func downscaled(_ planes: YCbCrPlanes) -> (pixels: [UInt8], width: Int, height: Int) {
        let (w, h) = (planes.width, planes.height)
        let scale = min(1, Double(maxSide) / Double(max(w, h)))
        let (tw, th) = (max(1, Int((Double(w) * scale).rounded())), max(1, Int((Double(h) * scale).rounded())))
        var pixels = [UInt8](repeating: 255, count: tw * th * 4)
        for ty in 0..<th {
            let (y0, y1) = (ty * h / th, max(ty * h / th + 1, (ty + 1) * h / th))
            for tx in 0..<tw {
                let (x0, x1) = (tx * w / tw, max(tx * w / tw + 1, (tx + 1) * w / tw))
                var sums = [Double](repeating: 0, count: planes.planes.count)
                for (index, plane) in planes.planes.enumerated() {
                    let (sx, sy) = index == 0 ? (0, 0) : (planes.chromaShift.x, planes.chromaShift.y)
                    let (cx0, cx1) = (x0 >> sx, ((x1 - 1) >> sx) + 1)
                    let (cy0, cy1) = (y0 >> sy, ((y1 - 1) >> sy) + 1)
                    var total = 0
                    for y in cy0..<cy1 {
                        let row = plane.base + y * plane.stride
                        for x in cx0..<cx1 { total += Int(row[x]) }
                    }
                    sums[index] = Double(total) / Double((cx1 - cx0) * (cy1 - cy0))
                }
                let rgb = Self.rgb(sums, fullRange: planes.fullRange)
                let at = (ty * tw + tx) * 4
                (pixels[at], pixels[at + 1], pixels[at + 2]) = (rgb.0, rgb.1, rgb.2)
            }
        }
        return (pixels, tw, th)
    }

    /// BT.601 YCbCr (JPEG's full range, or video's 16 to 235) to 8-bit RGB; grey when only Y is given.
    private static func rgb(_ sample: [Double], fullRange: Bool) -> (UInt8, UInt8, UInt8) {
        let y = fullRange ? sample[0] : (sample[0] - 16) * 255 / 219
        guard sample.count == 3 else { return (clamp(y), clamp(y), clamp(y)) }
        let (cb, cr) = fullRange ? (sample[1] - 128, sample[2] - 128)
                                 : ((sample[1] - 128) * 255 / 224, (sample[2] - 128) * 255 / 224)
        return (clamp(y + 1.402 * cr), clamp(y - 0.344136 * cb - 0.714136 * cr), clamp(y + 1.772 * cb))
    }

    private static func clamp(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
