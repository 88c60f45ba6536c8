import StoreKitSim

/// `diagram`: the session so far as a sequence diagram (who called whom), printed as Mermaid
/// text or written to a file as SVG or Mermaid.
enum DiagramCommands {
    static let all: [CommandSpec] = [
        CommandSpec(DiagramCommand.self),
    ]
}
