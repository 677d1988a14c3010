import AssetCheckCore

/// One Swift call that loads an asset by a name given as a string, e.g. `UIImage(named:)`.
struct SwiftLoadCall {
    /// The called expression as written, module names and a trailing `.init` left out:
    /// `UIImage`, `Font.custom`, `.custom` (an implicit member), `Bundle.main.url`.
    var callee: String
    /// The label of the argument holding the name; `nil` for an unlabeled first argument.
    var nameLabel: String?
    var kind: SourceReference.Kind
    /// The label of a bundle argument: any bundle but `nil` or the main one makes the call a
    /// mention only, since the name is then looked up in another bundle.
    var bundleLabel: String?
    /// The labels the second argument may have (`size` for `.custom`), when the callee alone
    /// is too common a name to tell.
    var secondLabels: Set<String>?
    /// The label of the argument giving the file extension (`withExtension`, `ofType`).
    var extensionLabel: String?

    init(_ callee: String, _ nameLabel: String?, _ kind: SourceReference.Kind, bundle: String? = nil,
         second: Set<String>? = nil, fileExtension: String? = nil) {
        self.callee = callee
        self.nameLabel = nameLabel
        self.kind = kind
        self.bundleLabel = bundle
        self.secondLabels = second
        self.extensionLabel = fileExtension
    }

    /// Every call read as a load, by callee.
    static let byCallee: [String: [SwiftLoadCall]] = Dictionary(grouping: [
        SwiftLoadCall("UIImage", "named", .image, bundle: "in"),
        SwiftLoadCall("NSImage", "named", .image),
        SwiftLoadCall("Image", nil, .image, bundle: "bundle"),
        SwiftLoadCall("Image", "decorative", .image, bundle: "bundle"),
        SwiftLoadCall("SKTexture", "imageNamed", .image),
        SwiftLoadCall("SKSpriteNode", "imageNamed", .image),
        SwiftLoadCall("#imageLiteral", "resourceName", .image),
        SwiftLoadCall("UIColor", "named", .color, bundle: "in"),
        SwiftLoadCall("NSColor", "named", .color, bundle: "bundle"),
        SwiftLoadCall("Color", nil, .color, bundle: "bundle"),
        SwiftLoadCall("NSDataAsset", "name", .data, bundle: "bundle"),
        SwiftLoadCall("SKAction.playSoundFileNamed", nil, .sound),
        SwiftLoadCall(".playSoundFileNamed", nil, .sound),
        SwiftLoadCall("UIFont", "name", .font, second: ["size"]),
        SwiftLoadCall("Font.custom", nil, .font, second: ["size", "fixedSize"]),
        SwiftLoadCall(".custom", nil, .font, second: ["size", "fixedSize"]),
        SwiftLoadCall("LottieAnimation.named", nil, .animation, bundle: "bundle"),
        SwiftLoadCall("Animation.named", nil, .animation, bundle: "bundle"),
        SwiftLoadCall("LottieAnimationView", "name", .animation, bundle: "bundle"),
        SwiftLoadCall("AnimationView", "name", .animation, bundle: "bundle"),
        SwiftLoadCall("SKTextureAtlas", "named", .atlas),
        SwiftLoadCall("Bundle.main.url", "forResource", .resource, fileExtension: "withExtension"),
        SwiftLoadCall("Bundle.main.path", "forResource", .resource, fileExtension: "ofType"),
        SwiftLoadCall(".main.url", "forResource", .resource, fileExtension: "withExtension"),
        SwiftLoadCall(".main.path", "forResource", .resource, fileExtension: "ofType"),
    ], by: \.callee)

    /// `.named("x")` loads an animation only as `LottieView(animation:)`'s argument; elsewhere the
    /// name is too common to tell.
    static let lottieViewAnimation = SwiftLoadCall(".named", nil, .animation, bundle: "bundle")

    /// Module names a callee may be qualified with (`SwiftUI.Image`).
    static let moduleNames: [String] = ["SwiftUI.", "UIKit.", "AppKit.", "SpriteKit.", "Foundation.", "Lottie."]

    /// The functions that register font files from code, so bundled fonts need no `UIAppFonts`.
    static let fontRegistrations: Set<String> = [
        "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterGraphicsFont",
        "CTFontManagerRegisterFontURLs", "CTFontManagerRegisterFontsWithAssetNames",
    ]
}
