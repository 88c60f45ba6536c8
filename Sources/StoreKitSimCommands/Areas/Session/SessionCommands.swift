import StoreKitSim
import StoreKitSimSystem

/// Commands about the session itself: help, status, reset, echo, the clock, quit.
enum SessionCommands {
    static let all: [CommandSpec] = [
        CommandSpec("help", area: .session,
                    arguments: [ArgumentSpec("COMMAND", .commandWord, .zeroOrMore,
                        help: "a command, e.g. 'storefront set'; words after its name are ignored")],
                    options: [OptionSpec("search", .word, valueName: "TEXT",
                        help: "list the commands whose name, summary, discussion or argument help mention TEXT, in any case")],
                    summary: "list the commands, or explain one",
                    discussion: """
                        Without an argument, lists every command by area. With a command, shows its usage, what it does, its arguments and options, \
                        and examples; a command typed with its arguments ('help buy com.example.gems') explains the command. With --search, lists \
                        the commands that mention every word of TEXT.
                        """,
                    examples: ["help", "help storefront set", "help --search purchase"], inspects: true) { session, arguments in
            let words = arguments.list(Key.commandWords)
            let help = HelpRenderer(table: session.binder.table)
            let lines = try arguments[Key.search].map(help.searchResults) ?? (words.isEmpty ? help.overview() : help.describe(words))
            for line in lines { session.emit(line) }
        },
        CommandSpec("status", area: .session, summary: "show the whole simulated state in one list",
                    discussion: "One fact per line: storefront, device, build, clock, the sheet that is up, then each area's state.",
                    examples: ["status"], inspects: true) { session, _ in
            let world = session.world
            session.emit(LineText("storefront \(world.storefront.countryCode) \(world.storefront.identifier) \(world.storefront.name)"))
            session.emit(LineText("os \(world.device.os)"))
            session.emit(Settings.line(.devicePayments, session))
            session.emit(Settings.line(.build, session))
            session.emit(LineText("clock \(iso8601: world.clock.now)"))
            session.emit(LineText("sheet \(world.sheet.map(SheetText.label) ?? "none")"))
            session.emit(Settings.line(.trace, session))
            StatusReport.emitAreas(session)
        },
        CommandSpec(ResetCommand.self),
        CommandSpec("echo", area: .session, arguments: [ArgumentSpec("TEXT", .word, .zeroOrMore)],
                    summary: "print the words given",
                    discussion: "Prints its arguments separated by one space; useful to label steps in a scenario or a demo.",
                    examples: ["echo buying gems in Japan"]) { session, arguments in
            session.emit(LineText("\(spaced: arguments.words(Key.texts))"))
        },
        CommandSpec("clock", area: .session, summary: "show the virtual clock",
                    discussion: """
                        The simulation's time starts at 2026-01-01T00:00:00Z in every fresh world and moves only with 'clock advance', so \
                        transcripts never depend on the real time.
                        """,
                    examples: ["clock"], reads: true) { session, _ in
            session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
        },
        CommandSpec("clock advance", area: .session,
                    arguments: [ArgumentSpec("DURATION", .clockStep, unlessOption: "to",
                                             help: "30s, 90m, 2h, 10d, 1w, 1mo, 1y or combined: 1h30m, 1y2mo; or ISO 8601: P1M, P1Y2M, PT90M"),
                                ArgumentSpec("PRODUCT", .subscriptionProduct, .optional, withOption: "to",
                                             help: "the subscription whose moment to reach; the first of any when left out")],
                    options: [OptionSpec("to", .subscriptionMoment,
                                         help: "move exactly to a subscription's next-renewal, grace-end, retry-end or expiry")],
                    summary: "move the virtual clock forward",
                    discussion: """
                        Tokens expire and reports fall due as virtual time passes. Subscriptions renew, enter and leave billing retry and the \
                        grace period, and expire as the clock crosses their dates, each at its own instant and in time order (see \
                        'subscriptions' and 'renewal-rate'). Months and years are calendar months, counted as subscription periods count them: \
                        a month from January 31 ends on February 28 (29 in a leap year), so 'clock advance 1mo' lands on a monthly \
                        subscription's renewal. ISO 8601 durations (P1M, P1Y2M, P2W, PT90M) read as Apple writes subscription periods. --to \
                        moves exactly to a subscription's next-renewal (the end of a period that renews), grace-end, retry-end (where billing \
                        retry gives up) or expiry (the end of the paid period, or of billing retry), of PRODUCT's group or whichever comes \
                        first.
                        """,
                    examples: ["clock advance 90m", "clock advance 10d", "clock advance 1mo", "clock advance P1Y2M",
                               "clock advance --to next-renewal"]) { session, arguments in
            if let moment = arguments[Key.moment] {
                let product = arguments[Key.product]
                if let product, ClockStepParser.step(product.rawValue) != nil {
                    throw Diagnostic(code: "duration-and-moment", message: "'clock advance' takes a DURATION or --to MOMENT, not both",
                                     range: arguments.ranges[Key.product.name],
                                     hint: "'clock advance \(product)' moves by the duration; '--to' moves to the moment")
                }
                try session.advanceClock(bySeconds: session.world.clockSeconds(to: moment, of: product))
            } else {
                let step = try arguments.required(Key.clockStep)
                try session.advanceClock(bySeconds: session.world.clockSeconds(by: step))
            }
            session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
        },
        CommandSpec("clock start", area: .session,
                    arguments: [ArgumentSpec("INSTANT", .word, help: "2026-01-01T00:00:00Z (UTC, whole seconds) or now, the host's time")],
                    summary: "set the instant the virtual clock starts at, before the first purchase",
                    discussion: """
                        For a backend that compares signed dates with its own clock: 'clock start now' starts the world at the host's \
                        current time (whole seconds), so what it signs is not years old or ahead. Only before the first transaction: \
                        afterwards the clock moves forward only ('clock advance'). 'storekit-sim serve --clock-start' sets it for every \
                        world. A transcript that uses 'now' differs on every run; scenarios use an instant.
                        """,
                    examples: ["clock start now", "clock start 2027-06-01T09:00:00Z"]) { session, arguments in
            let text = try arguments.required(Key.instant)
            guard let start = text == "now" ? VirtualInstant(seconds: System.unixSeconds()) : VirtualInstant(iso8601: text),
                  start <= VirtualClock.end else {
                throw CommandError(code: "invalid-instant", message: "'\(text)' is not an instant",
                                   hint: "write it in UTC as 2026-01-01T00:00:00Z, or now", argument: Key.instant.name)
            }
            guard session.world.payments.transactions.isEmpty else {
                throw CommandError(code: "clock-already-used", message: "the clock can be started only before the first transaction",
                                   hint: "'reset' starts again; then 'clock start \(text)'")
            }
            session.world.clock = VirtualClock(now: start)
            session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
        },
        CommandSpec(QuitCommand.self),
    ]
}

extension ValueKind {
    /// A command word, completed from the command table (for `help`).
    static let commandWord = ValueKind(placeholder: "COMMAND", description: "a command name",
                                       completions: { _ in CommandTable.shared.topLevelWords }) { word, _ throws(CommandError) in .text(word) }
}
