/// `sendAttemptResult`: the success or error the App Store records for each attempt to send a
/// notification (App Store Server API, "sendAttemptResult"), as Get Notification History and
/// Get Test Notification Status report it.
public enum SendAttemptResult: String, Sendable, Hashable, CaseIterable {
    case success = "SUCCESS"
    case timedOut = "TIMED_OUT"
    case tlsIssue = "TLS_ISSUE"
    case circularRedirect = "CIRCULAR_REDIRECT"
    case noResponse = "NO_RESPONSE"
    case socketIssue = "SOCKET_ISSUE"
    case unsupportedCharset = "UNSUPPORTED_CHARSET"
    case invalidResponse = "INVALID_RESPONSE"
    case prematureClose = "PREMATURE_CLOSE"
    case unsuccessfulHTTPResponseCode = "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
    case other = "OTHER"

    /// The result of an HTTP answer: 200-206 is success, every other code is not
    /// ("Responding to App Store Server Notifications").
    public static func answer(_ status: Int) -> SendAttemptResult {
        (200...206).contains(status) ? .success : .unsuccessfulHTTPResponseCode
    }

    /// The result of a libcurl failure (its CURLcode), in Apple's words. Apple does not say which
    /// network failure gets which word (UNCONFIRMED): a refused or unresolved connection or an
    /// empty answer is NO_RESPONSE, a timeout TIMED_OUT, a TLS failure TLS_ISSUE.
    public static func transportFailure(curlCode: Int32) -> SendAttemptResult {
        switch curlCode {
        case 28: return .timedOut                                  // CURLE_OPERATION_TIMEDOUT
        case 5, 6, 7, 52: return .noResponse                       // proxy/host unresolved, could not connect, got nothing
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: return .tlsIssue
        case 47: return .circularRedirect                          // CURLE_TOO_MANY_REDIRECTS
        case 55, 56: return .socketIssue                           // send or receive error
        case 18: return .prematureClose                            // CURLE_PARTIAL_FILE
        case 8, 1: return .invalidResponse                         // weird server reply, unsupported protocol
        case 61: return .unsupportedCharset                        // CURLE_BAD_CONTENT_ENCODING
        default: return .other
        }
    }
}
