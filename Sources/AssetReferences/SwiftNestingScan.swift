/// A quick pass over a Swift file's bytes that bounds how deep its syntax tree can go, run
/// before swift-syntax: its parser and tree walks recurse once per level, and not every kind of
/// level counts towards the parser's nesting limit (`try try try ...`, `a.b.c...`, `A<A<...>>`).
///
/// The bound counts brackets (`(`, `[`, `{`, a generic `<`, an interpolation, `#if`) and the
/// tokens of each chain of code in which one expression may nest in the next: a chain ends at a
/// comma, a semicolon, or a line break, unless the next line starts with `.` or the line ends
/// in an operator or a prefix keyword. Comments and string contents are skipped.
struct SwiftNestingScan {
    /// The deepest brackets nest.
    private(set) var brackets = 0
    /// The deepest square brackets nest: the parser's look-ahead for a type after `[` takes
    /// time that doubles with each `[` inside another (`[[[[1]]]]`).
    private(set) var squareBrackets = 0
    /// The most tokens on one path of nested chains: an upper bound on the tree's depth.
    private(set) var chainTokens = 0

    /// For each enclosing bracket, whether it is square, and the length of its chain.
    private var enclosing: [(square: Bool, chain: Int)] = []
    private var openSquare = 0
    private var enclosingTokens = 0
    private var chain = 0

    /// Scans `bytes`, stopping early once a count passes its limit.
    init(_ bytes: [UInt8], bracketLimit: Int, squareBracketLimit: Int, chainLimit: Int) {
        var lexer = SwiftLexemes(bytes)
        var lastWasContinuation = false
        while brackets <= bracketLimit, squareBrackets <= squareBracketLimit, chainTokens <= chainLimit,
              let lexeme = lexer.next() {
            switch lexeme {
            case .open(let square):
                enclosing.append((square, chain))
                brackets = max(brackets, enclosing.count)
                if square { openSquare += 1 }
                squareBrackets = max(squareBrackets, openSquare)
                enclosingTokens += chain
                chain = 0
                lastWasContinuation = true
            case .close:
                let outer = enclosing.popLast() ?? (false, 0)
                if outer.square { openSquare -= 1 }
                enclosingTokens -= outer.chain
                chain = outer.chain + 1
                lastWasContinuation = false
            case .separator:
                chain = 0
                lastWasContinuation = false
            case .lineBreak(let nextStartsWithDot):
                if !lastWasContinuation && !nextStartsWithDot { chain = 0 }
            case .token(let continues):
                chain += 1
                lastWasContinuation = continues
            }
            chainTokens = max(chainTokens, enclosingTokens + chain)
        }
    }
}
