import StoreKitSimCatalogFiles

/// `POST /storekit-sim/v1/commands` (docs/serve-api.md, "Running commands"): command lines as
/// `text/plain`, or `application/json` `{"commands": ["buy com.example.gems", "confirm"]}`, run in
/// order in one session; the answer keeps what batch mode prints and exits with (`output`,
/// `diagnostics`, `exitStatus`) and adds each command's outcome JSON (`outcomes`).
///
/// Here rather than in the server so every world the server holds runs commands the same way and
/// the HTTP layer only passes the body and its media type.
public enum ControlCommands {
    /// The file name diagnostics of control commands carry (`<control>:LINE:COLUMN`).
    public static let fileName = "<control>"

    /// The most bytes of commands one request may carry (`serve` answers 413 past it, before any
    /// is run): 64 KB. A body of commands costs time and answer per line, not per byte (a `status`
    /// line answers 1.7 KB, a blank line still goes through the lexer), so 1 MB of short lines took
    /// seconds to minutes and answered up to 240 MB; 64 KB is far above the setup of a test, and a
    /// longer script runs from a file in the server's working folder with `source FILE`.
    public static let bodyLimit = 64 * 1024

    /// Runs the body's commands; status 400 when the body is not commands at all (bad UTF-8,
    /// JSON of the wrong shape), else 200 with `exitStatus` 1 when a command failed.
    public static func run(session: Session, body: [UInt8], contentType: String?) -> (status: UInt32, json: ResponseJSON) {
        let lines: [InputLine]
        switch commandLines(body: body, contentType: contentType) {
        case .success(let read): lines = read
        case .failure(let refusal):
            return (400, .object([("output", .array([])), ("diagnostics", .array([.string("\(fileName): error: \(refusal.message)")])),
                                  ("exitStatus", .integer(2)), ("outcomes", .array([]))]))
        }
        let sink = ControlSink()
        let previous = session.sink
        session.sink = sink
        defer { session.sink = previous }
        let loop = InputLoop(session: session, file: fileName)
        var failed = false
        var outcomes: [ResponseJSON] = []
        for line in lines {
            guard let outcome = loop.outcome(of: line) else { continue }
            outcomes.append(OutcomeJSON.json(outcome))
            if !outcome.ok { failed = true }
            if session.quitRequested { session.quitRequested = false; break }
        }
        return (200, .object([("output", .array(sink.output.map(ResponseJSON.string))),
                              ("diagnostics", .array(sink.diagnostics.map(ResponseJSON.string))),
                              ("exitStatus", .integer(failed ? 1 : 0)), ("outcomes", .array(outcomes))]))
    }

    /// Runs the body's commands when each only reads (`CommandSpec.onlyReads`: `status`,
    /// `subscriptions`, `transactions`, `clock`, …), on a copy of the session (`readingCopy()`),
    /// so a command the session is in the middle of keeps its world, history and outcome as they
    /// are. nil, running nothing, when a line names a command that would change something. A line
    /// that names no command runs, and fails, as in `run`.
    public static func runReading(session: Session, body: [UInt8], contentType: String?) -> (status: UInt32, json: ResponseJSON)? {
        if case .success(let lines) = commandLines(body: body, contentType: contentType) {
            for line in lines where !line.isTooLong {
                guard let tokens = try? Lexer(file: fileName, line: line.number).tokenize(bytes: line.bytes), !tokens.isEmpty,
                      let command = try? session.binder.resolve(tokens) else { continue }
                if !command.onlyReads { return nil }
            }
        }
        return run(session: session.readingCopy(), body: body, contentType: contentType)
    }

    /// Why a body holds no commands to run.
    struct Refusal: Error {
        var message: String
    }

    /// The body's command lines: a JSON body's `commands`, each one line, numbered from 1; any
    /// other body split by `InputLines`, the rules batch input reads a pipe by.
    static func commandLines(body: [UInt8], contentType: String?) -> Result<[InputLine], Refusal> {
        let mediaType = contentType.map { type in
            String(type.split(separator: ";", maxSplits: 1).first ?? "").filter { $0 != " " && $0 != "\t" }.lowercased()
        }
        guard mediaType == "application/json" else {
            guard String(validating: body, as: UTF8.self) != nil else { return .failure(Refusal(message: "the body is not UTF-8")) }
            var reader = InputLines(lineLimit: InputLoop.lineLimit)
            return .success(reader.read(body))
        }
        let hint = #"send {"commands": ["buy com.example.gems", "confirm"]}"#
        var parser = JSONParser(body)
        let document: JSONValue
        do {
            document = try parser.parse()
        } catch {
            return .failure(Refusal(message: "the body is not JSON: \(error.message) at byte \(error.offset) (hint: \(hint))"))
        }
        guard case .object(let fields) = document, case .array(let items)? = fields["commands"] else {
            return .failure(Refusal(message: "the JSON body has no \"commands\" array (hint: \(hint))"))
        }
        var lines: [InputLine] = []
        for (index, item) in items.enumerated() {
            guard case .string(let command) = item else {
                return .failure(Refusal(message: "commands[\(index)] is \(item.kindName), not a string (hint: \(hint))"))
            }
            guard !command.utf8.contains(0x0A) && !command.utf8.contains(0x0D) else {
                return .failure(Refusal(message: "commands[\(index)] holds a line break: give each command as its own string"))
            }
            lines.append(InputLine(number: index + 1, text: command))
        }
        return .success(lines)
    }
}
