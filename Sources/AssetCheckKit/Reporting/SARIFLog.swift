/// The part of the SARIF 2.1.0 object model the SARIF report writes (OASIS SARIF 2.1.0, §3).
///
/// Property names are the specification's; optional values are left out when `nil`.
struct SARIFLog: Encodable {
    var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String?
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Properties: Encodable {
        var tags: [String]
    }

    struct Text: Encodable {
        var text: String
        var markdown: String?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        /// The finding's fingerprint, so code scanning tracks an alert across runs and edits.
        var partialFingerprints: [String: String]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        /// Where in the file; absent for a folder.
        var region: Region?
    }

    struct Region: Encodable {
        /// 1-based.
        var startLine: Int
        /// 1-based.
        var startColumn: Int?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        /// `%SRCROOT%` for a relative `uri`; absent for an absolute `file://` one.
        var uriBaseId: String?
    }
}
