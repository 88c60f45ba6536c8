/// What a session keeps while `clock advance` steps the world one subscription moment at a time
/// with notifications on (`Session.advanceClock(bySeconds:)`).
struct ClockDelivery {
    /// True from the first step to the last: each step's events are printed as they happen, and
    /// what falls due at the end of the command waits for the end.
    var isStepping = false
    /// Lines of retries, delayed first attempts and token reports attempted between two moments.
    /// A pass over the whole advance printed them after the next turn's own lines; they still are.
    var heldLines: [OutputLine] = []

    /// The held lines, emptied.
    mutating func takeHeldLines() -> [OutputLine] {
        guard !heldLines.isEmpty else { return [] }
        defer { heldLines = [] }
        return heldLines
    }
}
