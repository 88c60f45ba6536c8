import Foundation
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

    public init(file: String) { self.file = file }

    public func read(_ data: Data) throws(CatalogFileError) -> MediaCatalogFile {
        try PlistPrescan.check([UInt8](data), file: file)
        let root = try parse(data)
        let index = PlistLineIndex(data)
        if let duplicate = index.duplicate {
            let key = duplicate.path.split(separator: ".").last.map(String.init) ?? duplicate.path
            throw CatalogFileError(file: file, line: duplicate.line, keyPath: duplicate.path,
                                   message: "duplicate key '\(key)' (first at line \(duplicate.firstLine)); each key may appear once in a dict")
        }
        guard let array = root as? [Any], index[""]?.element ?? "array" == "array" else {
            throw error("", index, "the root must be an <array> of media <dict>s, as in the sample's Products.plist; found \(describe(root, index[""]))")
        }
        var items: [MediaItem] = []
        var notes: [String] = []
        var firstPath: [String: String] = [:]
        for (i, element) in array.enumerated() {
            let path = PlistLineIndex.path("", index: i)
            guard let dict = element as? [String: Any], index[path]?.element ?? "dict" == "dict" else {
                throw error(path, index, "expected a <dict>, found \(describe(element, index[path]))")
            }
            func string(_ key: String, required: Bool) throws(CatalogFileError) -> String {
                let keyPath = PlistLineIndex.path(path, key: key)
                guard let value = dict[key] else {
                    if required { throw error(path, index, "missing \(key) (the sample's decoder needs it)", keyPath: keyPath) }
                    notes.append("\(file): \(keyPath): missing, taken as empty")
                    return ""
                }
                guard let text = value as? String, index[keyPath]?.element ?? "string" == "string" else {
                    throw error(keyPath, index, "expected a <string>, found \(describe(value, index[keyPath]))")
                }
                if required, text.isEmpty { throw error(keyPath, index, "must not be empty (the sample refuses an empty \(key))") }
                return text
            }
            let id = try string("productIdentifier", required: true)
            let idPath = PlistLineIndex.path(path, key: "productIdentifier")
            guard MediaItem.isValidID(id) else {
                throw error(idPath, index, "'\(id)' is not an iTunes identifier (digits, e.g. 364709193)")
            }
            if let first = firstPath[id] { throw error(idPath, index, "duplicate productIdentifier \(id) (also at \(first))") }
            firstPath[id] = idPath
            let title = try string("title", required: true)
            let appPath = PlistLineIndex.path(path, key: "isApplication")
            var isApplication = false
            if let value = dict["isApplication"] {
                let element = index[appPath]?.element
                guard let flag = value as? Bool, element == nil || element == "true" || element == "false" else {
                    throw error(appPath, index, "expected <true/> or <false/>, found \(describe(value, index[appPath]))")
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
                throw self.error(PlistLineIndex.path(path, key: "campaignToken"), index, error.text.message)
            }
            for key in dict.keys.sorted() where !Self.fields.contains(key) {
                notes.append("\(file): \(PlistLineIndex.path(path, key: key)): unknown key, skipped")
            }
            items.append(MediaItem(id: id, title: title, isApplication: isApplication, campaignToken: campaign, providerToken: provider))
        }
        return MediaCatalogFile(items: items, notes: notes)
    }

    /// PropertyListSerialization over XML only; its "on line N" becomes the error's line.
    private func parse(_ data: Data) throws(CatalogFileError) -> Any {
        let start = data.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if data.starts(with: Array("bplist".utf8)) {
            throw CatalogFileError(file: file, message: "a binary property list; write it as XML (plutil -convert xml1 FILE)")
        }
        guard start.first == UInt8(ascii: "<") else {
            throw CatalogFileError(file: file, line: 1, message: "not an XML property list (it should start with <?xml or <plist)")
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            var detail = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? "\(error)"
            if let first = detail.first { detail = first.lowercased() + detail.dropFirst() }
            var line = detail.firstMatch(of: /line (\d+)/).flatMap { Int($0.1) }
            if line == nil, detail.contains("EOF") { line = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }
            throw CatalogFileError(file: file, line: line, message: "not a valid property list: \(detail)")
        }
    }

    private func error(_ path: String, _ index: PlistLineIndex, _ message: String, keyPath: String? = nil) -> CatalogFileError {
        CatalogFileError(file: file, line: index[path]?.line, keyPath: keyPath ?? (path.isEmpty ? nil : path), message: message)
    }

    /// `<integer>`, `<dict>`… from the index; a type name for values the index cannot place.
    private func describe(_ value: Any, _ entry: PlistLineIndex.Entry?) -> String {
        if let entry { return entry.element == "true" || entry.element == "false" ? "<\(entry.element)/>" : "<\(entry.element)>" }
        switch value {
        case is String: return "<string>"
        case is [Any]: return "<array>"
        case is [String: Any]: return "<dict>"
        default: return "a \(type(of: value))"
        }
    }
}
