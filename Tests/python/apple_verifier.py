"""Feeds every JWS storekit-sim prints on the purchase paths a backend handles to Apple's App Store
Server Library (PyPI app-store-server-library) and checks the decoded models field by field.

    apple_verifier.py BINARY sandbox|xcode

sandbox: the tool signs with 'signing environment sandbox' and the library's SignedDataVerifier
runs in Environment.SANDBOX with the tool's root ('signing root --der') as its only trusted root,
so it checks the x5c chain with OpenSSL's strict X.509 flags, Apple's marker extensions and every
signature. It must also refuse a JWS whose payload has one byte changed and one signed while
'simulate-error verification invalidSignature' is set.
xcode: the default environment and Environment.XCODE, which checks no signature at all; the
decoded values must be the same.

Run by Tests/ExecutableTests/AppleVerifierTests.swift with the virtual environment
scripts/ensure-deps --test makes (Tests/python/venv). Prints one line per failure and exits 1.
"""

import base64
import datetime
import hashlib
import os
import subprocess
import sys
import tempfile

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException

BUNDLE_ID = "com.example.storekitsim"
TOKEN = "45812C9B-C296-43D3-B6A0-C5A02F74BF6E"
# The simulated device's AppStore.deviceVerificationID.
DEVICE_VERIFICATION_ID = "5f3c2a1e-7b4d-4c8e-9a6f-0d1e2f3a4b5c"
APP_NONCE = "00000000-0000-4000-8000-000000000000"

# Products and offers for each path, each subscription in its own group.
SETUP = [
    "dialogs off",
    "product add com.example.vip --type non-consumable --price 9.99",
    "product set com.example.vip --family-shareable on",
    "product add com.example.basic --type auto-renewable --group tiers --level 2 --period P1M --price 1.99",
    "product add com.example.plus --type auto-renewable --group tiers --level 1 --period P1M --price 4.99",
    "product add com.example.trial --type auto-renewable --group trial --period P1M --price 3.99",
    "offer add com.example.trial week --type introductory --mode freeTrial --period P1W",
    "product add com.example.news --type auto-renewable --group news --period P1M --price 4.99",
    "offer add com.example.news intro --type introductory --mode payAsYouGo --period P1M --periods 2 --price 1.99",
    "product add com.example.video --type auto-renewable --group video --period P1M --price 9.99",
    "offer add com.example.video intro --type introductory --mode payUpFront --period P3M --price 19.99",
    "product add com.example.promo --type auto-renewable --group promo --period P1M --price 5.99",
    "offer add com.example.promo winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99",
    "product add com.example.code --type auto-renewable --group code --period P1M --price 6.99",
    "offer add com.example.code FREEMONTH --type code --mode freeTrial --period P1M",
    "product add com.example.back --type auto-renewable --group back --period P1M --price 7.99",
    "offer add com.example.back comeback --type winBack --mode payUpFront --period P1M --periods 2 --price 1.99",
    "product add com.example.off --type auto-renewable --group off --period P1Y --price 19.99",
    "product add com.example.raise --type auto-renewable --group raise --period P1Y --price 9.99",
    "products com.example.vip com.example.basic com.example.plus com.example.trial com.example.news com.example.video "
    "com.example.promo com.example.code com.example.back com.example.off com.example.raise",
]

