/// A `DecodingError` in words for a message: what was wrong and where in the document.
enum JSONDecodingProblem {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context):
            return context.debugDescription + place(context.codingPath)
        case let DecodingError.keyNotFound(key, context):
            return "no '\(key.stringValue)' key" + place(context.codingPath)
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return "unexpected value" + place(context.codingPath)
        default:
            return "\(error)"
        }
    }

    /// ` at 'assets.3.bytes'`, or nothing at the top level.
    private static func place(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " at '" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
    }
}
