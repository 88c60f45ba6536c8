import StoreKitSim

/// A catalog file that cannot be loaded, located in the file: the line (XML, JSON syntax)
/// and the key path (`[0].productIdentifier`, `products[1].displayPrice`).
///
/// Nothing of a file with an error is loaded, so the message says where to fix it.
public struct CatalogFileError: Error, Sendable, Equatable {
    /// The file as the command named it (never made absolute: transcripts must not depend on the machine).
    public var file: String
    public var line: Int?
    public var column: Int?
    public var keyPath: String?
    public var message: String
    /// What to do about it; every hint says that nothing was loaded.
    public var hint: String

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, message: String,
                hint: String = "nothing from the file was loaded; fix it and load it again") {
        self.hint = hint
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `Products.plist:9: [0].isApplication: expected <true/> or <false/>, found <string>`.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        text += ": "
        if let keyPath, !keyPath.isEmpty { text += "\(keyPath): " }
        return text + message
    }

    /// The world error `catalog load` throws: it points at the FILE argument.
    public var simulationError: CommandError {
        CommandError(code: "bad-catalog-file", message: description,
                        hint: hint, argument: Key.file.name)
    }
}
