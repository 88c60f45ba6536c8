import Testing
@testable import StoreKitSimCommands

/// Quoting, escapes, comments and every lexer error, with positions.
@Suite struct LexerTests {
    let lexer = Lexer(file: "t.txt", line: 3)

    func words(_ line: String) throws -> [String] { try lexer.tokenize(line).map(\.text) }

    @Test func splitsOnSpacesAndTabs() throws {
        #expect(try words("storefront  set\tJPN") == ["storefront", "set", "JPN"])
        #expect(try words("   ") == [])
        #expect(try words("") == [])
    }

    @Test func tokensCarryTheirColumns() throws {
        let tokens = try lexer.tokenize("load  12345 --campaign 'a b'")
        #expect(tokens.map(\.range.start.column) == [1, 7, 13, 24])
        #expect(tokens.map(\.range.endColumn) == [5, 12, 23, 29])
        #expect(tokens.allSatisfy { $0.range.start.line == 3 && $0.range.start.file == "t.txt" })
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let tokens = try lexer.tokenize("echo é€ x")
        #expect(tokens.map(\.range.start.column) == [1, 6, 9])
    }

    @Test func singleQuotesAreLiteral() throws {
        #expect(try words(#"echo 'a "b" \n #c'"#) == ["echo", #"a "b" \n #c"#])
    }

    @Test func doubleQuotesTakeEscapes() throws {
        #expect(try words(#"echo "say \"hi\" \\ \n\t \q""#) == ["echo", "say \"hi\" \\ \n\t \\q"])
    }

    @Test func backslashEscapesOutsideQuotes() throws {
        #expect(try words(##"echo a\ b \#c \'"##) == ["echo", "a b", "#c", "'"])
    }

    @Test func adjacentPartsJoinIntoOneWord() throws {
        #expect(try words(#"echo ab'c d'"e f"g"#) == ["echo", "abc de fg"])
    }

    @Test func hashStartsACommentOnlyAtAWordStart() throws {
        #expect(try words("echo a#b # the rest") == ["echo", "a#b"])
        #expect(try words("# whole line") == [])
    }

    @Test func quotedWordsAreNotOptions() throws {
        let tokens = try lexer.tokenize("echo --flag '--text' \\--x")
        #expect(tokens.map(\.isOption) == [false, true, false, false])
        #expect(tokens.map(\.quoted) == [false, false, true, true])
    }

    @Test func emptyQuotesMakeAnEmptyWord() throws {
        #expect(try words("echo '' \"\"") == ["echo", "", ""])
    }

    func failure(_ run: () throws -> [Token]) -> Diagnostic? {
        do { _ = try run(); return nil } catch { return error as? Diagnostic }
    }

    @Test func unterminatedQuotesPointAtTheOpeningQuote() throws {
        let single = try #require(failure { try lexer.tokenize("echo 'abc") })
        #expect(single.code == "unterminated-quote")
        #expect(single.range?.start == SourceLocation(file: "t.txt", line: 3, column: 6))
        #expect(single.hint != nil)
        let double = try #require(failure { try lexer.tokenize("echo x \"abc") })
        #expect(double.message == "unterminated double quote")
        #expect(double.range?.start.column == 8)
    }

    @Test func trailingBackslashIsAnError() throws {
        let error = try #require(failure { try lexer.tokenize("echo abc\\") })
        #expect(error.code == "trailing-backslash")
        #expect(error.range?.start.column == 9)
    }

    @Test func nulBytesAreLocatedErrors() throws {
        for (line, column) in [("echo a\0b", 7), ("echo '\0'", 7), ("echo \"x\0\"", 8), ("echo \\\0", 7)] {
            let error = try #require(failure { try lexer.tokenize(line) })
            #expect(error.code == "nul-byte")
            #expect(error.range?.start.column == column, "\(line.debugDescription)")
        }
    }

    @Test func invalidUTF8IsALocatedError() throws {
        let bytes: [UInt8] = Array("echo é".utf8) + [0xFF] + Array("x".utf8)
        let error = try #require(failure { try lexer.tokenize(bytes: bytes) })
        #expect(error.code == "invalid-utf8")
        #expect(error.range?.start.column == 7)
        #expect(try lexer.tokenize(bytes: Array("echo é".utf8)).map(\.text) == ["echo", "é"])
    }

