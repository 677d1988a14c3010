/// What a conversion reads from the argument list, so two conversions can be compared as the C
/// library reads them: the type (an integer, a floating-point number, an object, a C string ...)
/// and, for integers and floats, the width (`%d` reads 32 bits, `%ld`/`%lld`/`%zd` 64 on Apple's
/// 64-bit platforms).
struct FormatArgumentKind: Hashable {
    /// `integer`, `float`, `object`, `c-string`, `character`, `pointer`, or `#name` for an
    /// undeclared substitution.
    var type: String
    /// Bits read: 32 or 64 for integers, 64 or 128 (`%Lf`) for floats, 0 otherwise.
    var width: Int

    /// How two conversions at one position compare.
    enum Agreement: Comparable {
        case same
        /// Same type, other width: the value prints wrong when it does not fit, no crash.
        case width
        /// Another type: the argument is read as something it is not, which can crash.
        case type
    }

    /// The kind a `conversion` (`lld`, `@`, `hhx`) reads.
    init(_ conversion: String) {
        guard let last = conversion.last, !conversion.hasPrefix("#") else {
            self.init(type: conversion, width: 0)
            return
        }
        let length = String(conversion.dropLast())
        switch last {
        case "d", "i", "u", "x", "X", "o":
            self.init(type: "integer", width: ["l", "ll", "q", "z", "j", "t"].contains(length) ? 64 : 32)
        case "f", "F", "e", "E", "g", "G", "a", "A": self.init(type: "float", width: length == "L" ? 128 : 64)
        case "@": self.init(type: "object", width: 0)
        case "s", "S": self.init(type: "c-string", width: last == "S" ? 16 : 8)
        case "c", "C": self.init(type: "character", width: 0)
        case "p": self.init(type: "pointer", width: 0)
        default: self.init(type: conversion, width: 0)
        }
    }

    private init(type: String, width: Int) {
        self.type = type
        self.width = width
    }

    /// How `self` compares with `other`.
    /// An undeclared substitution agrees with anything: `strings.substitution` reports it.
    func agreement(with other: FormatArgumentKind) -> Agreement {
        if self == other || type.hasPrefix("#") || other.type.hasPrefix("#") { return .same }
        return type == other.type && type != "c-string" ? .width : .type
    }
}
