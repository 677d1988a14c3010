import AssetCheckCore

/// One card of the HTML report: an image with its scale variants side by side, or one other
/// file (audio, animation, anything else), with the findings on its files.
struct ReportCard: Sendable {
    /// What the card is called: the image group's name (`Characters/Bennie/wave`) or the file's path.
    var name: String
    var kind: AssetKind
    var assetClass: String?
    /// An image card's variants: bundle-relative paths by scale. Empty for other kinds.
    var variants: [Int: String] = [:]
    /// The card's one file, when it is not an image group (an image that belongs to none, such
    /// as a second @2x in an image set, has it as its one variant too).
    var path: String?
    /// Catalog metadata shown on this card (an image set's `Contents.json`).
    var attached: [String] = []
    /// Findings on any of the card's files, sorted.
    var findings: [Finding] = []
    /// What the checks decided on the card's files (and its image group), as the passes recorded:
    /// their places in the run's ``table``. A large bundle has hundreds of thousands of
    /// evaluations; the cards share one list of them rather than each holding copies.
    var evaluationIndices: [Int32] = []
    var table: EvaluationTable?

    /// The card's evaluations, once read out of the table for the card being written.
    private(set) var read: [Evaluation]? = nil

    /// The card's evaluations.
    var evaluations: [Evaluation] {
        if let read { return read }
        guard let table else { return [] }
        return evaluationIndices.map { table.all[Int($0)] }
    }

    /// This card (and its sprites) with its evaluations read out of the run's packed table once,
    /// for the time it is written: its badges, sizes and facts each look them up.
    func readingEvaluations() -> ReportCard {
        var card = self
        card.read = evaluations
        card.sprites = sprites.map { $0.readingEvaluations() }
        return card
    }

    /// Shows `evaluations` on this card (the page's card of the whole bundle).
    mutating func show(_ evaluations: [Evaluation]) {
        table = EvaluationTable(Evaluations(evaluations))
        evaluationIndices = evaluations.indices.map(Int32.init)
    }
    /// A texture atlas card's sprites (and any other file in the atlas), each as its own card, by name.
    var sprites: [ReportCard] = []

    /// Every file the card covers, sorted.
    var paths: [String] {
        Set(Array(variants.values) + (path.map { [$0] } ?? []) + attached + sprites.flatMap(\.paths)).sorted()
    }

    /// This card, or an atlas card's sprites: the cards whose files are shown.
    var shownCards: [ReportCard] { sprites.isEmpty ? [self] : sprites }

    /// True for a card that shows images side by side (a group, or one image of none).
    var showsImages: Bool { !variants.isEmpty }

    /// The evaluations of `checks` on `path`, in the order given.
    func evaluations(of checks: [CheckID], on path: String) -> [Evaluation] {
        let own = evaluations.filter { $0.subject == path }
        return checks.flatMap { check in own.filter { $0.check == check } }
    }

    /// The worst severity on the card.
    var status: Status {
        if findings.contains(where: { $0.severity == .error }) { return .error }
        return findings.isEmpty ? .pass : .warning
    }

    /// What a card's badge colour and the status filter go by; sorts errors first.
    enum Status: String, Sendable, Comparable, CaseIterable {
        case error
        case warning
        case pass

        private var rank: Int { Self.allCases.firstIndex(of: self)! }
        static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }

        /// Words for people: "Errors", "Warnings", "Passing".
        var plural: String {
            switch self {
            case .error: "Errors"
            case .warning: "Warnings"
            case .pass: "Passing"
            }
        }
    }
}

/// The cards of one asset class, as one section of the page.
struct ReportSection: Sendable {
    /// The class identifier, or `nil` for files no class claims.
    var assetClass: String?
    var cards: [ReportCard]

    var status: ReportCard.Status { cards.map(\.status).min() ?? .pass }
}

/// A run's evaluations, shared by the cards that show them.
final class EvaluationTable: Sendable {
    let all: Evaluations

    init(_ all: Evaluations) { self.all = all }
}
