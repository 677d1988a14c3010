/// Examples of the checks, run as tests (see `CheckExample`).
enum BundleCheckExamples {
    static let size: [CheckExample] = []
    static let classSize: [CheckExample] = []
    static let memory: [CheckExample] = []
    static let duplicate: [CheckExample] = []
}
