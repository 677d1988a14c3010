extension CheckID {
    public static let imageFormat: CheckID = "image.format"
    public static let imageCorrupt: CheckID = "image.corrupt"
    public static let imageTooLarge: CheckID = "image.too-large"
    public static let imageScalePair: CheckID = "image.scale-pair"
    public static let imageScaleRatio: CheckID = "image.scale-ratio"
    public static let imageScaleDivisible: CheckID = "image.scale-divisible"
    public static let imageSize: CheckID = "image.size"
    public static let imageMinSize: CheckID = "image.min-size"
    public static let imageSquare: CheckID = "image.square"
    public static let imageAlphaChannel: CheckID = "image.alpha-channel"
    public static let imageTransparentBackground: CheckID = "image.transparent-background"
    public static let imageOpaque: CheckID = "image.opaque"
}

extension CheckCatalog {
    static let images: [CheckDescriptor] = [
        .init(.imageFormat, .error, "The file's content is not a format the class allows (checked by content, not extension)."),
        .init(.imageCorrupt, .error, "The image is truncated or corrupt (bad chunk CRC, missing end, undecodable data)."),
        .init(.imageTooLarge, .error, "The header claims more pixels than `limits.max-image-pixels`; it is not decoded."),
        .init(.imageScalePair, .error, "Every scale the class requires (@2x and @3x) is present for each image."),
        .init(.imageScaleRatio, .error, "The @3x variant is exactly 1.5 times the @2x variant in both dimensions."),
        .init(.imageScaleDivisible, .error, "Each variant's pixel size divides by its scale, so it maps to whole points."),
        .init(.imageSize, .error, "The pixel size equals the class's point size times the scale."),
        .init(.imageMinSize, .error, "The image is at least the class's minimum point size (e.g. a 96x96 pt touch target)."),
        .init(.imageSquare, .error, "The image is square where the class requires it."),
        .init(.imageAlphaChannel, .error, "A transparent class's PNG has an alpha channel or a tRNS chunk."),
        .init(.imageTransparentBackground, .error, "A transparent class's corner pixels are fully transparent (decoded with libpng)."),
        .init(.imageOpaque, .error, "An opaque class's image has no transparent or translucent pixel (decoded with libpng)."),
    ]
}
