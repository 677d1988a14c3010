#if os(Linux)
import AssetCheckTestSupport
import Foundation
import Testing

/// FFmpeg's libraries (and the ~150 they pull in) are loaded only when an audio file or a JPEG is
/// inspected. glibc's loader names every library it opens when `LD_DEBUG=files` is set; the log
/// goes to a file (`LD_DEBUG_OUTPUT`), as it is too long for a pipe nobody reads until the end.
@Suite("FFmpeg loaded on first use", .tags(.subprocess), .timeLimit(.minutes(5)))
struct FFmpegLoadingTests {
    private func loadsFFmpeg(_ arguments: [String]) throws -> (loaded: Bool, output: CommandRunner.Output) {
        let log = try TemporaryFolder(prefix: "assetcheck-ld-debug")
        defer { log.delete() }
        let output = try CommandRunner.run(arguments, environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.path + "/ld"])
        let logs = try FileManager.default.contentsOfDirectory(atPath: log.path)
        #expect(!logs.isEmpty, "the loader wrote no log: is this glibc?")
        let text = try logs.map { try String(contentsOfFile: log.path + "/" + $0, encoding: .utf8) }.joined()
        return (text.contains("file=libavcodec.so"), output)
    }

    @Test("--version, rules and a bundle without audio or JPEGs never load FFmpeg; an AAC file does")
    func onlyWhenNeeded() throws {
        #expect(try !loadsFFmpeg(["--version"]).loaded)
        #expect(try !loadsFFmpeg(["rules"]).loaded)
        let folder = try TemporaryFolder(prefix: "assetcheck-ffmpeg")
        defer { folder.delete() }
        let characters = folder.path + "/Characters"
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Characters", toPath: characters)
        let images = try loadsFFmpeg([folder.path, "--rules", "bennie", "--no-config", "--no-cache", "--no-manifest"])
        // Only the required sounds are missing (exit 1); the characters pass.
        #expect(images.output.status == 1)
        #expect(images.output.stdout.split(separator: "\n").dropLast().allSatisfy { $0.contains("[audio.required-file]") })
        #expect(!images.loaded, "PNG characters need no FFmpeg")
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Sounds", toPath: folder.path + "/Sounds")
        let audio = try loadsFFmpeg([folder.path, "--rules", "bennie", "--no-config", "--no-cache", "--no-manifest"])
        #expect(audio.output.status == 0, "\(audio.output.stdout)")
        #expect(audio.loaded)
    }

    @Test("when FFmpeg cannot be loaded, each audio file gets one finding saying so and how to fix it; nothing is cached")
    func missingLibraries() throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-ffmpeg")
        defer { folder.delete() }
        // Files named like every FFmpeg soname of recent years, that are not libraries: the
        // loader finds them first on LD_LIBRARY_PATH and refuses them.
        let fake = folder.path + "/lib"
        try FileManager.default.createDirectory(atPath: fake, withIntermediateDirectories: true)
        for name in ["avutil", "avcodec", "avformat"] {
            for major in 54...64 { try Data("not a library".utf8).write(to: URL(fileURLWithPath: "\(fake)/lib\(name).so.\(major)")) }
        }
        let bundle = folder.path + "/bundle"
        try FileManager.default.createDirectory(atPath: bundle + "/Sounds", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Sounds/Effects",
                                         toPath: bundle + "/Sounds/Effects")
        let cache = ["ASSETCHECK_CACHE_DIR": folder.path + "/cache"]
        let run = try CommandRunner.run([bundle, "--rules", "bennie", "--no-config", "--no-manifest", "--report", "json:" + folder.path + "/r.json"],
                                        environment: cache.merging(["LD_LIBRARY_PATH": fake]) { $1 })
        #expect(run.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: bundle + "/Sounds/Effects").filter { $0.hasSuffix(".aac") }
        let lines = run.stdout.split(separator: "\n").filter { $0.contains("FFmpeg's libraries could not be loaded") }
        #expect(lines.count == files.count)
        #expect(lines.allSatisfy { $0.contains("[audio.format] cannot be measured") && $0.contains("install FFmpeg") })
        // With the libraries back, the same cache gives a clean run: the failures were not kept.
        let again = try CommandRunner.run([bundle, "--rules", "bennie", "--no-config", "--no-manifest"], environment: cache)
        #expect(again.status == 1, "the Bennie voice lines the rules require are not in this bundle")
        #expect(!again.stdout.contains("FFmpeg"))
        #expect(!again.stdout.contains("Sounds/Effects/"), "every effect was measured, and passes")
    }
}
#endif
