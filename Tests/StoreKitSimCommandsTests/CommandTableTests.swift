import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The table's invariants, and that help and the man page are made from it.
@Suite struct CommandTableTests {
    let table = CommandTable.shared

    @Test func namesAreUnique() {
        let names = table.commands.map(\.name)
        #expect(Set(names).count == names.count, "duplicates: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    @Test func everyCommandHasSummaryDiscussionAndExample() {
        for command in table.commands {
            #expect(!command.summary.isEmpty, "\(command.name) has no summary")
            #expect(command.summary.first?.isLowercase == true || command.summary.first?.isNumber == true,
                "\(command.name): summary starts lowercase")
            #expect(!command.summary.hasSuffix("."), "\(command.name): summary has no final period")
            #expect(!command.discussion.isEmpty, "\(command.name) has no discussion")
            #expect(!command.examples.isEmpty, "\(command.name) has no example")
            #expect(command.path.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "\(command.name): words are lowercase")
        }
    }

    @Test func argumentsAreTypedAndNamed() {
        for command in table.commands {
            for argument in command.arguments {
                #expect(!argument.name.isEmpty && argument.name == argument.name.uppercased(), "\(command.name): \(argument.name)")
                #expect(!argument.kind.description.isEmpty)
            }
            let variadic = command.arguments.filter { $0.arity == .oneOrMore || $0.arity == .zeroOrMore }
            #expect(variadic.count <= 1, "\(command.name) has more than one variadic argument")
            for option in command.options {
                #expect(option.name == option.name.lowercased() && !option.name.hasPrefix("-"), "\(command.name): --\(option.name)")
                #expect(option.kind == nil || !option.valueName.isEmpty)
            }
        }
    }

    /// Every example must at least bind on the built-in world: help never shows a broken line.
    @Test func everyExampleBindsOnTheBuiltInWorld() throws {
        let binder = Binder(table: table)
        for command in table.commands {
            for example in command.examples {
                let tokens = try Lexer(file: nil, line: 1).tokenize(example)
                do {
                    let (bound, _) = try binder.bind(tokens, world: .builtIn())
                    #expect(bound.name == command.name, "example '\(example)' runs '\(bound.name)', not '\(command.name)'")
                } catch {
                    Issue.record("example '\(example)' of '\(command.name)' does not bind: \(error.message)")
                }
            }
        }
    }

    @Test func helpListsEveryCommandAndExplainsEach() throws {
        let help = HelpRenderer(table: table)
        let overview = help.overview().map(\.text).joined(separator: "\n")
        for command in table.commands {
            #expect(overview.contains("  \(command.synopsis)"), "help does not list \(command.name)")
            let page = try help.describe(command.path).map(\.text)
            #expect(page.first == "usage: \(command.synopsis)")
            #expect(page.contains("  \(command.examples[0])"))
        }
        #expect(throws: CommandError.self) { try help.describe(["nonsense"]) }
    }

    /// `help` with a command typed as its examples show it (arguments, options) explains that command.
    @Test func helpFindsACommandTypedWithItsArguments() throws {
        let help = HelpRenderer(table: table)
        for command in table.commands {
            for example in command.examples {
                let page = try help.describe(example.split(separator: " ").map(String.init))
                #expect(page.first?.text == "usage: \(command.synopsis)", "help \(example)")
            }
        }
        #expect(try help.describe(["buy", "gems"]).first?.text
                == "usage: buy [ID] [--quantity N] [--offer OFFER] [--signature SIGNATURE] [--key-id ID] [--nonce UUID] [--timestamp MS] "
                + "[--username TEXT] [--billing-plan PLAN]")
        #expect(throws: CommandError.self) { try help.describe(["storefront", "sett"]) }
    }

    @Test func helpSearchFindsWordsInSummariesAndDiscussionsInAnyForm() {
        let help = HelpRenderer(table: table)
        #expect(help.search("PAYMENT sheets").map(\.name).starts(with: ["confirm", "cancel"]))
        #expect(help.search("purchase").map(\.name).contains("buy")) // "purchasing" in its discussion
        #expect(help.search("paymentQueueDidChangeStorefront").map(\.name).contains("storefront set"))
        #expect(help.search("").isEmpty)
        #expect(help.search("frobnicate").isEmpty)
    }

    /// man/storekit-sim.1 is generated from the table; it must be the generator's current output.
    @Test func committedManPageMatchesTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("man/storekit-sim.1"), encoding: .utf8)
        let generated = ManPage(version: "").render()
        #expect(committed == generated, "regenerate: storekit-sim man > man/storekit-sim.1")
        for command in table.commands {
            #expect(committed.contains(".It Ic \(command.path.joined(separator: " Ic "))"), "man page lacks \(command.name)")
        }
    }

    /// Each optional part of a man page synopsis is closed where it ends: `[--type T] [--price P]`,
    /// not `[--type T [--price P]]` (mdoc's `Op` runs to the end of the line and nests).
    @Test func manPageSynopsisBracketsEachOptionOnItsOwn() throws {
        let buy = try #require(table.command(["buy"]))
        #expect(ManPage.synopsisItem(buy) == ".It Ic buy Oo Ar ID Oc Oo Fl -quantity Ar N Oc Oo Fl -offer Ar OFFER Oc"
                + " Oo Fl -signature Ar SIGNATURE Oc"
                + " Oo Fl -key-id Ar ID Oc Oo Fl -nonce Ar UUID Oc Oo Fl -timestamp Ar MS Oc Oo Fl -username Ar TEXT Oc"
                + " Oo Fl -billing-plan Ar PLAN Oc")
        for command in table.commands {
            let item = ManPage.synopsisItem(command)
            #expect(!item.contains(" Op "), "\(command.name): Op nests what follows it")
            #expect(item.components(separatedBy: " Oo ").count == item.components(separatedBy: " Oc").count, "\(command.name): \(item)")
        }
        // As a reader sees it, when mandoc is installed (scripts/ensure-deps --test installs it).
        guard let mandoc = ["/usr/bin/mandoc",
            "/usr/local/bin/mandoc"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("storekit-sim-\(UUID().uuidString).1")
        try ManPage(version: "").render().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: mandoc)
        process.arguments = ["-T", "ascii", "-O", "width=200", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Bold and underline are overstruck: "x\bx" and "_\bx".
        let text = String(decoding: data, as: UTF8.self).replacing(/.\x08/, with: "")
        #expect(text.contains("product add ID [--type TYPE] [--price P] [--storefronts CODES]"))
    }

    @Test func manPageEscapesLeadingDotsAndBackslashes() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("a\\b") == "a\\eb")
        #expect(ManPage.sentences("One. Two? Three") == ["One.", "Two?", "Three"])
    }
}

