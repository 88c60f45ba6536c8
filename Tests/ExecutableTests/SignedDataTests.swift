import Foundation
import Testing

/// StoreKit 2's signed data checked from outside, as a server would: each JWS the binary prints
/// verifies with the openssl command line (strict X.509 checks) against the root certificate `signing root` prints, and
/// its payload has the field names and JSON types the App Store Server API documents
/// ("JWSTransactionDecodedPayload", "JWSRenewalInfoDecodedPayload", "AppTransaction").
@Suite struct SignedDataTests {
    /// A session that signs a purchase with an appAccountToken, a subscription and its renewal,
    /// a refunded transaction, the renewal info and the app transaction, then prints the root.
    static let session = """
        dialogs off
        products com.example.premium com.example.pro.monthly
        purchase com.example.premium --app-account-token 45812C9B-C296-43D3-B6A0-C5A02F74BF6E
        purchase com.example.pro.monthly
        clock advance 31d
        refund t1
        transaction jws t1
        transaction jws t3
        subscription status pro --jws
        app-transaction --jws
        signing root

        """

    enum Kind: String, Decodable, Equatable { case string, number, bool }

    /// Each documented field's JSON type.
    static let transactionFields: [String: Kind] = [
        "transactionId": .string, "originalTransactionId": .string, "webOrderLineItemId": .string, "bundleId": .string,
        "productId": .string, "subscriptionGroupIdentifier": .string, "purchaseDate": .number, "originalPurchaseDate": .number,
        "expiresDate": .number, "quantity": .number, "type": .string, "appAccountToken": .string, "inAppOwnershipType": .string,
        "signedDate": .number, "revocationReason": .number, "revocationDate": .number, "isUpgraded": .bool, "environment": .string,
        "transactionReason": .string, "storefront": .string, "storefrontId": .string, "price": .number, "currency": .string,
        "offerType": .number, "offerIdentifier": .string, "offerDiscountType": .string, "offerPeriod": .string, "appTransactionId": .string,
        "deviceVerification": .string, "deviceVerificationNonce": .string, "revocationType": .string, "revocationPercentage": .number,
        "billingPlanType": .string,
    ]
    static let renewalFields: [String: Kind] = [
        "expirationIntent": .number, "originalTransactionId": .string, "autoRenewProductId": .string, "productId": .string,
        "autoRenewStatus": .number, "isInBillingRetryPeriod": .bool, "priceIncreaseStatus": .number, "gracePeriodExpiresDate": .number,
        "signedDate": .number, "environment": .string, "recentSubscriptionStartDate": .number, "renewalDate": .number,
        "currency": .string, "renewalPrice": .number, "offerType": .number, "offerIdentifier": .string, "offerDiscountType": .string,
        "offerPeriod": .string, "appAccountToken": .string, "appTransactionId": .string,
        "deviceVerification": .string, "deviceVerificationNonce": .string, "renewalBillingPlanType": .string,
    ]
    static let appTransactionFields: [String: Kind] = [
        "receiptType": .string, "appAppleId": .number, "bundleId": .string, "applicationVersion": .string, "requestDate": .number,
        "versionExternalIdentifier": .number, "receiptCreationDate": .number, "originalPurchaseDate": .number,
        "originalApplicationVersion": .string, "deviceVerification": .string, "deviceVerificationNonce": .string,
        "preorderDate": .number, "appTransactionId": .string, "originalPlatform": .string,
    ]

    @Test func everyPrintedJWSVerifiesWithOpenSSLAgainstTheRoot() throws {
        let output = try run(Self.session)
        let tokens = output.jws
        #expect(tokens.count == 5)
        for token in tokens {
            let result = try verify(token, root: output.rootPEM)
            #expect(result.chain.hasSuffix("OK\n"), "chain: \(result.chain)")
            #expect(result.signature == "Verified OK\n", "signature: \(result.signature)")
        }
    }

