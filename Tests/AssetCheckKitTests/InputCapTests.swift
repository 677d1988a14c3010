import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Rules files, configuration files, baselines and manifests for `diff` have size caps, checked
/// before reading: each test's file is sparse and gigabytes long, so reading it would show.
@Suite("Input size caps")
struct InputCapTests {
    /// A sparse file of `bytes` at `name` in `folder`: its size without its blocks.
    private func sparse(_ folder: TemporaryFolder, _ name: String, bytes: Int64) throws -> String {
        let path = folder.path + "/" + name
        try folder.write(name, text: "name: t\n")
        #expect(truncate(path, off_t(bytes)) == 0)
        return path
    }

    @Test("a 3 GiB rules file is refused at once, naming the file and the 4 MiB cap")
    func rules() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = try sparse(folder, "huge.yml", bytes: 3 << 30)
        let error = #expect(throws: RulesError.self) { try RulesLocator(searchFolders: []).load(path) }
        #expect(error?.file == path)
        #expect(error?.message == "the rules file is 3221.2 MB, above the 4 MiB cap for a rules file; "
            + "not read (no rules file assetcheck writes is that large)")
    }

    @Test("a 3 GiB .assetcheck.yml is refused with the 1 MiB cap")
    func configuration() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try sparse(folder, ".assetcheck.yml", bytes: 3 << 30)
        let error = #expect(throws: RulesError.self) { try ConfigurationFinder.load(".assetcheck.yml", relativeTo: folder.path) }
        #expect(error?.message.contains("above the 1 MiB cap for a configuration file") == true)
    }

    @Test("a 3 GiB baseline is refused with the 64 MiB cap")
    func baseline() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = try sparse(folder, "baseline.json", bytes: 3 << 30)
        let error = #expect(throws: BaselineFileError.self) { try BaselineFile.read(path) }
        #expect(error?.description == "\(path): the baseline is 3221.2 MB, above the 64 MiB cap for a baseline; "
            + "not read (no baseline assetcheck writes is that large)")
    }

    @Test("a 3 GiB manifest given to diff is refused with the 256 MiB cap")
    func manifest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = try sparse(folder, "old.json", bytes: 3 << 30)
        await #expect { _ = try await ManifestSource.load(path, rules: nil) } throws: { error in
            "\(error)" == "\(path): the manifest is 3221.2 MB, above the 256 MiB cap for a manifest; "
                + "not read (no manifest assetcheck writes is that large)"
        }
    }

    @Test("a stream with no size (a device) is read only to just past the cap")
    func endlessStream() {
        guard case let .failure(failure) = CappedInput.read("/dev/zero", cap: 100_000, noun: "baseline") else {
            Issue.record("read /dev/zero to its end")
            return
        }
        #expect(failure == .tooLarge(bytes: nil, cap: 100_000, noun: "baseline"))
    }

    @Test("a file at its cap is read whole; a missing one says so")
    func atCap() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("ok.json", [UInt8](repeating: 0x20, count: 1000))
        #expect(try CappedInput.read(folder.path + "/ok.json", cap: 1000, noun: "baseline").get().count == 1000)
        #expect(throws: CappedInput.Failure.self) { try CappedInput.read(folder.path + "/ok.json", cap: 999, noun: "baseline").get() }
        #expect(throws: CappedInput.Failure.unreadable("no such file")) {
            try CappedInput.read(folder.path + "/none.json", as: .baseline).get()
        }
    }
}
