import StoreKitSim
@testable import StoreKitSimCommands
import Testing

/// The typed-command machinery on a command made for the test, with one field of every shape: a
/// line binds to the value its fields describe, the value writes back as a line binding to an
/// equal value, the table entry derived from the type describes the same fields, and running it
/// by value and by line does the same.
@Suite struct TypedCommandTests {
    /// `probe CODE [TEXT] [ID...] [--count N] [--wait DURATION] [--loud]`, echoing what it got.
    struct Probe: TypedCommand {
        var storefront = Storefront.usa
        var text: String?
        var products: [ProductID] = []
        var count: Int?
        var wait: Int64?
        var loud = false

        static let declaration = CommandDeclaration("probe", area: .session, summary: "show the typed values a line gave",
                                                    examples: ["probe JPN", "probe jp hello a b --count 3 --wait 2h --loud"])
        static let fields: [CommandField<Self>] = [
            .argument("CODE", \.storefront, .storefront, help: "a storefront"),
            .argument("TEXT", \.text, .word, help: "a word"),
            .arguments("ID", \.products, .productID, atLeastOne: false, help: "product ids"),
            .option("count", \.count, .integer(1...9)),
            .option("wait", \.wait, .duration),
            .flag("loud", \.loud),
        ]

        func run(in session: Session) throws {
            if text == "fail" {
                throw CommandError(code: "probe-failed", message: "asked to fail", hint: "give another word",
                                   argument: Self.name(of: \.text))
            }
            session.emit("\(storefront.countryCode) \(text ?? "-") \(products.map(\.rawValue)) \(count ?? 0) \(wait ?? 0) \(loud)")
        }
    }

    let table = CommandTable([CommandSpec(Probe.self)])
    let world = World.builtIn()

    func bind(_ line: String) throws -> Probe {
        let (command, arguments) = try Binder(table: table).bind(try Lexer(file: nil, line: 1).tokenize(line), world: world)
        #expect(command.type == Probe.self)
        return Probe(bound: arguments)
    }

    @Test func aLineBindsToTheValueItsFieldsDescribe() throws {
        #expect(try bind("probe JPN") == Probe(storefront: .resolve("JPN")!))
        let full = try bind("probe jp hello a b --count 3 --wait 2h --loud")
        #expect(full == Probe(storefront: .resolve("JPN")!, text: "hello", products: ["a", "b"], count: 3, wait: 7200, loud: true))
    }

    @Test func aValueWritesBackAsALineThatBindsToAnEqualValue() throws {
        let value = Probe(storefront: .resolve("GBR")!, text: "two words", products: ["--odd", "b"], count: 2, wait: 60, loud: true)
        #expect(value.line == "probe --count 2 --wait 60s --loud -- GBR two\\ words --odd b")
        #expect(try bind(value.line) == value)
        #expect(Probe(storefront: .usa).line == "probe USA")
    }

    @Test func theTableEntryIsDerivedFromTheFields() {
        let spec = CommandSpec(Probe.self)
        #expect(spec.name == "probe")
        #expect(spec.synopsis == "probe CODE [TEXT] [ID...] [--count N] [--wait DURATION] [--loud]")
        #expect(spec.arguments.map(\.name) == ["CODE", "TEXT", "ID"])
        #expect(spec.options.map(\.name) == ["count", "wait", "loud"])
        #expect(Probe.name(of: \.wait) == "wait")
    }

    @Test func runningByValueAndByLineDoTheSame() {
        let byLine = CollectingSink(), byValue = CollectingSink()
        let value = Probe(storefront: .resolve("FRA")!, text: "x", count: 4)
        _ = Session(sink: byLine, binder: Binder(table: table)).execute(value.line)
        let outcome = Session(sink: byValue, binder: Binder(table: table)).run(value)
        #expect(byLine.lines == ["FRA x [] 4 0 false"])
        #expect(byValue.lines == byLine.lines)
        #expect(outcome.ok && outcome.command == "probe FRA x --count 4" && outcome.output == byLine.lines)
    }

    @Test func anErrorByValueIsReportedAsByLine() {
        let sink = CollectingSink()
        let outcome = Session(sink: sink, binder: Binder(table: table)).run(Probe(text: "fail"))
        #expect(!outcome.ok)
        #expect(outcome.error?.code == "probe-failed")
        #expect(outcome.error?.range == nil)
        let byLine = CollectingSink()
        let session = Session(sink: byLine, binder: Binder(table: table))
        #expect(!session.execute("probe USA fail"))
        #expect(byLine.diagnostics.first?.range?.start.column == 11)
    }
}

