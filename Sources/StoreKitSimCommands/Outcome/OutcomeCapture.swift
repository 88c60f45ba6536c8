import StoreKitSim

/// What a session gathers while one command runs for an `Outcome`: the events `renderEvents`
/// drained and the files the command wrote. A class, so the session's hooks append in place.
final class OutcomeCapture {
    var events: [StampedEvent] = []
    var files: [String] = []
}
