import StoreKitSimCommands

/// Where a served world's App Store Server API requests print: nowhere. The lines a request
/// causes (an extension's events, a test notification) are in the world's state and its
/// notification log; printing them for thousands of worlds would only fill the server's output.
final class DiscardingSink: OutputSink {
    func output(_ line: OutputLine) {}
    func diagnostic(_ diagnostic: Diagnostic) {}
}
