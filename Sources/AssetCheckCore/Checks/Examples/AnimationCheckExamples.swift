/// Examples of the checks, run as tests (see `CheckExample`).
enum AnimationCheckExamples {
    static let invalidJSON: [CheckExample] = []
    static let tooLarge: [CheckExample] = []
    static let tooDeep: [CheckExample] = []
    static let structure: [CheckExample] = []
    static let frameRate: [CheckExample] = []
    static let duration: [CheckExample] = []
    static let fileSize: [CheckExample] = []
    static let layerCount: [CheckExample] = []
    static let missingImage: [CheckExample] = []
    static let remoteImage: [CheckExample] = []
    static func feature(_ feature: LottieFeature) -> [CheckExample] { [] }
}
