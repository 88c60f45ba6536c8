import CLibCurl
import StoreKitSim

/// Posts `{"signedPayload": "…"}` to the developer's server through libcurl, opened on first use.
///
/// The App Store follows no redirect and counts HTTP 200-206 as success
/// ("Responding to App Store Server Notifications"). Each attempt is bounded: the connection by
/// `connectTimeoutMilliseconds`, the whole exchange by `timeoutMilliseconds`, so a server that
/// never answers costs at most that per attempt and the session goes on.
public enum HTTPNotificationPoster {
    /// The most one attempt may take. Apple states no limit and answers from its forums suggest
    /// "a few seconds at most" (UNCONFIRMED).
    public static let timeoutMilliseconds = 5_000
    public static let connectTimeoutMilliseconds = 3_000

    /// Opens libcurl if no call has yet.
    public static func load() throws(NotificationDeliveryError) {
        var error = [CChar](repeating: 0, count: 512)
        guard skcurl_load(&error, error.count) == 0 else {
            throw .libraryUnavailable(error.withUnsafeBytes { NotificationURL.string($0) })
        }
    }

    /// One attempt at `date` (virtual time): its result in Apple's words.
    public static func post(_ body: String, to url: NotificationURL, at date: VirtualInstant) -> SendAttempt {
        do { try load() } catch {
            return SendAttempt(date: date, result: .other, detail: "libcurl could not be loaded")
        }
        var result = skcurl_result()
        var bytes = Array(body.utf8)
        bytes.append(0)
        let code = url.text.withCString { urlText in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    skcurl_post_json(urlText, $0, buffer.count - 1, timeoutMilliseconds, connectTimeoutMilliseconds, &result)
                }
            }
        }
        let detail = withUnsafeBytes(of: result.message) { NotificationURL.string($0) }
        guard code == 0 else {
            return SendAttempt(date: date, result: SendAttemptResult.transportFailure(curlCode: code), detail: detail)
        }
        let status = Int(result.status)
        return SendAttempt(date: date, result: .answer(status), httpStatus: status)
    }
}
