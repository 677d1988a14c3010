/// A look at a binary property list's objects before Foundation reads it. Swift's bridging of
/// what `PropertyListSerialization` returns crashed the process (a segmentation fault in a
/// dynamic cast to `AnyHashable`, found by the `strings-plist` fuzz harness) on a list holding a
/// set; a dictionary key that is not a string goes through the same cast. Sets, ordered sets,
/// keyed-archive UIDs and such keys never appear in a strings file, so a list holding one is
/// refused here and never reaches Foundation.
///
/// Only the objects' marker bytes are read (the format is Apple's `CFBinaryPList.c`: a 32-byte
/// trailer, an offset table, one marker byte per object). A list whose trailer or offsets don't
/// hold together is left to Foundation, which refuses it as damaged.
enum BinaryPropertyListShape {
    /// Why the list must not reach Foundation ("a set"), or `nil` when it holds only objects a
    /// strings file can hold (or is too damaged for this look, which Foundation then refuses).
    static func refusal(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 8 + 32 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let count = integer(bytes, at: trailer + 8, size: 8),
              let table = integer(bytes, at: trailer + 24, size: 8),
              table <= trailer, count <= (trailer - table) / offsetSize else { return nil }
        func offset(of object: Int) -> Int? {
            guard object < count, let offset = integer(bytes, at: table + object * offsetSize, size: offsetSize),
                  offset < trailer else { return nil }
            return offset
        }
        for object in 0..<count {
            guard let start = offset(of: object) else { return nil }
            switch bytes[start] >> 4 {
            case 0x8: return "a keyed-archive UID"
            case 0xB, 0xC: return "a set"
            case 0xD:
                guard let (keys, first) = length(bytes, at: start), keys <= (trailer - first) / referenceSize else { return nil }
                for key in 0..<keys {
                    guard let reference = integer(bytes, at: first + key * referenceSize, size: referenceSize),
                          let keyStart = offset(of: reference) else { return nil }
                    // ASCII, UTF-16 and UTF-8 strings.
                    if ![0x5, 0x6, 0x7].contains(bytes[keyStart] >> 4) { return "a dictionary key that is not a string" }
                }
            default: continue
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes at `index`, if it lies inside and fits an `Int`.
    private static func integer(_ bytes: [UInt8], at index: Int, size: Int) -> Int? {
        guard index >= 0, size <= 8, index <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// A container's element count (its marker's low nibble, or the integer object after it when
    /// that is 15) and where its references start.
    private static func length(_ bytes: [UInt8], at start: Int) -> (Int, Int)? {
        let nibble = Int(bytes[start] & 0x0F)
        guard nibble == 0x0F else { return (nibble, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard let count = integer(bytes, at: start + 2, size: size) else { return nil }
        return (count, start + 2 + size)
    }
}
