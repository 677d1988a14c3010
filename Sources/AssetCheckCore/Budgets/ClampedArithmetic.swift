/// Arithmetic on numbers that come from files (a PNG header's size, a cache's or a manifest's
/// byte counts): held at the ends of `Int` instead of trapping, since a file may claim anything.
extension Int {
    /// `self + other`, or `Int.max` / `Int.min` where that would overflow.
    public func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, or `Int.max` / `Int.min` where that would overflow.
    public func subtractingClamped(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self * other`, or `Int.max` / `Int.min` where that would overflow.
    public func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}

extension Sequence {
    /// The sum of `value` over the elements, clamped as ``Swift/Int/addingClamped(_:)`` is.
    public func clampedSum(_ value: (Element) throws -> Int) rethrows -> Int {
        try reduce(0) { $0.addingClamped(try value($1)) }
    }
}
