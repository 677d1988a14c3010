import Foundation

/// Writes to the standard streams without buffering surprises between them.
public enum FileHandleOutput {
    /// Writes `text` to standard output.
    public static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
