import Foundation

/// The bad-input corpus: hostile and careless inputs across batch lines, catalog files, token
/// values, command lines and file-system oddities, each with its exit status (issue 17).
///
/// Tables generate most cases, but each is a distinct input (another byte, another key, another
/// position). Files under BadInput/ add real files: catalogs and whatever the fuzzers found.
enum BadInputCorpus {
    static let all: [BadInputCase] = {
        var cases: [BadInputCase] = []
        cases += commandTypos() + invisibleCharacters() + invalidUTF8() + nulBytes() + quoting()
        cases += badArguments() + hugeNumbers() + longLines() + tokenValues()
        cases += storeKitFiles() + plistFiles() + catalogFolder() + commandLines() + fileSystem() + scenarioFiles()
        return cases
    }()

    static func batch(_ area: String, _ name: String, _ text: String, status: Int32 = 1, contains: [String] = [],
        known: String? = nil) -> BadInputCase {
        BadInputCase(area: area, name: name, input: .batch(Array(text.utf8)), status: status, mustContain: contains, knownFailing: known)
    }

    static func batch(_ area: String, _ name: String, bytes: [UInt8], status: Int32 = 1) -> BadInputCase {
        BadInputCase(area: area, name: name, input: .batch(bytes), status: status)
    }

    // MARK: batch lines

    static func commandTypos() -> [BadInputCase] {
        let lines = ["storefornt set JPN", "stroefront", "storefront sett JPN", "storefront lst", "buyy com.example.gems", "confrim",
            "clock advence 5m",
                     "hepl", "help storefornt", "satus", "rest", "ech hi", "qiut", "sourc x", "catalgo", "catalog lod x.storekit", "prodcut add x",
                     "agreemnt signed", "medai", "custmer new", "enviroment sandbox", "requst com.example.gems", "fecth", "stroe", "confirm now",
                     "ask-to-by on", "aprove 1", "declin 1", "fail-nxt paymentCancelled", "queu", "finsh 1", "restor", "dialog on", "cancle",
                     "laod 12345", "don", "campaign", "pgae", "page netwrk offline", "page unkown-item fail", "token decod x", "tokns", "reprot",
                     "entitlment add x", "plist st KEY v", "devic os 18", "biuld debug", "availabilty", "delegate shuld-continue yes",
                     "STOREFRONT", "--help", "-", "--", "'storefront'x", "x y z"]
        return lines.enumerated().map { batch("command", "typo \($0.offset): \($0.element)", $0.element + "\n") }
    }

    /// Invisible and bidirectional characters, in a command word and in an argument: shown escaped.
    static func invisibleCharacters() -> [BadInputCase] {
        let scalars: [UInt32] = [0x202E, 0x202D, 0x202A, 0x202B, 0x202C, 0x2066, 0x2067, 0x2068, 0x2069, 0x200B, 0x200C, 0x200D, 0x200E,
                                 0x200F, 0x2060, 0xFEFF, 0x00AD, 0x061C, 0x0007, 0x001B, 0x007F, 0x0085, 0x2028, 0x2029, 0xE000, 0x0001]
        var cases: [BadInputCase] = []
        for value in scalars {
            let c = String(Unicode.Scalar(value)!)
            let escaped = "\\u{\(String(value, radix: 16, uppercase: true))}"
            for (position, line) in [("command", "stor\(c)efront set JPN"), ("argument", "storefront set JP\(c)N")] {
                var testCase = batch("invisible", "U+\(String(value, radix: 16, uppercase: true)) in the \(position)", line + "\n",
                    contains: [escaped])
                testCase.mustNotContain = [c]
                cases.append(testCase)
            }
        }
        return cases
    }

