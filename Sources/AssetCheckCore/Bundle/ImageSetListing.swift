/// What an Xcode catalog set folder (`.imageset`, `.appiconset`, `.dataset` ...) holds against
/// what its `Contents.json` lists.
public struct ImageSetListing: Sendable, Hashable {
    /// Bundle-relative path of the set folder.
    public var path: String
    /// Entries of `Contents.json` that name a file.
    public var listed: [Entry]
    /// Names of the files present in the folder, without `Contents.json`.
    public var present: [String]
    /// A colour set's colours; empty for other sets.
    public var colors: [CatalogColor]

    public init(path: String, listed: [Entry], present: [String], colors: [CatalogColor] = []) {
        self.path = path
        self.listed = listed
        self.present = present
        self.colors = colors
    }

    /// The set's kind, from its folder name; an image set when the name says none.
    public var kind: CatalogSetKind {
        CatalogSetKind(folderName: path.lastPathName) ?? .imageSet
    }

    /// One entry of the set's list (`images`, `data`, `symbols`) that names a file.
    public struct Entry: Sendable, Hashable {
        public var filename: String
        /// Scale from the `scale` key (`"2x"` is 2); `nil` when absent or unreadable.
        public var scale: Int?
        /// `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision`, `ios-marketing` ...
        public var idiom: String?
        /// The slot's other traits as `Contents.json` writes them, except `filename` and `scale`:
        /// `size` (`83.5x83.5`), `platform`, `subtype`, `display-gamut`, `role`, and each
        /// appearance as `appearance.luminosity` = `dark`.
        public var traits: [String: String]

        public init(filename: String, scale: Int?, idiom: String? = nil, traits: [String: String] = [:]) {
            self.filename = filename
            self.scale = scale
            self.idiom = idiom
            self.traits = traits
        }

        /// The devices this slot is for: its idiom and traits, without its scale.
        public var family: ImageFamily { ImageFamily(idiom: idiom ?? "universal", traits: traits) }

        /// How reports name the slot: `universal 2x`, `ipad 1x`, `mac 2x (dark)`.
        public var slotName: String {
            family.name + (scale.map { " \($0)x" } ?? "") + family.traitNote
        }
    }
}