# Each command, and the names of the JWS it prints, in order. Transactions are t1, t2, … in the
# order they are made; the comments say which.
STEPS = [
    (f"purchase com.example.gems --quantity 3 --app-account-token {TOKEN}", []),  # t1
    ("transaction jws t1", ["consumable"]),
    ("purchase com.example.premium", []),  # t2
    ("transaction jws t2", ["non-consumable"]),
    ("purchase com.example.starter", []),  # t3
    ("refund t3 --reason developerIssue", []),
    ("transaction jws t3", ["refund"]),
    ("family purchase com.example.vip", []),  # t4
    ("transaction jws t4", ["family-shared"]),
    ("purchase com.example.pro.monthly", []),  # t5
    ("transaction jws t5", ["subscription"]),
    ("purchase com.example.basic", []),  # t6
    ("purchase com.example.trial", []),  # t7
    ("transaction jws t7", ["free-trial"]),
    ("purchase com.example.news", []),  # t8
    ("transaction jws t8", ["pay-as-you-go"]),
    ("purchase com.example.video", []),  # t9
    ("transaction jws t9", ["pay-up-front"]),
    ("purchase com.example.promo", []),  # t10
    ("subscription expire com.example.promo", []),
    ("purchase com.example.promo --promotional-offer winter", []),  # t11
    ("transaction jws t11", ["promotional"]),
    ("redeem FREEMONTH", []),  # t12
    ("transaction jws t12", ["offer-code"]),
    ("purchase com.example.back", []),  # t13
    ("subscription expire com.example.back", []),
    ("purchase com.example.back --win-back-offer comeback", []),  # t14
    ("transaction jws t14", ["win-back"]),
    ("purchase com.example.off", []),  # t15
    ("auto-renew com.example.off off", []),
    ("subscription status off --jws", ["off-transaction", "renewal-auto-renew-off"]),
    ("purchase com.example.raise", []),  # t16
    ("price-increase request com.example.raise", []),
    ("subscription status raise --jws", ["raise-transaction", "renewal-price-increase-pending"]),
    ("price-increase consent com.example.raise", []),
    ("subscription status raise --jws", ["raise-transaction-again", "renewal-price-increase-agreed"]),
    ("clock advance 10d", []),  # 2026-01-08: t17 renews the trial at its regular price
    ("purchase com.example.plus", []),  # 2026-01-11: t18 upgrades t6
    ("transaction jws t6", ["upgraded"]),
    ("transaction jws t18", ["upgrade"]),
    ("purchase com.example.basic", []),  # t19: a downgrade, at the next renewal
    ("subscription status tiers --jws", ["tiers-transaction", "renewal-downgrade"]),
    ("clock advance 22d", []),  # 2026-02-02: t20 pro.monthly, t21 news (offer), t22 promo, t23 code
    ("transaction jws t20", ["renewal"]),
    ("subscription status pro --jws", ["pro-transaction", "renewal-active"]),
    ("grace-period 16d", []),
    ("billing-issue on", []),
    ("clock advance 6d", []),  # 2026-02-08: the trial's renewal fails: grace period until 02-24
    ("subscription status trial --jws", ["trial-transaction", "renewal-grace"]),
    ("clock advance 17d", []),  # 2026-02-25: grace period over, billing retry
    ("subscription status trial --jws", ["trial-transaction-again", "renewal-billing-retry"]),
    ("app-transaction --jws", ["app-transaction"]),
    ("simulate-error verification invalidSignature", []),
    ("transaction jws t2", ["invalid-signature"]),
]


def ms(day, time="00:00:00"):
    """Milliseconds since 1970 of a UTC date such as 2026-01-08."""
    moment = datetime.datetime.fromisoformat(f"{day}T{time}+00:00")
    return int(moment.timestamp() * 1000)


def purchase(product, kind, price, currency="USD", **more):
    """The fields every transaction carries, for a first purchase on 2026-01-01 in the USA."""
    fields = dict(productId=product, bundleId=BUNDLE_ID, rawType=kind, price=price, currency=currency,
                  rawInAppOwnershipType="PURCHASED", rawTransactionReason="PURCHASE", storefront="USA",
                  storefrontId="143441", appTransactionId="1", quantity=1, purchaseDate=ms("2026-01-01"),
                  isUpgraded=False, rawOfferType=None, offerIdentifier=None, rawOfferDiscountType=None, offerPeriod=None)
    fields.update(more)
    return fields


