/// Examples of the checks, run as tests (see `CheckExample`).
enum DocumentCheckExamples {
    static let syntax: [CheckExample] = []
    static let tooLarge: [CheckExample] = []
    static let tooDeep: [CheckExample] = []
}
