import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Every ffmpeg command a finding suggests, run as written on the file it was suggested for,
/// makes a file that passes the same class: a fix hint that fails when followed is a bug.
@Suite("Suggested fix commands", .enabled(if: FFmpeg.isInstalled, "needs /usr/bin/ffmpeg"), .tags(.subprocess),
       .timeLimit(.minutes(3)))
struct FixCommandTests {
    /// One file that gets a finding with a command, where it goes, and what the source recording a
    /// re-export starts from (named after the file: `kaputt.wav` for `kaputt.aac`) holds, where the
    /// command reads one instead of the file itself: by default the file itself, decoded.
    struct Case: CustomTestStringConvertible, Sendable {
        var path: String
        var check: String
        var make: @Sendable (_ folder: String, _ name: String) throws -> Void
        var sourceSeconds: Double?
        var testDescription: String { "\(check) on \(path)" }
    }

    private static func fixture(_ name: String) -> @Sendable (String, String) throws -> Void {
        { folder, output in
            let bytes = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/" + name))
            try bytes.write(to: URL(fileURLWithPath: folder + "/" + output))
        }
    }

    private static func tone(_ seconds: Double, _ encoding: [String]) -> @Sendable (String, String) throws -> Void {
        { folder, output in try FFmpeg.tone(output, seconds: seconds, in: folder, encoding) }
    }

    static let cases: [Case] = [
        Case(path: "Sounds/Narrator/tschuess.aac", check: "audio.format", make: fixture("wav-renamed.aac")),
        Case(path: "Sounds/Narrator/servus.aac", check: "audio.format", make: fixture("mp3-renamed.aac")),
        Case(path: "Sounds/Narrator/hallo.wav", check: "audio.format", make: tone(0.3, ["-c:a", "pcm_s16le", "-f", "wav"])),
        Case(path: "Sounds/Narrator/gut.aac", check: "audio.sample-rate", make: fixture("noise-0.6s-48000-mono-128k.aac")),
        Case(path: "Sounds/Narrator/leise.aac", check: "audio.bit-rate", make: fixture("noise-0.6s-44100-mono-96k.aac")),
        Case(path: "Sounds/Narrator/lossless.m4a", check: "audio.codec", make: fixture("alac-0.1s-8000-mono.m4a")),
        Case(path: "Sounds/Narrator/boxed.m4a", check: "audio.container", make: fixture("noise-0.5s-44100-mono-128k.aac")),
        Case(path: "Sounds/Effects/chest_open.aac", check: "audio.duration", make: fixture("noise-0.5s-44100-mono-128k.aac"),
             sourceSeconds: 3),
        Case(path: "Sounds/Narrator/kaputt.aac", check: "audio.corrupt", make: fixture("truncated-mid-frame.aac"),
             sourceSeconds: 0.6),
        Case(path: "Sounds/Narrator/zwei.m4a", check: "audio.extra-track", make: { folder, name in
            let status = try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=0.4", "-f", "lavfi", "-i",
                                         "sine=frequency=880:duration=0.4", "-map", "0", "-map", "1", "-ar", "44100",
                                         "-c:a:0", "aac", "-c:a:1", "alac", "-f", "mp4", name], in: folder)
            guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        }),
    ]

    /// The first backticked `ffmpeg ...` command of `fix`, split into words (they hold no spaces).
    static func command(in fix: String) -> [String]? {
        let parts = fix.split(separator: "`", omittingEmptySubsequences: false)
        guard let command = stride(from: 1, to: parts.count, by: 2).map({ parts[$0] }).first(where: { $0.hasPrefix("ffmpeg ") }) else {
            return nil
        }
        return command.split(separator: " ").map(String.init)
    }

    @Test("the command in the fix makes a file that passes", arguments: cases)
    func commandFixes(_ fixCase: Case) async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let folderPath = bundle.folder.path + "/" + fixCase.path.split(separator: "/").dropLast().joined(separator: "/")
        let name = String(fixCase.path.split(separator: "/").last!)
        try fixCase.make(folderPath, name)
        let before = try await bundle.check().findings.filter { $0.path == fixCase.path && $0.check.rawValue == fixCase.check }
        let finding = try #require(before.first, "no \(fixCase.check) finding")
        let words = try #require(Self.command(in: finding.fix ?? ""), "no command in: \(finding.fix ?? "")")
        let input = try #require(words.firstIndex(of: "-i").map { words[$0 + 1] })
        let output = try #require(words.last)
        // The command names real files: the file itself, or its recording, named after it.
        #expect(input == name || input == AudioExpectations.sourceName(for: name), "\(input) is no file of \(name)")
        if input != name {
            // The source recording the re-export starts from: the file itself (or a longer tone), as WAV.
            let status = try fixCase.sourceSeconds.map {
                try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=\($0)", input], in: folderPath)
            } ?? FFmpeg.run(["-i", name, input], in: folderPath)
            #expect(status == 0)
            // Exported over the old file, as the command says.
            if output == name { try FileManager.default.removeItem(atPath: folderPath + "/" + name) }
        }
        #expect(try FFmpeg.run(Array(words.dropFirst()), in: folderPath) == 0, "\(words.joined(separator: " "))")
        if input != name { try? FileManager.default.removeItem(atPath: folderPath + "/" + input) }
        // What the fix says to do with the result: replace the file with it, or use it in its place.
        if output != name {
            try FileManager.default.removeItem(atPath: folderPath + "/" + name)
            if output.hasPrefix(name.split(separator: ".").first! + "-fixed.") {
                try FileManager.default.moveItem(atPath: folderPath + "/" + output, toPath: folderPath + "/" + name)
            }
        }
        let result = output.contains("-fixed.") ? name : output
        let resultPath = fixCase.path.split(separator: "/").dropLast().joined(separator: "/") + "/" + result
        let after = try await bundle.check().findings.filter { $0.path == resultPath && $0.check != .bundleDuplicate }
        #expect(after.map { "\($0.check): \($0.message)" } == [], "after `\(words.joined(separator: " "))`")
        #expect(FileManager.default.fileExists(atPath: bundle.folder.path + "/" + resultPath))
    }
}
