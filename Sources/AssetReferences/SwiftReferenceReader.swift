import AssetCheckCore
internal import SwiftParser
internal import SwiftSyntax

/// Reads a Swift file with swift-syntax's parser: its loads, generated asset symbols, string
/// literals, and names built at run time.
enum SwiftReferenceReader {
    /// How deep brackets may nest: deeper than real code goes (a SwiftUI body rarely passes 30).
    /// Deeper files are skipped before parsing, and the parser is told the same limit.
    static let maximumNestingLevel = 128

    /// How deep square brackets may nest: the parser's time doubles with each (``SwiftNestingScan``),
    /// and real code seldom nests arrays more than five deep.
    static let maximumSquareNesting = 12

    /// How many tokens one path of nested expressions may hold (``SwiftNestingScan``), which
    /// bounds the depth of the syntax tree: far above real code, and with 256 MiB of stack
    /// (``LargeStackThread``) far below what a debug build of the parser overflows at.
    static let maximumChainTokens = 4_000

    static func read(_ text: String, path: String) -> SourceFileReferences {
        var text = text
        let scan = text.withUTF8 {
            SwiftNestingScan(Array($0), bracketLimit: maximumNestingLevel, squareBracketLimit: maximumSquareNesting,
                             chainLimit: maximumChainTokens)
        }
        if scan.brackets > maximumNestingLevel {
            return SourceFileReferences(path: path, note: "skipped: its brackets nest deeper than \(maximumNestingLevel) levels")
        }
        if scan.squareBrackets > maximumSquareNesting {
            return SourceFileReferences(path: path, note: "skipped: its square brackets nest deeper than \(maximumSquareNesting) levels")
        }
        if scan.chainTokens > maximumChainTokens {
            return SourceFileReferences(
                path: path, note: "skipped: one of its expressions nests more than \(maximumChainTokens) tokens deep")
        }
        return LargeStackThread.run { [text] in parse(text, path: path) }
    }

    private static func parse(_ text: String, path: String) -> SourceFileReferences {
        var text = text
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let visitor = SwiftReferenceVisitor(converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        return SourceFileReferences(
            path: path, references: visitor.references, mentions: visitor.mentions,
            mentionPatterns: visitor.mentionPatterns, symbolMentions: visitor.symbolMentions,
            registersFontsInCode: visitor.registersFontsInCode,
            note: tree.hasError ? "does not parse as Swift; its string literals were still read" : nil)
    }
}
