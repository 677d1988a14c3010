import AssetCheckCore
import AssetReferences
import Foundation

extension StagedBundle {
    /// What a staged run asks git first (the work tree's top, what is staged, the index's files in
    /// the bundle), asked from when the bundle folder is known, while the rule set is still being
    /// read: at 10,000 files these three git processes were a hook's milliseconds with one core idle.
    /// ``ScopedCheck`` takes the answers when it is given them for its own root, folder and
    /// environment, else asks the same questions itself.
    public final class Ahead: Sendable {
        let root: String
        let workingDirectory: String
        let environment: [String: String]
        let answers: Background<Result<Answers, Git.Failure>>

        /// The bundle as the index holds it, its files being listed, and what is staged.
        struct Answers: Sendable {
            var staged: StagedBundle
            var listing: Background<Result<Listing, Git.Failure>>
            var changes: Result<(bundle: ChangeScope, sources: [String]), Git.Failure>
        }

        /// Starts asking git about the bundle folder `root` (relative to `workingDirectory`).
        public init(root: String, workingDirectory: String = FileManager.default.currentDirectoryPath,
                    environment: [String: String] = ProcessInfo.processInfo.environment) {
            self.root = root
            self.workingDirectory = workingDirectory
            self.environment = environment
            answers = Background {
                Result { () throws(Git.Failure) in
                    let staged = try StagedBundle(root: root, workingDirectory: workingDirectory, environment: environment)
                    // The index's files are listed while git finds what changed: two processes at once.
                    let listing = Background { Result { () throws(Git.Failure) in try staged.listing() } }
                    let changes = Result { () throws(Git.Failure) in try staged.stagedChanges(sourceExtensions: SourceReader.extensions) }
                    return Answers(staged: staged, listing: listing, changes: changes)
                }
            }
        }

        /// True when these are the questions a run over `root` from `workingDirectory` with
        /// `environment` would ask.
        func isAsked(for root: String, workingDirectory: String, environment: [String: String]) -> Bool {
            self.root == root && self.workingDirectory == workingDirectory && self.environment == environment
        }
    }
}
