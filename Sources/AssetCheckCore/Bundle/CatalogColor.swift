import Foundation

/// One colour of a `.colorset`'s `colors` list, as `Contents.json` writes it.
public struct CatalogColor: Sendable, Hashable {
    /// `universal`, `iphone`, `mac` ...
    public var idiom: String
    /// Appearances and other traits, as in ``ImageSetListing/Entry/traits``.
    public var traits: [String: String]
    /// `srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22` ...; `nil` when absent.
    public var colorSpace: String?
    /// Component name (`red`, `alpha`, `white`) to the text written for it.
    public var components: [String: String]
    /// True when the colour names a system colour (`"reference" : "systemRedColor"`) instead of components.
    public var isReference: Bool

    public init(idiom: String, traits: [String: String] = [:], colorSpace: String?, components: [String: String],
                isReference: Bool = false) {
        self.idiom = idiom
        self.traits = traits
        self.colorSpace = colorSpace
        self.components = components
        self.isReference = isReference
    }

    /// The slot, as reports name it: `universal`, `universal (dark)`.
    public var slotName: String { ImageFamily(idiom: idiom, traits: traits).name + ImageFamily(idiom: idiom, traits: traits).traitNote }

    /// A component's value as Xcode reads it: `0.5`, or `0xFF` and whole numbers above 1 out of 255;
    /// `nil` when the text is none of these.
    public static func value(of text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let number = Double(trimmed), number.isFinite else { return nil }
        return !trimmed.contains(".") && number > 1 ? number / 255 : number
    }

    /// True when the colour space allows components outside 0...1 (`extended-srgb`, `extended-gray` ...).
    public var isExtended: Bool { colorSpace?.hasPrefix("extended") == true }
}
