import StoreKitSim
import StoreKitSimDiagrams

/// The command layer's side of a diagram: a session's history (each command, its events and the
/// vocabulary they were told in) drawn as the writers' input model.
extension SequenceDiagram {
    /// The diagram of a session's steps: each command, then what its events did. An inspection
    /// (help, status, the catalog) that caused nothing draws nothing: a band with no arrows under
    /// it only says the command was typed.
    public init(title: String, steps: [SessionHistory.Step]) {
        var items: [Item] = []
        for step in steps where !step.events.isEmpty || !step.serverItems.isEmpty || (!step.command.isEmpty && !step.isInspection) {
            if !step.command.isEmpty { items.append(.command(step.command)) }
            let returned = step.vocabulary == .storekit2 ? StoreKit2DiagramEvents.returned(step.events) : []
            func drawn(_ event: WorldEvent) -> [Item] {
                guard step.vocabulary == .storekit2 else { return DiagramEvents.items(event) }
                return StoreKit2DiagramEvents.items(event, returned: returned) ?? DiagramEvents.items(event)
            }
            var start = step.events.startIndex
            while start < step.events.endIndex {
                var end = start + 1
                while end < step.events.endIndex, step.events[end].turn == step.events[start].turn { end += 1 }
                let turn = step.events[start..<end].flatMap { drawn($0.event) }
                // The app reacts (alerts, store errors) once StoreKit's calls of the turn return,
                // as the transcript tells it (see `EventRenderer`).
                items += turn.filter { !Self.isReaction($0) } + turn.filter(Self.isReaction)
                start = end
            }
            // App Store Server Notifications and the developer's server's answers.
            items += step.serverItems
        }
        self.init(title: title, items: items)
    }

    /// What the app shows the customer in reaction to a turn's callbacks.
    private static func isReaction(_ item: Item) -> Bool {
        if case .message(.app, .customer, _, _) = item { return true }
        return false
    }
}
