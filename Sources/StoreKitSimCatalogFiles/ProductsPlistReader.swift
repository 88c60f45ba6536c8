import StoreKitSim

/// Reads the sample's Products.plist (Apple's "Offering media for sale in your app"): an XML array of dicts with productIdentifier,
/// title, isApplication, campaignToken and providerToken.
///
/// Like the sample's decoder, productIdentifier and title are required and non-empty; the other
/// three default to NO and empty with a note. Token rules (Apple's SKStoreProductViewController) and duplicate ids are
/// checked here, so a bad file is refused whole with the line and key path of the first problem.
public struct ProductsPlistReader {
    static let fields = ["productIdentifier", "title", "isApplication", "campaignToken", "providerToken"]

    public let file: String
    /// Where libxml2 is opened from; tests name a missing library here.
    var library = XMLLibrary.standard

    public init(file: String) { self.file = file }

    public func read(_ bytes: [UInt8]) throws(CatalogFileError) -> MediaCatalogFile {
        let start = bytes.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw CatalogFileError(file: file, message: "a binary property list; write it as XML (plutil -convert xml1 FILE)")
        }
        guard start.first == UInt8(ascii: "<") else {
            throw CatalogFileError(file: file, line: 1, message: "not an XML property list (it should start with <?xml or <plist)")
        }
        let root = try PlistXMLReader(file: file, library: library).read(bytes)
        guard case .array(let array) = root.content else {
            throw error(root, "", "the root must be an <array> of media <dict>s, as in the sample's Products.plist; found \(root.elementText)")
        }
        var items: [MediaItem] = []
        var notes: [String] = []
        var firstPath: [String: String] = [:]
        for (i, element) in array.enumerated() {
            let path = PlistValue.path("", index: i)
            guard case .dict(let dict, _) = element.content else {
                // An array of id strings is the product id list in-app purchase samples keep.
                let ids = if case .string = element.content { true } else { false }
                throw error(element, path, "expected a <dict>, found \(element.elementText)", hint: ids ? Self.mediaListHint : Self.noneLoaded)
            }
            func string(_ key: String, required: Bool) throws(CatalogFileError) -> String {
                let keyPath = PlistValue.path(path, key: key)
                guard let value = dict[key] else {
                    if required { throw error(element, keyPath, "missing \(key) (the sample's decoder needs it)") }
                    notes.append("\(file): \(keyPath): missing, taken as empty")
                    return ""
                }
                guard case .string(let text) = value.content else {
                    throw error(value, keyPath, "expected a <string>, found \(value.elementText)")
                }
                if required, text.isEmpty { throw error(value, keyPath, "must not be empty (the sample refuses an empty \(key))") }
                return text
            }
            let id = try string("productIdentifier", required: true)
            let idPath = PlistValue.path(path, key: "productIdentifier")
            let idValue = dict["productIdentifier"] ?? element
            guard MediaItem.isValidID(id) else {
                throw error(idValue, idPath, "'\(id)' is not an iTunes identifier (digits, e.g. 364709193)", hint: Self.mediaListHint)
            }
            if let first = firstPath[id] { throw error(idValue, idPath, "duplicate productIdentifier \(id) (also at \(first))") }
            firstPath[id] = idPath
            let title = try string("title", required: true)
            let appPath = PlistValue.path(path, key: "isApplication")
            var isApplication = false
            if let value = dict["isApplication"] {
                guard case .bool(let flag) = value.content else {
                    throw error(value, appPath, "expected <true/> or <false/>, found \(value.elementText)")
                }
                isApplication = flag
            } else {
                notes.append("\(file): \(appPath): missing, taken as NO")
            }
            let campaign = try string("campaignToken", required: false)
            let provider = try string("providerToken", required: false)
            do {
                try MediaItem.validateTokens(campaign: campaign, provider: provider)
            } catch {
                // An entry's provider token alone is allowed (the sample loads it): only the
                // campaign token's length can be wrong here.
                let campaignPath = PlistValue.path(path, key: "campaignToken")
                throw CatalogFileError(file: file, line: (dict["campaignToken"] ?? element).line, keyPath: campaignPath, problem: .refused(error))
            }
            for key in dict.keys.sorted() where !Self.fields.contains(key) {
                notes.append("\(file): \(PlistValue.path(path, key: key)): unknown key, skipped")
            }
            items.append(MediaItem(id: id, title: title, isApplication: isApplication, campaignToken: campaign, providerToken: provider))
        }
        return MediaCatalogFile(items: items, notes: notes)
    }

    /// An error at `value`'s line, about the key path `path`.
    private func error(_ value: PlistValue, _ path: String, _ message: String, hint: String = noneLoaded) -> CatalogFileError {
        CatalogFileError(file: file, line: value.line, keyPath: path.isEmpty ? nil : path, message: message, hint: hint)
    }

    static let noneLoaded = "nothing from the file was loaded; fix it and load it again"

    /// A plist of in-app products (a list of product ids, or reverse-DNS ids) mistaken for this
    /// format: what the format is for, and where in-app products come from (issue 45).
    static let mediaListHint = """
        a Products.plist is the product page's media list of Apple's "Offering media for sale in your app" (iTunes ids, titles, \
        isApplication, campaign and provider tokens); in-app products come from an Xcode .storekit file or 'product add ID'. Nothing \
        from the file was loaded
        """
}
