import AssetCheckCore

/// Sorts a checked bundle into cards and sections: every file on exactly one card, every
/// finding with a path on the card of that path.
///
/// An image group (its @2x and @3x) is one card; an image set's `Contents.json` joins its image
/// card, and other catalog metadata the card of an asset in its folder. Sections follow the
/// classes, those with errors first; inside a section, failing cards come first.
struct ReportCardBuilder {
    let snapshot: BundleSnapshot
    let findings: [Finding]
    let rules: RuleSet?
    /// What the checks decided (``CheckOutcome/evaluations``); each joins the card of its subject.
    var evaluations: Evaluations = []

    func sections() -> [ReportSection] {
        let order = Dictionary((rules?.classes ?? []).enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byClass = Dictionary(grouping: cards(), by: \.assetClass)
        return byClass.map { assetClass, cards in
            ReportSection(assetClass: assetClass, cards: cards.sorted { ($0.status, $0.name) < ($1.status, $1.name) })
        }.sorted { a, b in
            let rankA = a.assetClass.map { order[$0] ?? order.count } ?? order.count + 1
            let rankB = b.assetClass.map { order[$0] ?? order.count } ?? order.count + 1
            return (a.status, rankA, a.assetClass ?? "") < (b.status, rankB, b.assetClass ?? "")
        }
    }

    /// One card per asset, in no particular order.
    func cards() -> [ReportCard] {
        var cards: [ReportCard] = []
        var cardOfPath: [String: Int] = [:]
        var cardOfGroup: [String: Int] = [:]
        for group in snapshot.imageGroups {
            cardOfGroup[group.label] = cards.count
            for path in group.variants.values where cardOfPath[path] == nil { cardOfPath[path] = cards.count }
            cards.append(ReportCard(name: group.label, kind: .image, assetClass: group.assetClass, variants: group.variants))
        }
        let metadata = snapshot.records.filter { CatalogPath.isMetadata($0.path) && cardOfPath[$0.path] == nil }
        for record in snapshot.records where cardOfPath[record.path] == nil && !CatalogPath.isMetadata(record.path) {
            cardOfPath[record.path] = cards.count
            let scale = record.scale ?? ScaleSuffix(fileName: ReportWording.fileName(record.path)).scale
            let variants = record.kind == .image && record.image != nil ? [scale: record.path] : [:]
            cards.append(ReportCard(name: record.path, kind: record.kind, assetClass: record.assetClass, variants: variants,
                                    path: record.path))
        }
        var cardOfFolder: [String: Int] = [:]
        for (index, card) in cards.enumerated() {
            for path in card.paths where cardOfFolder[Self.folder(of: path)] == nil { cardOfFolder[Self.folder(of: path)] = index }
        }
        for record in metadata {
            let folder = Self.folder(of: record.path)
            let owner = cardOfGroup[folder] ?? cardOfFolder[folder]
            if let owner {
                cards[owner].attached.append(record.path)
                cardOfPath[record.path] = owner
            } else {
                cardOfPath[record.path] = cards.count
                cards.append(ReportCard(name: record.path, kind: .other, assetClass: record.assetClass, path: record.path))
            }
        }
        // Findings on paths that are no file of the bundle (an image set folder, a link out of it).
        for finding in findings {
            guard let path = finding.path, cardOfPath[path] == nil else { continue }
            if let group = cardOfGroup[path] {
                cardOfPath[path] = group
            } else {
                cardOfPath[path] = cards.count
                cards.append(ReportCard(name: path, kind: AssetKind.guess(forPath: path), assetClass: nil, path: path))
            }
        }
        for finding in findings {
            guard let path = finding.path, let index = cardOfPath[path] else { continue }
            cards[index].findings.append(finding)
        }
        let table = EvaluationTable(evaluations)
        for (place, evaluation) in evaluations.enumerated() {
            guard let subject = evaluation.subject, let index = cardOfPath[subject] ?? cardOfGroup[subject] else { continue }
            cards[index].evaluationIndices.append(Int32(place))
        }
        return Self.joiningAtlases(cards).map { card in
            var card = card
            card.table = table
            card.sprites = card.sprites.map { sprite in
                var sprite = sprite
                sprite.table = table
                return sprite
            }
            return card
        }
    }

    /// The cards of a texture atlas's files become one card of the atlas, its sprites inside it;
    /// a `.spriteatlas`'s own `Contents.json` is attached to it, and findings on the atlas folder
    /// itself (`asset.unclassified` reports a folder) are the atlas card's.
    static func joiningAtlases(_ cards: [ReportCard]) -> [ReportCard] {
        var result: [ReportCard] = []
        var cardOfAtlas: [String: Int] = [:]
        for card in cards {
            let onFolder = card.kind == .other && card.path.map { SpriteAtlasPath.isAtlasFolder($0.lastPathName) } == true
            guard let first = card.paths.first, let atlas = onFolder ? first : SpriteAtlasPath.atlas(containing: first) else {
                result.append(card)
                continue
            }
            let index = cardOfAtlas[atlas] ?? result.count
            if cardOfAtlas[atlas] == nil {
                cardOfAtlas[atlas] = index
                result.append(ReportCard(name: atlas, kind: .image, assetClass: nil))
            }
            if onFolder {
                result[index].findings = (result[index].findings + card.findings).sorted()
                result[index].evaluationIndices += card.evaluationIndices
                continue
            }
            // The atlas goes in the section of its images' class.
            if result[index].assetClass == nil || (card.kind == .image && result[index].sprites.allSatisfy { $0.kind != .image }) {
                result[index].assetClass = card.assetClass
            }
            if card.kind == .other, card.findings.isEmpty, let path = card.path, CatalogPath.isMetadata(path) {
                result[index].attached.append(path)
            } else {
                result[index].sprites.append(card)
                result[index].sprites.sort { $0.name < $1.name }
            }
            result[index].findings = (result[index].findings + card.findings).sorted()
        }
        return result
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