    @Test func payloadsHaveTheAppStoreServerAPIFieldNamesAndTypes() throws {
        let output = try run(Self.session)
        #expect(output.jws.count == 5 && output.payloads.count == 5)
        for (token, printed) in zip(output.jws, output.payloads) {
            // The printed decoded payload is the token's payload.
            #expect(String(decoding: try base64URL(token.split(separator: ".")[1]), as: UTF8.self) == printed)
        }
        let payloads = try output.payloads.map(types)
        let refunded = payloads[0], renewal = payloads[1], renewalInfo = payloads[3], app = payloads[4]
        for (payload, fields) in [(refunded, Self.transactionFields), (renewal, Self.transactionFields), (payloads[2], Self.transactionFields),
                                  (renewalInfo, Self.renewalFields), (app, Self.appTransactionFields)] {
            for (name, kind) in payload { #expect(fields[name] == kind, "\(name) is \(kind)") }
        }
        // The fields each kind of transaction must carry.
        for name in ["transactionId", "originalTransactionId", "bundleId", "productId", "purchaseDate", "originalPurchaseDate", "quantity",
                     "type", "inAppOwnershipType", "signedDate", "environment", "transactionReason", "storefront", "storefrontId", "price",
                         "currency"] {
            #expect(refunded[name] != nil && renewal[name] != nil, "\(name) missing")
        }
        for name in ["appAccountToken", "revocationDate", "revocationReason"] { #expect(refunded[name] != nil, "\(name) missing") }
        for name in ["expiresDate", "webOrderLineItemId", "subscriptionGroupIdentifier"] { #expect(renewal[name] != nil, "\(name) missing") }
        for name in ["originalTransactionId", "autoRenewProductId", "productId", "autoRenewStatus", "signedDate", "environment", "renewalDate"] {
            #expect(renewalInfo[name] != nil, "\(name) missing")
        }
        #expect(Set(app.keys).isSuperset(of: ["receiptType", "bundleId", "applicationVersion", "originalPurchaseDate",
            "appTransactionId"]))
        // Xcode signs no app Apple ID (AppTransaction.appID: nil in the sandbox and xcode environments),
        // as Apple's Xcode-signed sample app transaction has none.
        #expect(app["appAppleId"] == nil && app["versionExternalIdentifier"] == nil)
        #expect(output.payloads[0].contains("\"environment\":\"Xcode\""))
        #expect(output.payloads[1].contains("\"transactionReason\":\"RENEWAL\""))
    }

    @Test func aSimulatedInvalidSignatureFailsOpenSSLVerification() throws {
        let output = try run(Self.session.replacingOccurrences(of: "transaction jws t1\n",
            with: "simulate-error verification invalidSignature\ntransaction jws t1\n"))
        let result = try verify(output.jws[0], root: output.rootPEM)
        #expect(result.chain.hasSuffix("OK\n"))
        #expect(result.signature.contains("Verification failure"))
    }

    /// The chain as the App Store's: key identifiers on leaf and intermediate, Apple's marker
    /// extensions (leaf 1.2.840.113635.100.6.11.1, intermediate 1.2.840.113635.100.6.2.1), a CA
    /// that signs only certificates, and validity to the virtual clock's last instant.
    @Test func theChainCarriesTheAppStoreExtensionsAndOutlastsTheClock() throws {
        let output = try run(Self.session)
        let token = try #require(output.jws.first)
        let header = try JSONDecoder().decode(Header.self, from: try base64URL(token.split(separator: ".")[0]))
        try #require(header.x5c.count == 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skchain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var texts: [String] = []
        for (index, certificate) in header.x5c.enumerated() {
            let file = folder.appendingPathComponent("\(index).der")
            try #require(Data(base64Encoded: certificate)).write(to: file)
            texts.append(try openssl(["x509", "-inform", "DER", "-in", file.path, "-noout", "-text"]))
        }
        let leaf = texts[0], intermediate = texts[1], root = texts[2]
        #expect(leaf.contains("1.2.840.113635.100.6.11.1") && !leaf.contains("1.2.840.113635.100.6.2.1"))
        #expect(intermediate.contains("1.2.840.113635.100.6.2.1") && !intermediate.contains("1.2.840.113635.100.6.11.1"))
        for text in [leaf, intermediate] {
            #expect(text.contains("X509v3 Authority Key Identifier") && text.contains("X509v3 Subject Key Identifier"))
        }
        #expect(leaf.contains("CA:FALSE") && leaf.contains("Digital Signature") && !leaf.contains("Certificate Sign"))
        #expect(intermediate.contains("CA:TRUE, pathlen:0") && intermediate.contains("Certificate Sign, CRL Sign"))
        #expect(root.contains("CA:TRUE") && root.contains("X509v3 Subject Key Identifier"))
        for text in texts { #expect(text.contains("Not After : Dec 31 23:59:59 9999 GMT"), "\(text)") }
    }

    /// The keys come from the seed: a root written to a file by one run verifies the JWS of a
    /// later run, strict checks included.
    @Test func aRootSavedOnceVerifiesALaterRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skroot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("root.pem").path
        let first = try BinaryRunner.run(stdin: Data("signing root \(file)\n".utf8))
        #expect(first.status == 0 && first.stdout.hasPrefix("wrote \(file) (PEM, "), "\(first.stdout)\(first.stderr)")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        let later = try run(Self.session)
        for token in later.jws {
            let result = try verify(token, root: saved)
            #expect(result.chain.hasSuffix("OK\n"), "chain: \(result.chain)")
            #expect(result.signature == "Verified OK\n")
        }
    }

