import AssetCheckCore

/// The badges of a card: each check that ran on its files, passed or failed, then any other
/// check that reported something there.
///
/// A check counts as run when the class asks for it (an exact size, a transparent background,
/// a sample rate ...) and the rules do not turn it off; checks that only guard against bad
/// input (corrupt, too large, unreadable) show only when they fail.
enum CheckBadges {
    /// One badge: a check and its worst result on the card.
    struct Badge: Sendable, Hashable {
        var check: CheckID
        var status: ReportCard.Status
    }

    static func badges(for card: ReportCard, rules: RuleSet?) -> [Badge] {
        var worst: [CheckID: ReportCard.Status] = [:]
        for finding in card.findings {
            let status: ReportCard.Status = finding.severity == .error ? .error : .warning
            worst[finding.check] = min(worst[finding.check] ?? .pass, status)
        }
        let rule = rules?.assetClass(named: card.assetClass)
        let policy = rules.map(SeverityPolicy.init)
        let ran = checksRun(kind: card.kind, rule: rule, path: card.path, grouped: card.path == nil).filter { check in
            policy.map { $0.severity(of: check, inClass: card.assetClass) != nil } ?? true
        }
        let extra = worst.keys.filter { !ran.contains($0) }.sorted()
        return (ran + extra).map { Badge(check: $0, status: worst[$0] ?? .pass) }
    }

    /// The checks the class runs on a file of this kind, in the order the passes run them (see
    /// ``CheckApplicability``). Sizes and scales are checked per image group, so an image that
    /// belongs to none (`grouped` false) has only the checks of the file itself.
    static func checksRun(kind: AssetKind, rule: AssetClassRule?, path: String?, grouped: Bool) -> [CheckID] {
        CheckCatalog.inPassOrder.filter { descriptor in
            descriptor.applicability.runs(onFileAt: path ?? "", kind: kind, rule: rule, grouped: grouped)
        }.map(\.id)
    }
}
