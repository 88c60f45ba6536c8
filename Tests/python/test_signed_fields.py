"""What a backend reads from signed data, decoded by Apple's App Store Server Library (issue 43).

Every JWS here is verified by Apple's SignedDataVerifier in Environment.SANDBOX with the tool's
root ('signing root --der') as its only trusted root, online checks off, so the chain is checked
strictly; then the decoded model's fields are asserted as Apple's pages define them:
- "subscriptionGroupIdentifier": the group's identifier (a .storekit group's `id`), never its name;
- "revocationType" REFUND_FULL / REFUND_PRORATED / FAMILY_REVOKE and "revocationPercentage" in
  milliunits (40% is 40000), none for a Family Sharing revocation;
- REVOKE once per in-app purchase;
- DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED after a refund request;
- "renewalDate" on an expired subscription's renewal info, "eligibleWinBackOfferIds" best first;
- no deviceVerification in what the server receives; the device's renewal info carries it;
- a consumable's offer code: offerType 3, offerIdentifier, offerDiscountType ONE_TIME, no offerPeriod.
"""
import base64
import json
import pathlib
import subprocess

import pytest
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.NotificationTypeV2 import NotificationTypeV2
from appstoreserverlibrary.models.OfferDiscountType import OfferDiscountType
from appstoreserverlibrary.models.RevocationType import RevocationType
from appstoreserverlibrary.models.Subtype import Subtype
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

BUNDLE_ID = "com.example.storekitsim"
CATALOGS = pathlib.Path(__file__).resolve().parents[2] / "scenarios" / "catalogs"


