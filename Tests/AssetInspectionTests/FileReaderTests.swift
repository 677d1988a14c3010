import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Reading files safely")
struct FileReaderTests {
    @Test("a FIFO is refused without blocking")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.path + "/pipe.png"
        #expect(mkfifo(path, 0o644) == 0)
        // No writer ever opens the FIFO: a blocking open would hang this test forever.
        let result = FileReader.load(absolutePath: path, relativePath: "pipe.png", limit: 1000)
        #expect(result.failure == .notRegular(what: "a FIFO (named pipe)"))
    }

    @Test("a file above the limit is not read")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("big.bin", [UInt8](repeating: 7, count: 2000))
        let result = FileReader.load(absolutePath: folder.path + "/big.bin", relativePath: "big.bin", limit: 1000)
        #expect(result.failure == .tooLarge(bytes: 2000, limit: 1000))
    }

    @Test("a missing file is unreadable, with the reason")
    func missing() {
        let result = FileReader.load(absolutePath: "/nonexistent/x.png", relativePath: "x.png", limit: 1000)
        #expect(result.failure == .unreadable(reason: "no such file"))
    }
}

extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
