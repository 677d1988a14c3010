/// Bundled fonts against `Info.plist`'s `UIAppFonts`: iOS loads a font file only when the app
/// lists it there or registers it from code, so an unlisted font is never drawn, and an entry with
/// no file is a font the app expects and doesn't have.
///
/// Runs only when sources were read and hold an `Info.plist` or a font registration in code.
struct FontRegistrationPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.fontNotRegistered, .error, summary: "Every bundled font is listed in UIAppFonts, and every entry has its file.",
              explanation: "A `.ttf`, `.otf` or `.ttc` the app bundles must be listed in an `Info.plist`'s `UIAppFonts` "
                + "(by its path in the app bundle) for `UIFont(name:)` and `.custom(_:size:)` to find it, unless the code "
                + "registers fonts itself (`CTFontManagerRegisterFontsForURL` and kin, which turns this half off). An entry "
                + "naming a file that is nowhere in the bundle or the repository is reported on the `Info.plist` line. Fonts "
                + "inside a framework's `.bundle` are the framework's to register.",
              examples: ReferenceCheckExamples.fontRegistration),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        guard let sources = snapshot.sources else { return [] }
        let plists = sources.files.filter { $0.registeredFonts != nil }
        let registersInCode = sources.files.contains(where: \.registersFontsInCode)
        let isInfoPlist = sources.files.contains { $0.path.lastPathName.hasSuffix("Info.plist") }
        guard !plists.isEmpty || registersInCode || isInfoPlist else { return [] }
        let fonts = snapshot.records.filter { $0.kind == .font && !AssetNameIndex.isLoadedBySystem($0.path) }
        let listed = Set(plists.flatMap { $0.registeredFonts ?? [] }.map { String($0.file.lastPathName).lowercased() })
        var drafts: [FindingDraft] = []
        if !registersInCode {
            for font in fonts {
                log.ran(.fontNotRegistered, on: font.path, assetClass: font.assetClass)
                guard !listed.contains(String(font.path.lastPathName).lowercased()) else { continue }
                drafts.append(FindingDraft(path: font.path, assetClass: font.assetClass, Unlisted(file: String(font.path.lastPathName))))
            }
        }
        let bundled = Set(snapshot.records.map { String($0.path.lastPathName).lowercased() })
        for plist in plists {
            log.ran(.fontNotRegistered, on: plist.path, assetClass: nil)
            for entry in plist.registeredFonts ?? [] {
                let name = String(entry.file.lastPathName).lowercased()
                guard !bundled.contains(name), !sources.elsewhere.contains(name) else { continue }
                var draft = FindingDraft(path: plist.path, NoFile(entry: entry.file))
                draft.line = entry.line
                drafts.append(draft)
            }
        }
        return drafts
    }

    struct Unlisted: FindingMessage {
        let file: String

        var check: CheckID { .fontNotRegistered }
        var text: String {
            "no Info.plist lists this font in UIAppFonts and no code registers fonts, so iOS never loads it"
        }
        var fix: String? { "add '\(file)' (its path in the app bundle) to UIAppFonts in the app's Info.plist" }
        var identity: [String] { [] }
    }

    struct NoFile: FindingMessage {
        let entry: String

        var check: CheckID { .fontNotRegistered }
        var text: String { "UIAppFonts lists '\(entry)', and no such font file is in the bundle or the repository" }
        var fix: String? { "add the font file to the app, or remove the entry" }
        var identity: [String] { [entry] }
    }
}

extension CheckID {
    public static let fontNotRegistered = CheckID("font.not-registered")
}
