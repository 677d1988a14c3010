/// A glob over bundle-relative paths.
///
/// `**` matches any number of folders (none included), `*` any run of characters within one
/// name, `?` one character, and `{a,b}` either alternative (`**/{Sounds,Audio}/{Effects,SFX}/**`;
/// braces do not nest, and may span `/`). A pattern without `/` matches a file name in any folder,
/// as in `.gitignore`: `*.png` is the same as `**/*.png`.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written in the rules file.
    public let text: String
    /// One list of segments per alternative the braces spell out; one without braces.
    private let alternatives: [[Substring]]
    /// The same segments as UTF-8 bytes, as matching compares them, each alternative in the
    /// shape that matches it fastest.
    fileprivate let compiled: [Compiled]
    /// Why the braces cannot be read (unclosed, nested, too many alternatives), if so.
    private let braceProblem: String?

    /// Most alternatives one pattern's braces may spell out together.
    public static let maxAlternatives = 256

    public init(_ text: String) {
        self.text = text
        var problem: String?
        let expanded = Self.expandBraces(text, problem: &problem)
        braceProblem = problem
        alternatives = expanded.map { alternative in
            let effective = alternative.contains("/") ? alternative : "**/" + alternative
            return effective.split(separator: "/", omittingEmptySubsequences: true)
        }
        compiled = alternatives.map { Compiled($0.map { Array($0.utf8) }) }
    }

    /// One alternative's segments. Most patterns in rules are a name in any folder (`*.swift` is
    /// `**/*.swift`) or a name anywhere on the path (`**/*.xcodeproj/**`): those compare one name,
    /// or each name once, with no backtracking over folders.
    fileprivate enum Compiled: Sendable, Hashable {
        /// `**/name`: the path's last name matches.
        case lastName(Segment)
        /// `**/name/**`: some name on the path matches.
        case anyName(Segment)
        /// Any other: the segments, matched with backtracking over `**`, after two quick tests
        /// that turn most paths away first: the last name against the last segment (unless that is
        /// `**`), and the path holding each run of literal text the segments spell (`.atlas` of
        /// `**/*.atlas/**/*.png`), since every one must appear in some name.
        case segments([[UInt8]], last: [UInt8]?, literals: [[UInt8]])

        init(_ segments: [[UInt8]]) {
            let wild = PathPattern.anyFolders
            switch segments.count {
            case 2 where segments[0] == wild && segments[1] != wild: self = .lastName(Segment(segments[1]))
            case 3 where segments[0] == wild && segments[2] == wild && segments[1] != wild: self = .anyName(Segment(segments[1]))
            default:
                let literals = segments.filter { $0 != wild }.flatMap { segment in
                    segment.split(omittingEmptySubsequences: true) { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }.map(Array.init)
                }
                self = .segments(segments, last: segments.last == wild ? nil : segments.last, literals: literals.filter { $0.count > 1 })
            }
        }

        func matches(_ names: ArraySlice<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            switch self {
            case let .lastName(segment):
                guard let last = names.last else { return false }
                return segment.matches(UnsafeBufferPointer(rebasing: bytes[last]))
            case let .anyName(segment):
                return names.contains { segment.matches(UnsafeBufferPointer(rebasing: bytes[$0])) }
            case let .segments(segments, last, literals):
                if let last {
                    guard let name = names.last, PathPattern.matchSegment(last, UnsafeBufferPointer(rebasing: bytes[name])) else { return false }
                }
                guard literals.allSatisfy({ bytes.contains(run: $0) }) else { return false }
                return PathPattern.match(segments[...], names, in: bytes)
            }
        }
    }

    /// A bundle-relative path split into its names once, to be matched against many patterns.
    public struct Subject: Sendable {
        fileprivate let bytes: [UInt8]
        fileprivate let names: [Range<Int>]

        public init(_ path: String) {
            bytes = Array(path.utf8)
            names = bytes.withUnsafeBufferPointer(Self.names)
        }

        /// The ranges of the names between `/`s.
        fileprivate static func names(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
            var names: [Range<Int>] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                if index > start { names.append(start..<index) }
                start = index + 1
            }
            return names
        }
    }

    public var description: String { text }

    /// The literal folder and file names the pattern spells, over all its alternatives (no
    /// wildcards), e.g. `Sounds`, `Audio`, `Effects`, `SFX` for `**/{Sounds,Audio}/{Effects,SFX}/**`.
    public var literalNames: Set<String> {
        Set(alternatives.flatMap { $0 }.filter { !$0.contains(where: { "*?".contains($0) }) }.map(String.init))
    }

    /// What the pattern asks of a file's name below its folders: the text after its last `/`
    /// outside braces (`confetti*.{json,lottie}`), or `**` when it ends in `**` or names folders only.
    public var nameTail: String {
        var depth = 0
        var cut = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "{": depth += 1
            case "}": depth -= 1
            case "/" where depth == 0: cut = text.index(after: index)
            default: break
            }
        }
        let tail = String(text[cut...])
        return tail.isEmpty ? "**" : tail
    }

    /// True when the bundle-relative `path` matches.
    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let names = Subject.names(in: bytes)
            return compiled.contains { $0.matches(names[...], in: bytes) }
        }
    }

    /// True when the path `subject` matches. The path is compared as UTF-8 bytes in place, its
    /// names found once: checks match every file against many patterns.
    public func matches(_ subject: Subject) -> Bool {
        subject.bytes.withUnsafeBufferPointer { bytes in
            compiled.contains { $0.matches(subject.names[...], in: bytes) }
        }
    }

    /// Why the pattern can never match a file of `kind`, or `nil` when it can.
    public func neverMatchesReason(kind: AssetKind) -> String? {
        if text.isEmpty { return "an empty pattern matches nothing" }
        if text.hasPrefix("/") { return "patterns are relative to the bundle root; remove the leading '/'" }
        if let braceProblem { return braceProblem }
        var reasons: [String] = []
        for segments in alternatives {
            guard let reason = Self.neverMatchesReason(segments, kind: kind) else { return nil }
            reasons.append(reason)
        }
        return reasons.first
    }

    /// The texts `text`'s braces spell out, in order; `text` alone when it has none or they are
    /// unreadable (then `problem` says why).
    private static func expandBraces(_ text: String, problem: inout String?) -> [String] {
        guard let open = text.firstIndex(of: "{") else {
            if text.contains("}") { problem = "a '}' without its '{'" }
            return [text]
        }
        guard let close = text[open...].firstIndex(of: "}") else {
            problem = "a '{' without its '}'"
            return [text]
        }
        let inside = text[text.index(after: open)..<close]
        if inside.contains("{") {
            problem = "braces do not nest; list every spelling in one pair, e.g. {Sounds,Audio}"
            return [text]
        }
        if text[..<open].contains("}") {
            problem = "a '}' without its '{'"
            return [text]
        }
        let head = text[..<open], tail = String(text[text.index(after: close)...])
        let rests = expandBraces(tail, problem: &problem)
        guard problem == nil else { return [text] }
        let choices = inside.split(separator: ",", omittingEmptySubsequences: false)
        guard choices.count * rests.count <= maxAlternatives else {
            problem = "its braces spell out more than \(maxAlternatives) alternatives"
            return [text]
        }
        return choices.flatMap { choice in rests.map { head + choice + $0 } }
    }

    private static func neverMatchesReason(_ segments: [Substring], kind: AssetKind) -> String? {
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return "'.' and '..' never appear in bundle-relative paths"
        }
        guard let last = segments.last, kind != .other else { return nil }
        // A last segment with a literal extension must name one this kind of asset can have.
        if let dot = last.lastIndex(of: "."), !last[dot...].contains(where: { "*?".contains($0) }) {
            let ext = last[last.index(after: dot)...].lowercased()
            let fits = AssetKind.guess(forPath: "x." + ext) == kind || ((kind == .animation || kind == .entity) && ext == "json")
            if !fits { return "a \(kind.rawValue) class never contains '.\(ext)' files" }
        }
        return nil
    }

    fileprivate static let anyFolders = Array("**".utf8)

    /// One name's pattern, told apart by shape: most are a literal name (`Podfile`) or an extension
    /// (`*.swift`), which a comparison decides without ``matchSegment(_:_:)``'s backtracking (every
    /// file of a bundle is matched against every exclusion).
    fileprivate enum Segment: Sendable, Hashable {
        case literal([UInt8])
        /// `*` and then a literal tail.
        case suffix([UInt8])
        case glob([UInt8])

        init(_ pattern: [UInt8]) {
            let wild = { (byte: UInt8) in byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") }
            if !pattern.contains(where: wild) {
                self = .literal(pattern)
            } else if pattern.first == UInt8(ascii: "*"), !pattern.dropFirst().contains(where: wild) {
                self = .suffix(Array(pattern.dropFirst()))
            } else {
                self = .glob(pattern)
            }
        }

        /// The key (``extensionKey(of:)``) of the extension (the bytes after the last `.`, "" for
        /// none) every name this segment matches has, when the segment decides it: a literal
        /// name's own, or a literal tail's that holds a `.`; `nil` for a glob or a tail without one.
        var requiredExtension: UInt64? {
            switch self {
            case let .literal(literal): Self.extensionKey(of: literal)
            case let .suffix(tail): tail.lastIndex(of: UInt8(ascii: ".")).map { Self.key(packing: tail[($0 + 1)...]) }
            case .glob: nil
            }
        }

        /// The extension of `name` (the bytes after its last `.`, none without one) as a key for
        /// the segments that require it: its length and first 7 bytes in one integer, so that a
        /// path's names are looked up without an array of their own. Extensions that share a key
        /// (longer than 7 bytes, alike in those) are told apart by the segments' own match.
        static func extensionKey<C: BidirectionalCollection<UInt8>>(of name: C) -> UInt64 {
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return 0 }
            return key(packing: name[name.index(after: dot)...])
        }

        /// `bytes`' length (up to 255) and first 7 bytes, packed.
        private static func key<C: Collection<UInt8>>(packing bytes: C) -> UInt64 {
            var (bits, count): (UInt64, UInt64) = (0, 0)
            for byte in bytes {
                if count < 7 { bits |= UInt64(byte) << (8 * count) }
                count += 1
            }
            return bits | min(count, 255) << 56
        }

        func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            switch self {
            case let .literal(literal): name.elementsEqual(literal)
            case let .suffix(tail): name.count >= tail.count && name[(name.count - tail.count)...].elementsEqual(tail)
            case let .glob(pattern): PathPattern.matchSegment(pattern, name)
            }
        }
    }

    /// True when the names `path` (ranges of `bytes`) match the segments `pattern`.
    fileprivate static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<Range<Int>>,
                              in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == anyFolders {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, in: bytes) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, matchSegment(head, UnsafeBufferPointer(rebasing: bytes[name])) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), in: bytes)
    }

    /// Wildcard match of one name, iterative with a single backtrack point for `*`.
    fileprivate static func matchSegment(_ pattern: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = 0, n = 0
        var star = -1, starMatch = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                starMatch = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                starMatch += 1
                n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}

