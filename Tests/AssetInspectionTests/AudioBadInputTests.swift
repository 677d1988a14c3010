@testable import AssetInspection
import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Every bad audio input gets exactly one finding, in bounded time, and never crashes.
@Suite("Audio bad input")
struct AudioBadInputTests {
    /// The one problem the inspector recorded, checked to be the only one and to leave no facts.
    private func onlyProblem(_ record: AssetRecord) throws -> Finding {
        #expect(record.audio == nil)
        #expect(record.problems.count == 1, "\(record.problems.map(\.message))")
        return try #require(record.problems.first)
    }

    private func elapsed(_ body: () throws -> Void) rethrows -> Duration {
        let start = ContinuousClock.now
        try body()
        return ContinuousClock.now - start
    }

    @Test("an MP3 named .aac is audio.format, named as MP3")
    func mp3NamedAAC() throws {
        let problem = try onlyProblem(AudioFixtures.inspect(try AudioFixtures.bytes("mp3-renamed.aac")))
        #expect(problem.check == .audioFormat)
        #expect(problem.message == "content is MP3 audio, not AAC (ADTS .aac or MP4 .m4a)")
        // Without a class to say which rate and bit rate, the command names none (no app's defaults in code).
        // It reads the file itself, and writes beside it: ffmpeg cannot write over what it reads.
        #expect(problem.fix == "re-encode it as AAC: `ffmpeg -i sound.aac -c:a aac sound-fixed.aac`, then replace sound.aac with it")
    }

    @Test("probing every container iOS plays (as for a sound no class claims, and the fuzz harness): WAV and CAF IMA4 are measured")
    func playableContainers() throws {
        let probe = AudioProbe(timeBudget: .seconds(2), accepting: FileFormat.playableAudio)
        let wav = try probe.measure(MemoryByteSource(AudioFixtures.bytes("wav-renamed.aac"))).get()
        #expect(wav.container == .wav)
        #expect(wav.codec == "pcm_s16le")
        #expect(wav.samples == 400)
        let ima4 = try probe.measure(MemoryByteSource(AudioFixtures.bytes("real/US-EN-Daisy-Front-Door-Open.wav"))).get()
        #expect(ima4.container == .caf)
        #expect(ima4.samples == 36_544)
        // The default probe takes only AAC's containers: what a class that wants AAC gets.
        #expect(AudioProbe().measure(MemoryByteSource(try AudioFixtures.bytes("wav-renamed.aac"))) == .failure(.notAACContainer(detected: "wav")))
    }

    @Test("a WAV named .aac is audio.format, named as WAV")
    func wavNamedAAC() throws {
        let problem = try onlyProblem(AudioFixtures.inspect(try AudioFixtures.bytes("wav-renamed.aac")))
        #expect(problem.check == .audioFormat)
        #expect(problem.message.contains("WAV audio"))
    }

    @Test("random bytes are audio.format: nothing libavformat recognises")
    func garbage() throws {
        let problem = try onlyProblem(AudioFixtures.inspect(AudioFixtures.garbage(64 << 10)))
        #expect(problem.check == .audioFormat)
        #expect(problem.message.contains("not audio libavformat recognises"))
    }