def group_id(name):
    """The identifier storekit-sim derives for a group made without one (the built-in 'pro',
    'product add --group NAME'): eight uppercase hex digits of FNV-1a over the name, as Xcode gives
    a .storekit group an eight-hex-digit id. subscriptionGroupIdentifier is the group's id, never its name."""
    value = 2166136261
    for byte in name.encode():
        value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
    return f"{value:08X}"


def subscription(product, group, price, transaction, expires, original=None, **more):
    original = original or transaction
    return purchase(product, "Auto-Renewable Subscription", price, transactionId=transaction, originalTransactionId=original,
                    webOrderLineItemId=transaction, subscriptionGroupIdentifier=group_id(group), expiresDate=ms(expires), **more)


TRANSACTION = "transaction"
RENEWAL = "renewal info"
APP = "app transaction"

EXPECTED = {
    "consumable": (TRANSACTION, purchase("com.example.gems", "Consumable", 2970, transactionId="1", quantity=3,
                                         appAccountToken=TOKEN.lower(), webOrderLineItemId=None, expiresDate=None)),
    "non-consumable": (TRANSACTION, purchase("com.example.premium", "Non-Consumable", 4990, transactionId="2", appAccountToken=None)),
    "refund": (TRANSACTION, purchase("com.example.starter", "Consumable", 1990, transactionId="3", rawRevocationReason=1,
                                     revocationDate=ms("2026-01-01"), rawRevocationType="REFUND_FULL", revocationPercentage=100000)),
    "family-shared": (TRANSACTION, purchase("com.example.vip", "Non-Consumable", 9990, transactionId="4",
                                            rawInAppOwnershipType="FAMILY_SHARED")),
    "subscription": (TRANSACTION, subscription("com.example.pro.monthly", "pro", 2990, "5", "2026-02-01")),
    "free-trial": (TRANSACTION, subscription("com.example.trial", "trial", 0, "7", "2026-01-08", rawOfferType=1,
                                             rawOfferDiscountType="FREE_TRIAL", offerPeriod="P1W")),
    "pay-as-you-go": (TRANSACTION, subscription("com.example.news", "news", 1990, "8", "2026-02-01", rawOfferType=1,
                                                rawOfferDiscountType="PAY_AS_YOU_GO", offerPeriod="P2M")),
    "pay-up-front": (TRANSACTION, subscription("com.example.video", "video", 19990, "9", "2026-04-01", rawOfferType=1,
                                               rawOfferDiscountType="PAY_UP_FRONT", offerPeriod="P3M")),
    "promotional": (TRANSACTION, subscription("com.example.promo", "promo", 990, "11", "2026-02-01", original="10",
                                              rawOfferType=2, offerIdentifier="winter", rawOfferDiscountType="PAY_AS_YOU_GO",
                                              offerPeriod="P3M")),
    "offer-code": (TRANSACTION, subscription("com.example.code", "code", 0, "12", "2026-02-01", rawOfferType=3,
                                             offerIdentifier="FREEMONTH", rawOfferDiscountType="FREE_TRIAL", offerPeriod="P1M")),
    "win-back": (TRANSACTION, subscription("com.example.back", "back", 1990, "14", "2026-03-01", original="13", rawOfferType=4,
                                           offerIdentifier="comeback", rawOfferDiscountType="PAY_UP_FRONT", offerPeriod="P2M")),
    "off-transaction": (TRANSACTION, subscription("com.example.off", "off", 19990, "15", "2027-01-01")),
    "renewal-auto-renew-off": (RENEWAL, dict(originalTransactionId="15", productId="com.example.off", autoRenewProductId="com.example.off",
                                             rawAutoRenewStatus=0, rawExpirationIntent=None, isInBillingRetryPeriod=False,
                                             recentSubscriptionStartDate=ms("2026-01-01"), renewalDate=ms("2027-01-01"),
                                             renewalPrice=19990, currency="USD", appTransactionId="1")),
    "raise-transaction": (TRANSACTION, subscription("com.example.raise", "raise", 9990, "16", "2027-01-01")),
    "renewal-price-increase-pending": (RENEWAL, dict(originalTransactionId="16", rawAutoRenewStatus=1, rawPriceIncreaseStatus=0,
                                                     renewalDate=ms("2027-01-01"), renewalPrice=9990)),
    "raise-transaction-again": (TRANSACTION, subscription("com.example.raise", "raise", 9990, "16", "2027-01-01")),
    "renewal-price-increase-agreed": (RENEWAL, dict(originalTransactionId="16", rawAutoRenewStatus=1, rawPriceIncreaseStatus=1)),
    "upgraded": (TRANSACTION, subscription("com.example.basic", "tiers", 1990, "6", "2026-02-01", isUpgraded=True)),
    "upgrade": (TRANSACTION, subscription("com.example.plus", "tiers", 4990, "18", "2026-02-11", original="6",
                                          purchaseDate=ms("2026-01-11"), originalPurchaseDate=ms("2026-01-01"))),
    "tiers-transaction": (TRANSACTION, subscription("com.example.plus", "tiers", 4990, "18", "2026-02-11", original="6",
                                                    purchaseDate=ms("2026-01-11"))),
    "renewal-downgrade": (RENEWAL, dict(originalTransactionId="6", productId="com.example.plus", autoRenewProductId="com.example.basic",
                                        rawAutoRenewStatus=1, renewalDate=ms("2026-02-11"), renewalPrice=1990,
                                        recentSubscriptionStartDate=ms("2026-01-01"))),
    "renewal": (TRANSACTION, subscription("com.example.pro.monthly", "pro", 2990, "20", "2026-03-01", original="5",
                                          purchaseDate=ms("2026-02-01"), originalPurchaseDate=ms("2026-01-01"),
                                          rawTransactionReason="RENEWAL")),
    "pro-transaction": (TRANSACTION, subscription("com.example.pro.monthly", "pro", 2990, "20", "2026-03-01", original="5",
                                                  purchaseDate=ms("2026-02-01"), rawTransactionReason="RENEWAL")),
    "renewal-active": (RENEWAL, dict(originalTransactionId="5", productId="com.example.pro.monthly",
                                     autoRenewProductId="com.example.pro.monthly", rawAutoRenewStatus=1, rawExpirationIntent=None,
                                     isInBillingRetryPeriod=False, gracePeriodExpiresDate=None, rawPriceIncreaseStatus=None,
                                     rawOfferType=None, recentSubscriptionStartDate=ms("2026-01-01"), renewalDate=ms("2026-03-01"),
                                     renewalPrice=2990, currency="USD", signedDate=ms("2026-02-02"), appTransactionId="1")),
    "trial-transaction": (TRANSACTION, subscription("com.example.trial", "trial", 3990, "17", "2026-02-08", original="7",
                                                    purchaseDate=ms("2026-01-08"), rawTransactionReason="RENEWAL")),
    # Billing error from the failed renewal on, the grace period included (StoreKit's RenewalInfo.expirationReason).
    "renewal-grace": (RENEWAL, dict(originalTransactionId="7", rawAutoRenewStatus=1, isInBillingRetryPeriod=True,
                                    rawExpirationIntent=2, gracePeriodExpiresDate=ms("2026-02-24"), renewalDate=ms("2026-02-08"),
                                    recentSubscriptionStartDate=ms("2026-01-01"), renewalPrice=3990)),
    "trial-transaction-again": (TRANSACTION, subscription("com.example.trial", "trial", 3990, "17", "2026-02-08", original="7",
                                                          purchaseDate=ms("2026-01-08"), rawTransactionReason="RENEWAL")),
    "renewal-billing-retry": (RENEWAL, dict(originalTransactionId="7", rawAutoRenewStatus=1, isInBillingRetryPeriod=True,
                                            rawExpirationIntent=2, gracePeriodExpiresDate=None, signedDate=ms("2026-02-25"))),
    # appAppleId and versionExternalIdentifier: none in the sandbox and Xcode (AppTransaction.appID and appVersionID).
    "app-transaction": (APP, dict(bundleId=BUNDLE_ID, appAppleId=None, versionExternalIdentifier=None, applicationVersion="1",
                                  originalApplicationVersion="1",
                                  originalPurchaseDate=ms("2026-01-01"), receiptCreationDate=ms("2026-02-25"), appTransactionId="1",
                                  rawOriginalPlatform="iOS", deviceVerificationNonce=APP_NONCE,
                                  # AppStore.deviceVerificationID: SHA-384 of the lowercased nonce with the ID appended.
                                  deviceVerification=base64.b64encode(
                                      hashlib.sha384((APP_NONCE + DEVICE_VERIFICATION_ID).encode()).digest()).decode())),
}


