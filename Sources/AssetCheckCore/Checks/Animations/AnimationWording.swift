/// Numbers, durations and lists of places as the animation checks write them in messages.
enum AnimationWording {
    /// `30`, `29.97`, `0.833`: see ``NumberWording``.
    static func number(_ value: Double) -> String { NumberWording.number(value) }

    /// `2.5 s`.
    static func seconds(_ value: Double) -> String { number(value) + " s" }

    /// `3 s`, `0.5 to 2 s`, `at least 1 s` or `at most 2 s`.
    static func range(_ range: DurationRange) -> String {
        if let nominal = range.nominal { return seconds(nominal) }
        if range.max >= Double.greatestFiniteMagnitude { return "at least " + seconds(range.min) }
        if range.min <= 0 { return "at most " + seconds(range.max) }
        return "\(number(range.min)) to \(seconds(range.max))"
    }

    /// `in 2 places (a; b)` or `in 5 places (a; b; c; and 2 more)`.
    static func places(_ use: LottieFeatureUse) -> String {
        let more = use.count > use.places.count ? ["and \(use.count - use.places.count) more"] : []
        let count = use.count == 1 ? "in 1 place" : "in \(use.count) places"
        return count + " (" + (use.places + more).joined(separator: "; ") + ")"
    }
}
