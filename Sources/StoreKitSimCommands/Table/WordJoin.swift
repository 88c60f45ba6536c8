/// Joins words with a separator in one specialized loop.
///
/// The standard library's `joined(separator:)` on `[String]` is not specialized into this module:
/// each call walks generic witness tables, and the first ones make the runtime instantiate
/// metadata. Building the command table joins a few hundred paths and choice lists on every start,
/// and issue 11 budgets start-up at 4 ms, so the table's own joins go through here.
func joinWords(_ words: [String], separator: String) -> String {
    var text = ""
    for (index, word) in words.enumerated() {
        if index > 0 { text += separator }
        text += word
    }
    return text
}
