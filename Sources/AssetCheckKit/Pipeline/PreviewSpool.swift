import AssetInspection
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pictures a run made for its HTML report, and the sounds it embeds, kept in a temporary file
/// that is unlinked at once (gone when the run ends, however it ends) rather than in memory: a
/// bundle of thousands of images makes hundreds of megabytes of thumbnails, of which the page
/// shows its budget's worth, and the page reads each back as it writes its card.
public final class PreviewSpool: @unchecked Sendable {
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
        add(png).map { Picture(bytes: $0, width: width, height: height) }
    }

    /// The PNG bytes of `picture`; `nil` when they cannot be read back.
    func png(of picture: Picture) -> [UInt8]? { bytes(at: picture.bytes) }

    /// Writes `bytes` (a sound's) at the end of the spool, and says where; `nil` when they could
    /// not be written.
    func add(_ bytes: [UInt8]) -> Range<Int>? {
        lock.withLock {
            let start = end
            var done = 0
            while done < bytes.count {
                let wrote = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(start + done)) }
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { return nil }
                done += wrote
            }
            end += bytes.count
            return start..<end
        }
    }

    /// The bytes written at `range`; `nil` when they cannot be read back.
    func bytes(at range: Range<Int>) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < bytes.count {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(range.lowerBound + done)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            done += read
        }
        return bytes
    }
}
