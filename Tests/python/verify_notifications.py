"""Verifies the notifications storekit-sim posted, with Apple's App Store Server Library.

Reads the receiver's log (one JSON line per POST, the body {"signedPayload": "..."}), verifies
each signedPayload with SignedDataVerifier.verify_and_decode_notification in SANDBOX mode against
the tool's root (DER; online checks off, so the chain is checked strictly at signedDate), then the
embedded signedTransactionInfo and signedRenewalInfo the same way, and prints one JSON line per
notification with what a handler reads. A notification that does not verify prints {"error": ...}.
"""
import json
import sys

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier


def main():
    root_path, log_path, bundle_id, app_apple_id = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    with open(root_path, "rb") as root:
        verifier = SignedDataVerifier([root.read()], False, Environment.SANDBOX, bundle_id, app_apple_id)
    with open(log_path, encoding="utf-8") as log:
        requests = [json.loads(line) for line in log if line.strip()]
    for request in requests:
        try:
            signed = json.loads(request["body"])["signedPayload"]
            decoded = verifier.verify_and_decode_notification(signed)
            out = {
                "notificationType": decoded.rawNotificationType,
                "knownType": decoded.notificationType is not None,
                "subtype": decoded.rawSubtype,
                "knownSubtype": decoded.rawSubtype is None or decoded.subtype is not None,
                "notificationUUID": decoded.notificationUUID,
                "version": decoded.version,
                "signedDate": decoded.signedDate,
            }
            data = decoded.data
            if data is not None:
                out["environment"] = data.rawEnvironment
                out["bundleId"] = data.bundleId
                out["appAppleId"] = data.appAppleId
                out["bundleVersion"] = data.bundleVersion
                out["status"] = data.rawStatus
                out["consumptionRequestReason"] = data.rawConsumptionRequestReason
                if data.signedTransactionInfo:
                    transaction = verifier.verify_and_decode_signed_transaction(data.signedTransactionInfo)
                    out["transaction"] = {"transactionId": transaction.transactionId, "originalTransactionId": transaction.originalTransactionId,
                                          "productId": transaction.productId, "environment": transaction.rawEnvironment,
                                          "revocationDate": transaction.revocationDate, "inAppOwnershipType": transaction.rawInAppOwnershipType}
                if data.signedRenewalInfo:
                    renewal = verifier.verify_and_decode_renewal_info(data.signedRenewalInfo)
                    out["renewal"] = {"productId": renewal.productId, "autoRenewProductId": renewal.autoRenewProductId,
                                      "autoRenewStatus": renewal.rawAutoRenewStatus, "expirationIntent": renewal.rawExpirationIntent,
                                      "environment": renewal.rawEnvironment, "priceIncreaseStatus": renewal.rawPriceIncreaseStatus}
            if decoded.externalPurchaseToken is not None:
                token = decoded.externalPurchaseToken
                out["externalPurchaseToken"] = {"externalPurchaseId": token.externalPurchaseId, "tokenCreationDate": token.tokenCreationDate,
                                                "bundleId": token.bundleId, "appAppleId": token.appAppleId}
            print(json.dumps(out, sort_keys=True))
        except Exception as error:  # one line per notification, verified or not
            print(json.dumps({"error": f"{type(error).__name__}: {error}"}))


if __name__ == "__main__":
    main()
