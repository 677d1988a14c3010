/// How budget findings name what uses the most: files and classes, biggest first.
enum BudgetWording {
    /// How many contributors a message names.
    static let shown = 3

    /// `Sounds/Music/theme.aac 40.1 MB, Backgrounds/forest@3x.png 12.0 MB, ...`, largest first.
    static func biggest(_ items: [(name: String, bytes: Int)]) -> String {
        // The first few in that order, without sorting every file of a large bundle.
        func before(_ a: (name: String, bytes: Int), _ b: (name: String, bytes: Int)) -> Bool { (a.bytes, b.name) > (b.bytes, a.name) }
        var first: [(name: String, bytes: Int)] = []
        for item in items where first.count < shown || before(item, first[first.count - 1]) {
            first.insert(item, at: first.firstIndex { before(item, $0) } ?? first.count)
            if first.count > shown { first.removeLast() }
        }
        var text = first.map { "\($0.name) \(ByteWording.size($0.bytes))" }.joined(separator: ", ")
        if items.count > shown { text += " and \(items.count - shown) more" }
        return text
    }

    /// `background music 60.2 MB, backgrounds 30.1 MB, ...`: bytes per class, by the class's description.
    static func biggestClasses(_ items: [(assetClass: String?, bytes: Int)], rules: RuleSet) -> String {
        // Summed by class first, then by the classes' descriptions (two classes may share one): a
        // class name is short, and each of a large bundle's files is looked up once.
        var byClass: [String?: Int] = [:]
        for item in items { byClass[item.assetClass, default: 0] = byClass[item.assetClass, default: 0].addingClamped(item.bytes) }
        var totals: [String: Int] = [:]
        for (assetClass, bytes) in byClass {
            let name = rules.assetClass(named: assetClass)?.description ?? "files of no class"
            totals[name] = (totals[name] ?? 0).addingClamped(bytes)
        }
        return biggest(totals.map { ($0.key, $0.value) })
    }

    /// `2.3 MB over the 150 MB budget` or `91.5% of the 150 MB budget (warning from 90%), 12.8 MB left`.
    static func standing(_ use: BudgetUse, budget: String, warnAt: Double?) -> String {
        if use.status == .over {
            return "\(ByteWording.size(-use.headroomBytes)) over the \(ByteWording.limit(use.limitBytes)) \(budget)"
        }
        let threshold = warnAt.map { " (warning from \(ByteWording.percent($0)))" } ?? ""
        return "\(ByteWording.percent(use.fractionUsed)) of the \(ByteWording.limit(use.limitBytes)) \(budget)\(threshold), "
            + "\(ByteWording.size(use.headroomBytes)) left"
    }

    /// `12.0 MB, 1 byte over` or `135.0 MB, 90%`: what a budget's evaluation measured, with how it
    /// stands, since the size alone rounds away what decides it.
    static func measured(_ use: BudgetUse) -> String {
        ByteWording.size(use.usedBytes) + ", "
            + (use.status == .over ? ByteWording.size(-use.headroomBytes) + " over" : ByteWording.percent(use.fractionUsed))
    }

    /// `1 file`, `3 files`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// `over` or `near`: what identifies a budget finding, so it survives new numbers.
    static func state(_ use: BudgetUse) -> String { use.status == .over ? "over" : "near" }
}
