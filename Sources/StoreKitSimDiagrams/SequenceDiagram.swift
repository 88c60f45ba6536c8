/// Who called whom, step by step: a session's commands and the world's events as a sequence
/// diagram, ready for a writer (`SVGDiagramWriter`, `MermaidDiagramWriter`).
///
/// The writers' whole input: lifelines, commands, arrows and notes, with no type of the world or
/// the command layer. The command layer builds it from a session's history
/// (`SequenceDiagram+History`), from the same `StampedEvent`s the transcript is rendered from, so
/// a picture cannot tell a different story than the text.
public struct SequenceDiagram: Sendable, Hashable {
    /// The lifelines, left to right.
    public enum Participant: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// The person, who sees the system sheets (payment sheet, disclosure notice, product page).
        case customer
        /// The app: its transaction observer, storefront delegate and store UI.
        case app
        /// StoreKit on the device.
        case storeKit
        /// Apple's servers: the App Store and the External Purchase Server API.
        case appStore
        /// The developer's own server (tokens, External Purchase reports).
        case server

        public var title: String {
            switch self {
            case .customer: return "Customer"
            case .app: return "App"
            case .storeKit: return "StoreKit"
            case .appStore: return "App Store"
            case .server: return "Developer's server"
            }
        }

        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    /// How an arrow is drawn.
    public enum Kind: Sendable, Hashable {
        /// A call or a request: solid line.
        case call
        /// An answer to a call: dashed line.
        case reply
        /// A system sheet coming up for the customer: solid line, the label marked as a sheet.
        case sheet
    }

    public enum Item: Sendable, Hashable {
        /// A command typed (`> buy com.example.gems`), across every lifeline.
        case command(String)
        /// An arrow from one lifeline to another.
        case message(from: Participant, to: Participant, text: String, kind: Kind)
        /// A note over one lifeline: something that happened there and called nobody.
        case note(over: Participant, text: String)
    }

    public var title: String
    public var items: [Item]

    public init(title: String, items: [Item]) {
        self.title = title
        self.items = items
    }

    /// The lifelines something happens on, left to right: a lane with nothing on it is left out
    /// (a purchase diagram has no developer's server). A diagram of nothing keeps the app and StoreKit.
    public var participants: [Participant] {
        var used: Set<Participant> = []
        for item in items {
            switch item {
            case .command: continue
            case .message(let from, let to, _, _): used.insert(from); used.insert(to)
            case .note(let over, _): used.insert(over)
            }
        }
        return used.isEmpty ? [.app, .storeKit] : Participant.allCases.filter(used.contains)
    }
}
