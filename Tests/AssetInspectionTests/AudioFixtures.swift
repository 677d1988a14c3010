@testable import AssetInspection
import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// The audio fixtures on disk (see Fixtures/audio/README.md), and ways to run bytes through the
/// real audio inspector.
enum AudioFixtures {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/audio/\(name)", withExtension: nil))
        return Array(try Data(contentsOf: url))
    }

    static func path(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/audio/\(name)", withExtension: nil)).path
    }

    /// What the audio inspector makes of `bytes`, as if they were `Sounds/Effects/<name>`.
    static func inspect(_ bytes: [UInt8], name: String = "sound.aac", probe: AudioProbe = AudioProbe()) -> AssetRecord {
        let path = "Sounds/Effects/" + name
        var record = AssetRecord(path: path, assetClass: "sound-effect", kind: .audio, bytes: bytes.count,
                                 sha256: "-", format: FormatSniffer.format(of: bytes))
        AudioInspector(probe: probe)
            .inspect(LoadedFile(relativePath: path, bytes: bytes, sha256: "-"), into: &record)
        return record
    }

    /// `count` bytes from a fixed-seed generator (SplitMix64), the same on every run.
    static func garbage(_ count: Int, seed: UInt64 = 0x5EED) -> [UInt8] {
        var state = seed
        var bytes = [UInt8]()
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            withUnsafeBytes(of: z) { bytes.append(contentsOf: $0) }
        }
        return Array(bytes.prefix(count))
    }

    /// The Bennie rules file from the repository.
    static func bennieRules() throws -> RuleSet {
        try RuleSetLoader.load(yaml: String(contentsOfFile: Repository.bennieRules, encoding: .utf8),
                               source: "Rules/bennie.yml", resolver: Repository.rulesResolver)
    }
}

/// An endless stream of unknown length (as a pipe or a network source would be): repeats
/// `pattern` forever and counts what it handed out.
final class EndlessByteSource: ByteSource {
    private let pattern: [UInt8]
    private(set) var position = 0

    init(repeating pattern: [UInt8]) { self.pattern = pattern }

    var size: Int? { nil }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        for i in 0..<count { buffer[i] = pattern[(position + i) % pattern.count] }
        position += count
        return count
    }

    func seek(to offset: Int) -> Bool {
        position = offset
        return true
    }
}
