/// Answers of the App Store Server API's most polled read (Get Transaction Info), by transaction
/// id, kept until the world may have changed.
///
/// A backend polls the same transactions, and the answer is the world's state at the moment:
/// building the transaction's payload text to find its JWS in the signature cache cost more than
/// the rest of the request (docs/serve.md "Speed"). So the answer itself is kept, and every
/// answer is forgotten whenever anything could have changed what it reports: a command ran or let
/// other requests in while it delivered a notification, or an API request other than a GET was
/// answered. Used only under the lock that serializes the world's requests.
public final class AnswerCache {
    private var answers: [String: HTTPResponse] = [:]
    /// Answers kept at most; all are dropped when one more comes.
    static let limit = 4096

    public init() {}

    func answer(_ key: String) -> HTTPResponse? { answers[key] }

    func keep(_ answer: HTTPResponse, for key: String) {
        if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
    }

    /// Forgets every answer: the world may have changed.
    public func forget() {
        if !answers.isEmpty { answers.removeAll(keepingCapacity: true) }
    }
}
