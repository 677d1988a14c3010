import AssetCheckCore

/// What one re-check found, file by file: the lines watch mode prints after a save.
public struct WatchUpdate: Sendable {
    /// The whole bundle's new outcome (for reports and the summary).
    public var outcome: CheckOutcome
    /// One entry per changed file, then per other file whose findings the change altered
    /// (the @3x of a fixed @2x), sorted by path.
    public var files: [FileUpdate]
    /// Findings on the whole bundle that appeared with this change.
    public var newBundleFindings: [Finding]
    /// Findings on the whole bundle that went away with this change.
    public var fixedBundleFindings: [Finding]

    /// One file's state after the change.
    public struct FileUpdate: Sendable, Hashable {
        /// Bundle-relative path of the file.
        public var path: String
        public var state: State

        /// Where the file stands now against before the change.
        public enum State: Sendable, Hashable {
            /// It had findings and now has none.
            case fixed
            /// It has no findings, and had none (or is new).
            case ok
            /// It has these findings now.
            case findings([Finding])
            /// It is gone from the bundle.
            case removed
        }
    }

    /// True when nothing is worth a line: no file of the bundle changed.
    public var isEmpty: Bool { files.isEmpty && newBundleFindings.isEmpty && fixedBundleFindings.isEmpty }

    /// The lines to print: `Examples/Characters/Bennie/wave@2x.png: fixed`, or each finding as
    /// the text report prints it (`path: error: [image.size] ...; fix`), `path: removed`.
    public func lines(colored: Bool = false) -> [String] {
        let reporter = TextReporter(colored: colored)
        func text(_ findings: [Finding]) -> [String] {
            var subset = outcome
            subset.findings = findings
            return reporter.report(subset).split(separator: "\n").map(String.init)
        }
        var lines: [String] = []
        for file in files {
            let shown = LineText.escaped(outcome.displayPath(file.path))
            switch file.state {
            case .fixed: lines.append("\(shown): fixed")
            case .ok: lines.append("\(shown): ok")
            case .removed: lines.append("\(shown): removed")
            case let .findings(findings): lines += text(findings)
            }
        }
        lines += text(newBundleFindings)
        lines += fixedBundleFindings.map { "\(outcome.displayPath(nil)): fixed: [\($0.check)] \($0.message)" }
        return lines
    }
}

extension WatchUpdate {
    /// The same update with warnings left out, for `--quiet`: a file whose only findings are
    /// warnings gets no line.
    public func keepingErrorsOnly() -> WatchUpdate {
        var copy = self
        copy.files = files.compactMap { file in
            guard case let .findings(findings) = file.state else { return file }
            let errors = findings.filter { $0.severity == .error }
            return errors.isEmpty ? nil : FileUpdate(path: file.path, state: .findings(errors))
        }
        copy.newBundleFindings = newBundleFindings.filter { $0.severity == .error }
        copy.fixedBundleFindings = fixedBundleFindings.filter { $0.severity == .error }
        copy.outcome = outcome.keepingErrorsOnly()
        return copy
    }
}
