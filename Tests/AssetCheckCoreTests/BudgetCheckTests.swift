import AssetCheckCore
import Testing

/// Size and memory budgets on plain values: each just under and just over its limit.
@Suite("Budget checks")
struct BudgetCheckTests {
    private func rules(size: Budget? = nil, memory: MemoryBudget? = nil, musicLimit: Int? = nil,
                       severities: [CheckID: Severity?] = [:]) -> RuleSet {
        RuleSet(name: "t", source: "t.yml", severities: severities, classes: [
            AssetClassRule(id: "music", description: "background music", expectations: .audio(AudioExpectations()), patterns: [PathPattern("Music/**")], maxTotalBytes: musicLimit),
            AssetClassRule(id: "background", description: "backgrounds", expectations: .image(ImageExpectations()), patterns: [PathPattern("Backgrounds/**")]),
            AssetClassRule(id: "sprite", description: "sprites", expectations: .image(ImageExpectations()), patterns: [PathPattern("Games/**")]),
        ], budgets: Budgets(bundleSize: size, memory: memory))
    }

    private func file(_ path: String, _ bytes: Int) -> AssetRecord {
        AssetRecord(path: path, assetClass: path.hasPrefix("Music/") ? "music" : nil, kind: .other, bytes: bytes, sha256: path)
    }

    private func image(_ path: String, _ width: Int, _ height: Int, scale: Int? = nil) -> AssetRecord {
        let assetClass = path.hasPrefix("Backgrounds/") ? "background" : path.hasPrefix("Games/") ? "sprite" : nil
        return AssetRecord(path: path, assetClass: assetClass, kind: .image, bytes: 10, sha256: path, format: .png, scale: scale,
                           facts: .image(ImageFacts(width: width, height: height, hasAlphaChannel: true, bitDepth: 8, interlaced: false)))
    }

