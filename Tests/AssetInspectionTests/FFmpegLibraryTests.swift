@testable import AssetInspection
import AssetCheckCore
import Foundation
import Testing

/// FFmpeg is unloaded between runs' uses and loaded again on the next: a run reads its audio and
/// JPEGs first, then lets go of FFmpeg's pages (issue 29's memory target).
@Suite("FFmpeg library")
struct FFmpegLibraryTests {
    private func measure(_ file: String) throws -> AudioFacts {
        let record = AudioFixtures.inspect(try AudioFixtures.bytes(file), name: file)
        #expect(record.problems.isEmpty, "\(record.problems.map(\.message))")
        return try #require(record.audio)
    }

    @Test("a file measured after FFmpeg was unloaded measures the same; it is never unloaded while in use")
    func unloadAndLoadAgain() throws {
        let before = try measure("noise-0.5s-44100-stereo-192k.m4a")
        FFmpegLibrary.using { unavailable in
            #expect(unavailable == nil)
            #expect(!FFmpegLibrary.unloadIfUnused(), "unloaded while a use was running")
            #expect(FFmpegLibrary.unavailable == nil)
        }
        #if os(Linux)
        // Other tests use FFmpeg at the same time; it is unloaded once none of them is.
        var unloaded = false
        for _ in 0..<500 where !unloaded {
            unloaded = FFmpegLibrary.unloadIfUnused()
            if !unloaded { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(unloaded, "FFmpeg was never unloaded")
        #else
        #expect(!FFmpegLibrary.unloadIfUnused(), "FFmpeg is linked on macOS and stays")
        #endif
        #expect(try measure("noise-0.5s-44100-stereo-192k.m4a") == before)
        #expect(try measure("noise-1s-44100-mono-128k.aac").frameCount == 45)
    }

    @Test("audio and JPEGs by their names need FFmpeg; PNG, Lottie, fonts do not")
    func likelyNeeded() {
        for path in ["Sounds/a.aac", "Sounds/b.M4A", "Sounds/c.mp3", "Sounds/d.wav", "Backgrounds/e.jpg", "f.JPEG"] {
            #expect(FFmpegLibrary.likelyNeeded(forPath: path), "\(path)")
        }
        for path in ["Backgrounds/e.png", "Animations/g.json", "Fonts/h.ttf", "i.strings", "jpg"] {
            #expect(!FFmpegLibrary.likelyNeeded(forPath: path), "\(path)")
        }
    }
}
