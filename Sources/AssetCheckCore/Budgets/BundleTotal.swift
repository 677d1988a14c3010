/// The bundle's total and its largest files, as information: what the summary line says when the
/// rules set no size budget (`ios` sets none), so a team sees where the bytes are without one.
public enum BundleTotal {
    /// `41.2 MB in all (no size budget), largest: Icon.png 3.3 MB, intro.caf 2.0 MB, b.json 1.4 MB and 250 more`.
    public static func text(_ records: [AssetRecord]) -> String {
        guard !records.isEmpty else { return "nothing to total (no size budget)" }
        return "\(ByteWording.megabytes(records.clampedSum(\.bytes))) in all (no size budget), largest: "
            + BudgetWording.biggest(records.map { ($0.path, $0.bytes) })
    }
}
