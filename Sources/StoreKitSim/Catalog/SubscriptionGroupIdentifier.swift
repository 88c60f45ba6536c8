/// A subscription group's identifier when nobody gave it one (the built-in catalog, a group made
/// by `product add --group`).
///
/// Xcode gives each group of a StoreKit configuration file an identifier of eight uppercase hex
/// digits (`"id" : "4BB746BD"`, "Setting up StoreKit Testing in Xcode"); App Store Connect gives
/// a number. Which one the App Store picks is its own (UNCONFIRMED): the simulator derives eight
/// hex digits from the group's name, so the same name always gets the same identifier and no
/// run depends on the order groups were made in. It is a name's fingerprint (FNV-1a, 32 bits),
/// not cryptography.
public enum SubscriptionGroupIdentifier {
    public static func derived(from name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
