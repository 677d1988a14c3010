import AssetCheckCore
import AssetReferences
import Testing

/// JSON data files and web content shipped in the app: mentions only.
@Suite("JSON and web references")
struct DataAndWebReferenceReaderTests {
    private func read(_ text: String, path: String) -> SourceFileReferences {
        SourceReader.read(Array(text.utf8), path: path)
    }

    @Test("Every JSON string value is a mention, keys are not, long prose is left out")
    func json() {
        let prose = String(repeating: "word ", count: 50)
        let found = read("""
            {"levels": [{"background": "forest_bg", "music": "forest.mp3", "count": 3,
                         "enemies": ["slime", "bat\\u0073"], "intro": "\(prose)"}], "flag": true}
            """, path: "Data/levels.json")
        #expect(found.mentions == ["bats", "forest.mp3", "forest_bg", "slime"])
        #expect(found.references == [] && found.note == nil)
    }

    @Test("assetcheck's own files are read as nothing, silently; an app's files shaped like them are read")
    func ownFiles() {
        let own = [
            ("AssetManifest.json", #"{"schemaVersion": 3, "ruleSet": "ios", "assets": [{"path": "Art/coin.png"}]}"#),
            ("assetcheck-baseline.json", #"{"version": 2, "entries": [{"check": "asset.unused", "fingerprint": "ab", "path": "Art/coin.png"}]}"#),
            ("report.json", #"{"findings": [{"check": "asset.unused", "message": "coin", "path": "Art/coin.png"}], "summary": {}}"#),
            ("report.sarif.json", #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "assetcheck"}}, "results": [{"message": {"text": "coin"}}]}]}"#),
            ("report.html", #"<!DOCTYPE html><html><head><meta name="generator" content="assetcheck"></head><img title="Art/coin.png"></html>"#),
        ]
        for (path, text) in own {
            #expect(read(text, path: path) == SourceFileReferences(path: path), "\(path)")
        }
        let app = [
            ("levels.json", #"{"version": 2, "entries": [{"name": "coin", "art": "coin.png"}]}"#),
            ("saves.json", #"{"findings": ["coin"], "summary": {"best": "coin.png"}}"#),
            ("page.html", #"<html><head><meta name="generator" content="Hugo"></head><img src="coin.png"></html>"#),
        ]
        for (path, text) in app {
            #expect(read(text, path: path).mentions.contains("coin.png"), "\(path)")
        }
    }

    @Test("JSON that does not parse, or nests past 512, gives a note and no mentions")
    func badJSON() {
        #expect(read("{\"a\": \"b\"", path: "a.json") == SourceFileReferences(path: "a.json", note: "does not parse as JSON"))
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(read(deep, path: "deep.json") == SourceFileReferences(path: "deep.json", note: "skipped: it nests 20000 levels deep, deeper than 512"))
        let brackets = "[\"" + String(repeating: "[", count: 1000) + "\"]"
        #expect(read(brackets, path: "text.json").note == nil)
    }

    @Test("HTML, CSS and JavaScript: quoted strings and url(...) are mentions, with the file names of paths")
    func web() {
        let html = read("""
            <img src="img/logo.png?v=2" alt='Logo'>
            <link href="css/site.css" rel="stylesheet">
            """, path: "Web/index.html")
        #expect(html.mentions == ["Logo", "css/site.css", "img/logo.png?v=2", "logo.png", "site.css", "stylesheet"])
        let css = read(".hero { background: url(images/hero.jpg); } .b { background: url(\"b.png\"); }", path: "site.css")
        #expect(css.mentions == ["b.png", "hero.jpg", "images/hero.jpg"])
        let js = read("const frame = 'sprites/walk_' + i + '.png'; const s = \"say \\\"hi\\\"\";", path: "game.js")
        #expect(js.mentions == [".png", "say \\\"hi\\\"", "sprites/walk_", "walk_"])
    }
}
