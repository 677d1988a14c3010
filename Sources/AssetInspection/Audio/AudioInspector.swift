import AssetCheckCore

/// Probes AAC audio into ``AudioFacts``. (Not implemented yet: records nothing.)
struct AudioInspector {
    let limits: Limits

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {}
}