def run_session(binary, environment, root):
    commands = [f"signing environment {environment}", f"signing root --der {root}"] + SETUP + [command for command, _ in STEPS]
    result = subprocess.run([binary], input="\n".join(commands) + "\n", capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        sys.exit(f"storekit-sim exited {result.returncode}: {result.stderr}")
    return [line[4:] for line in result.stdout.splitlines() if line.startswith("jws ")]


def decode(verifier, kind, token):
    if kind == TRANSACTION:
        return verifier.verify_and_decode_signed_transaction(token)
    if kind == RENEWAL:
        return verifier.verify_and_decode_renewal_info(token)
    return verifier.verify_and_decode_app_transaction(token)


def with_payload_byte_changed(token):
    """The same JWS with one byte of its payload changed ("quantity":3 becomes "quantity":4)."""
    header, payload, signature = token.split(".")
    raw = bytearray(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    at = raw.index(b'"quantity":3') + len(b'"quantity":')
    raw[at] = ord("4")
    return ".".join([header, base64.urlsafe_b64encode(bytes(raw)).rstrip(b"=").decode(), signature])


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("sandbox", "xcode"):
        sys.exit("usage: apple_verifier.py BINARY sandbox|xcode")
    binary, mode = sys.argv[1], sys.argv[2]
    environment = Environment.SANDBOX if mode == "sandbox" else Environment.XCODE
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        root = os.path.join(folder, "root.cer")
        tokens = run_session(binary, mode, root)
        with open(root, "rb") as file:
            verifier = SignedDataVerifier([file.read()], False, environment, BUNDLE_ID)
    names = [name for _, printed in STEPS for name in printed]
    if len(tokens) != len(names):
        sys.exit(f"expected {len(names)} JWS, storekit-sim printed {len(tokens)}")
    by_name = dict(zip(names, tokens))
    for name, (kind, fields) in EXPECTED.items():
        try:
            decoded = decode(verifier, kind, by_name[name])
        except VerificationException as error:
            failures.append(f"{name}: {kind} refused in {mode} mode: {error}")
            continue
        wanted = dict(fields, rawEnvironment=None if kind == APP else ("Sandbox" if mode == "sandbox" else "Xcode"))
        if kind == APP:
            wanted["rawReceiptType"] = "Sandbox" if mode == "sandbox" else "Xcode"
            # Xcode's own signed sample app transaction has originalPurchaseDate -62135769600000.
            if mode == "xcode":
                wanted["originalPurchaseDate"] = -62135769600000
        for field, value in wanted.items():
            if field == "rawEnvironment" and kind == APP:
                continue
            actual = getattr(decoded, field)
            if actual != value:
                failures.append(f"{name}: {field} is {actual!r}, expected {value!r}")
    checked = len(EXPECTED)
    if mode == "sandbox":
        for name, token in [("one byte changed", with_payload_byte_changed(by_name["consumable"])),
                            ("invalidSignature", by_name["invalid-signature"])]:
            try:
                decode(verifier, TRANSACTION, token)
                failures.append(f"{name}: the library accepted it")
            except VerificationException:
                checked += 1
    for failure in failures:
        print(failure)
    print(f"{mode}: {checked} JWS checked, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
