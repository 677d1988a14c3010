import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Memory budgets count sounds from their exact sample counts (frames x 1024 for AAC-LC in
/// ADTS), never from durations rounded to milliseconds: a game exactly at its budget passes, and
/// one byte more is one byte over.
@Suite("Exact memory budgets", .enabled(if: FFmpeg.isInstalled, "needs /usr/bin/ffmpeg"), .tags(.subprocess),
       .timeLimit(.minutes(3)))
struct ExactBudgetTests {
    private static func rules(maxBytes: Int) throws -> RuleSet {
        try RuleSetLoader.load(yaml: CheckExample.rules("""
              effect:
                description: sound effects
                kind: audio
                paths: ["Level/Sounds/**"]
            """, top: """
            budgets:
              memory:
                max: \(maxBytes)
                include-audio: true
                groups:
                  level: ["Level/**"]
            """), source: "t.yml")
    }

    @Test("bundle.memory: three real ADTS sounds exactly at the budget (frames x 1024 x channels x 2 bytes) are not over it; one byte less is 1 byte over")
    func exactlyAtBudget() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-budget")
        defer { folder.delete() }
        let sounds = folder.path + "/Level/Sounds"
        try FileManager.default.createDirectory(atPath: sounds, withIntermediateDirectories: true)
        // 1 s at 44.1 kHz is 45 frames (priming included): 46,080 samples, 1.04490 s, which rounds
        // up to 1.045 s; so each of these counts bytes more when counted from the rounded duration.
        try FFmpeg.tone("coin.aac", seconds: 1, in: sounds, ["-ar", "44100", "-ac", "2", "-c:a", "aac", "-b:a", "128k"])
        try FFmpeg.tone("chest.aac", seconds: 1, in: sounds, ["-ar", "44100", "-ac", "2", "-c:a", "aac", "-b:a", "96k"])
        try FFmpeg.tone("boop.aac", seconds: 0.2, in: sounds, ["-ar", "44100", "-ac", "1", "-c:a", "aac", "-b:a", "64k"])

        let measured = try await BundleChecker(rules: try Self.rules(maxBytes: 1)).check(root: folder.path)
        let facts = try ["coin.aac", "chest.aac", "boop.aac"].map { name in
            try #require(measured.snapshot.record(at: "Level/Sounds/" + name)?.audio)
        }
        // Each file decodes to exactly 1024 samples a frame, which is what the budget counts.
        for sound in facts { #expect(sound.samples == sound.frameCount * 1024) }
        let exact = facts.map { $0.frameCount * 1024 * $0.channels * 2 }.reduce(0, +)
        let rounded = facts.map { Int(($0.durationSeconds * Double($0.sampleRate)).rounded()) * $0.channels * 2 }.reduce(0, +)
        #expect(rounded > exact, "the rounded durations overstate this budget, so the test tells the two apart")

        // At the budget: not over it, only the warning every use from 90 % gets, with nothing left.
        let atBudget = try await BundleChecker(rules: try Self.rules(maxBytes: exact)).check(root: folder.path)
        let full = try #require(atBudget.findings.first { $0.check == .bundleMemory })
        #expect(full.severity == .warning)
        #expect(full.message.contains("100% of the \(ByteWording.limit(exact)) memory budget (warning from 90%), 0 bytes left"))
        #expect(atBudget.manifest.budgets?.memory.first?.usedBytes == exact)
        #expect(atBudget.manifest.budgets?.memory.first?.headroomBytes == 0)

        let below = try await BundleChecker(rules: try Self.rules(maxBytes: exact - 1)).check(root: folder.path)
        let over = try #require(below.findings.first { $0.check == .bundleMemory })
        #expect(over.message.contains("1 byte over the \(ByteWording.limit(exact - 1)) memory budget"))
        #expect(over.message.contains("3 sounds at samples x channels x 2 bytes"))
    }
}
