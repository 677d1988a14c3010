import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs are the old file or the whole new one, whatever happens while writing, and leave
/// nothing behind; devices, pipes and links are written as what they are.
@Suite("Output files")
struct OutputFileTests {
    private func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test("a regular file is replaced whole; a failure leaves the old one and no temporary file")
    func regularFile() throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-out")
        defer { folder.delete() }
        let path = folder.path + "/AssetManifest.json"
        try OutputFile.write(Data("old".utf8), to: path)
        try OutputFile.write(Data("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(throws: OutputFile.Failure.self) { try OutputFile.write(Data("x".utf8), to: folder.path + "/missing/m.json") }
        #expect(leftovers(in: folder.path).isEmpty)
    }

    @Test("a full disk fails with its cause, keeps the previous file, and leaves no temporary file",
          .enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
    func diskFull() throws {
        let mountPoint = try TemporaryFolder(prefix: "assetcheck-tmpfs")
        defer { mountPoint.delete() }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path]
        try mount.run()
        mount.waitUntilExit()
        try #require(mount.terminationStatus == 0, "tmpfs could not be mounted here")
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mountPoint.path]
            try? umount.run()
            umount.waitUntilExit()
        }
        let path = mountPoint.path + "/AssetManifest.json"
        try OutputFile.write(Data("previous".utf8), to: path)
        #expect { try OutputFile.write(Data(repeating: 0x20, count: 200_000), to: path) } throws: { error in
            "\(error)" == "no space left on device"
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(leftovers(in: mountPoint.path).isEmpty)
        // Streamed: the disk fills in the middle; what comes after is dropped, the cause thrown.
        var pieces = 0
        #expect {
            try OutputFile.stream(to: path) { stream in
                for _ in 0..<100 {
                    stream.write(String(repeating: " ", count: 10_000))
                    pieces += 1
                }
            }
        } throws: { error in
            "\(error)" == "no space left on device"
        }
        #expect(pieces == 100)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
        #expect(leftovers(in: mountPoint.path).isEmpty)
    }

    @Test("a streamed file is every piece in order, pieces larger than the buffer too; it replaces the old one whole")
    func streamed() throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-out")
        defer { folder.delete() }
        let path = folder.path + "/report.html"
        try OutputFile.write(Data("old".utf8), to: path)
        let pieces = (0..<2000).map { "<p>card \($0) · Bennie</p>\n" } + [String(repeating: "é", count: 300_000), "end\n"]
        try OutputFile.stream(to: path) { stream in
            for piece in pieces { stream.write(piece) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == pieces.joined())
        #expect(leftovers(in: folder.path).isEmpty)
        #expect(throws: OutputFile.Failure.self) {
            try OutputFile.stream(to: folder.path + "/missing/report.html") { $0.write("x") }
        }
    }

    @Test("a symbolic link is written through and kept; a character device is written, not replaced")
    func linksAndDevices() throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-out")
        defer { folder.delete() }
        #expect(symlink("real.json", folder.path + "/link.json") == 0)
        try OutputFile.write(Data("through".utf8), to: folder.path + "/link.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.json") == "real.json")
        #expect(try String(contentsOfFile: folder.path + "/real.json", encoding: .utf8) == "through")
        try OutputFile.write(Data("discarded".utf8), to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")
    }

    @Test("a temporary file left by a killed writer is removed by the next write; a live one is kept")
    func leftoversRemoved() throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-out")
        defer { folder.delete() }
        let dead = folder.path + "/.AssetManifest.json.assetcheck-2147483646.tmp"
        let alive = folder.path + "/.AssetManifest.json.assetcheck-1.tmp"
        try Data("half".utf8).write(to: URL(fileURLWithPath: dead))
        try Data("busy".utf8).write(to: URL(fileURLWithPath: alive))
        try OutputFile.write(Data("whole".utf8), to: folder.path + "/AssetManifest.json")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive), "pid 1 is running: its file may still be written")
    }
}
