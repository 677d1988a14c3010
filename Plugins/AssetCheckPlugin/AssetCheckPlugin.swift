import Foundation
import PackagePlugin

/// Checks a target's assets on every `swift build`, as SwiftLint's and SwiftGen's plugins do:
/// `assetcheck check` on the target's folder, its findings printed as `path:line:column: error:`
/// lines, which Xcode and SwiftPM show as build diagnostics; an error fails the build.
///
/// The rules come from the package's `.assetcheck.yml` when it has one, else the built-in
/// default rule set. The check runs again only when one of the target's resource files (each
/// file inside a copied folder) or the configuration changes (its JSON report in the plugin's
/// work folder is the command's output); the cache lives there too.
@main
struct AssetCheckPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var inputs = module.sourceFiles.filter { $0.type != .source && $0.type != .header }.flatMap { Self.files(in: $0.url) }
        guard !inputs.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let report = work.appending(path: "assetcheck-\(target.name).json")
        let configuration = context.package.directoryURL.appending(path: ".assetcheck.yml")
        // Without a configuration, the target's own code is what loads its assets (asset.unused,
        // asset.missing): read it, and check again when it changes.
        var rules = ["--no-config", "--sources", Self.folder(of: module)]
        if FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false)) {
            rules = ["--config", configuration.path(percentEncoded: false)]
            inputs.append(configuration)
        } else {
            inputs += module.sourceFiles.filter { $0.type == .source }.map(\.url)
        }
        return [
            .buildCommand(
                displayName: "Checking the assets of \(target.name)",
                executable: try context.tool(named: "assetcheck").url,
                arguments: ["check", Self.folder(of: module)] + rules
                    + ["--no-manifest", "--report", "xcode", "--report", "json:" + report.path(percentEncoded: false)],
                environment: ["ASSETCHECK_CACHE_DIR": work.appending(path: "cache").path(percentEncoded: false)],
                inputFiles: inputs,
                outputFiles: [report])
        ]
    }

    /// The files below a resource: a `.copy` folder is one resource to SwiftPM, but a change to any
    /// file in it must run the check again, so each file is an input.
    private static func files(in url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isFolder),
              isFolder.boolValue else { return [url] }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL } ?? []
        return found.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }

    // A target's `directoryURL` needs tools version 6.1 and this package declares 6.0; `directory`
    // is its older spelling (deprecated, not removed; the one warning of this target). Use
    // `directoryURL` once the package moves to 6.1.
    private static func folder(of module: any SourceModuleTarget) -> String { module.directory.string }
}
