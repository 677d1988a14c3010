@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Report files are replaced atomically only when they are regular files: devices, pipes and
/// the process's own streams are written in place, links are written through.
@Suite("Report destinations")
struct ReportDestinationTests {
    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("TYPE:- is the standard-output report, like TYPE alone")
    func standardOutput() {
        #expect(ReportRequest(argument: "json:-") == ReportRequest(kind: .json), "TYPE:- is standard output")
    }

    @Test("a FIFO is written in place and stays a FIFO")
    func fifo() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = folder.path + "/report.pipe"
        #expect(mkfifo(path, 0o600) == 0)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            let descriptor = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 256)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                received.append(buffer[..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            done.signal()
        }
        reader.start()
        try ReportRequest(kind: .json, file: path).write("{}\n")
        done.wait()
        #expect(received.text == "{}\n", "the reader at the other end gets the report")
        #expect(kind(path) == S_IFIFO, "the pipe is not replaced by a regular file")
    }

    @Test("a character device is written in place")
    func device() throws {
        try ReportRequest(kind: .json, file: "/dev/null").write("{}\n")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test("a link is written through: the link stays, its target gets the report")
    func link() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("reports/real.json", text: "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/latest.json", withDestinationPath: "reports/real.json")
        try ReportRequest(kind: .json, file: folder.path + "/latest.json").write("new\n")
        #expect(kind(folder.path + "/latest.json") == S_IFLNK, "the link is kept")
        #expect(try String(contentsOfFile: folder.path + "/reports/real.json", encoding: .utf8) == "new\n")

        try FileManager.default.createSymbolicLink(atPath: folder.path + "/dangling.json", withDestinationPath: "made.json")
        try ReportRequest(kind: .json, file: folder.path + "/dangling.json").write("made\n")
        #expect(kind(folder.path + "/dangling.json") == S_IFLNK)
        #expect(try String(contentsOfFile: folder.path + "/made.json", encoding: .utf8) == "made\n")
    }

    @Test("a regular file is replaced atomically; a missing folder is an error and is never made")
    func regular() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try ReportRequest(kind: .json, file: folder.path + "/report.json").write("old\n")
        try ReportRequest(kind: .json, file: folder.path + "/report.json").write("{}\n")
        #expect(try String(contentsOfFile: folder.path + "/report.json", encoding: .utf8) == "{}\n")
        let missing = folder.path + "/out/deeper/report.json"
        let error = #expect(throws: ReportFileError.self) { try ReportRequest(kind: .json, file: missing).write("{}\n") }
        #expect(error?.description == "error: cannot write the json report to \(missing): no such folder \(folder.path)/out/deeper")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
    }
}

/// Bytes a reader thread received.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ more: ArraySlice<UInt8>) { lock.withLock { bytes += more } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
