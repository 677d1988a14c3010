/// Add-on archives (`.mcaddon`, `.mcpack`) that could not be read safely: not a zip, damaged,
/// past the reader's limits, unsafe names, encrypted entries. One finding per archive: reading
/// stops at the first of them.
struct AddonArchivePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.addonNotZip, .error, summary: "An add-on archive is a zip whose central directory is whole.",
              explanation: "The end record is looked for in the last 64 KiB; every entry the directory counts must be there.",
              guardsInput: true, examples: AddonCheckExamples.notZip),
        .init(.addonLimits, .error,
              summary: "An add-on archive stays within the class's entry count, uncompressed sizes and compression ratio.",
              explanation: "`max-entries` (default 1000, counted from the directory before anything is read), "
                + "`max-uncompressed-size` (64 MB in all) and `max-entry-size` (16 MB each), counted as the bytes are "
                + "inflated and never taken from the headers, and `max-compression-ratio` (100, judged past 1 MiB "
                + "inflated). Reading stops at the limit: a zip bomb costs at most the limits.",
              guardsInput: true, examples: AddonCheckExamples.limits),
        .init(.addonUnsafePath, .error, summary: "No entry name of an add-on archive climbs out of its folder.",
              explanation: "Names with a `..` part, or absolute (`/x`, `\\x`, `C:x`), are refused (\"zip slip\").",
              guardsInput: true, examples: AddonCheckExamples.unsafePath),
        .init(.addonEncrypted, .error, summary: "No entry of an add-on archive is encrypted.",
              explanation: "Minecraft cannot import encrypted entries (general-purpose flag bit 0).",
              guardsInput: true, examples: AddonCheckExamples.encrypted),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            // A dotLottie's archive failure is the animation pass's to word.
            guard record.kind != .animation else { return nil }
            guard case let .archive(failure)? = record.failure else {
                if record.kind == .addon, record.isReadable, record.addon != nil {
                    // Read whole: a zip within the limits, every entry named safely and unencrypted.
                    for check in Self.checks {
                        log.ran(check.id, on: record.path, assetClass: record.assetClass)
                    }
                }
                return nil
            }
            let message = Message(failure: failure, editableFile: rules.editableFile)
            log.ran(message.check, on: record.path, assetClass: record.assetClass)
            return FindingDraft(path: record.path, assetClass: record.assetClass, message)
        }
    }

    /// What the archive checks say.
    struct Message: FindingMessage {
        let failure: ArchiveFailure
        /// Where the user changes the rules (``RuleSet/editableFile``).
        var editableFile = "the rules"

        var check: CheckID {
            switch failure {
            case .notZip, .damaged, .truncated: .addonNotZip
            case .tooManyEntries, .tooLarge, .entryTooLarge, .ratio: .addonLimits
            case .unsafePath: .addonUnsafePath
            case .encrypted: .addonEncrypted
            }
        }

        var text: String {
            switch failure {
            case let .notZip(content):
                "is not a zip archive" + (content.map { $0 == .unknown ? "" : ": its content is \($0.displayName)" } ?? "")
            case let .damaged(reason): "is a damaged zip: \(reason)"
            case let .truncated(reason): "is a zip cut short (truncated): \(reason)"
            case let .tooManyEntries(count, limit):
                "lists \(count) entries, above the limit of \(limit); nothing was read"
            case let .tooLarge(bytes, limit):
                "inflates past \(bytes) bytes, above the \(limit) bytes limit for the whole archive (a zip bomb?); reading stopped there"
            case let .entryTooLarge(entry, bytes, limit):
                "entry \(entry) inflates past \(bytes) bytes, above the \(limit) bytes limit per entry; reading stopped there"
            case let .ratio(entry, ratio, limit):
                "entry \(entry) inflates to \(ratio) times its compressed size, above the limit of \(limit) (a zip bomb?); reading stopped there"
            case let .unsafePath(entry): "entry name \"\(entry)\" leads outside the archive's folder (.. or an absolute path)"
            case let .encrypted(entry): "entry \(entry) is encrypted, which Minecraft cannot import"
            }
        }

        var fix: String? {
            switch failure {
            case .notZip, .damaged: "export the add-on again as a zip of its packs"
            case .truncated: "export or copy it again, whole: an interrupted export, download or copy cut it off"
            case .tooManyEntries, .tooLarge, .entryTooLarge, .ratio:
                "export the add-on again; if it is really this large, raise the class's archive limits in \(editableFile)"
            case .unsafePath: "export again with paths relative to the archive's root"
            case .encrypted: "export again without a password"
            }
        }

        var identity: [String] {
            switch failure {
            case .notZip: ["not zip"]
            // Truncated archives were "damaged" before they had their own words: baselines keep matching.
            case .damaged, .truncated: ["damaged"]
            case .tooManyEntries: ["too many entries"]
            case .tooLarge: ["too large"]
            case let .entryTooLarge(entry, _, _): ["entry too large", entry]
            case let .ratio(entry, _, _): ["ratio", entry]
            case let .unsafePath(entry): ["unsafe path", entry]
            case let .encrypted(entry): ["encrypted", entry]
            }
        }
    }
}

extension CheckID {
    public static let addonNotZip = CheckID("addon.not-zip")
    public static let addonLimits = CheckID("addon.limits")
    public static let addonUnsafePath = CheckID("addon.unsafe-path")
    public static let addonEncrypted = CheckID("addon.encrypted")
}
