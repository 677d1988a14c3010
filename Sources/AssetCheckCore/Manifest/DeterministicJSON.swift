import Foundation

/// The one JSON layout for everything assetcheck writes for people and git: pretty-printed,
/// keys sorted, slashes unescaped, a final newline. The same value always gives the same bytes.
///
/// Facts are kept finite where they are made; should a non-finite number still arrive, it is
/// written as the string `"NaN"`, `"Infinity"` or `"-Infinity"` rather than failing the whole
/// manifest (``decoder`` reads those back).
public enum DeterministicJSON {
    /// `value` encoded in that layout.
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// A decoder for what ``encode(_:)`` writes, non-finite numbers included.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return decoder
    }

    /// `value` encoded in that layout as text; `{}` if it cannot be encoded (plain value types always can).
    public static func text<Value: Encodable>(_ value: Value) -> String {
        String(decoding: (try? encode(value)) ?? Data("{}\n".utf8), as: UTF8.self)
    }
}
