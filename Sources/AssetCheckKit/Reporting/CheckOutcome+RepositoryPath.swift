extension CheckOutcome {
    /// A bundle-relative path (`nil` for the bundle folder) as the repository names it, given
    /// the bundle's place in the repository (`""` for its root); without one, the display path.
    /// GitHub annotations, GitLab Code Quality and checkstyle land on a file only by this path.
    public func repositoryPath(_ relative: String?, bundleInRepository: String?) -> String {
        guard let bundleInRepository else { return displayPath(relative) }
        let parts = [bundleInRepository, relative ?? ""].filter { !$0.isEmpty }
        return parts.isEmpty ? "." : Self.collapsed(parts.joined(separator: "/"))
    }
}
