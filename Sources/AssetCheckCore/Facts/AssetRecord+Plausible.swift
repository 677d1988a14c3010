extension AssetRecord {
    /// True when every number in the record is one a reader could have measured within `limits`:
    /// sizes not negative and not past the limits, and its facts' own (``KindFacts/isPlausible(within:failed:)``).
    /// Facts read back from a cache are input too; a record that fails this is inspected again.
    public func isPlausible(within limits: Limits) -> Bool {
        guard bytes >= 0, bytes <= limits.maxFileBytes, (scale ?? 1) >= 0 else { return false }
        return facts.value?.isPlausible(within: limits, failed: failure != nil) ?? true
    }
}
