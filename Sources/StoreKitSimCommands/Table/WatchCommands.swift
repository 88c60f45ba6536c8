import StoreKitSim

/// Watching StoreKit talk to the app: delegate and observer callbacks.
enum WatchCommands {
    static let all: [CommandSpec] = [
        CommandSpec("trace", area: .watching, arguments: [ArgumentSpec("STATE", .choice(["on", "off"]), .optional)],
                    summary: "print each delegate and observer callback as it happens",
                    discussion: "With trace on, every callback StoreKit makes (productsRequest(_:didReceive:), paymentQueue(_:updatedTransactions:), paymentQueue(_:shouldContinue:in:) with its answer, paymentQueueDidChangeStorefront(_:), requestDidFinish(_:) …) prints as a 'trace:' line in the order it happened, so a scenario can pin the sequence.",
                    examples: ["trace on", "trace off", "trace"]) { session, arguments in
            if let state = arguments.optionalText("STATE") { session.trace = state == "on" }
            session.emit("trace \(session.trace ? "on" : "off")")
        },
    ]
}
