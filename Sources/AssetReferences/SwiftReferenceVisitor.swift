import AssetCheckCore
internal import SwiftParser
internal import SwiftSyntax

/// Walks one parsed Swift file: its loads (``SwiftLoadCall``), generated asset symbols, string
/// literals, and names built at run time.
final class SwiftReferenceVisitor: SyntaxVisitor {
    private(set) var references: [SourceReference] = []
    private(set) var mentions: [String] = []
    private(set) var symbolMentions: [String] = []
    private(set) var mentionPatterns: [String] = []
    private(set) var registersFontsInCode = false
    private let converter: SourceLocationConverter
    /// Literals already read as a load's name, so they are not mentions too.
    private var loadNames: Set<SyntaxIdentifier> = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        read(callee: Self.path(of: node.calledExpression), arguments: node.arguments, in: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        read(callee: "#" + node.macroName.text, arguments: node.arguments, in: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let symbol = SwiftAssetSymbol.name(startingAt: node) {
            add(.symbol, symbol, at: node)
        } else if node.base == nil, node.declName.baseName.text != "init" {
            // `.brandPrimary` where a Color or an image is expected: Xcode's symbol extensions.
            symbolMentions.append(node.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftLoadCall.fontRegistrations.contains(node.baseName.text) { registersFontsInCode = true }
        return .visitChildren
    }

    /// `enum Sound: String { case pop, tootSent }`: a case without a raw value has its own name as
    /// its raw value, which code passes as a name (`Bundle.main.url(forResource: sound.rawValue, ...)`).
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let rawType = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        if rawType == "String" {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements where element.rawValue == nil && element.parameterClause == nil {
                    mentions.append(String(element.name.text.filter { $0 != "`" }))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard !loadNames.contains(node.id) else { return .visitChildren }
        if let value = node.representedLiteralValue {
            mentions.append(value)
            if let pattern = BuiltName.printf(value) { mentionPatterns.append(pattern) }
        } else if let pattern = BuiltName.glob(Self.parts(of: node)) {
            mentionPatterns.append(pattern)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Most sequences (`a = b`, `x > 0`) hold no string literal: a look at the kinds comes first.
        guard node.elements.contains(where: { $0.kind == .stringLiteralExpr }) else { return .visitChildren }
        for sum in Self.sums(in: node) {
            let parts = sum.flatMap { operand in
                operand.as(StringLiteralExprSyntax.self).map(Self.parts(of:)) ?? [.wildcard]
            }
            if parts.contains(.wildcard) {
                if let pattern = BuiltName.glob(parts) { mentionPatterns.append(pattern) }
            } else {
                mentions.append(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
            }
        }
        return .visitChildren
    }

    // MARK: Loads

    private func read(callee: String?, arguments: LabeledExprListSyntax, in call: Syntax) {
        guard let callee, let first = arguments.first else { return }
        if first.label?.text == "resource" || (["Image", "Color"].contains(callee) && first.label == nil),
           let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            add(.symbol, member.declName.baseName.text, at: member)
            return
        }
        var candidates = SwiftLoadCall.byCallee[callee] ?? []
        if callee == ".named", Self.isLottieViewAnimation(call) { candidates.append(SwiftLoadCall.lottieViewAnimation) }
        for load in candidates where first.label?.text == load.nameLabel {
            if let second = load.secondLabels {
                guard let label = arguments.dropFirst().first?.label?.text, second.contains(label) else { continue }
            }
            guard let literal = first.expression.as(StringLiteralExprSyntax.self) else { return }
            if let bundle = load.bundleLabel, let argument = arguments.first(where: { $0.label?.text == bundle }),
               !Self.isMainBundle(argument.expression) { return }
            var fileExtension: String?
            if let label = load.extensionLabel, let argument = arguments.first(where: { $0.label?.text == label }),
               argument.expression.is(NilLiteralExprSyntax.self) == false {
                guard let value = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return }
                fileExtension = value
            }
            addLoad(load.kind, literal, fileExtension: fileExtension)
            return
        }
    }

    private func addLoad(_ kind: SourceReference.Kind, _ literal: StringLiteralExprSyntax, fileExtension: String?) {
        if let value = literal.representedLiteralValue {
            add(kind, value, fileExtension: fileExtension, at: literal)
        } else {
            let parts = Self.parts(of: literal)
            guard parts.contains(.wildcard), let pattern = BuiltName.glob(parts) else { return }
            add(kind, pattern, isPattern: true, fileExtension: fileExtension, at: literal)
        }
        loadNames.insert(literal.id)
    }

    private func add(_ kind: SourceReference.Kind, _ name: String, isPattern: Bool = false, fileExtension: String? = nil,
                     at node: some SyntaxProtocol) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        references.append(SourceReference(kind, name, isPattern: isPattern, fileExtension: fileExtension, line: line))
    }
}
