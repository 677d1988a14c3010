import AssetCheckCore

/// Reads Lottie JSON animations into ``AnimationFacts``. (Not implemented yet: records nothing.)
struct AnimationInspector {
    let limits: Limits

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {}
}
