/// How many notifications of a world are being posted right now, its state lock released while
/// the webhook answers. Read and written only under that lock (`ServedWorld`).
final class DeliveryCount: @unchecked Sendable {
    var inFlight = 0
}
