/// Decoded memory: each image costs width x height x 4 bytes (RGBA8, as iOS keeps it), and, where
/// the budget includes audio, each sound its PCM size (see ``Sound``).
///
/// A device loads one scale variant of an image, never both, so each image counts once, at its
/// largest scale present (@3x when there is one): an upper bound for any device. Images that
/// belong to no scale group (a second file claiming one scale) count on their own. An image
/// whose header was refused (too large, damaged) is not counted: its size is only a claim.
public struct MemoryEstimate: Sendable {
    /// One counted image.
    public struct Image: Sendable, Hashable {
        public var path: String
        public var assetClass: String?
        public var width: Int
        public var height: Int
        /// Width x height x 4 bytes, held at `Int.max` for sizes a header merely claims.
        public var decodedBytes: Int { width.multipliedClamped(by: height).multipliedClamped(by: 4) }
    }

    /// One counted sound, decoded to 16-bit PCM: samples x channels x 2 bytes, from the exact
    /// sample count (``AudioFacts/samples``), never from a duration rounded to milliseconds.
    public struct Sound: Sendable, Hashable {
        public var path: String
        public var assetClass: String?
        /// Samples per channel, counted from the decoded frames.
        public var samples: Int
        public var sampleRate: Int
        public var channels: Int

        public init(path: String, assetClass: String?, samples: Int, sampleRate: Int, channels: Int) {
            self.path = path
            self.assetClass = assetClass
            self.samples = samples
            self.sampleRate = sampleRate
            self.channels = channels
        }

        /// Playing time in seconds, for messages only.
        public var seconds: Double { sampleRate > 0 ? Double(samples) / Double(sampleRate) : 0 }

        /// Decoded bytes; saturates rather than overflows: the numbers come from the file.
        public var decodedBytes: Int {
            max(0, samples).multipliedClamped(by: max(0, channels)).multipliedClamped(by: 2)
        }
    }

    /// The images (and sounds) of one memory group and their total.
    public struct Group: Sendable, Hashable {
        public var name: String
        /// Sorted by decoded bytes, largest first, then by path.
        public var images: [Image]
        /// Sorted by decoded bytes, largest first, then by path; empty unless the budget includes audio.
        public var sounds: [Sound] = []
        /// Images and sounds together, saturating at `Int.max`.
        public var decodedBytes: Int {
            images.clampedSum(\.decodedBytes).addingClamped(sounds.clampedSum(\.decodedBytes))
        }
        /// Images and sounds counted.
        public var fileCount: Int { images.count + sounds.count }
    }

    /// Every counted image, sorted by path.
    public let images: [Image]
    /// Every audio file that could be measured, sorted by path.
    public let sounds: [Sound]
    /// Every file's path, for finding the folders of per-folder groups.
    private let paths: [String]

    public init(snapshot: BundleSnapshot) {
        let records = snapshot.records
        // By record index, not path: at 10,000 files the records are read in place, never copied,
        // and the counted images come out in the records' (path) order without a sort.
        var grouped = [Bool](repeating: false, count: records.count)
        var counted = [Bool](repeating: false, count: records.count)
        // Each image's size, read from its facts once: a cast of the facts to their kind is a
        // lookup in the runtime, and every other step below asks for the size. Read on every core
        // (each cast copies the image's facts out): at 10,000 files the estimate ends a hook's run.
        let sizes = ChunkedWork.map(count: records.count, minimum: 1024) { range in
            records[range].map { record -> (width: Int, height: Int)? in
                guard record.isReadable, let image = record.image else { return nil }
                return (image.width, image.height)
            }
        }
        /// True when the record at `index` is an image whose decoded size counts (its header was accepted).
        func measurable(_ index: Int) -> Bool { sizes[index] != nil }
        func decodedBytes(_ index: Int) -> Int {
            sizes[index].map { $0.width.multipliedClamped(by: $0.height).multipliedClamped(by: 4) } ?? 0
        }
        /// True when a later record has the same path as the one at `index` and is measurable.
        func measurableLater(_ index: Int) -> Bool {
            var later = index + 1
            while later < records.endIndex, records[later].path == records[index].path {
                if measurable(later) { return true }
                later += 1
            }
            return false
        }
        // A device loads one family of an image set's slots: count the largest of the families'
        // top scales (ties to the first path), by the image the families show.
        var largest: [String: Int] = [:]
        for group in snapshot.imageGroups {
            var top: (scale: Int, index: Int)?
            for (scale, path) in group.variants {
                guard let index = snapshot.index(ofRecordAt: path) else { continue }
                // Every record of the path is grouped; the first is the variant (as `record(at:)`).
                var same = index
                while same < records.endIndex, records[same].path == path {
                    grouped[same] = true
                    same += 1
                }
                if measurable(index), scale > top?.scale ?? .min { top = (scale, index) }
            }
            guard let top else { continue }
            let image = group.image
            if let current = largest[image],
               (decodedBytes(current), records[top.index].path) >= (decodedBytes(top.index), records[current].path) { continue }
            largest[image] = top.index
        }
        for index in largest.values { counted[index] = true }
        var images: [Image] = []
        var sounds: [Sound] = []
        for index in records.indices {
            // Of an ungrouped path held twice, the last measurable record counts.
            if let size = sizes[index], counted[index] || !grouped[index] && !measurableLater(index) {
                images.append(Image(path: records[index].path, assetClass: records[index].assetClass, width: size.width, height: size.height))
            } else if records[index].facts.kind == .audio, records[index].isReadable, let audio = records[index].audio {
                sounds.append(Sound(path: records[index].path, assetClass: records[index].assetClass, samples: audio.exactSamples,
                                    sampleRate: audio.sampleRate, channels: audio.channels))
            }
        }
        // The snapshot's records are sorted by path, so these are too.
        self.images = images
        self.sounds = sounds
        paths = records.map(\.path)
    }

