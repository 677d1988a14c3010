import AssetInspection
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pictures a run made for its HTML report, kept in a temporary file that is unlinked at once
/// (gone when the run ends, however it ends) rather than in memory: a bundle of thousands of
/// images makes hundreds of megabytes of thumbnails, of which the page shows its budget's worth.
public final class PictureSpool: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var end = 0

    /// A picture in the spool: where its PNG bytes are, and its size.
    public struct Picture: Sendable, Hashable {
        var bytes: Range<Int>
        public var width: Int
        public var height: Int
    }

    /// A new spool in the system's temporary folder; `nil` when no file can be made there.
    init?() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/assetcheck-pictures-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes `png` at the end of the spool; `nil` when it could not be written.
    func add(png: [UInt8], width: Int, height: Int) -> Picture? {
        lock.withLock {
            let start = end
            var done = 0
            while done < png.count {
                let wrote = png.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, png.count - done, off_t(start + done)) }
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { return nil }
                done += wrote
            }
            end += png.count
            return Picture(bytes: start..<end, width: width, height: height)
        }
    }

    /// The PNG bytes of `picture`; `nil` when they cannot be read back.
    func png(of picture: Picture) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: picture.bytes.count)
        var done = 0
        while done < bytes.count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(picture.bytes.lowerBound + done)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            done += read
        }
        return bytes
    }
}
