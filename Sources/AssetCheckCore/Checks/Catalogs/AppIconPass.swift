/// App icon sets (`.appiconset`): each icon's pixel size is its slot's, and the icons App Store
/// Connect and the Home Screen show on black have no translucent pixels. App icons are not
/// @2x/@3x pairs: their sets are not image groups, so no class asks them for other scales.
struct AppIconPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.catalogAppIconSize, .error,
              summary: "Each app icon is its slot's `size` times its `scale` in pixels.",
              explanation: "Read from the set's `Contents.json`, in every rule set: a single-size icon (Xcode 14 and "
                + "later, `\"size\" : \"1024x1024\"` without a scale) is 1024x1024 px; the legacy sizes are 20, 29, "
                + "40, 60, 76 and 83.5 pt at their scales (83.5 pt @2x is 167x167 px) and the 1024 pt "
                + "`ios-marketing` icon at 1x; Mac and watch slots likewise.",
              examples: CatalogCheckExamples.appIconSize),
        .init(.catalogAppIconAlpha, .error,
              summary: "The app's primary icon (`AppIcon.appiconset`) has no translucent pixel in its iPhone, iPad "
                + "and watch icons.",
              explanation: "Measured from the decoded pixels. The primary icon is the set Xcode names `AppIcon` (the "
                + "default of the build setting `ASSETCATALOG_COMPILER_APPICON_NAME`). App Store Connect rejects a "
                + "transparent marketing icon (`ios-marketing`, `watch-marketing`, or a single-size 1024x1024 icon): "
                + "an error. The Home Screen shows a smaller icon's translucent pixels over black: a warning. An "
                + "alpha channel whose pixels are all opaque passes, and so do Mac icons, dark and tinted variants "
                + "(which may be transparent), alternate icon sets and extensions' icon sets (an action extension's "
                + "icon is a template, transparent by design).",
              examples: CatalogCheckExamples.appIconAlpha),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.imageSets.filter { $0.kind == .appIconSet }.flatMap { set -> [FindingDraft] in
            let assetClass = rules.assetClass(ofSet: set.path)?.id
            // Alternate icons are not the App Store's, and an extension's icons may be templates.
            let isPrimary = CatalogPath.isPrimaryAppIcon(set.path)
            var drafts: [FindingDraft] = []
            for entry in set.listed where !entry.filename.contains("/") {
                let path = set.path + "/" + entry.filename
                guard let slot = AppIconSlot(entry) else { continue }
                let asked: [CheckID] = (slot.pixels != nil ? [.catalogAppIconSize] : [])
                    + (isPrimary && slot.mustBeOpaque ? [.catalogAppIconAlpha] : [])
                guard let record = snapshot.record(at: path), record.isReadable, let image = record.image else {
                    for check in asked {
                        log.notApplicable(check, on: path, assetClass: assetClass,
                                          because: snapshot.record(at: path) == nil ? "the file is not in the set"
                                              : "its image facts were not read")
                    }
                    continue
                }
                if let expected = slot.pixels {
                    log.ran(.catalogAppIconSize, on: path, assetClass: assetClass,
                            expected: ImageWording.pixels(expected, expected) + " (\(slot.name))",
                            measured: ImageWording.pixels(image.width, image.height))
                }
                if let expected = slot.pixels, image.width != expected || image.height != expected {
                    drafts.append(FindingDraft(path: path, assetClass: assetClass,
                                               Message.wrongSize(entry.filename, width: image.width, height: image.height,
                                                                 slot: slot, expected: expected)))
                }
                if isPrimary, slot.mustBeOpaque {
                    Self.logAlpha(image, on: path, assetClass: assetClass, log: log)
                }
                if isPrimary, slot.mustBeOpaque, let minAlpha = image.pixels?.minAlpha, minAlpha < 255 {
                    drafts.append(FindingDraft(path: path, assetClass: assetClass,
                                               Message.translucent(entry.filename, slot: slot, minAlpha: minAlpha),
                                               maxSeverity: slot.isMarketing ? nil : .warning))
                }
            }
            return drafts
        }
    }

    /// Records `catalog.app-icon-alpha` on an icon that must be opaque: without an alpha channel
    /// every pixel is, and nothing needs decoding.
    private static func logAlpha(_ image: ImageFacts, on path: String, assetClass: String?, log: EvaluationLog) {
        if let pixels = image.pixels {
            log.ran(.catalogAppIconAlpha, on: path, assetClass: assetClass, expected: "alpha 255 everywhere",
                    measured: "lowest alpha \(pixels.minAlpha)")
        } else if image.hasAlphaChannel {
            log.notApplicable(.catalogAppIconAlpha, on: path, assetClass: assetClass, because: "its pixels were not decoded")
        } else {
            log.ran(.catalogAppIconAlpha, on: path, assetClass: assetClass, expected: "alpha 255 everywhere",
                    measured: "no alpha channel")
        }
    }
}

extension CheckID {
    public static let catalogAppIconSize = CheckID("catalog.app-icon-size")
    public static let catalogAppIconAlpha = CheckID("catalog.app-icon-alpha")
}
