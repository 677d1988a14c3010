/// Why a file could not be read or measured, as a typed value: the reader says what happened,
/// the pass of the file's kind words it (see ``FileCheckPass``, ``ImageFilePass`` ...).
public indirect enum InspectionFailure: Sendable, Hashable, Codable {
    case file(FileFailure)
    case image(ImageFailure)
    /// A JSON file (an animation or a document) that could not be parsed.
    case json(JSONFailure)
    case audio(AudioFailure)
    /// An add-on archive that could not be read, or that breaks the archive limits.
    case archive(ArchiveFailure)
    case font(FontFailure)
    case strings(StringsFailure)
    /// The kind's reader could not read the content as its kind: the reader's reason, in words.
    /// For a kind without failures of its own yet; its own pass words it.
    case content(reason: String)
}

/// The file itself could not be read, whatever its kind.
public enum FileFailure: Error, Sendable, Hashable, Codable {
    /// `open` or `read` failed: the reason in words ("permission denied").
    case unreadable(reason: String)
    /// A FIFO, socket, device or folder where a file was expected: what it is, in words.
    case notRegular(what: String)
    case empty
    case tooLarge(bytes: Int, limit: Int)
    case symlinkLoop
    case symlinkOutside
    case brokenSymlink
    /// A symbolic link to a folder of the bundle (its bundle-relative path): not followed, since
    /// that folder's files are checked where they are.
    case folderLink(target: String)
    /// A folder that could not be listed.
    case folderUnreadable
    /// Folders nested deeper than the scan walks.
    case tooDeep(limit: Int)
    /// The file is a Git LFS pointer, not the content it stands for; `bytes` is the size the
    /// pointer gives for that content, when it gives one.
    case gitLFSPointer(bytes: Int?)
    /// Reading or decoding it ran out of memory: a fact about this machine and moment, never
    /// about the file, so the record is never cached.
    case outOfMemory(reason: String)
    /// The file's or folder's name is not valid UTF-8 (its path shows each invalid byte as `\xFF`).
    /// A scan problem beside the file's record: the file is still read, hashed and checked.
    case nameNotUTF8
}

/// An image file that could not be measured.
public enum ImageFailure: Sendable, Hashable, Codable {
    /// The content is an image format the tool reads, but the name says another (`.png` holding JPEG).
    case misnamed(content: FileFormat, fileExtension: String)
    /// The content is not PNG or JPEG (a GIF, an Xcode-crushed CgBI PNG, text, unknown bytes).
    case unsupported(content: FileFormat?)
    /// The structure is damaged: the reader's reason ("IDAT: CRC error").
    case corrupt(content: FileFormat, reason: String)
    /// The header is fine but the pixels cannot be decoded: the decoder's reason.
    case undecodablePixels(reason: String)
    /// The header claims more pixels than the rules allow; nothing was decoded.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The header claims a side longer than `limits.max-image-side` (at most libpng's own
    /// 1,000,000 px); `raisable` when the rules lowered it.
    case sideTooLong(width: Int, height: Int, limit: Int, raisable: Bool)
}

/// A JSON file that could not be parsed.
public enum JSONFailure: Error, Sendable, Hashable, Codable {
    case tooLarge(bytes: Int, limit: Int)
    /// The content is another format altogether (a ZIP, a PNG).
    case notJSON(content: FileFormat)
    case syntax(line: Int, column: Int, reason: String)
    case tooDeep(line: Int, column: Int, limit: Int)
}

/// An audio file that could not be probed (libavformat and libavcodec).
public enum AudioFailure: Error, Sendable, Hashable, Codable {
    /// The content is not ADTS or MP4: libavformat takes it for `detected` (its demuxer name),
    /// or recognises nothing (`nil`). Detections below `AVPROBE_SCORE_RETRY` count as nothing.
    case notAACContainer(detected: String?)
    /// An ADTS or MP4 container with no audio stream in it.
    case noAudioStream
    /// The data ends before a frame or the duration the header promises: what is missing.
    case truncated(String)
    /// The data cannot be read or decoded: what went wrong, in words.
    case undecodable(String)
    /// Probing took longer than its time budget; the file was given up on.
    case timedOut(Duration)
    /// The file could not be measured at all, through no fault of its own: FFmpeg's libraries
    /// could not be loaded (why, in words).
    case unmeasurable(String)
}

/// An add-on archive (a zip) that could not be read safely. Sizes are uncompressed bytes as
/// counted while inflating, never as the archive claims; entry names include the nested
/// `.mcpack` they sit in (`cow_bp.mcpack/entities/cow.json`).
public enum ArchiveFailure: Error, Sendable, Hashable, Codable {
    /// The bytes are not a zip archive: what they are instead, if known.
    case notZip(content: FileFormat?)
    /// The central directory (the zip's table of contents) is cut off, or an entry's data is
    /// damaged: what is wrong, in words.
    case damaged(reason: String)
    /// The archive ends early: its end record or central directory is missing or cut off (an
    /// interrupted export, download or copy); what is missing, in words.
    case truncated(reason: String)
    case tooManyEntries(count: Int, limit: Int)
    /// The entries inflate to more than the total limit (counted until the limit was passed).
    case tooLarge(bytes: Int, limit: Int)
    case entryTooLarge(entry: String, bytes: Int, limit: Int)
    /// An entry inflates to more than `limit` times its compressed size.
    case ratio(entry: String, ratio: Int, limit: Int)
    /// An entry name with `..`, or an absolute path (`/x`, `C:\x`, `\\x`).
    case unsafePath(entry: String)
    case encrypted(entry: String)
}

/// A font file FreeType could not load.
public enum FontFailure: Error, Sendable, Hashable, Codable {
    /// FreeType recognises no font format in the bytes; `content` is what they are, when known.
    case notFont(content: FileFormat?)
    /// A font whose tables or glyphs are damaged or cut short: FreeType's reason, and where.
    case corrupt(reason: String)
}

/// A strings table or catalog that could not be read.
public enum StringsFailure: Error, Sendable, Hashable, Codable {
    /// The bytes are not UTF-8, nor UTF-16 with a byte order mark: what was found.
    case encoding(reason: String)
    /// A syntax error at a 1-based line and column (columns count characters).
    case syntax(line: Int, column: Int, reason: String)
    /// A catalog larger than `limits.max-json-size`, not parsed.
    case tooLarge(bytes: Int, limit: Int)
    /// An XML or binary property list Foundation does not read, or whose shape is not a
    /// strings table's (a dictionary of strings) or a `.stringsdict`'s: what is wrong, and the
    /// 1-based line when known.
    case propertyList(line: Int?, reason: String)
}