    @Test("an ADTS header followed by random bytes is audio.corrupt, not a wrong format")
    func adtsHeaderThenGarbage() throws {
        let header: [UInt8] = [0xFF, 0xF1, 0x50, 0x80, 0x02, 0x1F, 0xFC]
        let problem = try onlyProblem(AudioFixtures.inspect(header + AudioFixtures.garbage(100_000)))
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message.contains("starts like AAC audio (ADTS)"))
    }

    @Test("real frames followed by random bytes are audio.corrupt at the first bad frame")
    func framesThenGarbage() throws {
        let frames = Array(try AudioFixtures.bytes("noise-0.5s-44100-mono-128k.aac").prefix(3000))
        let problem = try onlyProblem(AudioFixtures.inspect(frames + AudioFixtures.garbage(2 << 20)))
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message.contains("cannot be decoded"))
    }

    @Test("ADTS cut inside a frame is audio.corrupt naming the frame and the bytes missing")
    func adtsCutMidFrame() throws {
        let problem = try onlyProblem(AudioFixtures.inspect(try AudioFixtures.bytes("truncated-mid-frame.aac")))
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message == "is cut short: the file ends inside frame 15 at 0.325 s: 147 of its 318 bytes are there")
    }

    @Test("a faststart MP4 cut inside a frame is audio.corrupt, though its header claims the full length")
    func mp4CutMidFrame() throws {
        let problem = try onlyProblem(AudioFixtures.inspect(try AudioFixtures.bytes("truncated-faststart.m4a"), name: "s.m4a"))
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message == "is cut short: the file ends inside frame 11 at 0.209 s, of the 23 frames its header lists")
    }

    @Test("a faststart MP4 cut between frames is audio.corrupt: frames for 0.209 of 0.5 s")
    func mp4CutBetweenFrames() throws {
        let record = AudioFixtures.inspect(try AudioFixtures.bytes("truncated-at-frame-boundary.m4a"), name: "s.m4a")
        let problem = try onlyProblem(record)
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message == "is cut short: the MP4 header says 0.5 s, but only 0.209 s of frames are there")
    }

    @Test("an MP4 whose index (moov) was cut off is audio.corrupt")
    func mp4WithoutIndex() throws {
        // The first 200 bytes of the m4a fixture: its ftyp box, and a moov box cut short.
        let bytes = Array(try AudioFixtures.bytes("noise-0.5s-44100-stereo-192k.m4a").prefix(200))
        let problem = try onlyProblem(AudioFixtures.inspect(bytes, name: "s.m4a"))
        #expect(problem.check == .audioCorrupt)
    }

    @Test("zero bytes give one finding from the audio inspector itself")
    func zeroBytes() throws {
        let problem = try onlyProblem(AudioFixtures.inspect([]))
        #expect(problem.check == .audioFormat)
    }

    @Test("a zero-length file and a FIFO each get one finding from the full inspector, without blocking")
    func emptyFileAndFIFO() throws {
        let folder = try TemporaryFolder(prefix: "audio-bad-input")
        defer { folder.delete() }
        try folder.write("Sounds/Effects/empty.aac", [])
        let fifo = folder.path + "/Sounds/Effects/pipe.aac"
        #expect(mkfifo(fifo, 0o644) == 0)
        let inspector = AssetInspector(rules: try AudioFixtures.bennieRules())
        let time = elapsed {
            let empty = inspector.inspect(relativePath: "Sounds/Effects/empty.aac",
                                          absolutePath: folder.path + "/Sounds/Effects/empty.aac", sizeHint: 0)
            #expect(empty.problems.map(\.check) == [.fileEmpty])
            let pipe = inspector.inspect(relativePath: "Sounds/Effects/pipe.aac", absolutePath: fifo, sizeHint: 0)
            #expect(pipe.problems.map(\.check) == [.fileNotRegular])
        }
        #expect(time < .seconds(2))
    }

    @Test("64 MB of garbage is refused after reading the probe size, in well under a second")
    func hugeGarbage() throws {
        let block = AudioFixtures.garbage(1 << 20)
        var huge = [UInt8]()
        huge.reserveCapacity(64 << 20)
        for _ in 0..<64 { huge += block }
        var record: AssetRecord?
        let time = elapsed { record = AudioFixtures.inspect(huge) }
        #expect(try onlyProblem(try #require(record)).check == .audioFormat)
        #expect(time < .seconds(1))
    }

    @Test("an endless stream of garbage is refused after the probe size, never read to an end")
    func endlessGarbage() throws {
        let source = EndlessByteSource(repeating: AudioFixtures.garbage(4096))
        var result: Result<AudioFacts, AudioFailure>?
        let time = elapsed { result = AudioProbe(timeBudget: .seconds(5)).measure(source) }
        #expect(result == .failure(.notAACContainer(detected: nil)))
        #expect(source.position <= 1 << 20, "read \(source.position) bytes")
        #expect(time < .seconds(1))
    }

    @Test("an endless stream of valid AAC frames stops at the time budget, in bounded memory")
    func endlessFrames() throws {
        // Every frame of the fixture but the first (the encoder's priming frame), repeated forever.
        let bytes = try AudioFixtures.bytes("noise-0.5s-44100-mono-128k.aac")
        let first = try #require(bytes.withUnsafeBufferPointer { ADTSHeader($0) })
        let source = EndlessByteSource(repeating: Array(bytes[first.frameLength...]))
        // FFmpeg's libraries are loaded on first use (about 25 MB), and unloaded when a run in
        // another test is done with them: not what this test measures, so they stay loaded for it.
        FFmpegLibrary.using { unavailable in
            #expect(unavailable == nil)
            let before = Self.residentBytes()
            var result: Result<AudioFacts, AudioFailure>?
            let time = elapsed { result = AudioProbe(timeBudget: .milliseconds(500)).measure(source) }
            #expect(result == .failure(.timedOut(.milliseconds(500))))
            #expect(time < .seconds(2))
            #expect(source.position > AudioProbe().probeSize, "it read on past the probe until the budget ran out")
            if let before, let after = Self.residentBytes() {
                #expect(after - before < 64 << 20, "resident memory grew by \(after - before) bytes")
            }
        }
    }

    @Test("the time-budget finding says what happened")
    func timeoutFinding() throws {
        var record = AssetRecord(path: "Sounds/Effects/x.aac", assetClass: "sound-effect", kind: .audio, bytes: 0)
        let bytes = try AudioFixtures.bytes("noise-1s-then-silence-5s-64k.aac")
        AudioInspector(probe: AudioProbe(timeBudget: .zero))
            .inspect(LoadedFile(relativePath: record.path, bytes: bytes, sha256: "-"), into: &record)
        let problem = try onlyProblem(record)
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message.contains("time budget"))
    }

    @Test("every fixture cut at many lengths, or with bytes flipped, gives facts or exactly one problem, quickly",
          arguments: ["noise-0.5s-44100-mono-128k.aac", "noise-0.5s-44100-stereo-192k.m4a", "alac-0.1s-8000-mono.m4a"])
    func damagedVariants(_ file: String) throws {
        let bytes = try AudioFixtures.bytes(file)
        var variants = stride(from: 1, to: bytes.count, by: 97).map { Array(bytes.prefix($0)) }
        let noise = AudioFixtures.garbage(400, seed: UInt64(bytes.count))
        for round in 0..<100 {
            var damaged = bytes
            for flip in 0..<4 {
                let position = (Int(noise[round * 4 + flip]) << 8 | Int(noise[(round * 4 + flip + 1) % 400])) % bytes.count
                damaged[position] ^= noise[(round + flip * 7) % 400] | 1
            }
            variants.append(damaged)
        }
        let time = elapsed {
            for variant in variants {
                let record = AudioFixtures.inspect(variant, name: file)
                #expect((record.audio != nil) != (record.problems.count == 1), "\(record.problems.map(\.message))")
            }
        }
        #expect(time < .seconds(10), "\(variants.count) variants took \(time)")
    }

    /// Resident set size from /proc (Linux); `nil` elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// `bytes` behind an ID3v2.4 tag whose header claims `claimed` bytes after it.
    private static func behindID3(_ bytes: [UInt8], claimed: Int) -> [UInt8] {
        let size = [(claimed >> 21) & 0x7F, (claimed >> 14) & 0x7F, (claimed >> 7) & 0x7F, claimed & 0x7F].map(UInt8.init)
        return Array("ID3".utf8) + [4, 0, 0] + size + [UInt8](repeating: 0, count: min(claimed, 10)) + bytes
    }

    @Test("ADTS behind an ID3 tag is recorded as ADTS throughout; a tag that runs past the end is audio.corrupt")
    func id3Tags() throws {
        let adts = try AudioFixtures.bytes("noise-1s-44100-mono-128k.aac")
        let tagged = AudioFixtures.inspect(Self.behindID3(adts, claimed: 10))
        #expect(tagged.format == .adts && tagged.audio?.container == .adts, "not mp3 beside adts")
        #expect(tagged.problems.isEmpty)
        let cut = AudioFixtures.inspect(Self.behindID3(adts, claimed: adts.count * 4))
        let problem = try onlyProblem(cut)
        #expect(problem.check == .audioCorrupt)
        #expect(problem.message.contains("its ID3 tag claims \(10 + adts.count * 4) bytes, past the end of the \(adts.count + 20)-byte file"))
    }
}
