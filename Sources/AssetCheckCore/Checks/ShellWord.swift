/// File names as words of a command a fix text suggests, so that pasting it into a shell works.
enum ShellWord {
    /// `name` as it is when it holds only letters, digits and `._-+@`; otherwise in single quotes
    /// (`'Bat bat fly!.wav'`), a single quote inside written `'\''`.
    static func quoted(_ name: String) -> String {
        guard name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-+@".contains($0)) }) else {
            return name
        }
        return "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
