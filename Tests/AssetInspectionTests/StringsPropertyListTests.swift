import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// `.strings` tables and `.stringsdict` files saved as property lists: read by Foundation, placed
/// by the key scan, and hostile lists refused without a crash.
@Suite("Strings property lists")
struct StringsPropertyListTests {
    private func entries(_ bytes: [UInt8]) -> String {
        switch StringsInspector.table(bytes) {
        case let .success(facts): "\(facts.encoding): " + (facts.tables?.first?.entries ?? []).map { "\($0.key)=\($0.value)@\($0.line)" }.joined(separator: " | ")
        case let .failure(failure): "failure: \(failure)"
        }
    }

    @Test("an XML table: entities, CDATA, comments holding tags; entries in file order with lines, a repeated key twice")
    func xmlTable() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<!-- <key>commented</key> -->
            \t<key>a&amp;b</key>
            \t<string>x &lt; y &#x41;</string>
            \t<key>cdata</key><string><![CDATA[<b>%d</b>]]></string>
            \t<key>dup</key><string>one</string>
            \t<key>dup</key><string>two</string>
            \t<key>empty</key><string/>
            </dict>
            </plist>
            """
        #expect(entries(Array(xml.utf8)) == "XML property list: a&b=x < y A@5 | cdata=<b>%d</b>@7 | dup=two@8 | dup=two@9 | empty=@10")
        #expect(entries([0xEF, 0xBB, 0xBF, 0x0A] + Array(xml.utf8)).hasPrefix("XML property list: a&b=x < y A@6"))
    }

    @Test("a binary table (what Xcode's build writes) reads the same keys and values, without lines")
    func binaryTable() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["title": "Lass es los", "count": "%d Einträge"], format: .binary, options: 0)
        #expect(entries(Array(data)) == "binary property list: count=%d Einträge@0 | title=Lass es los@0")
    }

    @Test("a value that is not a string, a root that is not a dictionary, a damaged list: property-list failures, with Foundation's line")
    func badShapes() {
        #expect(entries(Array("<plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8))
            == "failure: propertyList(line: Optional(1), reason: \"the value of key \\'a\\' is a number or boolean, not a string\")")
        #expect(entries(Array("<plist><array><string>a</string></array></plist>".utf8))
            == "failure: propertyList(line: nil, reason: \"the property list is an array, not a dictionary of keys\")")
        if case let .failure(.propertyList(line, reason)) = StringsInspector.table(Array("<plist>\n<dict>\n<key>a</key>\n<string>b</dict>\n</plist>".utf8)) {
            #expect(line == 4, "\(reason)")
        } else {
            Issue.record("a close tag that does not match is a property-list failure")
        }
        #expect(entries(Array("bplist00garbage".utf8)).contains("binary property list (damaged or cut short)"))
    }

    @Test("hostile lists: 100,000 nested arrays (XML and binary) and a binary array claiming 2^40 items are refused, not crashed on")
    func hostile() {
        let depth = 100_000
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(entries(Array(xml.utf8)).hasPrefix("failure: propertyList"))
        #expect(PropertyListKeyLines.scan(Array(xml.utf8)).isEmpty)
        // Object i is a one-item array holding object i + 1; the last is an empty string.
        var binary = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(binary.count)
            binary += [0xA1] + bigEndian(index + 1, bytes: 4)
        }
        offsets.append(binary.count)
        binary.append(0x50)
        let table = binary.count
        for offset in offsets { binary += bigEndian(offset, bytes: 4) }
        binary += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(offsets.count, bytes: 8) + bigEndian(0, bytes: 8) + bigEndian(table, bytes: 8)
        #expect(entries(binary).hasPrefix("failure: propertyList"))
        var huge = Array("bplist00".utf8) + [0xAF, 0x13] + bigEndian(1 << 40, bytes: 8)
        let hugeTable = huge.count
        huge += [8, 0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1, bytes: 8) + bigEndian(0, bytes: 8) + bigEndian(hugeTable, bytes: 8)
        #expect(entries(huge).hasPrefix("failure: propertyList"))
    }

    /// A binary list of `objects` (each its marker and bytes; object 0 the root), 1-byte offsets and references.
    private func binaryList(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        bytes += offsets.map(UInt8.init)
        return bytes + [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(objects.count, bytes: 8) + bigEndian(0, bytes: 8) + bigEndian(table, bytes: 8)
    }

    @Test("a binary list holding a set, a UID or a dictionary key that is not a string never reaches Foundation (a set crashed Swift's bridging: the fuzzer's find)")
    func objectsNoStringsFileHolds() {
        // What the strings-plist harness found (kept as its seed): a set of four strings at the root.
        let found = Array(FileManager.default.contents(atPath: Repository.root + "/Fuzz/Corpus/strings-plist/set-at-root.bplist") ?? Data())
        #expect(entries(found).contains("it holds a set"), "\(entries(found))")
        let set = binaryList([[0xC2, 1, 2], [0x51, 0x61], [0x51, 0x62]])
        #expect(entries(set) == "failure: propertyList(line: nil, reason: \"it holds a set, which no strings file does (damaged, or not a strings file)\")")
        let uid = binaryList([[0xD1, 1, 2], [0x51, 0x61], [0x80, 0x01]])
        #expect(entries(uid).contains("it holds a keyed-archive UID"))
        let numberKey = binaryList([[0xD1, 1, 2], [0x10, 0x05], [0x51, 0x61]])
        #expect(entries(numberKey).contains("it holds a dictionary key that is not a string"))
        // The same shape with a string key is an ordinary table.
        #expect(entries(binaryList([[0xD1, 1, 2], [0x51, 0x6B], [0x51, 0x76]])) == "binary property list: k=v@0")
    }

    private func bigEndian(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    @Test("a .stringsdict: format key, variables with their value type and forms in CLDR order, width rules apart")
    func stringsdict() throws {
        let xml = """
            <plist version="1.0"><dict>
            <key>files</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@count@ in %@</string>
              <key>count</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>other</key><string>%lld files</string>
                <key>one</key><string>one file</string>
                <key>few</key><string>%lld files</string>
              </dict>
            </dict>
            <key>title</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@width@</string>
              <key>width</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>
                <key>20</key><string>Short</string>
              </dict>
            </dict>
            </dict></plist>
            """
        let facts = try StringsdictReader.read(Array(xml.utf8)).get()
        #expect(facts.format == .stringsdict)
        let entries = try #require(facts.tables?.first?.entries)
        #expect(entries.map { "\($0.key)=\($0.value)@\($0.line)" } == ["files=%#@count@ in %@@2", "title=%#@width@@12"])
        let count = try #require(entries[0].substitutions?.first)
        #expect(count.name == "count" && count.specifier == "lld" && count.ruleType == "NSStringPluralRuleType")
        #expect(count.variants.map(\.selector) == ["plural.one", "plural.few", "plural.other"])
        #expect(entries[1].substitutions?.first?.variants.map(\.selector) == ["width.20"])
        #expect(FormatSpecifiers.arguments(of: entries[0].value, substitutions: entries[0].substitutions) == ["1:lld", "2:@"])
    }

    @Test("a .stringsdict entry that is not a dictionary, or has no format key, is a property-list failure naming the key")
    func badStringsdict() {
        func failure(_ text: String) -> String {
            if case let .failure(.propertyList(_, reason)) = StringsdictReader.read(Array(text.utf8)) { reason } else { "read" }
        }
        #expect(failure("<plist><dict><key>a</key><string>b</string></dict></plist>") == "key 'a' holds a string, not a dictionary with NSStringLocalizedFormatKey")
        #expect(failure("<plist><dict><key>a</key><dict/></dict></plist>") == "key 'a' has no NSStringLocalizedFormatKey string")
        #expect(failure("\"a\" = \"b\";") == "a .stringsdict is an XML or binary property list; this is neither")
    }
}
