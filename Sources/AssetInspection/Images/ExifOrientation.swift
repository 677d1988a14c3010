/// The orientation tag (0x0112) of a JPEG's Exif APP1 segment: how the stored pixels must be
/// turned to be shown upright. iOS honours it, so a JPEG stored on its side shows rotated.
///
/// The segment is untrusted: every offset is checked against it, nothing is allocated, and at
/// most the entries that fit in the segment are read.
enum ExifOrientation {
    /// The orientation (1 to 8) the Exif `segment` (an APP1 payload, after its length) gives,
    /// or `nil` when it is not Exif, gives none, or is malformed.
    static func parse(_ segment: ArraySlice<UInt8>) -> Int? {
        let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
        guard segment.count >= header.count + 8, segment.starts(with: header) else { return nil }
        let tiff = segment.dropFirst(header.count)
        let base = tiff.startIndex
        let bigEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): bigEndian = false // "II"
        case (0x4D, 0x4D): bigEndian = true  // "MM"
        default: return nil
        }
        /// The unsigned `width`-byte number at `offset` of the TIFF data, or `nil` past its end.
        func number(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset <= tiff.count - width else { return nil }
            var value = 0
            for index in 0..<width {
                let byte = Int(tiff[base + offset + (bigEndian ? index : width - 1 - index)])
                value = value << 8 | byte
            }
            return value
        }
        guard number(2, 2) == 42, let ifd = number(4, 4), let count = number(ifd, 2) else { return nil }
        // 12 bytes an entry: tag, type, count, value. Only entries inside the segment are read.
        let entries = min(count, (tiff.count - ifd - 2) / 12)
        for entry in 0..<max(0, entries) {
            let at = ifd + 2 + entry * 12
            guard number(at, 2) == 0x0112 else { continue }
            // Type 3 (SHORT), one value, stored in the first two bytes of the value field.
            guard number(at + 2, 2) == 3, let value = number(at + 8, 2), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }

    /// True for the orientations (5 to 8) that turn the image a quarter, so width and height swap.
    static func swapsSides(_ orientation: Int) -> Bool { (5...8).contains(orientation) }
}
