/// Decoded image memory when the rules name no memory groups: reported, never a finding.
///
/// Peak memory is about what is on screen together, which only the app knows; without groups
/// the tool cannot know any total to be over the budget. So it reports the whole bundle, each
/// class, and a plausible screen: the largest image of each class together.
public struct MemoryOverview: Sendable, Codable, Hashable {
    /// The class name used for images no class claims.
    public static let unclassified = "(unclassified)"

    /// Images counted, each once at its largest scale.
    public var images: Int
    /// Every counted image together, width x height x 4 bytes each; saturates at `Int.max`.
    public var decodedBytes: Int
    /// The largest image of each class together.
    public var plausibleScreenBytes: Int
    /// One per class with images, sorted by class identifier.
    public var classes: [ClassUse]

    public init(images: Int, decodedBytes: Int, plausibleScreenBytes: Int, classes: [ClassUse]) {
        self.images = images
        self.decodedBytes = decodedBytes
        self.plausibleScreenBytes = plausibleScreenBytes
        self.classes = classes
    }

    /// The decoded images of one class.
    public struct ClassUse: Sendable, Codable, Hashable {
        /// The class identifier, or ``MemoryOverview/unclassified``.
        public var assetClass: String
        public var images: Int
        public var decodedBytes: Int
        /// The class's largest image, counted in the plausible screen.
        public var largestPath: String
        public var largestBytes: Int

        public init(assetClass: String, images: Int, decodedBytes: Int, largestPath: String, largestBytes: Int) {
            self.assetClass = assetClass
            self.images = images
            self.decodedBytes = decodedBytes
            self.largestPath = largestPath
            self.largestBytes = largestBytes
        }
    }
}
