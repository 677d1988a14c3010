import CPNGScan
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The deflater behind the report's thumbnails and specimens (`ac_zlib_deflate`): zlib reads back
/// what it writes, and what it writes depends on the data alone. ISA-L's level 1 hashes a stream's
/// third byte from the address of its state when the stream starts without history, so the same
/// thumbnail could come out as other bytes from one run to the next.
@Suite("Zlib deflate")
struct ZlibDeflateTests {
    private func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 59)  // 32 values: matches to find
        }
    }

    private func deflate(_ data: [UInt8], scratch: UnsafeMutableRawPointer) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: data.count + data.count / 16_000 * 5 + 1_024)
        var written = 0
        let status = data.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { ac_zlib_deflate(input.baseAddress, input.count, $0.baseAddress, $0.count, &written, scratch) }
        }
        return status == 0 ? Array(out[..<written]) : nil
    }

    private func inflate(_ stream: [UInt8], capacity: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: capacity + 1)
        var size = 0
        let status = stream.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { ac_zlib_inflate(input.baseAddress, input.count, $0.baseAddress, $0.count, &size) }
        }
        return status == 0 ? Array(out[..<size]) : nil
    }

    @Test("zlib reads back every size from 0 to 100, and larger ones, noisy and flat")
    func zlibReadsItBack() throws {
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: ac_zlib_scratch_size(), alignment: 64)
        defer { scratch.deallocate() }
        for count in Array(0...100) + [1_000, 65_535, 65_536, 200_000] {
            for (data, ratio) in [(bytes(count, seed: UInt64(count)), 0.7), ([UInt8](repeating: 7, count: count), 0.01)] {
                let stream = try #require(deflate(data, scratch: scratch), "\(count) bytes")
                #expect(inflate(stream, capacity: count) == data, "\(count) bytes")
                #expect(Double(stream.count) < Double(count) * ratio + 64, "\(count) bytes compress")
            }
        }
    }

    @Test("the same bytes wherever the deflater's state lies: 1,024 places 64 KiB apart")
    func sameBytesWhereverItsStateLies() throws {
        // What ISA-L read in place of the data were bits 16 and up of its state's address, hashed
        // into a table of 128 entries for an input this short: 1,024 places 64 KiB apart take every
        // entry (an aligned run of 256 does). Only the one that the data's third byte hashes to
        // changed the output, and only when those bytes come back: here they do.
        let stride = 1 << 16, places = 1_024, size = ac_zlib_scratch_size()
        let length = places * stride + size
        let region = try #require(mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0))
        try #require(region != MAP_FAILED)
        defer { munmap(region, length) }
        var data = bytes(100, seed: 29)
        data.replaceSubrange(40..<48, with: data[2..<10])
        let first = try #require(deflate(data, scratch: region))
        #expect(inflate(first, capacity: data.count) == data)
        var differing = 0
        for place in 1..<places {
            let scratch = region + place * stride
            if deflate(data, scratch: scratch) != first { differing += 1 }
            madvise(scratch, size, MADV_DONTNEED)
        }
        #expect(differing == 0, "\(differing) of \(places) places gave other bytes")
    }
}
