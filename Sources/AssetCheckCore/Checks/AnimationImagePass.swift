/// Image assets of animations: every external image is in the bundle, none is on the network.
///
/// An external image is looked up as lottie-ios's `FilepathImageProvider` does for an animation
/// loaded from a file: `p` in the animation's folder, then `u` + `p` relative to it.
struct AnimationImagePass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.animation else { return [] }
            return check(record, facts, in: snapshot)
        }
    }

    private func check(_ record: AssetRecord, _ facts: AnimationFacts, in snapshot: BundleSnapshot) -> [FindingDraft] {
        // The reference keys baselines, so two images of one animation never share a key.
        func draft(_ check: CheckID, _ reference: String, _ message: String, fix: String) -> FindingDraft {
            FindingDraft(path: record.path, check: check, assetClass: record.assetClass, message: message, fix: fix,
                         fact: "image " + reference)
        }
        let folder = Self.folder(of: record.path)
        let shownFolder = folder.isEmpty ? "the bundle's top folder" : folder + "/"
        var drafts: [FindingDraft] = []
        for reference in facts.externalImages {
            let name = reference.split(separator: "/").last.map(String.init) ?? reference
            let candidates = [Self.resolve(name, in: folder), Self.resolve(reference, in: folder)].compactMap { $0 }
            if candidates.contains(where: { snapshot.record(at: $0) != nil }) { continue }
            if Self.isAbsolute(reference) {
                drafts.append(draft(.animationMissingImage, reference, "refers to the image '\(reference)' by an absolute path, "
                                    + "which exists only on the computer that exported it",
                                    fix: "re-export with Bodymovin so the image is written to images/ next to the animation, "
                                    + "or embed it ('Include in json')"))
            } else if let expected = Self.resolve(reference, in: folder) {
                drafts.append(draft(.animationMissingImage, reference,
                                    "uses the image '\(reference)', but \(expected) is not in the bundle",
                                    fix: "add \(expected), or re-export with Bodymovin's 'Include in json' to embed the image"))
            } else {
                drafts.append(draft(.animationMissingImage, reference,
                                    "uses the image '\(reference)', which points outside the bundle",
                                    fix: "put the image inside \(shownFolder) and reference it from there"))
            }
        }
        for url in facts.remoteImages {
            drafts.append(draft(.animationRemoteImage, url, "loads the image '\(url)' from the network, but the app must work "
                                + "offline (playbook 5.5), and lottie-ios does not download images",
                                fix: "download the image into images/ next to the animation and reference it as "
                                + "'images/<name>', or embed it (Bodymovin: 'Include in json')"))
        }
        return drafts
    }

    /// The folder part of a bundle-relative path, `""` at the top.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func isAbsolute(_ reference: String) -> Bool {
        let text = reference.replacingBackslashes()
        return text.hasPrefix("/") || text.lowercased().hasPrefix("file:")
            || (text.count > 1 && text.dropFirst().first == ":")  // C:\ on Windows
    }

    /// `reference` relative to `folder`, normalised; `nil` when it is absolute or leaves the bundle.
    static func resolve(_ reference: String, in folder: String) -> String? {
        guard !isAbsolute(reference) else { return nil }
        var parts = folder.split(separator: "/").map(String.init)
        for part in reference.replacingBackslashes().split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

private extension String {
    func replacingBackslashes() -> String { String(map { $0 == "\\" ? "/" : $0 }) }
}
