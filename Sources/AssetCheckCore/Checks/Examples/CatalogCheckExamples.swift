/// Examples of the checks, run as tests (see `CheckExample`).
enum CatalogCheckExamples {
    static let contents: [CheckExample] = []
    static let missingFile: [CheckExample] = []
    static let unlistedFile: [CheckExample] = []
    static let scaleMismatch: [CheckExample] = []
}
