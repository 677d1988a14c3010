import Foundation

/// How byte counts read in findings and reports: decimal units (1 MB = 1,000,000 bytes), as
/// App Store Connect counts them, with one decimal.
public enum ByteWording {
    /// `2.1 MB`: always megabytes, for budgets and totals.
    public static func megabytes(_ bytes: Int) -> String {
        decimal(Double(bytes) / 1e6) + " MB"
    }

    /// `150 MB`, `40.5 MB`, `512.0 KB`: a limit as people write it in a rules file (no `.0` on whole megabytes).
    public static func limit(_ bytes: Int) -> String {
        let value = Double(bytes) / 1e6
        if bytes < 1_000_000 { return size(bytes) }
        return (value == value.rounded() ? String(Int(value)) : decimal(value)) + " MB"
    }

    /// `512 bytes`, `12.3 KB`, `4.2 MB`: the unit that suits the size.
    public static func size(_ bytes: Int) -> String {
        let magnitude = abs(bytes)
        if magnitude < 1000 { return "\(bytes) byte\(magnitude == 1 ? "" : "s")" }
        if magnitude < 1_000_000 { return decimal(Double(bytes) / 1e3) + " KB" }
        return decimal(Double(bytes) / 1e6) + " MB"
    }

    /// `+12.3 KB`, `-1.2 MB`, `no change`.
    public static func delta(_ bytes: Int) -> String {
        bytes == 0 ? "no change" : (bytes > 0 ? "+" : "-") + size(abs(bytes))
    }

    /// `98.6%` for 0.986, `90%` for 0.9.
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "-" }
        let text = decimal(fraction * 100)
        return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + "%"
    }

    /// One decimal, never `-0.0`.
    private static func decimal(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text == "-0.0" ? "0.0" : text
    }
}
