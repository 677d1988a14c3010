import AssetCheckCore

/// The badges of a card: each check its files were evaluated by, passed, failed or not
/// applicable, as the passes recorded (``Evaluation``), then any other check that reported
/// something there.
///
/// Checks that only guard against bad input (corrupt, too large, unreadable) show only when they
/// fail; a check turned off was not evaluated and shows nothing.
enum CheckBadges {
    /// One badge: a check and its worst result on the card.
    struct Badge: Sendable, Hashable {
        var check: CheckID
        var status: Status
        /// Why it did not run, for a badge that is ``Status/notApplicable``.
        var reason: String?
    }

    /// A badge's result, worst first: a check passes a card only where it ran on all its files
    /// that the class asks it of, so one it could not run on one of them shows as not checked.
    enum Status: String, Sendable, Comparable, CaseIterable {
        case error
        case warning
        case notApplicable = "na"
        case pass

        private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
        static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }
    }

    /// Each check's place in the order the passes run.
    private static let order = Dictionary(CheckCatalog.inPassOrder.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

    static func badges(for card: ReportCard) -> [Badge] {
        var worst: [CheckID: Badge] = [:]
        func note(_ badge: Badge) {
            if let known = worst[badge.check], known.status <= badge.status { return }
            worst[badge.check] = badge
        }
        for evaluation in card.evaluations {
            switch evaluation.outcome {
            case .passed:
                if CheckCatalog.descriptor(for: evaluation.check)?.guardsInput != true {
                    note(Badge(check: evaluation.check, status: .pass))
                }
            case let .failed(severity):
                note(Badge(check: evaluation.check, status: severity == .error ? .error : .warning))
            case let .notApplicable(reason):
                note(Badge(check: evaluation.check, status: .notApplicable, reason: reason))
            }
        }
        // A finding always has its badge, even one on a subject no evaluation names.
        for finding in card.findings {
            note(Badge(check: finding.check, status: finding.severity == .error ? .error : .warning))
        }
        return worst.values.sorted { (order[$0.check] ?? .max, $0.check) < (order[$1.check] ?? .max, $1.check) }
    }
}
