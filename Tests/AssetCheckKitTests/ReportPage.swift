import Foundation

/// The HTML report taken apart the way the tests look at it: one entry per `<article>` card,
/// with its data attributes, and every `src`/`href` value of the page.
struct ReportPage {
    struct Card {
        /// `data-asset`, unescaped: the image group's name or the file's path.
        var asset: String
        var status: String
        var assetClass: String
        /// The card's HTML, from `<article` to `</article>`.
        var html: String
    }

    let html: String
    let cards: [Card]

    init(_ html: String) {
        self.html = html
        var cards: [Card] = []
        var rest = html[...]
        while let start = rest.range(of: "<article "), let end = rest.range(of: "</article>", range: start.upperBound..<rest.endIndex) {
            let card = String(rest[start.lowerBound..<end.upperBound])
            cards.append(Card(asset: Self.unescaped(Self.attribute("data-asset", in: card) ?? ""),
                              status: Self.attribute("data-status", in: card) ?? "",
                              assetClass: Self.unescaped(Self.attribute("data-class", in: card) ?? ""), html: card))
            rest = rest[end.upperBound...]
        }
        self.cards = cards
    }

    /// The cards that show a finding of `check` on `path` (as a problem item) with `message` in it.
    func cards(showing check: String, on path: String, message: String) -> [Card] {
        let item = "data-path=\"\(Self.escaped(path))\" data-check=\"\(Self.escaped(check))\""
        return cards.filter { card in
            card.html.components(separatedBy: item).dropFirst().contains { item in
                item.components(separatedBy: "</li>")[0].contains(Self.escaped(message))
            }
        }
    }

    /// Every value of a `src=` or `href=` attribute on the page.
    var sources: [String] {
        ["src=\"", "href=\""].flatMap { marker in
            html.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
    }

    /// The first value of attribute `name` in `html`, still escaped.
    static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Text as it must appear in the page: `&`, `<`, `>`, `"` and `'` as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The PNG bytes of each `data:image/png;base64,` source, in page order.
    var thumbnails: [[UInt8]] {
        sources.filter { $0.hasPrefix("data:image/png;base64,") }
            .compactMap { Data(base64Encoded: String($0.dropFirst("data:image/png;base64,".count))).map(Array.init) }
    }
}
