import AssetCheckCore
import Foundation
// Declare `stat`'s fields as Swift 6.3 sees them on Linux (MemberImportVisibility): whichever of
// the two C modules the compiler loads first owns the glibc struct, and that differs by build.
import CoreFoundation
#if canImport(CDispatch)
import CDispatch
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the tool is told to trust the shape of (a rules or configuration file, a
/// baseline, a manifest for `diff`), refusing one above its kind's cap at once: from its size
/// before reading, or, for a pipe, as soon as more than the cap arrived. Without caps, a 200 MB
/// YAML took 3.8 s and 611 MB before it was refused, and a 289 MB baseline over 20 s.
public enum CappedInput {
    /// What is read, and its cap.
    public enum Kind: Sendable, CaseIterable {
        /// A rules file (`--rules`), 4 MiB: the built-in sets are under 10 KB.
        case rules
        /// `.assetcheck.yml`, 1 MiB.
        case configuration
        /// A baseline (`--baseline`), 64 MiB: about 200,000 recorded findings.
        case baseline
        /// A manifest that `assetcheck diff` reads, 256 MiB: about 450,000 assets. It is read in
        /// pieces, its assets decoded in batches without their facts (see `ManifestSource`), so
        /// memory follows the assets, not the text.
        case manifest

        /// The most bytes a file of this kind may have.
        public var cap: Int {
            switch self {
            case .rules: 4 << 20
            case .configuration: 1 << 20
            case .baseline: 64 << 20
            case .manifest: 256 << 20
            }
        }

        /// `rules file`, `baseline`: how messages name it.
        public var noun: String {
            switch self {
            case .rules: "rules file"
            case .configuration: "configuration file"
            case .baseline: "baseline"
            case .manifest: "manifest"
            }
        }
    }

    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// It could not be opened or read; the system's reason.
        case unreadable(String)
        /// It holds more than `cap` bytes (`bytes` when its size was known before reading).
        case tooLarge(bytes: Int?, cap: Int, noun: String)

        /// `is 210.0 MB, above the 4 MiB cap for a rules file; ...`.
        public var description: String {
            switch self {
            case let .unreadable(reason): return reason
            case let .tooLarge(bytes, cap, noun):
                let size = bytes.map { "is \(ByteWording.size($0))" } ?? "holds more than \(cap >> 20) MiB"
                return "\(size), above the \(cap >> 20) MiB cap for a \(noun); not read (no \(noun) assetcheck writes is that large)"
            }
        }
    }

    /// The bytes of `path`, or why not.
    public static func read(_ path: String, as kind: Kind) -> Result<Data, Failure> {
        read(path, cap: kind.cap, noun: kind.noun)
    }

    /// The bytes of `path`, at most `cap` of them, or why not; `noun` names the file in messages.
    static func read(_ path: String, cap: Int, noun: String) -> Result<Data, Failure> {
        var bytes = [UInt8]()
        return stream(path, cap: cap, noun: noun) { piece in
            bytes += piece
            return true
        }.map { Data(bytes) }
    }

    /// Hands `path`'s bytes to `piece` as they are read, 64 KiB at a time, refusing the file as
    /// ``read(_:as:)`` does; `piece` returns false to stop reading early.
    public static func stream(_ path: String, as kind: Kind, _ piece: (ArraySlice<UInt8>) -> Bool) -> Result<Void, Failure> {
        stream(path, cap: kind.cap, noun: kind.noun, piece)
    }

    static func stream(_ path: String, cap: Int, noun: String, _ body: (ArraySlice<UInt8>) -> Bool) -> Result<Void, Failure> {
        // Non-blocking, so a FIFO with no writer cannot hang the open; cleared before reading.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.unreadable(describe(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(describe(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("it is a folder")) }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > cap {
            return .failure(.tooLarge(bytes: Int(info.st_size), cap: cap, noun: noun))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var total = 0
        var piece = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = piece.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return .failure(.unreadable(describe(errno))) }
            if n == 0 { break }
            total += n
            // A file that grew, or a pipe: refused once past the cap, never read to its end.
            if total > cap { return .failure(.tooLarge(bytes: nil, cap: cap, noun: noun)) }
            if !body(piece[..<n]) { break }
        }
        return .success(())
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
