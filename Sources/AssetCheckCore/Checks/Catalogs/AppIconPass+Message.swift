extension AppIconPass {
    /// What the app icon checks say.
    enum Message: FindingMessage {
        case wrongSize(String, width: Int, height: Int, slot: AppIconSlot, expected: Int)
        case translucent(String, slot: AppIconSlot, minAlpha: Int)

        var check: CheckID {
            switch self {
            case .wrongSize: .catalogAppIconSize
            case .translucent: .catalogAppIconAlpha
            }
        }

        var text: String {
            switch self {
            case let .wrongSize(name, width, height, slot, expected):
                "\(name) is \(width)x\(height) px, but the \(slot.name) slot it fills takes \(expected)x\(expected) px"
            case let .translucent(name, slot, minAlpha):
                slot.isMarketing
                    ? "\(name), the App Store icon (\(slot.name)), has translucent pixels (alpha down to \(minAlpha) of 255), "
                        + "which App Store Connect rejects"
                    : "\(name) (\(slot.name)) has translucent pixels (alpha down to \(minAlpha) of 255), which the Home Screen "
                        + "shows over black"
            }
        }

        var fix: String? {
            switch self {
            case let .wrongSize(name, _, _, slot, expected):
                "export \(name) at \(expected)x\(expected) px for the \(slot.name) slot, or move it to the slot of its size"
            case let .translucent(name, _, _):
                "flatten \(name) onto an opaque background colour and export it again without an alpha channel"
            }
        }

        var identity: [String] {
            switch self {
            case let .wrongSize(_, _, _, slot, _): ["size", slot.name]
            case let .translucent(_, slot, _): ["translucent", slot.name]
            }
        }
    }
}
