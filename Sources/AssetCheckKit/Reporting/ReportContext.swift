/// What reporters need beyond the outcome: who made the report and where its paths start.
public struct ReportContext: Sendable {
    /// ANSI colours in the text report; false when the output is piped or a file.
    public var colored: Bool
    /// Absolute folder that relative display paths start from (the current folder), for Xcode.
    public var workingDirectory: String
    /// The bundle folder relative to the repository root (`Examples`, or `""` for the root itself),
    /// for SARIF URIs; `nil` outside a repository, where display paths are used.
    public var repositoryPath: String?
    /// The repository's top folder (absolute), for a rules file a finding points into; `nil`
    /// outside a repository.
    public var repositoryRoot: String?
    /// True when warnings fail the run (`--strict`): JUnit then reports them as failures.
    public var strict: Bool
    public var tool: ToolIdentity

    public init(colored: Bool = false, workingDirectory: String, repositoryPath: String? = nil, repositoryRoot: String? = nil,
                strict: Bool = false, tool: ToolIdentity) {
        self.colored = colored
        self.workingDirectory = workingDirectory
        self.repositoryPath = repositoryPath
        self.repositoryRoot = repositoryRoot
        self.strict = strict
        self.tool = tool
    }
}

/// The tool's name, version and home page, as SARIF's `tool.driver` states them.
public struct ToolIdentity: Sendable, Hashable {
    public var name: String
    /// Semantic version, e.g. `0.1.0`.
    public var version: String
    /// Where users read about the tool and its checks; `nil` until the project has a public home,
    /// and then SARIF simply omits it rather than pointing at a made-up address.
    public var informationURI: String?

    public init(name: String = "assetcheck", version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