    private func findings(_ records: [AssetRecord], _ rules: RuleSet, groups: [ImageGroup] = []) -> [Finding] {
        CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules)
            .filter { $0.check.rawValue.hasPrefix("bundle.") }
    }

    // MARK: bundle.size

    private let thousand = Budget(maxBytes: 1000, warnAt: 0.9)

    @Test("bundle size just under the warning threshold: nothing")
    func sizeUnderWarning() {
        #expect(findings([file("a.bin", 599), file("b.bin", 300)], rules(size: thousand)).isEmpty)
    }

    @Test("bundle size at warn-at and up to the limit: a warning naming the headroom")
    func sizeWarning() throws {
        for total in [900, 1000] {
            let found = findings([file("a.bin", total - 300), file("Music/b.aac", 300)], rules(size: thousand))
            let finding = try #require(found.first)
            #expect(found.count == 1)
            #expect(finding.check == .bundleSize)
            #expect(finding.severity == .warning)
            #expect(finding.path == nil)
            #expect(finding.message.contains("\(total / 10)% of the 1.0 KB budget (warning from 90%), \(1000 - total) bytes left"))
            #expect(finding.message.contains("biggest files: a.bin \(total - 300) bytes, Music/b.aac 300 bytes"))
            #expect(finding.fingerprint == Fingerprint(check: finding.check, path: nil, identity: ["near"]))
        }
    }

    @Test("bundle size one byte over the limit: an error naming the biggest files and classes")
    func sizeOver() throws {
        let records = [file("a.bin", 501), file("Music/b.aac", 300), file("Music/c.aac", 150), file("d.bin", 50)]
        let finding = try #require(findings(records, rules(size: thousand)).first)
        #expect(finding.check == .bundleSize)
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("the bundle's 4 files total 1.0 KB, 1 byte over the 1.0 KB budget; "))
        #expect(finding.message.contains("biggest files: a.bin 501 bytes, Music/b.aac 300 bytes, Music/c.aac 150 bytes and 1 more"))
        #expect(finding.message.contains("biggest classes: files of no class 551 bytes, background music 450 bytes"))
        #expect(finding.fix?.contains("cut at least 1 byte") == true)
        #expect(finding.fingerprint == Fingerprint(check: finding.check, path: nil, identity: ["over"]))
    }

    @Test("the message uses decimal megabytes with one decimal, as App Store Connect counts")
    func sizeWording() throws {
        let budget = Budget(maxBytes: 150_000_000, warnAt: 0.9)
        let finding = try #require(findings([file("Music/theme.aac", 142_300_000)], rules(size: budget)).first)
        #expect(finding.message.hasPrefix("the bundle's 1 file total 142.3 MB, 94.9% of the 150 MB budget (warning from 90%), 7.7 MB left"))
    }

    @Test("a severity override applies, and the warn-at ceiling still caps it")
    func sizeSeverities() throws {
        let over = [file("a.bin", 1001)], near = [file("a.bin", 950)]
        #expect(findings(over, rules(size: thousand, severities: [.bundleSize: .warning])).first?.severity == .warning)
        let off: [CheckID: Severity?] = [.bundleSize: nil]
        let silenced = findings(over, rules(size: thousand, severities: off))
        #expect(silenced.isEmpty)
        #expect(findings(near, rules(size: thousand, severities: [.bundleSize: .error])).first?.severity == .warning)
    }

    // MARK: bundle.class-size

    @Test("a class exactly at its max-total-size passes; one byte over is an error about the class")
    func classSize() throws {
        let records = [file("Music/a.aac", 600), file("Music/b.aac", 400), file("other.bin", 5000)]
        #expect(findings(records, rules(musicLimit: 1000)).isEmpty)
        let finding = try #require(findings(records, rules(musicLimit: 999)).first)
        #expect(finding.check == .bundleClassSize)
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("background music total 1.0 KB in 2 files, 1 byte over the 999 bytes budget of class 'music'"))
        #expect(finding.message.contains("biggest: Music/a.aac 600 bytes, Music/b.aac 400 bytes"))
        #expect(finding.fingerprint == Fingerprint(check: finding.check, path: nil, identity: ["music", "over"]))
    }

    // MARK: bundle.memory

    @Test("memory of one group of everything: just under passes, just over is an error")
    func memoryWhole() throws {
        // 10x10 px = 400 bytes decoded, 20x10 = 800: 1200 bytes in all.
        let records = [image("Backgrounds/a.png", 20, 10), image("Games/b.png", 10, 10)]
        let all = [MemoryGroup(name: "screen", patterns: [PathPattern("**")])]
        #expect(findings(records, rules(memory: MemoryBudget(budget: Budget(maxBytes: 1334, warnAt: 0.9), groups: all))).isEmpty)
        let warning = try #require(findings(records, rules(memory: MemoryBudget(budget: Budget(maxBytes: 1333, warnAt: 0.9), groups: all))).first)
        #expect(warning.severity == .warning)
        let over = try #require(findings(records, rules(memory: MemoryBudget(budget: Budget(maxBytes: 1199, warnAt: 0.9), groups: all))).first)
        #expect(over.check == .bundleMemory)
        #expect(over.severity == .error)
        #expect(over.message.hasPrefix("an estimated 1.2 KB of decoded images in memory group 'screen' (2 images at width x height x 4 bytes, each once at its largest scale), "))
        #expect(over.message.contains("1 byte over the 1.2 KB memory budget"))
        #expect(over.message.contains("biggest: Backgrounds/a.png (20x10 px) 800 bytes, Games/b.png (10x10 px) 400 bytes"))
        #expect(over.message.contains("biggest classes: backgrounds 800 bytes, sprites 400 bytes"))
        #expect(over.fingerprint == Fingerprint(check: over.check, path: nil, identity: ["group screen", "over"]))
    }

    @Test("bundle.memory without groups: ten backgrounds over the budget are reported, never a finding")
    func memoryWithoutGroups() throws {
        // Ten 3582x2502 px backgrounds: 358.5 MB decoded, far over 200 MB, and still no finding.
        let records = (0..<10).map { image("Backgrounds/bg\($0).png", 3582, 2502) } + [image("Games/b.png", 10, 10)]
        let budget = MemoryBudget(budget: Budget(maxBytes: 200_000_000))
        #expect(findings(records, rules(memory: budget)).isEmpty)
        let headroom = BudgetHeadroom(snapshot: BundleSnapshot(records: records), rules: rules(memory: budget))
        #expect(headroom.memory.isEmpty)
        let estimate = try #require(headroom.memoryEstimate)
        #expect(estimate.images == 11)
        #expect(estimate.decodedBytes == 10 * 3582 * 2502 * 4 + 400)
        #expect(estimate.classes.map(\.assetClass) == ["background", "sprite"])
        #expect(estimate.classes.first?.images == 10)
        #expect(estimate.classes.first?.largestPath == "Backgrounds/bg0.png")
        #expect(estimate.plausibleScreenBytes == 3582 * 2502 * 4 + 400)
    }

    @Test("a largest-of pattern counts only its largest image: one background of many on a screen")
    func memoryLargestOf() {
        let records = [image("Backgrounds/a.png", 20, 10), image("Backgrounds/b.png", 30, 10), image("UI/c.png", 10, 10)]
        let group = MemoryGroup(name: "screen", patterns: [PathPattern("UI/**")], largestOf: [PathPattern("Backgrounds/**")])
        let groups = MemoryEstimate(snapshot: BundleSnapshot(records: records))
            .groups(of: MemoryBudget(budget: Budget(maxBytes: 1000), groups: [group]))
        #expect(groups.map { $0.images.map(\.path) } == [["Backgrounds/b.png", "UI/c.png"]])
        #expect(groups.first?.decodedBytes == 1200 + 400)
    }

    @Test("each named group is summed on its own, against the same budget")
    func memoryGroups() {
        let records = [image("Games/Shapes/a.png", 10, 10), image("Games/Shapes/b.png", 10, 10), image("Games/Words/c.png", 10, 10)]
        let groups = [MemoryGroup(name: "shapes", patterns: [PathPattern("Games/Shapes/**")]),
                      MemoryGroup(name: "words", patterns: [PathPattern("Games/Words/**")])]
        let found = findings(records, rules(memory: MemoryBudget(budget: Budget(maxBytes: 799, warnAt: 1), groups: groups)))
        #expect(found.map(\.message).count == 1)
        #expect(found.first?.message.hasPrefix("an estimated 800 bytes of decoded images in memory group 'shapes' (2 images") == true)
        #expect(found.first?.severity == .error)
    }

    @Test("an image counts once, at its largest scale: a device loads one variant")
    func memoryLargestScale() {
        let records = [image("Games/a@2x.png", 20, 20, scale: 2), image("Games/a@3x.png", 30, 30, scale: 3)]
        let group = ImageGroup(name: "Games/a", assetClass: "sprite", variants: [2: "Games/a@2x.png", 3: "Games/a@3x.png"])
        let estimate = MemoryEstimate(snapshot: BundleSnapshot(records: records))
        #expect(estimate.images.map(\.path) == ["Games/a@3x.png"])
        let budget = MemoryBudget(budget: Budget(maxBytes: 3600, warnAt: 1.01),
                                  groups: [MemoryGroup(name: "games", patterns: [PathPattern("Games/**")])])
        #expect(findings(records, rules(memory: budget), groups: [group]).isEmpty)
    }

    @Test("the snapshot's estimate is worked out once and is the estimate of its records, for the check and the headroom alike")
    func memoryEstimateShared() {
        let records = [image("Games/a@2x.png", 20, 20, scale: 2), image("Games/a@3x.png", 30, 30, scale: 3), image("UI/c.png", 10, 10)]
        let snapshot = BundleSnapshot(records: records)
        let budget = MemoryBudget(budget: Budget(maxBytes: 100), groups: [MemoryGroup(name: "all", patterns: [PathPattern("**")])])
        let fresh = MemoryEstimate(snapshot: snapshot)
        #expect(snapshot.memoryEstimate.images == fresh.images)
        #expect(snapshot.memoryEstimate.groups(of: budget) == fresh.groups(of: budget))
        // A copy of the snapshot (as each check receives one) reads the same estimate.
        let copy = snapshot
        #expect(copy.memoryEstimate.images == fresh.images)
        let headroom = BudgetHeadroom(snapshot: copy, rules: rules(memory: budget))
        #expect(headroom.memory.map(\.usedBytes) == [fresh.groups(of: budget).first?.decodedBytes])
        #expect(fresh.groups(of: budget).first?.decodedBytes == 30 * 30 * 4 + 10 * 10 * 4)
        #expect(findings(records, rules(memory: budget)).first?.message.contains("in memory group 'all' (2 images") == true)
    }

    // MARK: headroom

    @Test("the manifest's headroom: limit, used, headroom and status of every budget, sorted")
    func headroom() {
        let records = [file("Music/a.aac", 600), image("Backgrounds/a.png", 10, 10)]
        let headroom = BudgetHeadroom(snapshot: BundleSnapshot(records: records),
                                      rules: rules(size: thousand, memory: MemoryBudget(budget: Budget(maxBytes: 100),
                                                    groups: [MemoryGroup(name: "all", patterns: [PathPattern("**")])]), musicLimit: 500))
        #expect(headroom.bundleSize == BudgetUse(name: "bundle-size", limitBytes: 1000, usedBytes: 610, files: 2, warnAt: 0.9))
        #expect(headroom.bundleSize?.headroomBytes == 390)
        #expect(headroom.bundleSize?.status == .ok)
        #expect(headroom.classes.map(\.name) == ["music"])
        #expect(headroom.classes.first?.status == .over)
        #expect(headroom.classes.first?.headroomBytes == -100)
        #expect(headroom.memory.first?.usedBytes == 400)
        #expect(headroom.memory.first?.status == .over)
    }

    @Test("byte counts read in decimal units")
    func wording() {
        #expect(ByteWording.megabytes(2_149_999) == "2.1 MB")
        #expect(ByteWording.limit(150_000_000) == "150 MB")
        #expect(ByteWording.size(999) == "999 bytes")
        #expect(ByteWording.size(12_345) == "12.3 KB")
        #expect(ByteWording.delta(-1_250_000) == "-1.2 MB" || ByteWording.delta(-1_250_000) == "-1.3 MB")
        #expect(ByteWording.delta(0) == "no change")
        #expect(ByteWording.percent(0.986) == "98.6%")
    }
}
