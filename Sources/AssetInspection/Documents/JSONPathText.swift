/// JSON paths for messages: `$`, `$[3]`, `$.prompts[0].text`, `$["two words"]`.
enum JSONPathText {
    /// `path` followed by member `key`: `.key` for a plain name, `["key"]` otherwise.
    static func member(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        if plain { return path + "." + key }
        let escaped = key.unicodeScalars.map { $0 == "\\" || $0 == "\"" ? "\\" + String($0) : String($0) }.joined()
        return path + "[\"" + escaped + "\"]"
    }

    /// `path` followed by element `index`.
    static func element(_ path: String, _ index: Int) -> String { path + "[\(index)]" }
}