    // MARK: Helpers

    struct Output {
        var jws: [String] = []
        var payloads: [String] = []
        var rootPEM = ""
    }

    func run(_ input: String) throws -> Output {
        let result = try BinaryRunner.run(stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        var output = Output()
        var inPEM = false
        for line in result.stdout.split(separator: "\n").map(String.init) {
            if line.hasPrefix("jws ") { output.jws.append(String(line.dropFirst(4))) }
            if line.hasPrefix("payload ") { output.payloads.append(String(line.dropFirst(8))) }
            if line == "-----BEGIN CERTIFICATE-----" { inPEM = true }
            if inPEM { output.rootPEM += line + "\n" }
            if line == "-----END CERTIFICATE-----" { inPEM = false }
        }
        return output
    }

    /// `openssl verify` of the x5c chain and `openssl dgst -sha256 -verify` of the signature,
    /// converted from JWS's raw r||s to DER.
    func verify(_ token: String, root: String) throws -> (chain: String, signature: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        try #require(parts.count == 3)
        let header = try JSONDecoder().decode(Header.self, from: try base64URL(parts[0]))
        #expect(header.alg == "ES256")
        try #require(header.x5c.count == 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skjws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
        try Data(root.utf8).write(to: URL(fileURLWithPath: file("root.pem")))
        for (index, name) in ["leaf", "intermediate", "root-x5c"].enumerated() {
            try #require(Data(base64Encoded: header.x5c[index])).write(to: URL(fileURLWithPath: file("\(name).der")))
            _ = try openssl(["x509", "-inform", "DER", "-in", file("\(name).der"), "-out", file("\(name).pem")])
        }
        let chain = try openssl(["verify", "-x509_strict", "-CAfile", file("root.pem"), "-untrusted", file("intermediate.pem"), file("leaf.pem")])
        _ = try openssl(["x509", "-in", file("leaf.pem"), "-pubkey", "-noout", "-out", file("leaf-key.pem")])
        try Data((parts[0] + "." + parts[1]).utf8).write(to: URL(fileURLWithPath: file("signed")))
        let raw = try base64URL(parts[2])
        try #require(raw.count == 64)
        try Data(derSignature(Array(raw))).write(to: URL(fileURLWithPath: file("signature.der")))
        let signature = try openssl(["dgst", "-sha256", "-verify", file("leaf-key.pem"), "-signature", file("signature.der"), file("signed")])
        return (chain, signature)
    }

    struct Header: Decodable {
        var alg: String
        var x5c: [String]
    }

    /// ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } (RFC 3279) from 32-byte r and s.
    func derSignature(_ raw: [UInt8]) -> [UInt8] {
        func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            var value = Array(bytes.drop { $0 == 0 })
            if value.isEmpty { value = [0] }
            if value[0] & 0x80 != 0 { value.insert(0, at: 0) }
            return [0x02, UInt8(value.count)] + value
        }
        let body = integer(raw[0..<32]) + integer(raw[32..<64])
        return [0x30, UInt8(body.count)] + body
    }

    func base64URL(_ text: Substring) throws -> Data {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return try #require(Data(base64Encoded: base64))
    }

    /// Each top-level field's JSON type.
    func types(_ json: String) throws -> [String: Kind] {
        try JSONDecoder().decode([String: TypedValue].self, from: Data(json.utf8)).mapValues(\.kind)
    }

    struct TypedValue: Decodable {
        var kind: Kind
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if (try? container.decode(String.self)) != nil { kind = .string }
            else if (try? container.decode(Bool.self)) != nil { kind = .bool }
            else if (try? container.decode(Int64.self)) != nil { kind = .number }
            else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a string, bool or integer") }
        }
    }

    /// Runs the openssl command line; returns stdout and stderr together.
    func openssl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
