import AssetCheckTestSupport
import Foundation
import Testing

/// CI tells a broken run from a failing bundle by the exit code: 1 for findings, 3 when an output
/// could not be written.
@Suite("Exit codes", .tags(.subprocess), .timeLimit(.minutes(5)))
struct ExitCodeTests {
    @Test("a manifest or baseline that cannot be written exits 3 with a message naming it; findings exit 1")
    func ioFailure() throws {
        let out = try TemporaryFolder(prefix: "assetcheck-exit")
        defer { out.delete() }
        let manifest = try CommandRunner.run(["Examples", "--manifest", out.path + "/missing/AssetManifest.json"])
        #expect(manifest.status == 3)
        #expect(manifest.stderr.contains("cannot write the manifest to \(out.path)/missing/AssetManifest.json"))
        let baseline = try CommandRunner.run(["Examples", "--no-manifest", "--write-baseline", out.path + "/missing/b.json"])
        #expect(baseline.status == 3)
        #expect(baseline.stderr.contains("\(out.path)/missing/b.json: cannot write the baseline"))
        let unreadable = try CommandRunner.run(["Examples", "--no-manifest", "--baseline", out.path + "/missing/b.json"])
        #expect(unreadable.status == 2, "a baseline that can't be read is bad input")
        try out.write("bundle/cut.png", Array(PNGFixture.sprite(4, 4).prefix(40)))
        let found = try CommandRunner.run([out.path + "/bundle", "--no-config", "--no-cache", "--no-manifest"])
        #expect(found.status == 1)
    }
}
