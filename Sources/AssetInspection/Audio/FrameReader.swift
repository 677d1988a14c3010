import AssetCheckCore
internal import CAVFormat
internal import CFFmpegLoader

/// Reads and decodes every frame of one audio stream, and turns what it counted into
/// ``AudioFacts``: duration from decoded samples, bit rate from payload bytes.
struct FrameReader {
    let input: FormatContext
    let stream: UnsafeMutablePointer<AVStream>
    let container: FileFormat
    let deadline: ProbeDeadline

    /// Totals over the frames read so far.
    private struct Tally {
        var frames = 0
        /// Bytes of coded audio, ADTS headers not included.
        var payloadBytes = 0
        /// Decoded samples per channel.
        var samples = 0
    }

    /// Reads the stream to its end, or to the first frame that is cut off or cannot be decoded.
    func read() -> Result<AudioFacts, AudioFailure> {
        guard let parameters = stream.pointee.codecpar else { return .failure(.noAudioStream) }
        guard let packet = Packet() else { return .failure(.undecodable("out of memory")) }
        let codec = String(cString: cff_avcodec_get_name(parameters.pointee.codec_id))
        let decoder: Decoder
        do {
            decoder = try Decoder(parameters: parameters)
        } catch {
            return .failure(.undecodable("no \(codec) decoder can open the stream (\(error.text))"))
        }
        var tally = Tally()
        while true {
            if deadline.isExpired { return .failure(.timedOut(deadline.budget)) }
            let status = cff_av_read_frame(input.pointer, packet.pointer)
            if status == cavformat_averror_eof() { break }
            guard status >= 0 else {
                let error = FFmpegError(code: status)
                if error.isInterrupt { return .failure(.timedOut(deadline.budget)) }
                // The MP4 index may list frames the file no longer holds; the duration check below says so.
                if container == .mp4 { break }
                return .failure(.undecodable("frame \(tally.frames + 1) cannot be read (\(error.text))"))
            }
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == stream.pointee.index else { continue }
            tally.frames += 1
            if let problem = account(packet, decoder: decoder, into: &tally) { return .failure(problem) }
        }
        do {
            tally.samples += try decoder.decode(nil)
        } catch {
            return .failure(.undecodable("the last frames cannot be decoded (\(error.text))"))
        }
        return facts(tally, codec: codec, decoder: decoder, parameters: parameters.pointee)
    }

    /// Checks one frame's length, counts its payload and decodes it; returns what is wrong with it.
    private func account(_ packet: Packet, decoder: Decoder, into tally: inout Tally) -> AudioFailure? {
        let bytes = packet.bytes
        let at = decoder.sampleRate > 0 ? " at \(Self.seconds(Double(tally.samples) / Double(decoder.sampleRate)))" : ""
        if container == .adts {
            guard let header = ADTSHeader(bytes) else {
                return .undecodable("frame \(tally.frames)\(at) has no valid ADTS header")
            }
            guard bytes.count >= header.frameLength else {
                return .truncated("the file ends inside frame \(tally.frames)\(at): "
                    + "\(bytes.count) of its \(header.frameLength) bytes are there")
            }
            tally.payloadBytes += bytes.count - header.headerLength
        } else {
            tally.payloadBytes += bytes.count
        }
        do {
            tally.samples += try decoder.decode(packet.pointer)
        } catch {
            // libavformat hands over a frame cut off by the end of the file without saying so.
            if cff_avio_feof(input.pointer.pointee.pb) != 0 {
                return .truncated("the file ends inside frame \(tally.frames)\(at)" + listedFrames)
            }
            return .undecodable("frame \(tally.frames)\(at) cannot be decoded (\(error.text))")
        }
        return nil
    }

    /// ", of the 23 frames its header lists", or "" when the container lists none.
    private var listedFrames: String {
        let listed = stream.pointee.nb_frames
        return listed > 0 ? ", of the \(listed) frames its header lists" : ""
    }

    private func facts(_ tally: Tally, codec: String, decoder: Decoder,
                       parameters: AVCodecParameters) -> Result<AudioFacts, AudioFailure> {
        let sampleRate = decoder.sampleRate > 0 ? decoder.sampleRate : Int(parameters.sample_rate)
        let channels = decoder.channels > 0 ? decoder.channels : Int(parameters.ch_layout.nb_channels)
        guard tally.frames > 0, tally.samples > 0, sampleRate > 0 else {
            return .failure(.undecodable("it holds no audio frames that decode"))
        }
        let measuredSeconds = Double(tally.samples) / Double(sampleRate)
        let measuredKbps = Double(tally.payloadBytes) * 8 / measuredSeconds / 1000
        var duration = (seconds: measuredSeconds, source: AudioFacts.Source.measured)
        var bitRate = (kbps: measuredKbps, source: AudioFacts.Source.measured)
        if container == .mp4 {
            if let declared = declaredSeconds {
                // A faststart file cut short still declares its full length; only the frames tell.
                // Two frames of slack (1024 samples for AAC, 4096 for ALAC) for priming and padding.
                let slack = 2 * Double(max(1024, Int(parameters.frame_size))) / Double(sampleRate)
                guard measuredSeconds + slack >= declared else {
                    return .failure(.truncated("the MP4 header says \(Self.seconds(declared)), but only "
                        + "\(Self.seconds(measuredSeconds)) of frames are there"))
                }
                duration = (declared, .container)
            }
            // The stream's own rate: the container's would count the header boxes too.
            if parameters.bit_rate > 0 { bitRate = (Double(parameters.bit_rate) / 1000, .container) }
        }
        let profile = decoder.profileName
            ?? cff_avcodec_profile_name(parameters.codec_id, parameters.profile).map { String(cString: $0) }
        return .success(AudioFacts(
            container: container, codec: codec, profile: profile, sampleRate: sampleRate, channels: channels,
            bitRateKbps: bitRate.kbps, bitRateSource: bitRate.source,
            durationSeconds: duration.seconds, durationSource: duration.source, frameCount: tally.frames,
            samples: tally.samples))
    }

    /// The stream's duration as its MP4 header declares it (edit list applied), in seconds.
    private var declaredSeconds: Double? {
        let ticks = stream.pointee.duration
        let base = stream.pointee.time_base
        if ticks != cavformat_nopts_value(), ticks > 0, base.den > 0 {
            return Double(ticks) * Double(base.num) / Double(base.den)
        }
        let total = input.pointer.pointee.duration
        guard total != cavformat_nopts_value(), total > 0 else { return nil }
        return Double(total) / Double(AV_TIME_BASE)
    }

    /// "1.234 s".
    static func seconds(_ value: Double) -> String {
        "\(AudioFacts.rounded(value, places: 3)) s"
    }
}
