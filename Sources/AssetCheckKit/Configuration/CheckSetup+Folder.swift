import Foundation

extension CheckSetup {
    /// Throws unless the bundle folder is a folder, its path taken from `workingDirectory`.
    public func requireBundleFolder(in workingDirectory: String) throws(MissingBundleFolder) {
        let path = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: workingDirectory + "/")).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingBundleFolder(root: root, workingDirectory: workingDirectory)
        }
    }
}

/// A bundle folder that does not exist (or is not a folder).
public struct MissingBundleFolder: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bundle folder, as given.
    public var root: String
    /// The folder it was looked for from.
    public var workingDirectory: String

    public var description: String { "the bundle folder \(root) does not exist in \(workingDirectory)" }
}
