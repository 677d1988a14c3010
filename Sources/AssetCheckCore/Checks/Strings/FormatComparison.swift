/// Compares a translation's format arguments with the development language's, form by form.
///
/// A value that does not vary must read the same arguments: the same positions, each of the
/// same type. A value with plural or device forms, or `%#@name@` substitutions, is compared per
/// form with everything the development language's forms read: a form may leave an argument
/// out (`one` = "a day"), but every argument it reads must be one the development language
/// reads at that position, of the same type.
struct FormatComparison {
    /// What one language reads differently.
    struct Difference: Hashable {
        /// The forms that differ (`plural.few`, `count/plural.one`); empty for a value that does not vary.
        var forms: [String]
        var expected: [String]
        var found: [String]
        var agreement: FormatArgumentKind.Agreement
    }

    /// The differences of `translated` from `development`: at most one of type, one of width.
    /// In a catalog the key itself is a format too (`Text("\\(count) posts")` is `%lld posts`):
    /// arguments it reads are arguments the code passes.
    static func differences(development: StringsEntry, translated: StringsEntry, catalog: Bool = false) -> [Difference] {
        let reference = forms(of: development), own = forms(of: translated)
        let keyArguments = catalog ? FormatSpecifiers.arguments(of: development.key) : []
        var readAt: [Int: [FormatArgumentKind]] = [:]
        for argument in reference.flatMap(\.arguments) + keyArguments {
            let (position, kind) = split(argument)
            readAt[position, default: []].append(kind)
        }
        let plain = reference.count == 1 && own.count == 1 && reference[0].name == nil && own[0].name == nil
        let expected = plain ? reference[0].arguments : Array(Set(reference.flatMap(\.arguments))).sorted(by: positionOrder)
        var worst: [FormatArgumentKind.Agreement: (forms: [String], found: Set<String>)] = [:]
        for form in own {
            var agreement = form.arguments.map { argument -> FormatArgumentKind.Agreement in
                let (position, kind) = split(argument)
                return (readAt[position] ?? []).map { $0.agreement(with: kind) }.min() ?? .type
            }.max() ?? .same
            // A value that does not vary must not leave out an argument: what it drops is lost.
            if plain, Set(reference[0].arguments.map { split($0).position }).subtracting(form.arguments.map { split($0).position }).count > 0 {
                agreement = .type
            }
            guard agreement != .same else { continue }
            worst[agreement, default: ([], [])].forms.append(form.name ?? "value")
            worst[agreement, default: ([], [])].found.formUnion(form.arguments)
        }
        return worst.keys.sorted().reversed().compactMap { agreement in
            worst[agreement].map {
                Difference(forms: plain ? [] : $0.forms, expected: expected, found: $0.found.sorted(by: positionOrder), agreement: agreement)
            }
        }
    }

    /// An entry's forms, each with the arguments it reads: the value (unless its variants
    /// replace it), each variant, and each substitution's forms, read from the substitution's
    /// own argument on.
    private static func forms(of entry: StringsEntry) -> [(name: String?, arguments: [String])] {
        let substitutions = entry.substitutions
        var result: [(name: String?, arguments: [String])] = []
        if entry.variants == nil {
            result.append((nil, FormatSpecifiers.arguments(of: entry.value, substitutions: substitutions)))
        }
        for variant in entry.variants ?? [] {
            result.append((variant.selector, FormatSpecifiers.arguments(of: variant.value, substitutions: substitutions)))
        }
        for substitution in substitutions ?? [] {
            let position = substitution.argument ?? place(of: substitution.name, in: entry) ?? 1
            let conversion = FormatSpecifiers.normalized(substitution.specifier ?? "@")
            for variant in substitution.variants {
                result.append((substitution.name + "/" + variant.selector,
                               FormatSpecifiers.arguments(of: variant.value, substitutions: substitutions, first: position,
                                                          argument: (position, conversion))))
            }
        }
        return result
    }

    /// The argument `%#@name@` reads in the entry's value (or its first variant that names it).
    private static func place(of name: String, in entry: StringsEntry) -> Int? {
        for text in [entry.value] + (entry.variants ?? []).map(\.value) where text.contains("@" + name + "@") {
            // Read the text with only this substitution undeclared, so its argument is found by name.
            let others = entry.substitutions?.filter { $0.name != name }
            if let found = FormatSpecifiers.arguments(of: text, substitutions: others).first(where: { $0.hasSuffix(":#" + name) }) {
                return split(found).position
            }
        }
        return nil
    }

    private static func split(_ argument: String) -> (position: Int, kind: FormatArgumentKind) {
        let parts = argument.split(separator: ":", maxSplits: 1)
        return (Int(parts[0]) ?? 0, FormatArgumentKind(parts.count > 1 ? String(parts[1]) : ""))
    }

    private static func positionOrder(_ a: String, _ b: String) -> Bool {
        let (x, y) = (split(a).position, split(b).position)
        return x != y ? x < y : a < b
    }
}
