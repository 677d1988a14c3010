/// What a file's bytes really are, recognised by content (magic numbers), never by extension.
public enum FileFormat: String, Sendable, Codable, CaseIterable {
    case png
    /// Apple's Xcode-optimised PNG variant (CgBI chunk), which standard decoders reject.
    case cgbiPNG = "cgbi-png"
    case jpeg
    case gif
    case webp
    case heic
    case bmp
    case tiff
    case pdf
    case json
    /// AAC in ADTS framing (`.aac`).
    case adts
    /// An ISO base media file (`.m4a`, `.mp4`, `.mov`).
    case mp4
    case mp3
    case wav
    case ogg
    case flac
    /// Core Audio Format (`.caf`): any codec, often PCM or IMA4 for System Sound Services.
    case caf
    /// Audio Interchange File Format, AIFF or AIFF-C (`.aif`, `.aiff`, `.aifc`).
    case aiff
    case zip
    /// A TrueType font (`.ttf`): sfnt version 1.0 or `true`.
    case trueType = "truetype"
    /// An OpenType font with CFF outlines (`.otf`): sfnt version `OTTO`.
    case openType = "opentype"
    /// A TrueType or OpenType collection (`.ttc`): several fonts in one file.
    case fontCollection = "font-collection"
    /// A WOFF or WOFF2 web font, which iOS does not register.
    case webFont = "web-font"
    /// A Git LFS pointer: the few lines of text a checkout holds when `git lfs pull` never ran.
    case gitLFSPointer = "git-lfs-pointer"
    /// An Apple `.strings` table or `.stringsdict`, recognised by reading it: text (UTF-8, or
    /// UTF-16 with a BOM), or an XML or binary property list.
    case stringsTable = "strings"
    case unknown

    /// Words for messages: "a JPEG image", "MP3 audio".
    public var displayName: String {
        switch self {
        case .png: "a PNG image"
        case .cgbiPNG: "an Xcode-crushed CgBI PNG"
        case .jpeg: "a JPEG image"
        case .gif: "a GIF image"
        case .webp: "a WebP image"
        case .heic: "a HEIC image"
        case .bmp: "a BMP image"
        case .tiff: "a TIFF image"
        case .pdf: "a PDF document"
        case .json: "JSON text"
        case .adts: "AAC audio (ADTS)"
        case .mp4: "an MP4/M4A file"
        case .mp3: "MP3 audio"
        case .wav: "WAV audio"
        case .ogg: "Ogg audio"
        case .flac: "FLAC audio"
        case .caf: "Core Audio (CAF) audio"
        case .aiff: "AIFF audio"
        case .zip: "a ZIP archive"
        case .trueType: "a TrueType font"
        case .openType: "an OpenType (CFF) font"
        case .fontCollection: "a font collection"
        case .webFont: "a WOFF web font"
        case .gitLFSPointer: "a Git LFS pointer"
        case .stringsTable: "a strings table"
        case .unknown: "an unrecognised format"
        }
    }

    /// AAC's containers: ADTS (`.aac`) and MP4 (`.m4a`).
    public static let aacContainers: Set<FileFormat> = [.adts, .mp4]

    /// The containers iOS plays (AVFoundation, System Sound Services): AAC's, MP3, and WAV, CAF
    /// and AIFF, which hold PCM or IMA4, the only codecs System Sound Services plays.
    public static let playableAudio: Set<FileFormat> = [.adts, .mp4, .mp3, .wav, .caf, .aiff]

    /// The containers a sound no class claims may be, by its name: AAC's when the name says AAC
    /// (`.aac`, `.adts`, `.m4a`, `.mp4`), as an MP3 renamed `.aac` is mislabelled; otherwise any
    /// container iOS plays, since Core Audio reads WAV, CAF and AIFF by content whatever the name.
    public static func playableAudio(named path: String) -> Set<FileFormat> {
        ["aac", "adts", "m4a", "mp4"].contains(extensionOf(path)) ? aacContainers : playableAudio
    }

    /// The container a sound's name says it is (`tap.wav`: WAV), or `nil` for a name that says none.
    public static func audioContainer(named path: String) -> FileFormat? {
        switch extensionOf(path) {
        case "aac", "adts": .adts
        case "m4a", "mp4": .mp4
        case "mp3": .mp3
        case "wav": .wav
        case "caf": .caf
        case "aif", "aiff", "aifc": .aiff
        default: nil
        }
    }

    /// The usual extension of an audio container, with its dot: `.aac`, `.m4a`, `.wav`.
    public var audioExtension: String {
        switch self {
        case .adts: ".aac"
        case .mp4: ".m4a"
        case .aiff: ".aiff"
        default: "." + rawValue
        }
    }

    /// The lower-cased extension of a path's last component, or "" when it has none.
    public static func extensionOf(_ path: String) -> String {
        let name = path.lastPathName
        // The dot is found among the UTF-8 bytes, not the characters (no grapheme-break test per character).
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        let ext = name[name.utf8.index(after: dot)...]
        // Most extensions are lower-case already: kept as they are, without a lower-casing pass.
        return ext.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 })
            ? ext.lowercased() : String(ext)
    }
}
