@testable import AssetInspection
import AssetCheckCore
import Foundation
import Testing

/// The audio probe measures real AAC files as ffprobe counts them.
///
/// Tolerances: frame count, sample rate, channels, codec and profile exact; duration within
/// 1 ms and bit rate within 0.1 kbps, the precision the manifest keeps.
@Suite("Audio measurement")
struct AudioMeasurementTests {
    /// ffprobe's numbers for each fixture, recorded in Fixtures/audio/README.md.
    struct Reference: Sendable, CustomTestStringConvertible {
        var file: String
        var container: FileFormat
        var codec: String
        var profile: String?
        var sampleRate: Int
        var channels: Int
        var frames: Int
        var seconds: Double
        var kbps: Double
        var testDescription: String { file }
    }

    static let references: [Reference] = [
        .init(file: "noise-0.1s-44100-mono-128k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 1, frames: 6, seconds: 0.139320, kbps: 106.17),
        .init(file: "noise-0.5s-44100-mono-128k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 1, frames: 23, seconds: 0.534059, kbps: 119.52),
        .init(file: "sine-0.5s-48000-stereo-96k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 48000, channels: 2, frames: 25, seconds: 0.533333, kbps: 95.01),
        .init(file: "noise-1s-then-silence-5s-64k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 1, frames: 260, seconds: 6.037188, kbps: 12.25),
        .init(file: "noise-0.5s-44100-stereo-192k.m4a", container: .mp4, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 2, frames: 23, seconds: 0.5, kbps: 192.744),
        .init(file: "noise-0.6s-48000-mono-128k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 48000, channels: 1, frames: 30, seconds: 0.64, kbps: 121.16),
        .init(file: "noise-0.6s-44100-mono-96k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 1, frames: 27, seconds: 0.626939, kbps: 98.92),
        .init(file: "noise-1s-44100-mono-128k.aac", container: .adts, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 1, frames: 45, seconds: 1.044898, kbps: 119.74),
        .init(file: "noise-0.6s-44100-stereo-128k.m4a", container: .mp4, codec: "aac", profile: "LC",
              sampleRate: 44100, channels: 2, frames: 27, seconds: 0.6, kbps: 127.569),
        .init(file: "alac-0.1s-8000-mono.m4a", container: .mp4, codec: "alac", profile: nil,
              sampleRate: 8000, channels: 1, frames: 1, seconds: 0.1, kbps: 45.68),
    ]

    private func measure(_ file: String) throws -> AudioFacts {
        let record = AudioFixtures.inspect(try AudioFixtures.bytes(file), name: file)
        #expect(record.problems.isEmpty, "\(record.problems.map(\.message))")
        return try #require(record.audio)
    }

    @Test("measured values match ffprobe's numbers recorded in the fixture README", arguments: references)
    func matchesRecordedReference(_ reference: Reference) throws {
        let facts = try measure(reference.file)
        #expect(facts.container == reference.container)
        #expect(facts.codec == reference.codec)
        #expect(facts.profile == reference.profile)
        #expect(facts.sampleRate == reference.sampleRate)
        #expect(facts.channels == reference.channels)
        #expect(facts.frameCount == reference.frames)
        #expect(abs(facts.durationSeconds - reference.seconds) <= 0.001)
        #expect(abs(facts.bitRateKbps - reference.kbps) <= 0.1)
    }

    @Test("measured values agree with ffprobe -count_packets, run live",
          .enabled(if: AudioFFprobe.isInstalled, "ffprobe is not installed at /usr/bin/ffprobe"),
          .tags(.subprocess), .timeLimit(.minutes(2)),
          arguments: references.map(\.file))
    func agreesWithLiveFFprobe(_ file: String) throws {
        let facts = try measure(file)
        let probe = try AudioFFprobe(path: AudioFixtures.path(file))
        #expect(facts.codec == probe.codec)
        #expect(facts.profile == probe.profile)
        #expect(facts.sampleRate == probe.sampleRate)
        #expect(facts.channels == probe.channels)
        #expect(facts.frameCount == probe.frames)
        if facts.container == .adts {
            // ffprobe's ADTS duration is an estimate; the frames are the truth: 1024 samples each.
            let seconds = Double(probe.frames * 1024) / Double(probe.sampleRate)
            #expect(abs(facts.durationSeconds - seconds) <= 0.001)
            let payload = probe.packetBytes - 7 * probe.frames
            #expect(abs(facts.bitRateKbps - Double(payload) * 8 / seconds / 1000) <= 0.1)
        } else {
            #expect(abs(facts.durationSeconds - probe.duration) <= 0.001)
            #expect(abs(facts.bitRateKbps - (probe.bitRate ?? 0) / 1000) <= 0.1)
        }
    }

    @Test("ADTS duration comes from the frames, not libavformat's guess from the first frames' bit rate")
    func adtsDurationIsCountedNotEstimated() throws {
        let facts = try measure("noise-1s-then-silence-5s-64k.aac")
        #expect(facts.durationSeconds == 6.037)
        #expect(facts.durationSource == .measured)
        #expect(facts.bitRateSource == .measured)
        if AudioFFprobe.isInstalled {
            let probe = try AudioFFprobe(path: AudioFixtures.path("noise-1s-then-silence-5s-64k.aac"))
            #expect(probe.duration < 2, "ffprobe's estimate is expected to be far off (1.47 s)")
        }
    }

    @Test("MP4 duration and bit rate come from the container, checked against the frames present")
    func mp4ValuesComeFromTheContainer() throws {
        let facts = try measure("noise-0.5s-44100-stereo-192k.m4a")
        #expect(facts.durationSource == .container)
        #expect(facts.bitRateSource == .container)
        #expect(facts.durationSeconds == 0.5)
    }

    @Test("facts are rounded so the manifest is deterministic: 1 ms and 0.1 kbps")
    func factsAreRounded() throws {
        let facts = try measure("noise-0.5s-44100-mono-128k.aac")
        #expect(facts.durationSeconds == 0.534)
        #expect(facts.bitRateKbps == 119.5)
        let again = try measure("noise-0.5s-44100-mono-128k.aac")
        #expect(facts == again)
    }
}
