import AssetCheckTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kill -9` at any moment: the manifest is the old one or the whole new one, the cache is
/// valid or ignored, and nothing is left beside them once the next run has written.
@Suite("Killed and concurrent runs", .tags(.subprocess, .slow), .timeLimit(.minutes(5)))
struct KilledRunTests {
    @Test("40 runs killed at random moments leave the old or the whole new manifest, and no stray file")
    func killedWhileWriting() throws {
        let out = try TemporaryFolder(prefix: "assetcheck-kill")
        defer { out.delete() }
        let manifest = out.path + "/AssetManifest.json"
        try Data("previous\n".utf8).write(to: URL(fileURLWithPath: manifest))
        let bundle = try ExampleBundle()
        defer { bundle.folder.delete() }
        let arguments = [bundle.folder.path, "--no-config", "--rules", Repository.bennieRules, "--manifest", manifest]
        let complete = try CommandRunner.run(arguments + ["--no-cache"], environment: ["ASSETCHECK_CACHE_DIR": out.path + "/cache"])
        let expected = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(complete.status == 0 && expected.hasPrefix("{"))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandRunner.binary)
            process.arguments = arguments
            process.environment = ["ASSETCHECK_CACHE_DIR": out.path + "/cache", "NO_COLOR": "1"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...250_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try String(contentsOfFile: manifest, encoding: .utf8)
            #expect(now == expected || now == "previous\n", "a killed run left a partial manifest")
        }
        // A run that finishes reads the cache (valid or ignored) and sweeps what killed runs left.
        let after = try CommandRunner.run(arguments, environment: ["ASSETCHECK_CACHE_DIR": out.path + "/cache"])
        #expect(after.status == 0)
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == expected)
        let stray = try (FileManager.default.contentsOfDirectory(atPath: out.path)
            + FileManager.default.contentsOfDirectory(atPath: out.path + "/cache")).filter { $0.hasSuffix(".tmp") }
        #expect(stray.isEmpty, "left behind: \(stray)")
    }

    @Test("two runs at once on one bundle, manifest and cache both finish with one run's results")
    func concurrentRuns() throws {
        let out = try TemporaryFolder(prefix: "assetcheck-twice")
        defer { out.delete() }
        let manifest = out.path + "/AssetManifest.json"
        let bundle = try ExampleBundle()
        defer { bundle.folder.delete() }
        let arguments = [bundle.folder.path, "--no-config", "--rules", Repository.bennieRules, "--manifest", manifest]
        let environment = ["ASSETCHECK_CACHE_DIR": out.path + "/cache", "NO_COLOR": "1"]
        let alone = try CommandRunner.run(arguments + ["--no-cache"])
        let expected = try String(contentsOfFile: manifest, encoding: .utf8)
        for round in 0..<5 {
            let runs = (0..<2).map { _ in Process() }
            for process in runs {
                process.executableURL = URL(fileURLWithPath: CommandRunner.binary)
                process.arguments = arguments
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
            }
            for process in runs { process.waitUntilExit() }
            #expect(runs.map(\.terminationStatus) == [alone.status, alone.status], "round \(round)")
            #expect(try String(contentsOfFile: manifest, encoding: .utf8) == expected, "round \(round)")
        }
        // The cache they both wrote is whole: a warm run finds the same.
        let warm = try CommandRunner.run(arguments, environment: environment)
        #expect(warm.stdout == alone.stdout && warm.status == alone.status)
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == expected)
    }
}