/// Binds and runs every command's examples, each in a fresh built-in world: a handler that reads
/// a typed key its command does not declare, or as another type than the table binds, stops the
/// test in a debug build (`ArgumentKey`); one that asks for a required value the table does not
/// bind says "internal". Either is a table mistake no input could cause.
@Suite struct ArgumentKeyTests {
    @Test func everyExampleReadsOnlyDeclaredKeysOfTheirBoundType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sks-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for command in CommandTable.shared.commands where command.name != "quit" {
            for example in command.examples {
                let sink = CollectingSink()
                let session = Session(world: .builtIn(), sink: sink, directory: folder.path)
                session.execute(example, file: nil, line: 1)
                ran += 1
                #expect(!sink.diagnostics.contains { $0.code == "internal" }, "\(example): \(sink.lines)")
            }
        }
        #expect(ran > 100)
    }

    @Test func everySettingNameHasARow() {
        for name in SettingName.allCases {
            #expect(Settings.hasRow(name), "no setting row '\(name.rawValue)'")
        }
    }

    @Test func aKeyReadsItsValueWithItsType() throws {
        let (command, arguments) = try Binder(table: .shared).bind(try Lexer(file: nil, line: 1).tokenize("buy com.example.gems --quantity 3"),
                                                                   world: .builtIn())
        #expect(command.name == "buy")
        #expect(arguments[Key.quantity] == 3)
        #expect(arguments[Key.offerOption] == nil)
    }
}
