import AssetCheckCore
import Foundation

/// Reads and writes baseline files; errors name the file and say what went wrong.
public enum BaselineFile {
    /// The baseline at `path`.
    public static func read(_ path: String) throws(BaselineFileError) -> Baseline {
        // In pieces first, entries decoded in batches as they are read; a file the streamed read
        // can't take is read whole, for the decoder's own account of what is wrong.
        let entries = StreamedDocument.Collected<Baseline.Entry>()
        var streamed = StreamedDocument(streamed: ["entries": entries.keeper { JSONDecoder() }])
        var split = true
        let streamedRead = CappedInput.stream(path, as: .baseline) { piece in
            do { try streamed.feed(piece) } catch { split = false }
            return split
        }
        if case .success = streamedRead, split, let skeleton = try? streamed.finish(),
           var baseline = try? JSONDecoder().decode(Baseline.self, from: skeleton) {
            baseline.entries = entries.elements
            if let valid = try? baseline.validated() { return valid }
        }
        let data: Data
        switch CappedInput.read(path, as: .baseline) {
        case let .success(read): data = read
        case let .failure(.unreadable(reason)):
            throw BaselineFileError(path: path, message: "cannot read the baseline (\(reason)); "
                + "write one with --write-baseline \(path)")
        case let .failure(failure): throw BaselineFileError(path: path, message: "the baseline \(failure)")
        }
        do {
            return try Baseline.decode(data)
        } catch {
            throw BaselineFileError(path: path, message: "not a baseline file written by assetcheck (\(JSONDecodingProblem.describe(error)))")
        }
    }

    /// Writes `baseline` to `path` atomically (a temporary file, then a rename).
    public static func write(_ baseline: Baseline, to path: String) throws(BaselineFileError) {
        do {
            try OutputFile.write(try baseline.encoded(), to: path)
        } catch let failure as OutputFile.Failure {
            throw BaselineFileError(path: path, message: "cannot write the baseline: \(failure.reason)", isWriting: true)
        } catch {
            throw BaselineFileError(path: path, message: "cannot write the baseline: \(error)", isWriting: true)
        }
    }
}

/// A baseline file that could not be read or written.
public struct BaselineFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    /// True when writing failed (disk full, read-only folder): an I/O failure, not bad input.
    public var isWriting = false

    public init(path: String, message: String, isWriting: Bool = false) {
        self.path = path
        self.message = message
        self.isWriting = isWriting
    }

    public var description: String { "\(path): \(message)" }
}
