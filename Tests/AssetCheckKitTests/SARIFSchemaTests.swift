import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The SARIF report validated against the official SARIF 2.1.0 JSON schema (OASIS), with
/// Python's `jsonschema` (pip `jsonschema`, Debian `python3-jsonschema`).
@Suite("SARIF schema")
struct SARIFSchemaTests {
    /// CI keeps the schema beside the repository, in `../shared/schemas/`.
    static let schema = URL(fileURLWithPath: Repository.root + "/../shared/schemas/sarif-schema-2.1.0.json")
        .standardizedFileURL.path

    /// The first Python that has `jsonschema`: `python3` on `PATH`, then Debian's `/usr/bin/python3`.
    static let python: String? = ["python3", "/usr/bin/python3"].first { python in
        (try? run([python, "-c", "import jsonschema"]).status) == 0
    }

    static var validatorMissing: String? {
        if !FileManager.default.fileExists(atPath: schema) {
            return "skipped: the SARIF schema is not at \(schema) (CI keeps a copy in ../shared/schemas/)"
        }
        if python == nil {
            return "skipped: no python3 with the jsonschema module (pip install jsonschema, or apt-get install python3-jsonschema)"
        }
        return nil
    }

    // Skipped, with the reason shown in the test log, where the schema or jsonschema is missing.
    @Test("the SARIF report is valid SARIF 2.1.0", .enabled(if: validatorMissing == nil, Comment(rawValue: validatorMissing ?? "")))
    func valid() async throws {
        let handMade = SARIFReporter(tool: ReportFixture.tool, repositoryPath: "Assets").report(ReportFixture.outcome())
        let outside = SARIFReporter(tool: ReportFixture.tool).report(ReportFixture.outcome(root: "/tmp/bundle"))
        var clean = ReportFixture.outcome()
        clean.findings = []
        let empty = SARIFReporter(tool: ReportFixture.tool).report(clean)
        let example = try await BundleChecker(rules: ExampleBundle.rules).check(root: Repository.examples)
        let real = SARIFReporter(tool: ReportFixture.tool, repositoryPath: "Examples").report(example)
        for (name, report) in [("hand-made", handMade), ("absolute root", outside), ("no findings", empty), ("Examples", real)] {
            let problems = try Self.validate(report)
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test("a report that breaks the schema is caught (the validator really runs)",
          .enabled(if: validatorMissing == nil, Comment(rawValue: validatorMissing ?? "")))
    func invalidIsCaught() throws {
        let broken = SARIFReporter(tool: ReportFixture.tool).report(ReportFixture.outcome())
            .replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
        #expect(try !Self.validate(broken).isEmpty)
    }

    /// The schema's complaints about `report`, one per line; empty when valid.
    static func validate(_ report: String) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("report.sarif", text: report)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            validator = jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker())
            for error in validator.iter_errors(document):
                print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            """
        let result = try run([python!, "-c", script, schema, folder.path + "/report.sarif"])
        #expect(result.status == 0, "the validator failed: \(result.output)")
        return result.output
    }

    static func run(_ command: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
