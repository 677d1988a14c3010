import AssetCheckCore
internal import CPNGScan

/// Verifies that a PNG's compressed image data is whole without decoding pixels (see
/// `ac_png_verifier` in CPNGScan): the zlib stream inflates cleanly to its end, into exactly the
/// rows the header promises, every row with a valid filter type. ``PNGChunkWalk`` feeds it.
enum PNGImageData {
    /// Why the image data is not what the header promises, or that memory ran out.
    enum Failure: Error, Equatable {
        case damaged(String)
        case outOfMemory(String)
    }

    /// Walks `bytes` and inflates its image data: a chunk problem is the header's (see
    /// ``PNGHeader``) and reads as damage here.
    static func verify(_ bytes: [UInt8]) -> Result<Void, Failure> {
        let walk = PNGChunkWalk(bytes: bytes) { _ in .verify }
        switch walk.header {
        case let .failure(problem): return .failure(.damaged(problem.message))
        case .success: return walk.imageData ?? .failure(.damaged("the image data was not verified"))
        }
    }

    /// The verdict a CPNGScan status and message stand for.
    static func result(_ status: ac_png_status, message: [CChar]) -> Result<Void, Failure> {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case AC_PNG_OK: return .success(())
        case AC_PNG_NO_MEMORY: return .failure(.outOfMemory(text))
        default: return .failure(.damaged(text.isEmpty ? "the image data cannot be inflated" : text))
        }
    }
}
