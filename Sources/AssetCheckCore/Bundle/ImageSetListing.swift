/// What an Xcode `.imageset` or `.dataset` folder holds against what its `Contents.json` lists.
public struct ImageSetListing: Sendable, Hashable {
    /// Bundle-relative path of the `.imageset` folder.
    public var path: String
    /// Entries of `Contents.json` that name a file.
    public var listed: [Entry]
    /// Names of the image files present in the folder.
    public var present: [String]

    public init(path: String, listed: [Entry], present: [String]) {
        self.path = path
        self.listed = listed
        self.present = present
    }

    /// One `images` entry of `Contents.json`.
    public struct Entry: Sendable, Hashable {
        public var filename: String
        /// Scale from the `scale` key (`"2x"` is 2); `nil` when absent or unreadable.
        public var scale: Int?
        public var idiom: String?

        public init(filename: String, scale: Int?, idiom: String? = nil) {
            self.filename = filename
            self.scale = scale
            self.idiom = idiom
        }
    }
}
