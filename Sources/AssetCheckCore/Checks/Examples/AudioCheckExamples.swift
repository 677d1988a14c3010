/// Examples of the checks, run as tests (see `CheckExample`).
enum AudioCheckExamples {
    static let format: [CheckExample] = []
    static let corrupt: [CheckExample] = []
    static let container: [CheckExample] = []
    static let codec: [CheckExample] = []
    static let profile: [CheckExample] = []
    static let sampleRate: [CheckExample] = []
    static let bitRate: [CheckExample] = []
    static let duration: [CheckExample] = []
    static let channels: [CheckExample] = []
    static let requiredFile: [CheckExample] = []
}
