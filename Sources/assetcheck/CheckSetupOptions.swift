/// The options ``CheckSetup`` reads, shared by `check` and `watch`.
protocol CheckSetupOptions {
    var path: String? { get }
    var rules: String? { get }
    var config: String? { get }
    var noConfig: Bool { get }
    var manifest: String? { get }
    var noManifest: Bool { get }
}

extension CheckCommand: CheckSetupOptions {}
