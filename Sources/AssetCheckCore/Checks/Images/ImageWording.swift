/// How image values read, in findings, evaluations and the HTML report alike.
public enum ImageWording {
    /// `598x900 px`.
    public static func pixels(_ width: Int, _ height: Int) -> String { "\(width)x\(height) px" }

    /// `600x900 px (300x450 pt @2x)`: a point size at a scale, in pixels and where they come from.
    public static func pixels(_ size: PointSize, atScale scale: Int) -> String {
        let (width, height) = size.pixels(atScale: scale)
        return "\(pixels(width, height)) (\(size) @\(scale)x)"
    }

    /// `PNG or JPEG`.
    public static func formats(_ formats: [FileFormat]) -> String {
        formats.map { $0 == .jpeg ? "JPEG" : $0.rawValue.uppercased() }.joined(separator: " or ")
    }
}