    static func invalidUTF8() -> [BadInputCase] {
        let sequences: [(String, [UInt8])] = [("FF", [0xFF]), ("FE", [0xFE]), ("overlong NUL C0 80", [0xC0, 0x80]), ("overlong C1 BF", [0xC1, 0xBF]),
                                              ("overlong E0 80 80", [0xE0, 0x80, 0x80]), ("surrogate ED A0 80", [0xED, 0xA0, 0x80]),
                                              ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]), ("five-byte F8", [0xF8, 0x88, 0x80, 0x80, 0x80]),
                                              ("lone continuation 80", [0x80]), ("lone continuation BF", [0xBF]), ("truncated C3", [0xC3]),
                                              ("truncated E2 82", [0xE2, 0x82]), ("truncated F0 9F 98", [0xF0, 0x9F, 0x98]),
                                              ("bad second byte C3 28", [0xC3, 0x28]), ("bad third byte E2 28 A1", [0xE2, 0x28, 0xA1])]
        var cases: [BadInputCase] = []
        for (name, bytes) in sequences {
            cases.append(batch("utf8", "\(name) in a command", bytes: Array("stor".utf8) + bytes + Array("efront\n".utf8)))
            cases.append(batch("utf8", "\(name) in quotes", bytes: Array("echo 'a".utf8) + bytes + Array("b'\n".utf8)))
            cases.append(batch("utf8", "\(name) at the end of the last line", bytes: Array("echo ok\necho x".utf8) + bytes))
        }
        return cases
    }

    static func nulBytes() -> [BadInputCase] {
        [("at the start", "\0echo a"), ("in a word", "ec\0ho a"), ("in single quotes", "echo '\0'"), ("in double quotes", "echo \"a\0\""),
         ("after a backslash", "echo \\\0"), ("alone", "\0"), ("before CRLF", "echo a\0\r")].map { batch("nul", $0.0, $0.1 + "\n") }
    }

    static func quoting() -> [BadInputCase] {
        ["echo 'a", "echo \"a", "echo a\\", "echo \"a\\\"", "buy 'com.example.gems", "storefront set \"JPN", "echo 'it''s", "echo \"\\",
         "'", "\"", "\\"].enumerated().map { batch("quoting", "unclosed \($0.offset): \($0.element)", $0.element + "\n") }
    }

    static func badArguments() -> [BadInputCase] {
        let lines = [
            "storefront set", "storefront set XXX", "storefront set 12345678901234567890", "storefront set -1", "storefront set JPNN",
            "storefront set 日本", "storefront set ＪＰＮ", "storefront set jpn jpn", "storefront set ''", "storefront list a b",
            "clock advance", "clock advance 5", "clock advance 5x", "clock advance -5m", "clock advance 99999999999999999999m",
            "clock advance 9223372036854775807s", "clock advance 1e3m", "clock advance m", "clock advance ∞", "clock advance 5m 5m",
            "buy com.example.nope", "buy com.example.gems --quantity 0", "buy com.example.gems --quantity -1", "buy com.example.gems --quantity abc",
            "buy com.example.gems --quantity 99999999999999999999", "buy com.example.gems --quantity 1e3", "buy com.example.gems --quantity",
            "buy com.example.gems --bogus", "buy --quantity 2", "confirm", "cancel", "approve 999", "approve abc", "decline 0",
            "finish 99999999999999999999", "fail-next notAnError", "fail-next", "ask-to-by", "ask-to-buy maybe", "dialogs perhaps",
            "device os x", "device os 99999999999999999999.1", "device os 18.", "device payments maybe", "build nightly",
            "agreement maybe", "customer alien", "environment moon", "environment production --services-lifetime 0x",
            "environment production --acquisition-lifetime -1d", "product add", "product add x --type Weird", "product add x --price -1",
            "product add x --price 0.9999", "product add x --price 99999999999999999", "product add x --price 1e3", "product add x --storefronts XXX",
            "product remove nope", "request", "load", "load abc", "load 12345 --custom-page not-a-uuid", "load 12345 --campaign "
                + String(repeating: "a", count: 41),
            "page network maybe", "page unknown-item maybe", "media add abc", "media add 1 --provider p", "entitlement add",
                "entitlement remove nope",
            "plist set", "plist remove", "availability x XXX", "delegate should-continue maybe", "source", "source a b", "catalog load",
            "echo ok\nquit now", "reset now", "status now", "help storefrnt set",
        ]
        return lines.enumerated().map { batch("arguments", "\($0.offset): \($0.element)", $0.element + "\n") }
    }

    /// Numbers near Int.max where the world multiplies or adds them (issue 17's crashes 1, 2 and 4).
    static func hugeNumbers() -> [BadInputCase] {
        return [
            batch("numbers", "report excl=Int.max", "storefront set FRA\nentitlement add com.apple.developer.storekit.external-purchase-link\n"
                + "token ACQUISITION\nreport tok1 LINE_ITEM BUY product=p incl=9223372036854775807 excl=9223372036854775807 tax=1\n"),
            batch("numbers", "services lifetime 100000000000w then token", "storefront set FRA\nentitlement add "
                + "com.apple.developer.storekit.external-purchase-link\nenvironment production --services-lifetime 100000000000w\ntoken "
                + "SERVICES\n", contains: ["expire after 9999-12-31T23:59:59Z"]),
            batch("numbers", "17-digit price times quantity 10", "product add big --price 99999999999999.99\nbuy big --quantity 10\nconfirm\n"),
            batch("numbers", "clock advance past year 9999",
                "clock advance 99999999d\nclock advance 99999999d\nclock advance 99999999d\nclock advance 99999999d\nclock\n"),
        ]
    }

    static func longLines() -> [BadInputCase] {
        let limit = 4 * 1024 * 1024
        return [
            batch("long line", "4 MiB + 1 byte", bytes: [UInt8](repeating: UInt8(ascii: "x"), count: limit + 1) + [0x0A]),
            batch("long line", "5 MiB without a newline", bytes: Array("echo ".utf8) + [UInt8](repeating: UInt8(ascii: "y"), count: 5 * 1024 * 1024)),
            batch("long line", "6 MiB then a good line", bytes: [UInt8](repeating: UInt8(ascii: "z"), count: 6 * 1024 * 1024)
                + Array("\necho after\n".utf8)),
            batch("long line", "1 MB unknown command", String(repeating: "q", count: 1_000_000) + "\n"),
            batch("long line", "100,000 words", String(repeating: "a ", count: 100_000) + "\n"),
        ]
    }

    // MARK: token values

    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/",
            with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func tokenValues() -> [BadInputCase] {
        let raw = ["tok99", "tok0", "tok-1", "tok99999999999999999999", "!!!!", "a", "ab+c", "ab/c", "a===", "====", "a b", "e30=x", "é",
                   "\\u{202E}", String(repeating: "A", count: 5), String(repeating: "_", count: 1001)]
        let json = ["[]", "null", "1", "\"x\"", "{", "{\"a\":}", "{\"appAppleId\":1e999}", "{\"a\":1,\"a\":2,", String(repeating: "[", count: 5000),
                    String(repeating: "{\"a\":", count: 2000), "{\"a\":\"\\ud800\"", "{\"a\":tru}", "{\"a\":01}", "{\"a\":\"\u{01}\"}", "{} {}"]
        var cases = raw.enumerated().map { batch("token", "value \($0.offset): \($0.element.prefix(20))", "token decode '\($0.element)'\n") }
        cases += json.enumerated().map {
            batch("token", "JSON \($0.offset): \($0.element.prefix(20))", "token decode \(base64url(Array($0.element.utf8)))\n")
        }
        // The strict reader's words for what a lenient one took, and a handle of no issued token.
        cases.append(batch("token", "1e999 is out of range", "token decode \(base64url(Array("{\"appAppleId\":1e999}".utf8)))\n",
            contains: ["too large for a 64-bit float"]))
        cases.append(batch("token", "01 has a leading zero", "token decode \(base64url(Array("{\"a\":01}".utf8)))\n", contains: ["leading zero"]))
        cases.append(batch("token", "a raw control character", "token decode \(base64url(Array("{\"a\":\"\u{01}\"}".utf8)))\n",
            contains: ["raw control character"]))
        cases.append(batch("token", "an unknown escape", "token decode \(base64url(Array("{\"a\":\"\\q\"}".utf8)))\n",
            contains: ["not a JSON escape"]))
        cases.append(batch("token", "tok99 is an unknown token", "token decode tok99\n", contains: ["no token 'tok99'"]))
        cases.append(batch("token", "not UTF-8 inside", "token decode \(base64url([0x7B, 0xFF, 0xFE, 0x7D]))\n"))
        cases.append(batch("token", "NUL inside", "token decode \(base64url([0x7B, 0x00, 0x7D]))\n"))
        return cases
    }

    // MARK: catalog files

    static func catalog(_ area: String, _ name: String, file: String, _ text: String, contains: [String] = []) -> BadInputCase {
        catalog(area, name, file: file, bytes: Array(text.utf8), contains: contains)
    }

    static func catalog(_ area: String, _ name: String, file: String, bytes: [UInt8], contains: [String] = []) -> BadInputCase {
        BadInputCase(area: area, name: name, input: .catalog(name: file, bytes: bytes), status: 1, mustContain: [file + ":"] + contains)
    }

    static func product(_ fields: String) -> String {
        "{\"products\":[{\(fields)}]}"
    }

    static let good = "\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":\"0.99\""

    static func storeKitFiles() -> [BadInputCase] {
        var cases: [BadInputCase] = []
        func add(_ name: String, _ text: String, contains: [String] = []) {
            cases.append(catalog("storekit", name, file: "c.storekit", text, contains: contains))
        }
        for price in ["99999999999999999999", String(repeating: "9", count: 400), "0.9999", "1.999999", "", "1.", ".5", "1,00", "-1", "1e3", " 1",
            "1 ",
                      "０.９９", "١", "0x10", "NaN", "inf", "1..2", "1.2.3", "+1", "1234567890", "0.9\u{0}"] {
            add("displayPrice '\(price.prefix(24))'", product("\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":\(jsonString(price))"),
                contains: ["displayPrice"])
        }
        add("displayPrice as a number", product("\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":0.99"))
        for key in ["productID", "type", "displayPrice"] {
            add("duplicate \(key)", product(good + ",\"\(key)\":\"x\""), contains: ["duplicate key '\(key)'"])
        }
        for key in ["referenceName", "internalID", "familyShareable"] {
            add("duplicate \(key)", product(good + ",\"\(key)\":\"x\",\"\(key)\":\"y\""), contains: ["duplicate key '\(key)'"])
        }
        add("duplicate top-level products", "{\"products\":[],\"products\":[]}", contains: ["duplicate key"])
        add("duplicate settings key", "{\"settings\":{\"_locale\":\"en_US\",\"_locale\":\"fr_FR\"}}", contains: ["duplicate key"])
        add("duplicate key in a localization", product(good + ",\"localizations\":[{\"locale\":\"en_US\",\"locale\":\"fr\"}]"),
            contains: ["duplicate key"])
        add("duplicate key after escapes", "{\"a\\u0062\":1,\"ab\":2}", contains: ["duplicate key"])
        add("1e999", "{\"version\":1e999}", contains: ["out of range"])
        add("-1e999", "{\"version\":{\"major\":-1e999}}", contains: ["out of range"])
        add("400-digit number", "{\"version\":\(String(repeating: "9", count: 400))e400}", contains: ["out of range"])
        add("arrays nested 10,000 deep", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), contains: ["nested deeper"])
        add("objects nested 5,000 deep", String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
            contains: ["nested deeper"])
        add("arrays nested 65 deep", "{\"products\":" + String(repeating: "[", count: 65) + String(repeating: "]", count: 65) + "}",
            contains: ["nested deeper"])
        add("unclosed arrays 40 KB", String(repeating: "[", count: 40_000))
        add("root is an array", "[]")
        add("root is a string", "\"x\"")
        add("root is a number", "1")
        add("products is an object", "{\"products\":{}}")
        add("product is a string", "{\"products\":[\"p\"]}")
        add("productID missing", product("\"type\":\"Consumable\",\"displayPrice\":\"1\""))
        add("productID empty", product("\"productID\":\"\",\"type\":\"Consumable\",\"displayPrice\":\"1\""))
        add("productID a number", product("\"productID\":1,\"type\":\"Consumable\",\"displayPrice\":\"1\""))
        add("type unknown", product("\"productID\":\"p\",\"type\":\"Gem\",\"displayPrice\":\"1\""))
        add("type RecurringSubscription in products", product("\"productID\":\"p\",\"type\":\"RecurringSubscription\",\"displayPrice\":\"1\""))
        add("duplicate product ids", "{\"products\":[{\(good)},{\(good)}]}")
        add("group without name", "{\"subscriptionGroups\":[{\"subscriptions\":[]}]}")
        add("subscription period bad", "{\"subscriptionGroups\":[{\"name\":\"g\",\"subscriptions\":[{\"productID\":\"s\",\"type\":\""
            + "RecurringSubscription\",\"displayPrice\":\"1\",\"recurringSubscriptionPeriod\":\"P1X\"}]}]}")
        add("subscription period huge", "{\"subscriptionGroups\":[{\"name\":\"g\",\"subscriptions\":[{\"productID\":\"s\",\"type\":\""
            + "RecurringSubscription\",\"displayPrice\":\"1\",\"recurringSubscriptionPeriod\":\"P99999999999999999999Y\"}]}]}")
        add("storefront unknown", "{\"settings\":{\"_storefront\":\"XXX\"}}")
        add("askToBuy a string", "{\"settings\":{\"_askToBuyEnabled\":\"yes\"}}")
        add("askToBuy a number", "{\"settings\":{\"_askToBuyEnabled\":1}}")
        add("locale a number", "{\"settings\":{\"_locale\":1}}")
        add("trailing comma", "{\"products\":[],}")
        add("single quotes", "{'products':[]}")
        add("comment", "{/* c */\"products\":[]}")
        add("text after the value", "{} x")
        add("two values", "{}{}")
        add("lone surrogate escape", "{\"a\":\"\\ud800\"}")
        add("bad escape", "{\"a\":\"\\q\"}")
        add("short unicode escape", "{\"a\":\"\\u12\"}")
        add("raw control character", "{\"a\":\"\u{01}\"}")
        add("raw newline in a string", "{\"a\":\"x\ny\"}")
        add("leading zero", "{\"a\":012}")
        add("bare minus", "{\"a\":-}")
        add("NaN literal", "{\"a\":NaN}")
        add("unquoted key", "{a:1}")
        add("missing colon", "{\"a\" 1}")
        add("missing value", "{\"a\":}")
        add("unclosed string", "{\"a\":\"")
        add("only a BOM and a brace", "\u{FEFF}{")
        add("NUL byte", "{\"a\":\u{0}1}")
        for (name, bytes) in [(String, [UInt8])]([("invalid UTF-8 in a key", Array("{\"a".utf8) + [0xFF] + Array("\":1}".utf8)),
                              ("invalid UTF-8 in a price",
                                  Array(product("\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":\"0.9").utf8) + [0xC3]
                                      + Array("\"}]}".utf8)),
                              ("UTF-16 with a BOM", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]),
                              ("overlong slash", Array("{\"a\":\"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8))]) {
            cases.append(catalog("storekit", name, file: "c.storekit", bytes: bytes))
        }
        // Every cut of a real file is a distinct truncated download.
        let example = (try? String(contentsOf: BinaryRunner.root.appendingPathComponent("scenarios/catalogs/Example.storekit"),
            encoding: .utf8)) ?? "{"
        let bytes = Array(example.utf8)
        for cut in stride(from: 1, to: bytes.count - 2, by: max(1, bytes.count / 12)) {
            cases.append(catalog("storekit", "Example.storekit cut at byte \(cut)", file: "cut.storekit", bytes: Array(bytes[..<cut])))
        }
        return cases
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{0}"..."\u{1F}": out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    static func entry(_ fields: String) -> String { "<array><dict>\(fields)</dict></array>" }

    static let media = "<key>productIdentifier</key><string>12345</string><key>title</key><string>T</string>"

    static func plistFiles() -> [BadInputCase] {
        var cases: [BadInputCase] = []
        func add(_ name: String, _ text: String, contains: [String] = []) {
            cases.append(catalog("plist", name, file: "P.plist", text, contains: contains))
        }
        func addBytes(_ name: String, _ bytes: [UInt8], contains: [String] = []) {
            cases.append(catalog("plist", name, file: "P.plist", bytes: bytes, contains: contains))
        }
        for key in ["productIdentifier", "title", "isApplication", "campaignToken", "providerToken", "other"] {
            add("duplicate \(key)", plist(entry(media + "<key>\(key)</key><string>x</string><key>\(key)</key><string>y</string>")),
                contains: ["duplicate key '\(key)'"])
        }
        add("duplicate key in a nested dict", plist(entry(media + "<key>n</key><dict><key>a</key><true/><key>a</key><false/></dict>")),
            contains: ["duplicate key"])
        add("dicts nested 100 deep", plist("<array>" + String(repeating: "<dict><key>a</key>", count: 100) + "<true/>"
            + String(repeating: "</dict>", count: 100) + "</array>"), contains: ["nested deeper"])
        add("arrays nested 10,000 deep", plist(String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000)),
            contains: ["nested deeper"])
        add("unclosed arrays 40 KB", plist(String(repeating: "<array>", count: 5_000)))
        add("entity declaration", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\">]>\n<plist><array/></plist>\n",
            contains: ["DOCTYPE"])
        add("billion laughs", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aa\"><!ENTITY b \"&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;\">"
            + "]>\n<plist><string>&c;</string></plist>\n")
        add("external entity",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><string>&x;</string></plist>\n")
        add("root is a dict", plist("<dict/>"))
        add("root is a string", plist("<string>x</string>"))
        add("entry is a string", plist("<array><string>x</string></array>"))
        add("productIdentifier missing", plist(entry("<key>title</key><string>T</string>")))
        add("productIdentifier empty", plist(entry("<key>productIdentifier</key><string></string><key>title</key><string>T</string>")))
        add("productIdentifier letters", plist(entry("<key>productIdentifier</key><string>abc</string><key>title</key><string>T</string>")))
        add("productIdentifier integer", plist(entry("<key>productIdentifier</key><integer>12345</integer><key>title</key><string>T</string>")))
        add("productIdentifier huge",
            plist(entry("<key>productIdentifier</key><string>\(String(repeating: "9", count: 400))</string><key>title</key><string>T</string>")))
        add("title missing", plist(entry("<key>productIdentifier</key><string>1</string>")))
        add("isApplication a string", plist(entry(media + "<key>isApplication</key><string>YES</string>")))
        add("isApplication an integer", plist(entry(media + "<key>isApplication</key><integer>1</integer>")))
        add("campaign token 41 bytes", plist(entry(media + "<key>campaignToken</key><string>\(String(repeating: "a", count: 41))</string>")))
        add("duplicate ids", plist("<array><dict>\(media)</dict><dict>\(media)</dict></array>"))
        add("close tag mismatch", plist("<array><string>x</array>"))
        add("unclosed plist", "<?xml version=\"1.0\"?>\n<plist><array>")
        add("not XML", "<<<<")
        add("text, no tags", "< hello")
        add("title a real 1e999", plist(entry("<key>productIdentifier</key><string>1</string><key>title</key><real>1e999</real>")))
        add("title an integer past Int64",
            plist(entry("<key>productIdentifier</key><string>1</string><key>title</key><integer>99999999999999999999999</integer>")))
        add("bad date", plist(entry(media + "<key>d</key><date>yesterday</date>")))
        add("title as data", plist(entry("<key>productIdentifier</key><string>1</string><key>title</key><data>!!!</data>")))
        add("unknown element", plist("<array><thing/></array>"))
        add("key outside a dict", plist("<array><key>a</key></array>"))
        add("two keys in a row", plist("<array><dict><key>a</key><key>b</key><string>x</string></dict></array>"))
        add("CDATA in a key", plist("<array><dict><key><![CDATA[productIdentifier]]></key><string>1</string></dict></array>"))
        add("comment that never ends", plist("<array><!-- x"))
        add("processing instruction that never ends", "<?xml version=\"1.0\"")
        add("binary plist header", "bplist00\u{0}\u{0}")
        add("NUL byte", plist("<array><string>a\u{0}b</string></array>"))
        add("undefined entity", plist("<array><string>&nope;</string></array>"))
        add("numeric entity of a surrogate", plist("<array><string>&#xD800;</string></array>"))
        add("numeric entity huge", plist("<array><string>&#99999999999;</string></array>"))
        add("UTF-16 declared", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><array/></plist>\n")
        add("invisible character in a title",
            plist(entry("<key>productIdentifier</key><string>x\u{202E}1</string><key>title</key><string>T</string>")), contains: ["\\u{202E}"])
        for (name, bytes) in [(String, [UInt8])]([("attribute name with C6", Array("<plist a".utf8) + [0xC6] + Array("=\"1\"><array/></plist>".utf8)),
                              ("element name with FF", Array("<plist><arr".utf8) + [0xFF] + Array("ay/></plist>".utf8)),
                              ("invalid UTF-8 in a string", Array(plist("<array><string>a").utf8) + [0xFF, 0xFE] + Array("</string></array>".utf8)),
                              ("invalid UTF-8 in a key", Array(plist("<array><dict><key>ti").utf8) + [0xC3] + Array("tle</key></dict></array>".utf8)),
                              ("surrogate bytes in a title", Array(plist("<array><string>").utf8) + [0xED, 0xB0, 0x80]
                                  + Array("</string></array>".utf8)),
                              ("UTF-16 with a BOM", [UInt8]([0xFF, 0xFE]) + Array("<plist/>".utf8).flatMap { (byte: UInt8) -> [UInt8] in [byte, 0] }),
                              ("lone continuation byte in a comment", Array("<plist><!-- ".utf8) + [0x80] + Array(" --><array/></plist>".utf8))]) {
            addBytes(name, bytes, contains: ["P.plist:"])
        }
        let sample = (try? String(contentsOf: BinaryRunner.root.appendingPathComponent("scenarios/catalogs/Products.plist"), encoding: .utf8)) ?? "<"
        let bytes = Array(sample.utf8)
        for cut in stride(from: 1, to: bytes.count - 10, by: max(1, bytes.count / 12)) {
            cases.append(catalog("plist", "Products.plist cut at byte \(cut)", file: "cut.plist", bytes: Array(bytes[..<cut])))
        }
        return cases
    }

    /// Files under BadInput/catalogs: each is loaded with `catalog load` and must be refused with a location.
    /// Also the project's own malformed catalogs (scenarios/catalogs/malformed), the ones its scenarios load.
    static func catalogFolder() -> [BadInputCase] {
        var cases: [BadInputCase] = []
        for path in ["Tests/ExecutableTests/BadInput/catalogs", "scenarios/catalogs/malformed"] {
            let folder = BinaryRunner.root.appendingPathComponent(path)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".plist") || name.hasSuffix(".storekit") {
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
                cases.append(catalog("catalog file", "\(path)/\(name)", file: name, bytes: [UInt8](data)))
            }
        }
        return cases
    }

    // MARK: command lines

    static func commandLines() -> [BadInputCase] {
        let lines: [([String], String?)] = [
            (["man", "extra"], nil), (["--version", "extra"], nil), (["--version", "--help"], nil), (["completion"], nil),
                (["completion", "tcsh"], nil),
            (["completion", "bash", "extra"], nil), (["--bogus"], nil), (["-x"], nil), (["tset"], nil), (["storefront"], nil), (["demo"], nil),
            (["demo", "--delay"], nil), (["demo", "--delay", "-1", "x.scenario"], nil), (["demo", "--delay", "nan", "x.scenario"], nil),
            (["demo", "--delay", "99999999999999999999", "x.scenario"], nil), (["demo", "a.scenario", "b.scenario"], nil), (["demo", "--bogus"], nil),
            (["run"], nil), (["test", "--bogus"], nil), (["test", "--jobs", "0"], nil), (["test", "--jobs", "99999999999999999999"], nil),
            (["test", "--jobs"], nil), (["test", "--update=no"], nil), (["test", "--tap=no"], nil), (["help", "nosuchcommand"], nil),
            (["\u{202E}"], nil), ([""], nil),
        ]
        return lines.map { arguments, known in
            BadInputCase(area: "command line", name: arguments.joined(separator: " "), input: .files([], arguments: arguments, stdin: []), status: 2,
                         location: .commandLine, knownFailing: known)
        }
    }

    // MARK: file system

    static func fileSystem() -> [BadInputCase] {
        let oddities: [(String, [FileSetup])] = [
            ("a FIFO", [.fifo("odd")]), ("a directory", [.directory("odd")]), ("a missing file", []),
            ("a dangling symlink", [.symlink("odd", to: "nowhere")]), ("a symlink loop", [.symlink("odd", to: "odd")]),
            ("a symlink to /dev/zero", [.symlink("odd", to: "/dev/zero")]), ("a 17 MiB sparse file", [.sparse("odd", size: 17 * 1024 * 1024)]),
            ("a symlink to a FIFO", [.fifo("fifo"), .symlink("odd", to: "fifo")]),
        ]
        var cases: [BadInputCase] = []
        for (name, setup) in oddities {
            cases.append(BadInputCase(area: "files", name: "source \(name)", input: .files(setup, arguments: [], stdin: Array("source odd\n".utf8)),
                status: 1))
            cases.append(BadInputCase(area: "files", name: "catalog load \(name)",
                input: .files(setup, arguments: [], stdin: Array("catalog load odd\n".utf8)), status: 1))
            cases.append(BadInputCase(area: "files", name: "run \(name)", input: .files(setup, arguments: ["run", "odd"], stdin: []), status: 2))
            cases.append(BadInputCase(area: "files", name: "demo \(name)", input: .files(setup, arguments: ["demo", "odd"], stdin: []), status: 2,
                location: .commandLine))
        }
        for device in ["/dev/zero", "/dev/null", "/dev/urandom", "/dev/stdin"] {
            cases.append(BadInputCase(area: "files", name: "source \(device)",
                input: .files([], arguments: [], stdin: Array("source \(device)\n".utf8)), status: 1))
            cases.append(BadInputCase(area: "files", name: "catalog load \(device)",
                input: .files([], arguments: [], stdin: Array("catalog load \(device)\n".utf8)), status: 1))
        }
        cases.append(BadInputCase(area: "files", name: "run /dev/zero", input: .files([], arguments: ["run", "/dev/zero"], stdin: []), status: 2))
        cases.append(BadInputCase(area: "files", name: "demo /dev/zero", input: .files([], arguments: ["demo", "/dev/zero"], stdin: []), status: 2,
            location: .commandLine))
        // A chain of 100 files, each sourcing the next: refused at 64 levels, not a stack overflow.
        let chain: [FileSetup] = (1...100).map { .file("s\($0).txt", Array("source s\($0 + 1).txt\n".utf8)) }
            + [.file("s101.txt", Array("echo bottom\n".utf8))]
        cases.append(BadInputCase(area: "files", name: "source chain 100 deep",
            input: .files(chain, arguments: [], stdin: Array("source s1.txt\n".utf8)), status: 1, mustContain: ["deeper than 64"]))
        let chain3000: [FileSetup] = (1...3000).map { .file("c\($0).txt", Array("source c\($0 + 1).txt\n".utf8)) }
        cases.append(BadInputCase(area: "files", name: "source chain 3,000 deep",
            input: .files(chain3000, arguments: [], stdin: Array("source c1.txt\n".utf8)), status: 1, mustContain: ["deeper than 64"]))
        cases.append(BadInputCase(area: "files", name: "source itself",
            input: .files([.file("self.txt", Array("source self.txt\n".utf8))], arguments: [], stdin: Array("source self.txt\n".utf8)), status: 1))
        cases.append(BadInputCase(area: "files", name: "source a binary file",
            input: .files([.file("bin.txt", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0xFF, 0x00])], arguments: [],
                stdin: Array("source bin.txt\n".utf8)), status: 1))
        cases.append(BadInputCase(area: "files", name: "source a file with a 5 MiB line",
            input: .files([.file("long.txt", [UInt8](repeating: 0x61, count: 5 * 1024 * 1024))], arguments: [],
                stdin: Array("source long.txt\n".utf8)), status: 1))
        cases.append(BadInputCase(area: "files", name: "catalog load a file named .plist holding JSON",
            input: .files([.file("x.plist", Array("{}".utf8))], arguments: [], stdin: Array("catalog load x.plist\n".utf8)), status: 1))
        cases.append(BadInputCase(area: "files", name: "catalog load with no extension, text",
            input: .files([.file("notes", Array("hello".utf8))], arguments: [], stdin: Array("catalog load notes\n".utf8)), status: 1))
        cases.append(BadInputCase(area: "files", name: "run a scenario with invalid UTF-8",
            input: .files([.file("bad.scenario", [0x3E, 0x20, 0xFF, 0x0A])], arguments: ["run", "bad.scenario"], stdin: []), status: 2))
        return cases
    }

    // MARK: scenario files

    /// `storekit-sim test` on hostile scenario files and folders; its report (stdout) locates the
    /// problem and it exits 2 at once.
    static func scenarioFiles() -> [BadInputCase] {
        func test(_ name: String, _ setup: [FileSetup], _ arguments: [String], contains: [String] = []) -> BadInputCase {
            BadInputCase(area: "scenario", name: name, input: .files(setup, arguments: ["test"] + arguments, stdin: []), status: 2,
                         mustContain: contains, errorsOnStdout: true)
        }
        let a40 = String(repeating: "a", count: 40)
        let broken: FileSetup = .file("s/broken.scenario", Array("text before any command\n".utf8))
        return [
            test("a FIFO given", [.fifo("f.scenario")], ["f.scenario"], contains: ["f.scenario:1:1: error:", "FIFO"]),
            test("a FIFO found in a folder", [.directory("s"), .fifo("s/f.scenario")], ["s"], contains: ["s/f.scenario:1:1: error:", "FIFO"]),
            test("a symlink to /dev/zero found in a folder", [.directory("s"), .symlink("s/z.scenario", to: "/dev/zero")], ["s"],
                contains: ["device"]),
            test("a symlink to a FIFO", [.fifo("f"), .symlink("l.scenario", to: "f")], ["l.scenario"], contains: ["FIFO"]),
            test("nested repetition in (re)", [.file("n.scenario", Array("> echo \(a40)\n(a+)+b (re)\n".utf8))], ["n.scenario"],
                 contains: ["n.scenario:2:5: error:", "repeats a group"]),
            test("nested repetition in an absent (re)", [.file("n.scenario", Array("> echo a\na\n(x*y?)* (re) (absent)\n".utf8))],
                ["--update", "n.scenario"],
                 contains: ["n.scenario:3:7: error:"]),
            test("an alternation that backtracks past the budget", [.file("b.scenario", Array("> echo \(a40)\n(a|a)*b (re)\n".utf8))],
                ["--update", "b.scenario"],
                 contains: ["b.scenario:2:1: error:", "ran past its 2000 ms budget"]),
            test("an invalid \\p{...} pattern", [.file("p.scenario", Array("> echo x\nx\\p{...} (re)\n".utf8))], ["--update", "p.scenario"],
                 contains: ["p.scenario:2:1: error: invalid regular expression"]),
            test("two symlink loops in a folder", [broken, .symlink("s/up", to: ".."), .symlink("s/self", to: ".")], ["s"],
                 contains: ["s/broken.scenario:1:1: error:", "0 passed, 1 failed"]),
            test("a file given twice", [broken], ["s/broken.scenario", "./s/broken.scenario", "s//broken.scenario"],
                 contains: ["0 passed, 1 failed"]),
            test("a file through a symlinked folder", [broken, .symlink("t", to: "s")], ["s", "t"], contains: ["0 passed, 1 failed"]),
        ]
    }
}
