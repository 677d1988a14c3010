/// Examples of the checks, run as tests (see `CheckExample`).
enum FileCheckExamples {
    static let unreadable: [CheckExample] = []
    static let empty: [CheckExample] = []
    static let notRegular: [CheckExample] = []
    static let symlinkLoop: [CheckExample] = []
    static let symlinkOutside: [CheckExample] = []
    static let tooLarge: [CheckExample] = []
    static let unclassified: [CheckExample] = []
}
