import Foundation

/// One report a run asks for (`--report TYPE[:FILE]`): a reporter kind and, optionally, its file.
public struct ReportRequest: Sendable, Hashable {
    /// Which reporter writes it.
    public var kind: ReporterKind
    /// Where it goes; `nil` for standard output.
    public var file: String?

    public init(kind: ReporterKind, file: String? = nil) {
        self.kind = kind
        self.file = file
    }

    /// Parses `TYPE` or `TYPE:FILE` (`TYPE:-` is standard output); `nil` for an unknown type or an
    /// empty file name.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let kind = ReporterKind(rawValue: parts[0]) else { return nil }
        if parts.count == 2, parts[1].isEmpty { return nil }
        self.kind = kind
        file = parts.count == 2 && parts[1] != "-" ? parts[1] : nil
    }

    /// Writes `report` to ``file`` through ``OutputFile`` (atomically for a regular file;
    /// `/dev/stdout`, devices and pipes directly); does nothing for a standard-output request (no
    /// file, or `-`). A missing folder is an error, never made: a mistyped path would otherwise
    /// leave folders about (as root, at the file system's root).
    public func write(_ report: String) throws(ReportFileError) {
        guard let file else { return }
        do {
            try OutputFile.write(report, to: file)
        } catch {
            throw ReportFileError(what: "the \(kind.rawValue) report", file: file, reason: error.reason)
        }
    }

    /// Writes the report `reporter` makes of `outcome` to ``file`` as ``write(_:)`` does, as the
    /// reporter makes it (``Reporter/write(_:to:)``): the report is not held whole in memory.
    public func write(_ outcome: CheckOutcome, with reporter: any Reporter) throws(ReportFileError) {
        guard let file else { return }
        do {
            try OutputFile.stream(to: file) { stream in reporter.write(outcome, to: &stream) }
        } catch {
            throw ReportFileError(what: "the \(kind.rawValue) report", file: file, reason: error.reason)
        }
    }
}

/// A report or manifest file that could not be written.
public struct ReportFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being written, e.g. `the html report` or `the manifest`.
    public var what: String
    /// The file, as given.
    public var file: String
    /// Why, as the system says it.
    public var reason: String

    public init(what: String, file: String, reason: String) {
        self.what = what
        self.file = file
        self.reason = reason
    }

    /// `error: cannot write WHAT to FILE: REASON`.
    public var description: String { "error: cannot write \(what) to \(file): \(reason)" }
}
