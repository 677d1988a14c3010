/// Where a check runs, so a report can show it as passed only where it really ran.
public enum CheckApplicability: Sendable {
    /// Guards against bad input (unreadable, corrupt, too large): it runs on every file and is
    /// shown only when it fails.
    case input
    /// Runs on each file of a class of this kind for which the condition holds.
    case file(AssetKind, when: @Sendable (CheckSubject) -> Bool = { _ in true })
    /// Runs on the scale variants of one image together, for image classes whose expectations
    /// satisfy the condition.
    case imageGroup(when: @Sendable (ImageExpectations) -> Bool = { _ in true })
    /// Runs on asset catalog folders (`.imageset`, `.dataset`) and their `Contents.json`.
    case catalog
    /// Runs once over the whole bundle, when the rule set satisfies the condition.
    case bundle(when: @Sendable (RuleSet) -> Bool = { _ in true })

    /// True when the check runs on the file at `path`, of `kind`, in class `rule`; `grouped` says
    /// whether the file is a variant of an image group.
    public func runs(onFileAt path: String, kind: AssetKind, rule: AssetClassRule?, grouped: Bool) -> Bool {
        guard let rule else { return false }
        switch self {
        case .input, .catalog, .bundle:
            return false
        case let .file(wanted, condition):
            return wanted == kind && rule.kind == kind && condition(CheckSubject(rule: rule, path: path))
        case let .imageGroup(condition):
            guard grouped, kind == .image, case let .image(expected) = rule.expectations else { return false }
            return condition(expected)
        }
    }
}

/// A file of a class, as a check's applicability condition sees it.
public struct CheckSubject: Sendable {
    public var rule: AssetClassRule
    /// Bundle-relative path of the file.
    public var path: String

    /// The file's name, without folders.
    public var fileName: String { String(path.lastPathName) }
}
