import StoreKitSimSystem

/// Reads a catalog file from disk and parses it by kind: `.plist` is the sample's
/// Products.plist (media), `.storekit` (or `.json`) is an Xcode StoreKit configuration file.
///
/// Any other name is sniffed: `<` starts a property list, `{` a configuration file. The world
/// never reads files; this does, through the system layer, and hands back plain values to apply.
public struct CatalogFileReader {
    /// Reads the bytes at a path; tests replace it to simulate unreadable files. The default reads
    /// regular files only, up to `FileContents.limit` (a FIFO or /dev/zero is refused at once).
    public var readBytes: (String) throws(FileContents.Failure) -> [UInt8]

    public init(readBytes: @escaping (String) throws(FileContents.Failure) -> [UInt8] = { path throws(FileContents.Failure) in
        try FileContents.read(path)
    }) {
        self.readBytes = readBytes
    }

    /// `path` is where to read; `name` is how errors name the file (as the command gave it).
    public func read(path: String, name: String) throws(CatalogFileError) -> CatalogFileContents {
        switch FileKind(path: path) {
        case .missing:
            throw CatalogFileError(file: name, message: "no such file",
                                   hint: """
                                       nothing was loaded; a relative path is read from the scenario file's folder (the current folder in the REPL)
                                       """)
        case .directory:
            throw CatalogFileError(file: name, message: "is a directory, not a catalog file",
                hint: "nothing was loaded; name a .plist or .storekit file")
        default:
            break
        }
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            switch error {
            case .directory:
                throw CatalogFileError(file: name, message: "is a directory, not a catalog file",
                    hint: "nothing was loaded; name a .plist or .storekit file")
            case .system(let reason) where reason.hasPrefix("it is "):
                throw CatalogFileError(file: name, message: String(reason.dropFirst(3)), hint: "nothing was loaded; name a .plist or .storekit file")
            case .system(let reason):
                throw CatalogFileError(file: name, message: "cannot read the file (\(reason.lowercased()))")
            }
        }
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw CatalogFileError(file: name, message: "the file is empty")
        }
        switch try Self.format(name: name, bytes: bytes) {
        case .plist: return .media(try ProductsPlistReader(file: name).read(bytes))
        case .storeKit: return .storeKit(try StoreKitConfigurationReader(file: name).read(bytes))
        }
    }

    public enum Format: Sendable { case plist, storeKit }

    /// By extension, else by the first non-blank byte.
    public static func format(name: String, bytes: [UInt8]) throws(CatalogFileError) -> Format {
        let lower = name.lowercased()
        if lower.hasSuffix(".plist") { return .plist }
        if lower.hasSuffix(".storekit") || lower.hasSuffix(".json") { return .storeKit }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "<") || bytes.starts(with: Array("bplist".utf8)) { return .plist }
        if first == UInt8(ascii: "{") { return .storeKit }
        throw CatalogFileError(file: name,
            message: "not a catalog file: name it .plist (the sample's Products.plist) or .storekit (an Xcode StoreKit configuration)")
    }
}