/// Many patterns matched together, as the rules' exclusions are against every file of a bundle:
/// a path matches when any pattern does. Most exclusions ask one name to be a literal
/// (`Podfile`) or to end in an extension (`*.swift`, `**/*.xcodeproj/**`); those are filed by the
/// extension they require, so a path is compared only with the ones its names' extensions can
/// match instead of with each of dozens in turn. The others are matched one by one.
public struct PathPatternSet: Sendable {
    /// `**/name` alternatives by the extension a matching last name has ("" for none), by its
    /// key (``PathPattern/Segment/extensionKey(of:)``).
    private var lastNames: [UInt64: [PathPattern.Segment]] = [:]
    /// `**/name/**` alternatives by the extension a matching name has.
    private var anyNames: [UInt64: [PathPattern.Segment]] = [:]
    /// Every other alternative.
    private var others: [PathPattern.Compiled] = []

    public init(_ patterns: [PathPattern]) {
        for alternative in patterns.flatMap(\.compiled) {
            switch alternative {
            case let .lastName(segment):
                if let ext = segment.requiredExtension { lastNames[ext, default: []].append(segment) } else { others.append(alternative) }
            case let .anyName(segment):
                if let ext = segment.requiredExtension { anyNames[ext, default: []].append(segment) } else { others.append(alternative) }
            case .segments:
                others.append(alternative)
            }
        }
    }

    public var isEmpty: Bool { lastNames.isEmpty && anyNames.isEmpty && others.isEmpty }

    /// True when some pattern matches the bundle-relative `path`.
    public func matches(_ path: String) -> Bool {
        if isEmpty { return false }
        var path = path
        return path.withUTF8 { bytes in
            let names = PathPattern.Subject.names(in: bytes)
            func candidates(_ filed: [UInt64: [PathPattern.Segment]], _ name: Range<Int>) -> Bool {
                guard !filed.isEmpty else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[name])
                return filed[PathPattern.Segment.extensionKey(of: name)]?.contains { $0.matches(name) } ?? false
            }
            if let last = names.last, candidates(lastNames, last) { return true }
            if names.contains(where: { candidates(anyNames, $0) }) { return true }
            return others.contains { $0.matches(names[...], in: bytes) }
        }
    }
}
