import AssetCheckCore
import AssetReferences
import Testing

/// Objective-C and C sources, read by tokens.
@Suite("Objective-C references")
struct ObjCReferenceReaderTests {
    private func read(_ source: String, path: String = "Classes/GameScene.m") -> SourceFileReferences {
        SourceReader.read(Array(source.utf8), path: path)
    }

    @Test("Class messages that load by a literal name are references, with their lines")
    func loads() {
        let found = read("""
            #import "GameScene.h"
            @implementation GameScene
            - (void)didMoveToView:(SKView *)view {
                UIImage *coin = [UIImage imageNamed:@"coin"];
                UIImage *gem = [UIImage imageNamed:@"gem" inBundle:nil compatibleWithTraitCollection:nil];
                UIImage *main = [UIImage imageNamed:@"hero" inBundle:[NSBundle mainBundle] compatibleWithTraitCollection:nil];
                SKTexture *tile = [SKTexture textureWithImageNamed:@"tile"];
                SKSpriteNode *ship = [SKSpriteNode spriteNodeWithImageNamed:@"ship"];
                UIColor *tint = [UIColor colorNamed:@"Accent"];
                UIFont *font = [UIFont fontWithName:@"Baloo2-Bold" size:18];
                NSDataAsset *level = [[NSDataAsset alloc] initWithName:@"level1"];
                [self runAction:[SKAction playSoundFileNamed:@"jump.caf" waitForCompletion:NO]];
                SKTextureAtlas *atlas = [SKTextureAtlas atlasNamed:@"Enemies"];
                NSString *json = [[NSBundle mainBundle] pathForResource:@"levels" ofType:@"json"];
                NSURL *music = [[NSBundle mainBundle] URLForResource:@"theme.mp3" withExtension:nil];
            }
            @end
            """)
        #expect(found.references == [
            SourceReference(.image, "coin", line: 4),
            SourceReference(.image, "gem", line: 5),
            SourceReference(.image, "hero", line: 6),
            SourceReference(.image, "tile", line: 7),
            SourceReference(.image, "ship", line: 8),
            SourceReference(.color, "Accent", line: 9),
            SourceReference(.font, "Baloo2-Bold", line: 10),
            SourceReference(.data, "level1", line: 11),
            SourceReference(.sound, "jump.caf", line: 12),
            SourceReference(.atlas, "Enemies", line: 13),
            SourceReference(.resource, "levels", fileExtension: "json", line: 14),
            SourceReference(.resource, "theme.mp3", line: 15),
        ])
        #expect(found.mentions == ["GameScene.h", "json"])
    }

    @Test("Comments, other bundles and variables give no reference; their literals are mentions")
    func notReferences() {
        let found = read("""
            // UIImage *old = [UIImage imageNamed:@"line-comment"];
            /* UIImage *older = [UIImage imageNamed:@"block-comment"];
               [UIColor colorNamed:@"also-commented"]; */
            UIImage *shared = [UIImage imageNamed:@"shared" inBundle:frameworkBundle compatibleWithTraitCollection:nil];
            NSString *path = [bundle pathForResource:@"fixture" ofType:@"png"];
            UIImage *named = [UIImage imageNamed:name];
            NSString *quote = @"say \\"hi\\"\\n";
            const char *plain = "c-string";
            char c = '"';
            UIImage *after = [UIImage imageNamed:@"after-char"];
            """)
        #expect(found.references == [SourceReference(.image, "after-char", line: 10)])
        #expect(found.mentions == ["c-string", "fixture", "png", "say \"hi\"\n", "shared"])
    }

    @Test("Format strings are patterns; font registration is noticed")
    func patternsAndFonts() {
        let found = read("""
            NSString *frame = [NSString stringWithFormat:@"walk_%02d", i];
            NSString *both = [NSString stringWithFormat:@"%@_%ld_icon", side, (long)n];
            CTFontManagerRegisterFontsForURL((__bridge CFURLRef)url, kCTFontManagerScopeProcess, NULL);
            """, path: "Fonts.mm")
        #expect(found.mentionPatterns == ["*_*_icon", "walk_*"])
        #expect(found.registersFontsInCode)
    }
}
