extension ImageGroupPass {
    /// What the checks across an image's scale variants say.
    enum Message: FindingMessage {
        /// `target`: the file to add (`wave@3x.png`), or in a set the slot to fill (`coin.imageset's universal 3x slot`).
        case missingScale(Int, name: String, pixels: (width: Int, height: Int)?, target: String, inSet: Bool)
        case scaleSuffixCase(name: String, corrected: String)
        case notDivisible(width: Int, height: Int, scale: Int)
        /// `storedRotated`: the Exif orientation (5 to 8) of a JPEG measured as shown, not as stored.
        case wrongSize(width: Int, height: Int, scale: Int, expected: PointSize, what: String, storedRotated: Int?)
        case belowMinimum(width: Int, height: Int, scale: Int, minimum: PointSize, what: String, storedRotated: Int?)
        case notSquare(width: Int, height: Int, what: String)
        case wrongRatio(twoX: (width: Int, height: Int), threeX: (width: Int, height: Int))

        var check: CheckID {
            switch self {
            case .missingScale: .imageScalePair
            case .scaleSuffixCase: .imageScaleSuffix
            case .notDivisible: .imageScaleDivisible
            case .wrongSize: .imageSize
            case .belowMinimum: .imageMinSize
            case .notSquare: .imageSquare
            case .wrongRatio: .imageScaleRatio
            }
        }

        var text: String {
            switch self {
            case let .missingScale(scale, name, _, _, _): "the @\(scale)x variant is missing (\(name))"
            case let .scaleSuffixCase(name, corrected):
                "the scale suffix of \(name) has a capital X, so iOS does not load it as \(corrected)"
            case let .notDivisible(w, h, s): "\(w)x\(h) px does not divide by @\(s)x into whole points"
            case let .wrongSize(w, h, s, size, what, turned):
                "\(w)x\(h) px\(Self.shown(turned, w, h)), but \(what) are \(size) = \(Self.pixels(size, s)) px at @\(s)x"
            case let .belowMinimum(w, h, s, min, what, turned):
                "\(w)x\(h) px\(Self.shown(turned, w, h)) is \(w / s)x\(h / s) pt at @\(s)x, below the \(min) minimum for \(what)"
            case let .notSquare(w, h, what): "\(w)x\(h) px is not square, but \(what) must be"
            case let .wrongRatio(two, three):
                "@3x is \(three.width)x\(three.height) px, but 1.5 x the @2x size (\(two.width)x\(two.height) px) is "
                    + "\(Self.half(two.width.multipliedClamped(by: 3)))x\(Self.half(two.height.multipliedClamped(by: 3))) px"
            }
        }

        var fix: String? {
            switch self {
            case let .missingScale(scale, _, pixels, target, inSet):
                inSet ? "export @\(scale)x\(Self.at(pixels)) into \(target)" : "export \(target)\(Self.at(pixels))"
            case let .scaleSuffixCase(_, corrected): "rename it to \(corrected)"
            case let .notDivisible(_, _, s): "export at a size whose width and height are multiples of \(s)"
            case let .wrongSize(_, _, s, size, _, turned):
                "export at \(Self.pixels(size, s))" + (turned == nil ? "" : ", stored upright (no Exif rotation)")
            case let .belowMinimum(_, _, s, min, _, turned):
                "export at least \(Self.pixels(min, s)) px for @\(s)x"
                    + (turned == nil ? "" : ", stored upright (no Exif rotation)")
            case .notSquare: "export with equal width and height"
            case let .wrongRatio(two, _):
                two.width % 2 == 0 && two.height % 2 == 0
                    ? "export @3x at \(two.width * 3 / 2)x\(two.height * 3 / 2)"
                    : "make @2x a size divisible by 2, then @3x 1.5 times it"
            }
        }

        var identity: [String] {
            switch self {
            case let .missingScale(scale, _, _, _, _): ["@\(scale)x"]
            // The variant is the finding; its measured size may move with every re-export.
            case let .notDivisible(_, _, s), let .wrongSize(_, _, s, _, _, _), let .belowMinimum(_, _, s, _, _, _): ["@\(s)x"]
            case .notSquare, .wrongRatio, .scaleSuffixCase: []
            }
        }

        /// ` as shown (the file is stored rotated: 1668x2388 px with Exif orientation 6)`, or "" when upright.
        private static func shown(_ orientation: Int?, _ width: Int, _ height: Int) -> String {
            orientation.map { " as shown (the file is stored rotated: \(height)x\(width) px with Exif orientation \($0))" } ?? ""
        }

        /// ` at 900x1350 px`, or "" when the size is not known.
        private static func at(_ pixels: (width: Int, height: Int)?) -> String {
            pixels.map { " at \($0.width)x\($0.height) px" } ?? ""
        }

        /// `600x900`: `size` at `scale` in pixels.
        private static func pixels(_ size: PointSize, _ scale: Int) -> String {
            let (width, height) = size.pixels(atScale: scale)
            return "\(width)x\(height)"
        }

        /// `n / 2` written as people write it: `363`, `362.5`.
        private static func half(_ n: Int) -> String { n % 2 == 0 ? String(n / 2) : "\(n / 2).5" }
    }
}
