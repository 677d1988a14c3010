import AssetCheckCore
import Foundation

/// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`) and other viewers.
///
/// `tool.driver.rules` lists the checks the results use, with their descriptors' summary and
/// explanation as description and help; each result names its rule, level, message, the file as
/// a URI relative to the repository root (`uriBaseId` `%SRCROOT%`), and the finding's
/// fingerprint as `partialFingerprints`, so code scanning follows one alert across runs. A
/// finding on a file has a `region` (``FindingLocation``: where a JSON file stops parsing, else
/// line 1, column 1), which GitHub's ingestion asks for; a required file that is missing points
/// at the line of the rules file that asks for it; other findings about the whole bundle point at
/// the bundle's folder, with no region. No timestamps and no absolute paths inside the
/// repository: the same findings give the same bytes.
public struct SARIFReporter: Reporter {
    public var tool: ToolIdentity
    /// The bundle folder relative to the repository root; `nil` to use display paths.
    public var repositoryPath: String?
    /// The repository's top folder (absolute), for a rules file a finding points into.
    public var repositoryRoot: String?
    /// Where rule descriptions come from; default: every check of ``CheckCatalog``.
    public var descriptors: [CheckID: CheckDescriptor]

    public init(tool: ToolIdentity, repositoryPath: String? = nil, repositoryRoot: String? = nil,
                descriptors: [CheckDescriptor] = CheckCatalog.all) {
        self.tool = tool
        self.repositoryPath = repositoryPath
        self.repositoryRoot = repositoryRoot
        self.descriptors = Dictionary(descriptors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let ids = Array(Set(outcome.findings.map(\.check))).sorted()
        let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
        let results = outcome.findings.map { finding in
            let location = outcome.location(of: finding)
            let region = location.line.map { SARIFLog.Region(startLine: $0, startColumn: location.column) }
            return SARIFLog.Result(
                ruleId: finding.check.rawValue, ruleIndex: index[finding.check] ?? 0, level: finding.severity.rawValue,
                message: .init(text: finding.message + (finding.fix.map { "; \($0)" } ?? "")),
                locations: [.init(physicalLocation: .init(artifactLocation: artifact(finding, location, in: outcome), region: region))],
                partialFingerprints: finding.fingerprint == .unknown ? nil : ["assetcheck/v1": finding.fingerprint.rawValue])
        }
        let driver = SARIFLog.Driver(name: tool.name, version: tool.version, semanticVersion: tool.version,
                                     informationUri: tool.informationURI, rules: ids.map(rule))
        let log = SARIFLog(runs: [.init(tool: .init(driver: driver), results: results)])
        return DeterministicJSON.text(log)
    }

    private func rule(_ id: CheckID) -> SARIFLog.Rule {
        let descriptor = descriptors[id]
        let summary = descriptor?.summary ?? "A check of assetcheck."
        let full = [summary, descriptor?.explanation ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        let help = "\(full)\n\nSet how much it matters under `severities:` in the rules file "
            + "(`\(id): error`, `warning` or `off`). Every check is described in Docs/Checks.md."
        return SARIFLog.Rule(
            id: id.rawValue, shortDescription: .init(text: summary), fullDescription: .init(text: full),
            help: .init(text: help, markdown: help), helpUri: tool.informationURI.map { $0 + "/blob/main/Docs/Checks.md" },
            defaultConfiguration: .init(level: (descriptor?.defaultSeverity ?? .error).rawValue),
            properties: .init(tags: ["assets", String(id.rawValue.prefix { $0 != "." })]))
    }

    /// The finding's file relative to the repository root (the bundle folder for bundle findings);
    /// outside a repository, relative to the current folder, or a `file://` URI for an absolute root.
    private func artifact(_ finding: Finding, _ location: FindingLocation, in outcome: CheckOutcome) -> SARIFLog.ArtifactLocation {
        let base = repositoryPath ?? outcome.root
        let prefix = base.isEmpty || base == "." ? "" : (base.hasSuffix("/") ? base : base + "/")
        let path = location.rulesPath(repositoryRoot: repositoryPath == nil ? nil : repositoryRoot) ?? (prefix + (finding.path ?? ""))
        if path.hasPrefix("/") { return .init(uri: "file://" + Self.uri(path), uriBaseId: nil) }
        return .init(uri: Self.uri(path), uriBaseId: "%SRCROOT%")
    }

    /// A relative URI reference: path characters kept, everything else (spaces, `%`, `#`, `?`, and
    /// `:`, which would read as a scheme) percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return encoded.isEmpty ? "./" : encoded
    }
}
