/// Numbers as people write them in messages and reports: `30`, `29.97`, `0.833`.
public enum NumberWording {
    /// At most three decimals, no trailing zeros, whole numbers without a decimal point; `-` for
    /// a value that is not finite.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
