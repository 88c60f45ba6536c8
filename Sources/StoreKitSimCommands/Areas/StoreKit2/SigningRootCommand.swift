import StoreKitSim

/// `signing root [FILE] [--der]`: the local test root certificate the signed data chains to,
/// printed as PEM or written to a file.
public struct SigningRootCommand: TypedCommand {
    /// Where to write the certificate; nil prints it.
    public var file: String?
    /// DER instead of PEM; needs a file.
    public var der = false

    public init() {}
    public init(file: String?, der: Bool = false) {
        self.file = file
        self.der = der
    }

    public static let declaration = CommandDeclaration(
        "signing root", area: .storeKit2, summary: "print or write the local test root certificate (PEM, or DER with --der)",
        discussion: """
            StoreKit 2's signed data (transactions, renewal info, the app transaction) carries three certificates in its x5c \
            header, as the App Store's does: a leaf, an intermediate, and this root, which the tool makes for the world from its \
            signing seed as Xcode makes its local StoreKit testing certificate. Leaf and intermediate carry subject and \
            authority key identifiers and Apple's marker extensions (1.2.840.113635.100.6.11.1 on the leaf, \
            1.2.840.113635.100.6.2.1 on the intermediate), so the chain passes OpenSSL's strict checks ('openssl verify \
            -x509_strict'); every certificate is valid from 2025 to the virtual clock's last instant (9999-12-31). The keys are \
            the same on every run, so a root saved once verifies the JWS of every later run with the same seed; the \
            certificate's signature bytes differ. With FILE the certificate is written atomically; --der writes DER, the form \
            the App Store Server Library's SignedDataVerifier takes (root_certificates) in Environment.SANDBOX mode ('signing \
            environment sandbox').
            """,
        examples: ["signing root", "signing root root.pem", "signing root --der root.cer"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file, help: "write the certificate here instead of printing it"),
        .flag("der", \.der, help: """
            DER instead of PEM (needs FILE): what the App Store Server Library's SignedDataVerifier takes as a root certificate
            """),
    ]

    public func run(in session: Session) throws {
        guard file != nil || !der else {
            throw CommandError(code: "binary-output", message: "a DER certificate is binary and is not printed",
                               hint: "give a file: 'signing root --der root.cer', or print PEM with 'signing root'",
                               argument: Self.name(of: \.der))
        }
        let bytes: [UInt8]
        do {
            let signer = try session.signer()
            bytes = der ? try signer.rootDER() : Array(try signer.rootPEM().utf8)
        } catch let error as CommandError { throw error } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not write the root certificate (\(error))")
        }
        guard let path = file else {
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") { session.emit(String(line)) }
            return
        }
        let resolved = try session.confinedPath(path)
        do throws(SystemError) {
            try session.replaceFile(resolved, with: bytes)
        } catch {
            throw CommandError(code: "root-write", message: "cannot write the root certificate to '\(path)': \(error.reason)",
                               hint: "check that the folder exists and can be written", argument: Self.name(of: \.file))
        }
        session.wroteFile(path)
        session.emit("wrote \(path) (\(der ? "DER" : "PEM"), \(bytes.count) bytes)", style: .success)
    }
}
