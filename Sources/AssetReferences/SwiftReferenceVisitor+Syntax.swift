internal import SwiftParser
internal import SwiftSyntax

/// How the visitor reads the shapes it meets: callees as dotted paths, literals as parts,
/// sums of strings, bundles.
extension SwiftReferenceVisitor {
    /// `UIImage`, `Font.custom`, `.custom`, `Bundle.main.url` for a callee written as names and
    /// member accesses (module names and a trailing `.init` left out); `nil` for anything else.
    static func path(of expression: ExprSyntax) -> String? {
        guard var path = dottedPath(of: expression) else { return nil }
        if path.hasSuffix(".init") { path.removeLast(".init".count) }
        for module in SwiftLoadCall.moduleNames where path.hasPrefix(module) {
            path.removeFirst(module.count)
        }
        return path
    }

    private static func dottedPath(of expression: ExprSyntax) -> String? {
        if let name = expression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return "." + name }
        return dottedPath(of: base).map { $0 + "." + name }
    }

    /// A literal's text, each interpolation a wildcard, escapes decoded.
    static func parts(of literal: StringLiteralExprSyntax) -> [BuiltName.Part] {
        literal.segments.map { segment in
            switch segment {
            case .stringSegment(let text):
                // A literal of this one segment decodes it as the whole literal would.
                let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                return .text(alone.representedLiteralValue ?? text.content.text)
            case .expressionSegment:
                return .wildcard
            }
        }
    }

    /// The runs of operands joined by `+` in an unfolded sequence (`"frame_" + String(i)`) that
    /// hold a string literal, each of at least two operands.
    static func sums(in sequence: SequenceExprSyntax) -> [[ExprSyntax]] {
        var sums: [[ExprSyntax]] = []
        var run: [ExprSyntax] = []
        func close() {
            if run.count > 1, run.contains(where: { $0.is(StringLiteralExprSyntax.self) }) { sums.append(run) }
            run = []
        }
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                if binary.operator.text != "+" { close() }
            } else if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self)
                        || element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self)
                        || element.is(ArrowExprSyntax.self) || element.is(TypeExprSyntax.self) {
                close()
            } else {
                run.append(element)
            }
        }
        close()
        return sums
    }

    /// True for `nil`, `.main` and `Bundle.main`: the bundle a plain load looks in.
    static func isMainBundle(_ expression: ExprSyntax) -> Bool {
        expression.is(NilLiteralExprSyntax.self) || ["main", ".main", "Bundle.main"].contains(path(of: expression))
    }

    /// True when `call` is the `animation:` argument of `LottieView(animation:)`.
    static func isLottieViewAnimation(_ call: Syntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "animation",
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return path(of: outer.calledExpression) == "LottieView"
    }
}
