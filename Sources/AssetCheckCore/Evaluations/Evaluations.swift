/// A run's evaluations, in the order the passes recorded them, kept as each pass's
/// ``EvaluationLog`` packed them: never copied into one array, and each evaluation in 28 bytes
/// with its words (check, class, subject, what was expected and measured) stored once per log.
///
/// A large bundle has hundreds of thousands of evaluations. As ``Evaluation`` values (104 bytes
/// each) in one array grown by doubling, then a copy of every pass's into one, 10x Bennie's
/// bundle held 30 MB of them at once; packed, a few.
public struct Evaluations: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
    /// How many evaluations a page holds; a log's last page may hold fewer.
    static let pageSize = 2048

    /// One log's evaluations: its words and its pages.
    struct Segment: Sendable {
        var words: Words
        var pages: [ContiguousArray<Packed>]
    }

    private var segments: [Segment] = []
    /// Where each page starts, by segment and page, in the order of both.
    private var pageStarts: [Int] = []
    /// The page at each of ``pageStarts``: its segment and its place there.
    private var pagePlaces: [(segment: Int32, page: Int32)] = []
    public private(set) var endIndex = 0

    public init() {}

    init(segment: Segment) { append(segment) }

    public init(_ evaluations: some Sequence<Evaluation>) {
        var writer = Writer()
        for evaluation in evaluations { writer.record(evaluation) }
        append(writer.segment)
    }

    public init(arrayLiteral elements: Evaluation...) { self.init(elements) }

    /// Adds `other`'s evaluations after these, sharing its pages and words (nothing is copied).
    public mutating func append(contentsOf other: Evaluations) {
        for segment in other.segments { append(segment) }
    }

    private mutating func append(_ segment: Segment) {
        let pages = segment.pages.filter { !$0.isEmpty }
        guard !pages.isEmpty else { return }
        segments.append(Segment(words: segment.words, pages: pages))
        for (place, page) in pages.enumerated() {
            pageStarts.append(endIndex)
            pagePlaces.append((Int32(segments.count - 1), Int32(place)))
            endIndex += page.count
        }
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> Evaluation {
        let (segment, page, offset) = place(of: position)
        return segments[segment].words.evaluation(segments[segment].pages[page][offset])
    }

    /// The segment, page and place on it of `position`: on the last page that starts at or before it.
    private func place(of position: Int) -> (Int, Int, Int) {
        precondition(position >= 0 && position < endIndex, "Evaluations index out of range")
        var low = 0, high = pageStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pageStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (Int(pagePlaces[low].segment), Int(pagePlaces[low].page), position - pageStarts[low])
    }

    /// Sets each outcome that `outcome` gives (`nil` keeps it), in place.
    mutating func updateOutcomes(_ outcome: (Evaluation) -> Evaluation.Outcome?) {
        for s in segments.indices {
            let words = segments[s].words
            for p in segments[s].pages.indices {
                for e in segments[s].pages[p].indices {
                    let packed = segments[s].pages[p][e]
                    guard let new = outcome(words.evaluation(packed)) else { continue }
                    segments[s].pages[p][e].outcome = Packed.code(of: new, words: words)
                }
            }
        }
    }

    /// Walks the pages in order, without looking each position up.
    public func makeIterator() -> Iterator { Iterator(segments: segments) }

    public struct Iterator: IteratorProtocol {
        let segments: [Segment]
        var segment = 0, page = 0, offset = 0

        public mutating func next() -> Evaluation? {
            while segment < segments.count {
                let pages = segments[segment].pages
                if page < pages.count, offset < pages[page].count {
                    defer { offset += 1 }
                    return segments[segment].words.evaluation(pages[page][offset])
                }
                if page < pages.count {
                    page += 1
                } else {
                    segment += 1
                    page = 0
                }
                offset = 0
            }
            return nil
        }
    }

    public static func == (lhs: Evaluations, rhs: Evaluations) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for evaluation in self { hasher.combine(evaluation) }
    }

    // MARK: Packing

    /// One evaluation: its words as places in its log's ``Words`` (0 for none), and its outcome.
    struct Packed: Sendable {
        var check: UInt32
        var assetClass: UInt32
        var subject: UInt32
        var expected: UInt32
        var measured: UInt32
        /// Passed (0), failed as a warning (1) or an error (2), or not applicable: ``notApplicable``
        /// with its reason's place in the words in the other bits.
        var outcome: UInt32

        static let passed: UInt32 = 0, warning: UInt32 = 1, error: UInt32 = 2
        /// Not applicable: this bit, and the reason's place in the words.
        static let notApplicable: UInt32 = 1 << 31

        /// The code of `outcome`; a reason not yet among `words` is added.
        static func code(of outcome: Evaluation.Outcome, words: Words) -> UInt32 {
            switch outcome {
            case .passed: passed
            case .failed(.warning): warning
            case .failed(.error): error
            case let .notApplicable(reason): notApplicable | words.place(of: reason)
            }
        }
    }

    /// The words of one log's evaluations, each stored once (most recur on every file of a class).
    /// Only the log that owns it adds words, and only while it records; after that it is read only.
    final class Words: @unchecked Sendable {
        private var all: [String] = [""]
        private var places: [String: UInt32] = [:]
        /// The last subject placed: a pass records several checks of one file in a row.
        private var lastSubject: (String, UInt32)?

        /// The place of `word`, added when new; words past 2^31 places are never reached (a log
        /// that long would hold tens of gigabytes).
        func place(of word: String) -> UInt32 {
            if let place = places[word] { return place }
            let place = UInt32(all.count)
            all.append(word)
            places[word] = place
            return place
        }

        func place(of word: String?) -> UInt32 { word.map { place(of: $0) } ?? 0 }

        func place(ofSubject subject: String?) -> UInt32 {
            guard let subject else { return 0 }
            if let (last, place) = lastSubject, last == subject { return place }
            let place = place(of: subject)
            lastSubject = (subject, place)
            return place
        }

        func word(_ place: UInt32) -> String? { place == 0 ? nil : all[Int(place)] }

        func evaluation(_ packed: Packed) -> Evaluation {
            let outcome: Evaluation.Outcome = switch packed.outcome {
            case Packed.passed: .passed
            case Packed.warning: .failed(.warning)
            case Packed.error: .failed(.error)
            default: .notApplicable(reason: all[Int(packed.outcome & ~Packed.notApplicable)])
            }
            return Evaluation(CheckID(rawValue: all[Int(packed.check)]), subject: word(packed.subject),
                              assetClass: word(packed.assetClass), outcome: outcome,
                              expected: word(packed.expected), measured: word(packed.measured))
        }
    }

    /// Packs evaluations as they are recorded, into pages of ``pageSize`` that are never grown.
    struct Writer {
        private(set) var segment = Segment(words: Words(), pages: [])

        mutating func record(_ evaluation: Evaluation) {
            let words = segment.words
            let packed = Packed(check: words.place(of: evaluation.check.rawValue), assetClass: words.place(of: evaluation.assetClass),
                                subject: words.place(ofSubject: evaluation.subject), expected: words.place(of: evaluation.expected),
                                measured: words.place(of: evaluation.measured), outcome: Packed.code(of: evaluation.outcome, words: words))
            if segment.pages.last.map({ $0.count == pageSize }) ?? true {
                var page = ContiguousArray<Packed>()
                page.reserveCapacity(pageSize)
                segment.pages.append(page)
            }
            segment.pages[segment.pages.count - 1].append(packed)
        }
    }
}
