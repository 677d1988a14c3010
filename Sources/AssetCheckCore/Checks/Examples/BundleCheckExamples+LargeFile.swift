/// Examples of `bundle.large-file`, run as tests (see ``CheckExample``).
extension BundleCheckExamples {
    static let largeFileRules = CheckExample.rules("""
          image:
            kind: image
            paths: ["**/*.png"]
            scales: any
          json:
            kind: json
            paths: ["**/*.json"]
            detect-lottie: true
        """, top: "large-files: {image: 3 MB, animation: 1 MB}")

    /// A Lottie file that the JSON class claimed and read as an animation (`detect-lottie`).
    private static func detectedLottie(_ path: String, bytes: Int) -> AssetRecord {
        var record = AssetRecord.exampleLottie(path, .example(), bytes: bytes)
        record.assetClass = "json"
        return record
    }

    static let largeFile: [CheckExample] = [
        .passing("a 2.9 MB image and a 900 KB Lottie file", rules: largeFileRules, [
            .examplePNG("Art/poster.png", 2000, 1000, bytes: 2_900_000),
            detectedLottie("Anim/confetti.json", bytes: 900_000),
        ]),
        .triggering("a 3.3 MB image", rules: largeFileRules, [.examplePNG("Art/icon.png", 1024, 1024, bytes: 3_300_000)]),
        .triggering("a 1.4 MB Lottie file among JSON documents", rules: largeFileRules,
                    [detectedLottie("Anim/loading.json", bytes: 1_400_000)]),
        .passing("a 2 MB JSON document: the rules set no size for JSON", rules: largeFileRules,
                 [.exampleFile("Data/catalog.json", kind: .json, format: .json, bytes: 2_000_000)]),
    ]
}
