import Foundation

/// ffprobe's view of a file, for comparing assetcheck's measurements against: run live from
/// `/usr/bin/ffprobe` with `-count_packets -show_streams -show_format -show_entries packet=size`.
struct AudioFFprobe {
    static let executable = "/usr/bin/ffprobe"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    var codec: String
    var profile: String?
    var sampleRate: Int
    var channels: Int
    /// `nb_read_packets`.
    var frames: Int
    /// Sum of the packet sizes, headers included.
    var packetBytes: Int
    /// The stream's `duration`; for ADTS an estimate from the bit rate.
    var duration: Double
    /// The stream's `bit_rate` in bits per second, if any.
    var bitRate: Double?
    var formatName: String

    /// Runs ffprobe on `path`.
    init(path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["-v", "error", "-count_packets", "-show_streams", "-show_format",
                             "-show_entries", "packet=size", "-of", "json", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let json = try JSONDecoder().decode(Output.self, from: data)
        guard let stream = json.streams.first else { throw CocoaError(.fileReadCorruptFile) }
        codec = stream.codec_name
        profile = stream.profile == "unknown" ? nil : stream.profile
        sampleRate = Int(stream.sample_rate ?? "") ?? 0
        channels = stream.channels ?? 0
        frames = Int(stream.nb_read_packets ?? "") ?? 0
        packetBytes = json.packets.compactMap { Int($0.size) }.reduce(0, +)
        duration = Double(stream.duration ?? "") ?? 0
        bitRate = stream.bit_rate.flatMap(Double.init)
        formatName = json.format.format_name
    }

    // Field names as ffprobe writes them.
    private struct Output: Decodable {
        var streams: [Stream]
        var packets: [Packet]
        var format: Format
    }

    private struct Stream: Decodable {
        var codec_name: String
        var profile: String?
        var sample_rate: String?
        var channels: Int?
        var nb_read_packets: String?
        var duration: String?
        var bit_rate: String?
    }

    private struct Packet: Decodable { var size: String }
    private struct Format: Decodable { var format_name: String }
}
