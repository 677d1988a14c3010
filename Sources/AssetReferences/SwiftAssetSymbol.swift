internal import SwiftSyntax

/// Generated asset symbols read off a member chain: Xcode's `ImageResource.fooBar` and
/// `ColorResource.fooBar`, and its symbol extensions `UIImage.fooBar`, `Color.fooBar` and kin; SwiftGen's `Asset.fooBar` and `Asset.Images.fooBar.image`, R.swift's
/// `R.image.fooBar` and `R.color.fooBar`.
enum SwiftAssetSymbol {
    /// The asset's symbol when `node` is the innermost member access of such a chain, or `nil`.
    static func name(startingAt node: MemberAccessExprSyntax) -> String? {
        guard let root = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let members = chain(from: node)
        switch root {
        case "ImageResource", "ColorResource":
            return members.first
        case "UIImage", "UIColor", "NSImage", "NSColor", "Image", "Color":
            // `UIImage.init(named:)` is a load, read as one elsewhere; not a symbol.
            return members.first == "init" ? nil : members.first
        case "Asset":
            // SwiftGen names groups in upper camel case and assets in lower camel case.
            return members.first { $0.first?.isLowercase == true }
        case "R" where members.count > 1 && ["image", "color"].contains(members[0]):
            return members[1]
        default:
            return nil
        }
    }

    /// The member names from `node` outwards: `Asset.Images.coin.image` gives `Images, coin, image`.
    private static func chain(from node: MemberAccessExprSyntax) -> [String] {
        var names = [node.declName.baseName.text]
        var current = Syntax(node)
        while let parent = current.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == current.id {
            names.append(parent.declName.baseName.text)
            current = Syntax(parent)
        }
        return names
    }
}