def run(binary, folder, commands):
    """Runs the commands in a sandbox-signing session; returns (verifier, stdout, notifications)."""
    root, log = folder / "root.cer", folder / "notifications.jsonl"
    script = ["signing environment sandbox", f"signing root --der {root}", f"notifications file {log}", "dialogs off"] + commands
    result = subprocess.run([binary], input="\n".join(script) + "\n", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    verifier = SignedDataVerifier([root.read_bytes()], False, Environment.SANDBOX, BUNDLE_ID)
    posted = [json.loads(line)["signedPayload"] for line in log.read_text().splitlines() if line.strip()]
    return verifier, result.stdout, [verifier.verify_and_decode_notification(jws) for jws in posted]


def raw_payload(jws):
    part = jws.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def ms(day):
    import datetime
    return int(datetime.datetime.fromisoformat(f"{day}T00:00:00+00:00").timestamp() * 1000)


@pytest.fixture(scope="module")
def lifecycle(storekit_sim_binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("signed-fields")
    return run(storekit_sim_binary, folder, [
        "buy com.example.gems",                                    # t1, refunded 40%
        "refund t1 --percentage 40",
        "buy com.example.premium",                                 # t2, refunded whole
        "refund t2",
        "product set com.example.pro.yearly --family-shareable on",
        "family purchase com.example.pro.yearly",                  # t3, shared
        "offer add com.example.pro.monthly freemonth --type winBack --mode freeTrial --period P1M",
        "offer add com.example.pro.monthly comeback --type winBack --mode payUpFront --period P1M --periods 2 --price 1.99",
        "buy com.example.pro.monthly",                             # t4
        "transaction refund-request t4",
        "clock advance 40d",                                       # expires 2026-02-01 (auto-renew off)
        "family stop-sharing",
        "subscription status com.example.pro.monthly --jws",
    ])


def notifications_of(notifications, kind):
    return [n for n in notifications if n.notificationType == kind]


def test_partial_and_full_refunds_sign_revocation_type_and_percentage(lifecycle):
    verifier, _, notifications = lifecycle
    refunds = [verifier.verify_and_decode_signed_transaction(n.data.signedTransactionInfo)
               for n in notifications_of(notifications, NotificationTypeV2.REFUND)]
    by_id = {t.transactionId: t for t in refunds}
    assert set(by_id) == {"1", "2"}
    assert by_id["1"].revocationType == RevocationType.REFUND_PRORATED
    assert by_id["1"].revocationPercentage == 40000
    assert by_id["2"].revocationType == RevocationType.REFUND_FULL
    assert by_id["2"].revocationPercentage == 100000


def test_family_revocation_is_one_revoke_per_purchase_with_family_revoke(lifecycle):
    verifier, _, notifications = lifecycle
    revokes = notifications_of(notifications, NotificationTypeV2.REVOKE)
    assert len(revokes) == 1
    transaction = verifier.verify_and_decode_signed_transaction(revokes[0].data.signedTransactionInfo)
    assert transaction.transactionId == "3"
    assert transaction.revocationType == RevocationType.FAMILY_REVOKE
    assert transaction.rawRevocationReason == 0
    assert transaction.revocationPercentage is None


def test_subscription_transactions_carry_the_group_identifier_and_no_device_fields(lifecycle):
    verifier, _, notifications = lifecycle
    subscribed = notifications_of(notifications, NotificationTypeV2.SUBSCRIBED)
    transactions = [verifier.verify_and_decode_signed_transaction(n.data.signedTransactionInfo) for n in subscribed]
    assert [t.productId for t in transactions] == ["com.example.pro.yearly", "com.example.pro.monthly"]
    transaction = transactions[1]
    # The built-in group 'pro' has no id of its own: eight hex digits derived from the name.
    assert transaction.subscriptionGroupIdentifier == "507AC158"
    for notification in notifications:
        for signed in (notification.data.signedTransactionInfo, notification.data.signedRenewalInfo):
            if signed:
                assert "deviceVerification" not in raw_payload(signed)
                assert "deviceVerificationNonce" not in raw_payload(signed)


def test_a_refund_request_turns_auto_renew_off(lifecycle):
    verifier, _, notifications = lifecycle
    kinds = [(n.notificationType, n.subtype) for n in notifications]
    at = kinds.index((NotificationTypeV2.CONSUMPTION_REQUEST, None))
    assert kinds[at + 1] == (NotificationTypeV2.DID_CHANGE_RENEWAL_STATUS, Subtype.AUTO_RENEW_DISABLED)
    renewal = verifier.verify_and_decode_renewal_info(notifications[at + 1].data.signedRenewalInfo)
    assert renewal.rawAutoRenewStatus == 0


def test_expired_renewal_info_has_renewal_date_and_win_back_offers_best_first(lifecycle):
    verifier, _, notifications = lifecycle
    expired = notifications_of(notifications, NotificationTypeV2.EXPIRED)
    assert [n.subtype for n in expired] == [Subtype.VOLUNTARY]
    renewal = verifier.verify_and_decode_renewal_info(expired[0].data.signedRenewalInfo)
    transaction = verifier.verify_and_decode_signed_transaction(expired[0].data.signedTransactionInfo)
    # "renewalDate": the expiration date of the most recent purchase, present though expired.
    assert renewal.renewalDate == transaction.expiresDate == ms("2026-02-01")
    # comeback (two months for 1.99) saves more than freemonth (one free month).
    assert renewal.eligibleWinBackOfferIds == ["comeback", "freemonth"]
    subscribed = notifications_of(notifications, NotificationTypeV2.SUBSCRIBED)
    active = verifier.verify_and_decode_renewal_info(subscribed[1].data.signedRenewalInfo)
    assert active.eligibleWinBackOfferIds is None


def test_the_devices_renewal_info_carries_device_verification(lifecycle):
    verifier, stdout, _ = lifecycle
    tokens = [line[4:] for line in stdout.splitlines() if line.startswith("jws ")]
    # subscription status --jws: per Status (the account's monthly, the family's shared yearly),
    # its transaction then its renewal info.
    assert len(tokens) == 4
    renewals = [verifier.verify_and_decode_renewal_info(token) for token in tokens[1::2]]
    assert [r.originalTransactionId for r in renewals] == ["4", "3"]
    renewal = renewals[0]
    assert renewal.renewalDate == ms("2026-02-01")
    assert renewal.eligibleWinBackOfferIds == ["comeback", "freemonth"]
    payload = raw_payload(tokens[1])
    assert payload["deviceVerificationNonce"] == "00000000-0000-4000-8000-000000000004"
    assert len(base64.b64decode(payload["deviceVerification"])) == 48


def test_a_storekit_file_groups_id_is_the_subscription_group_identifier(storekit_sim_binary, tmp_path):
    verifier, stdout, notifications = run(storekit_sim_binary, tmp_path, [
        f"catalog load {CATALOGS / 'Example.storekit'}",
        "dialogs off",  # the file's settings turned dialogs back on
        "buy com.example.sim.premium.monthly",
        "transaction jws t1",
    ])
    device = verifier.verify_and_decode_signed_transaction([l[4:] for l in stdout.splitlines() if l.startswith("jws ")][0])
    server = verifier.verify_and_decode_signed_transaction(notifications[0].data.signedTransactionInfo)
    assert device.subscriptionGroupIdentifier == server.subscriptionGroupIdentifier == "G0000001"


def test_a_consumables_offer_code_signs_offer_type_3_and_one_time(storekit_sim_binary, tmp_path):
    verifier, stdout, notifications = run(storekit_sim_binary, tmp_path, [
        "offer add com.example.gems GEMS50 --type code --mode oneTime --price 0.49",
        "redeem GEMS50",
        "transaction jws t1",
    ])
    assert [n.notificationType for n in notifications] == [NotificationTypeV2.ONE_TIME_CHARGE]
    server = verifier.verify_and_decode_signed_transaction(notifications[0].data.signedTransactionInfo)
    device = verifier.verify_and_decode_signed_transaction([l[4:] for l in stdout.splitlines() if l.startswith("jws ")][0])
    for transaction in (server, device):
        assert transaction.rawType == "Consumable"
        assert transaction.rawOfferType == 3
        assert transaction.offerIdentifier == "GEMS50"
        assert transaction.rawOfferDiscountType == "ONE_TIME"
        assert transaction.offerDiscountType == OfferDiscountType.ONE_TIME  # a value Apple's library knows
        assert transaction.offerPeriod is None
        assert transaction.price == 490
        assert transaction.currency == "USD"


def test_rescind_consent_carries_app_data_with_the_app_transaction(storekit_sim_binary, tmp_path):
    verifier, _, notifications = run(storekit_sim_binary, tmp_path, ["consent rescind"])
    assert [n.notificationType for n in notifications] == [NotificationTypeV2.RESCIND_CONSENT]
    notification = notifications[0]
    assert notification.data is None
    assert notification.appData.bundleId == BUNDLE_ID
    assert notification.appData.rawEnvironment == "Sandbox"
    app = verifier.verify_and_decode_app_transaction(notification.appData.signedAppTransactionInfo)
    assert app.bundleId == BUNDLE_ID
    assert app.appTransactionId == "1"
    # Signed for the server: the device's verification fields are not in it.
    assert "deviceVerification" not in raw_payload(notification.appData.signedAppTransactionInfo)


def renewal_infos(verifier, notifications, kind, subtype=None):
    """The decoded signedRenewalInfo of each notification of `kind` (and `subtype`), in order."""
    return [verifier.verify_and_decode_renewal_info(n.data.signedRenewalInfo) for n in notifications
            if n.notificationType == kind and (subtype is None or n.subtype == subtype)]


def test_a_forced_renewal_removes_a_pending_increase_and_leaves_billing_retry(storekit_sim_binary, tmp_path):
    # SKTestSession.forceRenewalOfSubscription(productIdentifier:): "Removes a pending price
    # increase, setting it to … noIncreasePending"; "doesn't change the billing retry state".
    verifier, stdout, notifications = run(storekit_sim_binary, tmp_path, [
        "buy com.example.pro.monthly",                                  # t1
        "clock advance 10d",
        "price-increase request com.example.pro.monthly --price 9.99",  # consent asked
        "subscription renew com.example.pro.monthly",                   # t2
        "billing-issue on",
        "clock advance 31d",                                            # the renewal fails
        "subscription renew com.example.pro.monthly",                   # stays in billing retry
        "subscription status pro --jws",
    ])
    pending, = renewal_infos(verifier, notifications, NotificationTypeV2.PRICE_INCREASE, Subtype.PENDING)
    assert pending.priceIncreaseStatus == 0
    renewed, = renewal_infos(verifier, notifications, NotificationTypeV2.DID_RENEW)
    assert renewed.priceIncreaseStatus is None  # noIncreasePending: the field is left out
    assert renewed.renewalPrice == 2990
    renewal = [n for n in notifications if n.notificationType == NotificationTypeV2.DID_RENEW][0]
    transaction = verifier.verify_and_decode_signed_transaction(renewal.data.signedTransactionInfo)
    assert (transaction.transactionId, transaction.price) == ("2", 2990)
    kinds = [n.notificationType for n in notifications]
    assert kinds[-1] == NotificationTypeV2.DID_FAIL_TO_RENEW  # the second forced renewal sent nothing
    tokens = [line[4:] for line in stdout.splitlines() if line.startswith("jws ")]
    latest = verifier.verify_and_decode_signed_transaction(tokens[0])
    info = verifier.verify_and_decode_renewal_info(tokens[1])
    assert latest.transactionId == "2"
    assert info.isInBillingRetryPeriod is True
    assert info.rawAutoRenewStatus == 1


def test_expiry_or_auto_renew_off_removes_a_pending_increase(storekit_sim_binary, tmp_path):
    # SKTestSession.requestPriceIncreaseConsentForTransaction(identifier:): "The system removes the
    # pending price increase status when … the subscription expires, or the user cancels the
    # subscription and auto-renew is disabled."
    verifier, _, notifications = run(storekit_sim_binary, tmp_path, [
        "buy com.example.pro.monthly",
        "price-increase request com.example.pro.monthly",
        "auto-renew com.example.pro.monthly off",
        "auto-renew com.example.pro.monthly on",
        "clock advance 31d",                                # renews: nothing was pending
        "price-increase request com.example.pro.monthly",
        "clock advance 28d",                                # no answer: expires
    ])
    pending = renewal_infos(verifier, notifications, NotificationTypeV2.PRICE_INCREASE, Subtype.PENDING)
    assert [r.priceIncreaseStatus for r in pending] == [0, 0]
    disabled, = renewal_infos(verifier, notifications, NotificationTypeV2.DID_CHANGE_RENEWAL_STATUS, Subtype.AUTO_RENEW_DISABLED)
    assert disabled.rawAutoRenewStatus == 0
    assert disabled.priceIncreaseStatus is None
    assert len(renewal_infos(verifier, notifications, NotificationTypeV2.DID_RENEW)) == 1
    expired, = renewal_infos(verifier, notifications, NotificationTypeV2.EXPIRED, Subtype.PRICE_INCREASE)
    assert expired.rawExpirationIntent == 3  # CUSTOMER_DID_NOT_CONSENT_TO_PRICE_INCREASE
    assert expired.priceIncreaseStatus is None
    assert expired.renewalDate == ms("2026-03-01")


def test_a_declined_increase_is_a_cancellation_with_no_increase_pending(storekit_sim_binary, tmp_path):
    # SKTestSession.declinePriceIncreaseForTransaction(identifier:): "disables auto-renew and removes
    # the subscription's pending price increase status. The subscription expires at the end of the
    # billing period"; "Managing Price Increases …": EXPIRED VOLUNTARY when the customer cancels.
    verifier, stdout, notifications = run(storekit_sim_binary, tmp_path, [
        "buy com.example.pro.monthly",
        "price-increase request com.example.pro.monthly --price 9.99",
        "price-increase decline com.example.pro.monthly",
        "subscription status pro --jws",
        "clock advance 31d",
    ])
    kinds = [(n.notificationType, n.subtype) for n in notifications]
    assert kinds == [(NotificationTypeV2.SUBSCRIBED, Subtype.INITIAL_BUY), (NotificationTypeV2.PRICE_INCREASE, Subtype.PENDING),
                     (NotificationTypeV2.DID_CHANGE_RENEWAL_STATUS, Subtype.AUTO_RENEW_DISABLED),
                     (NotificationTypeV2.EXPIRED, Subtype.VOLUNTARY)]
    declined = verifier.verify_and_decode_renewal_info(notifications[2].data.signedRenewalInfo)
    assert (declined.rawAutoRenewStatus, declined.priceIncreaseStatus) == (0, None)
    device = verifier.verify_and_decode_renewal_info([l[4:] for l in stdout.splitlines() if l.startswith("jws ")][1])
    assert (device.rawAutoRenewStatus, device.priceIncreaseStatus) == (0, None)
    expired = verifier.verify_and_decode_renewal_info(notifications[3].data.signedRenewalInfo)
    assert expired.rawExpirationIntent == 1  # CUSTOMER_CANCELLED
    assert expired.priceIncreaseStatus is None


def test_the_app_transaction_id_is_this_family_members_own(storekit_sim_binary, tmp_path):
    """AppTransaction.appTransactionID: "a single, globally unique appTransactionID for each Apple
    Account that downloads your app and for each family group member"; it "remains the same for the
    same Apple Account and app if the customer redownloads the app on any device". This world has
    one account, a family member of whoever shares with it: the family-shared transaction it
    receives carries its own appTransactionId, the one its app transaction has, on every device;
    originalPlatform is the platform this account got the app on (iOS)."""
    verifier, stdout, _ = run(storekit_sim_binary, tmp_path, [
        "product set com.example.premium --family-shareable on",
        "family purchase com.example.premium",
        "transaction jws t1",
        "app-transaction --jws",
        "app relaunch --new-device",
        "app-transaction --jws",
    ])
    tokens = [line[4:] for line in stdout.splitlines() if line.startswith("jws ")]
    assert len(tokens) == 3
    shared = verifier.verify_and_decode_signed_transaction(tokens[0])
    first, second = (verifier.verify_and_decode_app_transaction(token) for token in tokens[1:])
    assert shared.rawInAppOwnershipType == "FAMILY_SHARED"
    assert shared.appTransactionId == first.appTransactionId == second.appTransactionId == "1"
    assert first.rawOriginalPlatform == second.rawOriginalPlatform == "iOS"
    # Each device computes its own deviceVerification (AppStore.deviceVerificationID).
    assert first.deviceVerification != second.deviceVerification


def test_the_sharing_family_members_device_has_an_app_transaction_of_its_own(storekit_sim_binary, tmp_path):
    """AppTransaction.appTransactionID: "For apps that support Family Sharing, the appTransactionID
    is unique for each family group member", and it "remains the same for the same Apple Account and
    app if the customer redownloads the app on any device". On a device signed in to the family
    member who shares with this account ('app relaunch --family-member') the app transaction carries
    that member's own id, the same at every launch there; back on this account's devices it is this
    account's again. deviceVerification is per device (AppStore.deviceVerificationID)."""
    verifier, stdout, _ = run(storekit_sim_binary, tmp_path, [
        "product set com.example.premium --family-shareable on",
        "family purchase com.example.premium",
        "app-transaction --jws",
        "app relaunch --family-member",
        "app-transaction --jws",
        "app relaunch",
        "app-transaction --jws",
        "app relaunch --family-member",
        "app-transaction --jws",
        "app relaunch --new-device",
        "app-transaction --jws",
        "app relaunch",
        "app-transaction --jws",
    ])
    tokens = [line[4:] for line in stdout.splitlines() if line.startswith("jws ")]
    assert len(tokens) == 6
    own, member, member_relaunched, member_again, own_new_device, own_relaunched = (
        verifier.verify_and_decode_app_transaction(token) for token in tokens)
    # The two accounts' ids differ, and each is stable across relaunches and devices.
    assert own.appTransactionId != member.appTransactionId
    assert member.appTransactionId == member_relaunched.appTransactionId == member_again.appTransactionId
    assert own.appTransactionId == own_new_device.appTransactionId == own_relaunched.appTransactionId
    # The member's device is a device of its own: its deviceVerification differs from both of this
    # account's devices', and stays the same at every launch there.
    assert member.deviceVerification == member_relaunched.deviceVerification == member_again.deviceVerification
    assert len({own.deviceVerification, member.deviceVerification, own_new_device.deviceVerification}) == 3
    # The same app: bundle, versions, environment; originalPlatform stays the app's (UNCONFIRMED).
    for decoded in (member, member_relaunched, member_again, own_new_device):
        assert decoded.bundleId == own.bundleId == BUNDLE_ID
        assert decoded.applicationVersion == own.applicationVersion
        assert decoded.originalApplicationVersion == own.originalApplicationVersion
        assert decoded.receiptType == own.receiptType == Environment.SANDBOX
        assert decoded.rawOriginalPlatform == own.rawOriginalPlatform == "iOS"
