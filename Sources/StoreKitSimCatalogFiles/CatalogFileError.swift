import StoreKitSim

/// A catalog file that cannot be loaded, located in the file: the line (XML, JSON syntax)
/// and the key path (`[0].productIdentifier`, `products[1].displayPrice`).
///
/// Nothing of a file with an error is loaded, so the message says where to fix it. The reader
/// words what is wrong with the file's text and shape itself; a value the world refuses (a
/// campaign token over SKStoreProductParameterCampaignToken's limit) stays the world's typed
/// error, so the command layer words it as it words the same refusal from a command.
public struct CatalogFileError: Error, Sendable, Equatable {
    /// What is wrong at that place.
    public enum Problem: Sendable, Equatable {
        /// The file's text or shape, in the reader's words: "expected a <string>, found <integer>".
        case malformed(String)
        /// A value the world refuses, as the world's error.
        case refused(ProductPageError)
    }

    /// The file as the command named it (never made absolute: transcripts must not depend on the machine).
    public var file: String
    public var line: Int?
    public var column: Int?
    public var keyPath: String?
    public var problem: Problem
    /// What to do about it; every hint says that nothing was loaded.
    public var hint: String

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, problem: Problem,
                hint: String = "nothing from the file was loaded; fix it and load it again") {
        self.hint = hint
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.problem = problem
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, message: String,
                hint: String = "nothing from the file was loaded; fix it and load it again") {
        self.init(file: file, line: line, column: column, keyPath: keyPath, problem: .malformed(message), hint: hint)
    }

    /// The reader's words; nil for a refusal, which the command layer words.
    public var message: String? {
        if case .malformed(let text) = problem { return text }
        return nil
    }

    /// `Products.plist:9: [0].isApplication: ` followed by `words`: where the problem is, then what.
    public func located(_ words: String) -> String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        text += ": "
        if let keyPath, !keyPath.isEmpty { text += "\(keyPath): " }
        return text + words
    }

    /// `Products.plist:9: [0].isApplication: expected <true/> or <false/>, found <string>`; nil
    /// for a refusal (the command layer's `CatalogFileError+Text` locates its words the same way).
    public var description: String? { message.map(located) }
}
