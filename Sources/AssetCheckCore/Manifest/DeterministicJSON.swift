import Foundation

/// The one JSON layout for everything assetcheck writes for people and git: pretty-printed,
/// keys sorted, slashes unescaped, a final newline. The same value always gives the same bytes.
public enum DeterministicJSON {
    /// `value` encoded in that layout.
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// `value` encoded in that layout as text; `{}` if it cannot be encoded (plain value types always can).
    public static func text<Value: Encodable>(_ value: Value) -> String {
        String(decoding: (try? encode(value)) ?? Data("{}\n".utf8), as: UTF8.self)
    }
}
