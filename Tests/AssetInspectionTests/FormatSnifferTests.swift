import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// Recognising formats by content: a UTF-16 byte-order mark is text, never an MPEG frame sync.
@Suite("Format sniffing")
struct FormatSnifferTests {
    @Test("UTF-16LE text is never MP3, however short", arguments: [
        [0xFF, 0xFE], [0xFF, 0xFE, 0x22, 0x00], [0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22],
    ] as [[UInt8]])
    func utf16IsNotMP3(bytes: [UInt8]) {
        #expect(FormatSniffer.format(of: bytes) != .mp3)
    }

    @Test("MPEG frame headers are MP3 only with a possible bit rate and sample rate")
    func mpegHeaders() {
        #expect(FormatSniffer.format(of: [0xFF, 0xFB, 0x90, 0x64]) == .mp3, "MPEG-1 Layer III, 128 kbps, 44.1 kHz")
        #expect(FormatSniffer.format(of: [0xFF, 0xF3, 0x48, 0xC4]) == .mp3, "MPEG-2 Layer III")
        #expect(FormatSniffer.format(of: [0xFF, 0xFB, 0xF0, 0x64]) != .mp3, "bit-rate index 15 is invalid")
        #expect(FormatSniffer.format(of: [0xFF, 0xFB, 0x9C, 0x64]) != .mp3, "sample-rate index 3 is reserved")
        #expect(FormatSniffer.format(of: [0xFF, 0xFB]) != .mp3, "two bytes are no frame header")
        #expect(FormatSniffer.format(of: [0xFF, 0xF1, 0x50, 0x80]) == .adts)
    }

    @Test("a UTF-16LE .strings table cut in the middle of a character is not recorded as MP3")
    func truncatedStringsTable() throws {
        let text = "\"play\" = \"Spielen\";\n"
        let whole: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let cut = Array(whole.prefix(whole.count - 3))
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = "de.lproj/Localizable.strings"
        try folder.write(path, cut)
        let record = AssetInspector(rules: RuleSet(name: "t", source: "t.yml", classes: []))
            .inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: cut.count)
        #expect(record.format != .mp3)
        #expect(record.kind == .strings)
    }
}