    /// The groups of `budget`: one per named group (files whose path any of its patterns
    /// matches, plus the largest image of each `largest-of` pattern), or one per folder of an
    /// `each-folder` group (files under the folder, plus its shared patterns). None when the
    /// budget names no groups: then the estimate is only reported (``overview``).
    public func groups(of budget: MemoryBudget) -> [Group] {
        let sounds = budget.includesAudio ? self.sounds : []
        // Each path split into names once, not once per pattern it is matched against.
        let imageSubjects = images.map { PathPattern.Subject($0.path) }
        let soundSubjects = sounds.map { PathPattern.Subject($0.path) }
        return budget.groups.flatMap { group -> [Group] in
            let inShared: (PathPattern.Subject) -> Bool = { subject in group.patterns.contains { $0.matches(subject) } }
            let largest = Set(group.largestOf.compactMap { pattern in
                images.indices.filter { pattern.matches(imageSubjects[$0]) }.map { images[$0] }
                    .max { ($0.decodedBytes, $1.path) < ($1.decodedBytes, $0.path) }?.path
            })
            guard let eachFolder = group.eachFolder else {
                return [Self.group(group.name, images.indices.filter { inShared(imageSubjects[$0]) || largest.contains(images[$0].path) }
                                       .map { images[$0] },
                                   sounds.indices.filter { inShared(soundSubjects[$0]) }.map { sounds[$0] })]
            }
            let folders = FolderRequirement(id: group.name, description: group.name, folders: [eachFolder], files: [])
                .matchingFolders(in: paths)
            return folders.map { folder in
                let member: (String, PathPattern.Subject) -> Bool = { $0.hasPrefix(folder + "/") || inShared($1) }
                return Self.group(folder, images.indices.filter { member(images[$0].path, imageSubjects[$0]) || largest.contains(images[$0].path) }
                                      .map { images[$0] },
                                  sounds.indices.filter { member(sounds[$0].path, soundSubjects[$0]) }.map { sounds[$0] })
            }
        }
    }

    /// The estimate without groups: every image, each class's images, and the largest image of
    /// each class together (a plausible screen: one background, one pose, one button ...).
    public var overview: MemoryOverview {
        let byClass = Dictionary(grouping: images) { $0.assetClass ?? MemoryOverview.unclassified }
        let classes = byClass.map { id, members in
            let largest = members.max { ($0.decodedBytes, $1.path) < ($1.decodedBytes, $0.path) }!
            return MemoryOverview.ClassUse(assetClass: id, images: members.count, decodedBytes: members.clampedSum(\.decodedBytes),
                                           largestPath: largest.path, largestBytes: largest.decodedBytes)
        }.sorted { $0.assetClass < $1.assetClass }
        return MemoryOverview(images: images.count, decodedBytes: images.clampedSum(\.decodedBytes),
                              plausibleScreenBytes: classes.clampedSum(\.largestBytes), classes: classes)
    }

    private static func group(_ name: String, _ images: [Image], _ sounds: [Sound]) -> Group {
        Group(name: name,
              images: images.sorted { ($0.decodedBytes, $1.path) > ($1.decodedBytes, $0.path) },
              sounds: sounds.sorted { ($0.decodedBytes, $1.path) > ($1.decodedBytes, $0.path) })
    }

}
