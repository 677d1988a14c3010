extension AssetRecord {
    /// True when every number in the record is one a reader could have measured within `limits`:
    /// sizes not negative and not past the limits, durations and rates finite. Facts read back
    /// from a cache are input too; a record that fails this is inspected again.
    public func isPlausible(within limits: Limits) -> Bool {
        guard bytes >= 0, bytes <= limits.maxFileBytes, (scale ?? 1) >= 0 else { return false }
        switch facts {
        case let .image(image):
            let side = Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide)
            // A refused header keeps its claimed size beside its failure; that is what it said.
            guard failure == nil else { return image.width >= 0 && image.height >= 0 }
            return (0...side).contains(image.width) && (0...side).contains(image.height)
                && image.width.multipliedClamped(by: image.height) <= limits.maxImagePixels
                && (image.pixels.map { (0...255).contains($0.minAlpha) && $0.cornerAlpha.allSatisfy((0...255).contains) } ?? true)
        case let .audio(audio):
            return audio.sampleRate >= 0 && audio.channels >= 0 && audio.frameCount >= 0
                && audio.durationSeconds.isFinite && audio.durationSeconds >= 0
                && audio.bitRateKbps.isFinite && audio.bitRateKbps >= 0
        case let .animation(animation):
            let numbers = [animation.frameRate, animation.inPoint, animation.outPoint, animation.width, animation.height]
            return numbers.allSatisfy { $0?.isFinite ?? true }
                && animation.topLevelLayers >= 0 && animation.totalLayers >= animation.topLevelLayers
        case let .json(json):
            return json.count >= 0 && (json.characters ?? []).allSatisfy { $0.line >= 1 }
                && (json.violations ?? []).allSatisfy { $0.line >= 1 }
        case .entity:
            return true
        case let .addon(addon):
            // Version numbers are the only numbers an add-on's facts hold.
            return addon.packs.allSatisfy { pack in
                guard let manifest = pack.manifest else { return true }
                let numbers = [manifest.formatVersion].compactMap { $0 } + (manifest.version ?? [])
                    + (manifest.minEngineVersion ?? []) + manifest.modules.flatMap { $0.version ?? [] }
                return numbers.allSatisfy(\.isFinite)
            }
        case let .font(font):
            return font.faces.allSatisfy { face in
                face.glyphs >= 0 && face.characters >= 0 && (face.coverage?.isWellFormed ?? true)
            }
        case let .strings(strings):
            return strings.entryCount >= 0
                && (strings.tables ?? []).allSatisfy { $0.entries.allSatisfy { $0.line >= 1 } }
        case .none:
            return true
        }
    }
}
