extension Set where Element == String {
    /// Whether a string is one of these: compared with each when they are a few, looked up (hashed)
    /// among more. A hook asks it of every record of a large bundle about the few files a commit
    /// changes, where hashing each record's string costs more than a few comparisons.
    public func makeMembershipTest() -> @Sendable (String) -> Bool {
        guard count > 4 else {
            let few = Array(self)
            return { few.contains($0) }
        }
        return { contains($0) }
    }
}
