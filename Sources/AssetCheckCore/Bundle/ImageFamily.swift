/// The devices a run of an image's scales is for: an idiom and its other traits (appearance,
/// display gamut, subtype ...) without the scale. An image set listing `universal` and `mac`
/// images holds two families, each with its own scales; a loose `wave@2x~ipad.png` is in the
/// `ipad` family of `wave`.
public struct ImageFamily: Sendable, Hashable, Comparable {
    /// As `Contents.json` writes it: `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision` ...
    public var idiom: String
    /// Every other trait of the slot, `Contents.json` key to value (see ``ImageSetListing/Entry/traits``).
    public var traits: [String: String]

    public init(idiom: String, traits: [String: String] = [:]) {
        self.idiom = idiom
        self.traits = traits
    }

    /// Any device, no other trait: what a loose file without `~ipad`/`~iphone` is for.
    public static let universal = ImageFamily(idiom: "universal")

    /// The family of a loose file's device modifier: `~ipad` is `ipad`, `~iphone` is `iphone`.
    public init(deviceModifier: String) {
        switch deviceModifier {
        case "~ipad": self.init(idiom: "ipad")
        case "~iphone": self.init(idiom: "iphone")
        default: self.init(idiom: "universal")
        }
    }

    /// The scales the idiom's devices have, or `nil` when it is not known (then a class's scales
    /// apply as written). No iPad, Mac or Apple TV is @3x; every Apple Watch and Vision Pro is @2x.
    public var deviceScales: Set<Int>? {
        switch idiom {
        case "universal", "iphone": [1, 2, 3]
        case "ipad", "mac", "tv": [1, 2]
        case "watch", "vision": [2]
        case "car": [2, 3]
        default: nil
        }
    }

    /// The scales to require of this family when a class requires `scales`: those the idiom's devices have.
    public func required(_ scales: [Int]) -> [Int] {
        guard let available = deviceScales else { return scales }
        return scales.filter(available.contains)
    }

    /// True for the idioms of iPhone and iPad apps (`universal`, `iphone`, `ipad`), whose slots a
    /// class's image expectations describe. A set's `mac`, `tv`, `watch`, `car` or `vision` slots
    /// are sized for other screens and are not checked against them.
    public var isIPhoneOrIPad: Bool { ["universal", "iphone", "ipad"].contains(idiom) }

    /// True for `universal` with no other trait.
    public var isUniversal: Bool { self == .universal }

    /// The idiom, as reports name the family.
    public var name: String { idiom }

    /// ` (dark, display-P3)` for the traits that set families apart, or "" without any.
    public var traitNote: String {
        traitValues.isEmpty ? "" : " (" + traitValues.joined(separator: ", ") + ")"
    }

    /// The idiom and trait values: `mac`, `universal, dark`.
    public var summary: String { ([idiom] + traitValues).joined(separator: ", ") }

    /// The traits' values in key order, a size in points (`83.5x83.5 pt`).
    private var traitValues: [String] {
        traits.sorted { $0.key < $1.key }.map { $0.key == "size" ? "\($0.value) pt" : $0.value }
    }

    /// Universal first, then by idiom and traits, so a file in several families takes its scale from the first.
    public static func < (lhs: ImageFamily, rhs: ImageFamily) -> Bool {
        func key(_ family: ImageFamily) -> (Int, String, String) {
            let order = ["universal", "iphone", "ipad", "car", "mac", "tv", "watch", "vision"]
            return (order.firstIndex(of: family.idiom) ?? order.count, family.idiom,
                    family.traits.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
        }
        return key(lhs) < key(rhs)
    }
}