    @Test func carriageReturnsAreWhitespace() throws {
        #expect(try words("echo a\r") == ["echo", "a"])
    }
}

/// The one quoting rule (`Lexer.quote`) and the lenient reading completion uses, against the lexer itself.
@Suite struct LexerQuotingTests {
    @Test func aQuotedWordReadsBackAsThatOneWord() throws {
        let words = ["plain", "", "two words", "tab\there", "it's", "say \"hi\"", "back\\slash", "#hash", "mid#hash", "--option", "ünï cödé"]
        for word in words {
            let tokens = try Lexer(file: nil, line: 1).tokenize(Lexer.quote(word))
            #expect(tokens.map(\.text) == [word], "\(word) quoted as \(Lexer.quote(word))")
        }
        #expect(Lexer.quote("com.example.gems") == "com.example.gems", "a plain word is left as typed")
    }

    /// A value inside a printed line (a title, a group's name): double quotes when it needs any
    /// quoting, and the lexer reads it back as that one word.
    @Test func aValueInALineIsDoubleQuotedAndReadsBackAsOneWord() throws {
        let words = ["", "Starter Pack", "tab\there", "line\nbreak", "it's", "say \"hi\"", "back\\slash", "#hash", "ünï cödé"]
        for word in words {
            let printed = Lexer.quoteValue(word)
            #expect(printed.hasPrefix("\"") && printed.hasSuffix("\""), "\(word) printed as \(printed)")
            let tokens = try Lexer(file: nil, line: 1).tokenize(printed)
            #expect(tokens.map(\.text) == [word], "\(word) printed as \(printed)")
        }
        #expect(Lexer.quoteValue("Starter Pack") == "\"Starter Pack\"")
        #expect(Lexer.quoteValue("Premium") == "Premium" && Lexer.quoteValue("com.example.pro") == "com.example.pro")
        #expect(Lexer.quoteValue("bell\u{7}") == "\"bell\\u0007\"", "a control character never prints raw")
    }

    /// The byte path for ASCII words prints what the general path (characters and scalars) prints,
    /// and declines every word it cannot read off its bytes.
    @Test func theASCIIValuePathAgreesWithTheGeneralOne() {
        var generator = SystemRandomNumberGenerator()
        // Every printable ASCII character, controls, and a few non-ASCII ones, at any position.
        let pieces = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\n", "\r", "\r\n", "\u{7F}", "\u{1}", "é", " \u{301}", "ß"]
        var taken = 0
        for length in 0..<2_000 {
            let word = (0..<(length % 9)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if let ascii = Lexer.asciiValue(word) {
                taken += 1
                #expect(ascii == Lexer.quotedValue(word), "\(word.debugDescription)")
                #expect(word.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            } else {
                #expect(word.isEmpty || !word.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            }
        }
        #expect(taken > 500, "the words the byte path takes")
        for word in ["#hash", "a#b", "it's", "two words", "Premium", "100 Gems"] {
            #expect(Lexer.asciiValue(word) == Lexer.quotedValue(word), "\(word)")
        }
    }

    @Test func theFirstWordIsTheLexers() {
        #expect(Lexer.firstWord("  record  x.scenario") == "record")
        #expect(Lexer.firstWord("'rec'ord x") == "record")
        #expect(Lexer.firstWord("  # a comment") == nil)
        #expect(Lexer.firstWord("   ") == nil)
        #expect(Lexer.firstWord("a#b c") == "a#b")
    }

    @Test func anUnfinishedQuoteEndsThePartialWord() {
        let lexer = Lexer(file: nil, line: 1)
        #expect(lexer.partialTokens("buy 'com.ex").tokens.map(\.text) == ["buy", "com.ex"])
        #expect(lexer.partialTokens("buy 'com.ex").partial)
        #expect(!lexer.partialTokens("buy ").partial)
        #expect(lexer.partialTokens("storefront set United\\").tokens.map(\.text) == ["storefront", "set", "United"])
        #expect(CompletionWords.split("storefront set \"United St").partial == "United St")
        #expect(CompletionWords.split("storefront set \"United St").typedLength == 10)
    }
}
