/// Checks of SpriteKit texture atlases (`.atlas` folders, `.spriteatlas` in asset catalogs).
///
/// Each image in an atlas is also checked by its class like any loose sprite; these checks add
/// what the atlas itself needs: only images inside, and each image fitting on one atlas page.
struct SpriteAtlasPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.atlasNonImage, .error,
              summary: "A texture atlas folder holds only images (PNG or JPEG by name) and catalog `Contents.json` files.",
              explanation: "Xcode's atlas compiler packs only images into the atlas pages, so anything else in a "
                + "`.atlas` or `.spriteatlas` folder is not where the game looks for it. Reported on the file.",
              guardsInput: true, examples: AtlasCheckExamples.nonImage),
        .init(.atlasPageSize, .error,
              summary: "Each image in a texture atlas fits on one atlas page: at most `sprite-atlases.max-page-side` px a side.",
              explanation: "The page side defaults to 4096 px, SpriteKit's largest atlas page; an image larger "
                + "than a page cannot be packed. Measured on each scale variant's pixel size.",
              examples: AtlasCheckExamples.pageSize),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            guard let atlas = SpriteAtlasPath.atlas(containing: record.path) else { return nil }
            log.ran(.atlasNonImage, on: record.path, assetClass: record.assetClass)
            guard SpriteAtlasPath.belongsInAtlas(record.path) else {
                return FindingDraft(path: record.path, assetClass: record.assetClass, Message.nonImage(atlas: atlas))
            }
            let side = rules.atlasMaxPageSide
            guard record.isReadable, let image = record.image else {
                if AssetKind.guess(forPath: record.path) == .image {
                    log.notApplicable(.atlasPageSize, on: record.path, assetClass: record.assetClass,
                                      because: "its pixel size could not be read")
                }
                return nil
            }
            log.ran(.atlasPageSize, on: record.path, assetClass: record.assetClass,
                    expected: "at most \(side)x\(side) px", measured: ImageWording.pixels(image.width, image.height))
            guard image.width > side || image.height > side else { return nil }
            return FindingDraft(path: record.path, assetClass: record.assetClass,
                                Message.tooLargeForPage(width: image.width, height: image.height, side: side, atlas: atlas))
        }
    }

    /// What the atlas checks say.
    enum Message: FindingMessage {
        case nonImage(atlas: String)
        case tooLargeForPage(width: Int, height: Int, side: Int, atlas: String)

        var check: CheckID {
            switch self {
            case .nonImage: .atlasNonImage
            case .tooLargeForPage: .atlasPageSize
            }
        }

        var text: String {
            switch self {
            case let .nonImage(atlas):
                "is not an image, but it is inside the texture atlas \(atlas), which holds only images"
            case let .tooLargeForPage(width, height, side, atlas):
                "\(width)x\(height) px does not fit on one page of the texture atlas \(atlas) "
                    + "(at most \(side)x\(side) px)"
            }
        }

        var fix: String? {
            switch self {
            case .nonImage: "move it out of the atlas folder"
            case let .tooLargeForPage(_, _, side, _):
                "split or shrink the image to at most \(side) px a side, or load it as a texture outside the atlas"
            }
        }

        var identity: [String] {
            switch self {
            case .nonImage: ["non-image"]
            case .tooLargeForPage: ["larger than a page"]
            }
        }
    }
}

extension CheckID {
    public static let atlasNonImage = CheckID("atlas.non-image")
    public static let atlasPageSize = CheckID("atlas.page-size")
}
