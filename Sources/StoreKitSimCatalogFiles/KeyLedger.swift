/// What a configuration file's keys came to while it was read: notes for keys the reader does not
/// know, and the names of keys it knows and reads but does not simulate.
///
/// Every key Xcode writes in format versions 1 to 6 is either modelled or named as read and not
/// simulated, so that nobody takes an Xcode key for a typo, or believes it is simulated.
struct KeyLedger {
    /// `note:` texts, in reading order.
    var notes: [String] = []
    /// Names of keys present in the file that are read and not simulated.
    var notSimulated: Set<String> = []

    /// Notes the members of `cursor` in neither set as unknown, and records those in `notSimulated`.
    mutating func check(_ cursor: JSONCursor, modelled: Set<String>, notSimulated known: Set<String> = []) throws(CatalogFileError) {
        notes += try cursor.unknownKeys(known: modelled.union(known))
        for key in try cursor.object().keys where known.contains(key) { notSimulated.insert(key) }
    }
}
