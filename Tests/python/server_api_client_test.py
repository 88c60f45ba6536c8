"""Apple's App Store Server Library against `storekit-sim serve`.

Run by Tests/StoreKitSimServerTests/AppleClientTests.swift with Tests/python/venv's Python:
    server_api_client_test.py PATH-TO-storekit-sim

Starts the server on a free loopback port, drives the world through the control endpoint in the
tool's command language, and calls the API with Apple's AppStoreServerAPIClient (its base URL
pointed at the server through `_base_url`). Signed data is checked with Apple's
SignedDataVerifier in SANDBOX mode (`signing environment sandbox`, the tool's root, strict chain
checks) and, signature by signature, against the tool's root (`signing root`).
"""
import base64
import json
import os
import secrets
import shutil
import subprocess
import tempfile
import sys
import unittest
import warnings
import urllib.request

import jwt
from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient, GetTransactionHistoryVersion
from appstoreserverlibrary.models.AccountTenure import AccountTenure
from appstoreserverlibrary.models.ConsumptionRequest import ConsumptionRequest
from appstoreserverlibrary.models.ConsumptionRequestV1 import ConsumptionRequestV1
from appstoreserverlibrary.models.DeliveryStatus import DeliveryStatus
from appstoreserverlibrary.models.LifetimeDollarsPurchased import LifetimeDollarsPurchased
from appstoreserverlibrary.models.LifetimeDollarsRefunded import LifetimeDollarsRefunded
from appstoreserverlibrary.models.PlayTime import PlayTime
from appstoreserverlibrary.models.UserStatus import UserStatus
from appstoreserverlibrary.models.ConsumptionStatus import ConsumptionStatus
from appstoreserverlibrary.models.DeliveryStatusV1 import DeliveryStatusV1
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.InAppOwnershipType import InAppOwnershipType
from appstoreserverlibrary.models.MassExtendRenewalDateRequest import MassExtendRenewalDateRequest
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.NotificationTypeV2 import NotificationTypeV2
from appstoreserverlibrary.models.Platform import Platform
from appstoreserverlibrary.models.Status import Status
from appstoreserverlibrary.models.TransactionHistoryRequest import Order, ProductType, TransactionHistoryRequest
from appstoreserverlibrary.models.UpdateAppAccountTokenRequest import UpdateAppAccountTokenRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

BINARY = sys.argv.pop(1) if len(sys.argv) > 1 else ".build/debug/storekit-sim"
MONTHLY = "com.example.pro.monthly"
# The built-in group 'pro' as subscriptionGroupIdentifier carries it: the group's identifier
# (eight hex digits storekit-sim derives from the name), never the name itself.
PRO_GROUP = "507AC158"


class Server:
    """`storekit-sim serve --listen 127.0.0.1:0 --token TOKEN`, its port read from the line it prints on
    stderr; every control request carries the token."""
    OUTPUT = tempfile.mktemp(prefix="storekit-sim-serve-", suffix=".txt")

    def __init__(self):
        self.output = open(self.OUTPUT, "w")
        self.token = secrets.token_hex(32)
        self.authorization = {"Authorization": "Bearer " + self.token}
        # Its own working folder: commands over HTTP write files only inside it.
        self.folder = tempfile.mkdtemp(prefix="storekit-sim-serve-")
        self.process = subprocess.Popen([os.path.abspath(BINARY), "serve", "--listen", "127.0.0.1:0", "--token", self.token],
                                        cwd=self.folder, stdout=self.output,
                                        stderr=subprocess.PIPE, text=True)
        line = self.process.stderr.readline()
        marker = "http://127.0.0.1:"
        if marker not in line:
            raise RuntimeError("serve did not start: " + line)
        self.port = int(line.split(marker)[1].split("/")[0])
        self.base = "http://127.0.0.1:%d" % self.port

    def commands(self, *lines, succeed=True):
        request = urllib.request.Request(self.base + "/storekit-sim/v1/commands", data="\n".join(lines).encode(), method="POST",
                                         headers=self.authorization)
        with urllib.request.urlopen(request, timeout=60) as response:
            answer = json.loads(response.read())
        if succeed and answer["exitStatus"] != 0:
            raise AssertionError("commands failed: %r" % answer)
        return answer

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stderr.close()
        self.output.close()
        os.unlink(self.OUTPUT)
        shutil.rmtree(self.folder, ignore_errors=True)


def decode(jws):
    return jwt.decode(jws, options={"verify_signature": False})


class ServerAPITests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server()
        key_request = urllib.request.Request(cls.server.base + "/storekit-sim/v1/key", headers=cls.server.authorization)
        key = json.loads(urllib.request.urlopen(key_request, timeout=30).read())
        cls.key = key
        cls.client = AppStoreServerAPIClient(key["privateKey"].encode(), key["keyId"], key["issuerId"], key["bundleId"], Environment.SANDBOX)
        cls.client._base_url = cls.server.base
        # Signed as the sandbox App Store signs, so Apple's verifier checks every chain strictly.
        cls.server.commands("signing environment sandbox")
        # App Store Server Notifications V2 for every change, appended to a file (as a URL would get them).
        cls.notifications = os.path.join(cls.server.folder, "notifications.jsonl")
        cls.server.commands("notifications file notifications.jsonl")
        root_pem = "\n".join(cls.server.commands("signing root")["output"]) + "\n"
        cls.root = x509.load_pem_x509_certificate(root_pem.encode())
        cls.root_der = cls.root.public_bytes(encoding=__import__("cryptography.hazmat.primitives.serialization", fromlist=["Encoding"]).Encoding.DER)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        if os.path.exists(cls.notifications):
            os.unlink(cls.notifications)

    def verify(self, jws):
        """The signature verifies with the x5c leaf, and the chain leads to the tool's root."""
        header = jwt.get_unverified_header(jws)
        self.assertEqual(header["alg"], "ES256")
        chain = [x509.load_der_x509_certificate(base64.b64decode(c)) for c in header["x5c"]]
        self.assertEqual(len(chain), 3)
        chain[0].verify_directly_issued_by(chain[1])
        chain[1].verify_directly_issued_by(chain[2])
        self.assertEqual(chain[2].public_key().public_numbers(), self.root.public_key().public_numbers())
        signing_input, _, signature = jws.rpartition(".")
        raw = base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4))
        der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
        chain[0].public_key().verify(der, signing_input.encode(), ec.ECDSA(hashes.SHA256()))
        return decode(jws)

    def verifier(self, environment):
        """Apple's SignedDataVerifier in SANDBOX mode, with the tool's root, strict chain checks."""
        self.assertEqual(environment, "Sandbox")
        return SignedDataVerifier([self.root_der], False, Environment.SANDBOX, self.key["bundleId"])

    def server_output(self):
        with open(Server.OUTPUT) as output:
            return output.read()

    def buy(self, product):
        answer = self.server.commands("dialogs off", "buy " + product)
        ids = [line.split()[0] for line in answer["output"] if line.endswith(" purchased") and line.split()[1] == product]
        self.assertTrue(ids, answer)
        return ids[-1][1:]

    # The tests run in name order: test_1 builds the world the later ones read.

    def test_1_transaction_info_and_errors(self):
        gems = self.buy("com.example.gems")
        info = self.client.get_transaction_info(gems)
        payload = self.verify(info.signedTransactionInfo)
        self.assertEqual(payload["transactionId"], gems)
        self.assertEqual(payload["productId"], "com.example.gems")
        # deviceVerification and its nonce belong to the JWS a device receives
        # (AppStore.deviceVerificationID); the App Store Server API's transactions carry neither.
        self.assertNotIn("deviceVerification", payload)
        self.assertNotIn("deviceVerificationNonce", payload)
        decoded = self.verifier(payload["environment"]).verify_and_decode_signed_transaction(info.signedTransactionInfo)
        self.assertEqual(decoded.transactionId, gems)
        with self.assertRaises(APIException) as unknown:
            self.client.get_transaction_info("999999")
        self.assertEqual((unknown.exception.http_status_code, unknown.exception.raw_api_error), (404, 4040010))
        with self.assertRaises(APIException) as malformed:
            self.client.get_transaction_info("abc")
        self.assertEqual((malformed.exception.http_status_code, malformed.exception.raw_api_error), (400, 4000006))

    def test_2_bad_tokens_get_401(self):
        gems = self.buy("com.example.gems")
        other = AppStoreServerAPIClient(self.key["privateKey"].encode(), self.key["keyId"], self.key["issuerId"], "com.other.app", Environment.SANDBOX)
        other._base_url = self.server.base
        wrong_key = ec.generate_private_key(ec.SECP256R1())
        from cryptography.hazmat.primitives import serialization
        pem = wrong_key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        forged = AppStoreServerAPIClient(pem, self.key["keyId"], self.key["issuerId"], self.key["bundleId"], Environment.SANDBOX)
        forged._base_url = self.server.base
        for client in (other, forged):
            with self.assertRaises(APIException) as refused:
                client.get_transaction_info(gems)
            self.assertEqual(refused.exception.http_status_code, 401)
        # Expired, and more than 60 minutes long.
        for claims in ({"exp": 1000}, {"iat": 2000000000, "exp": 2000000000 + 3601}):
            token = jwt.encode(dict({"iss": self.key["issuerId"], "aud": "appstoreconnect-v1", "bid": self.key["bundleId"]}, **claims),
                               self.key["privateKey"], algorithm="ES256", headers={"kid": self.key["keyId"]})
            request = urllib.request.Request(self.server.base + "/inApps/v1/transactions/" + gems, headers={"Authorization": "Bearer " + token})
            with self.assertRaises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(request, timeout=30)
            self.assertEqual(refused.exception.code, 401)
        with self.assertRaises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(self.server.base + "/inApps/v1/transactions/" + gems, timeout=30)
        self.assertEqual(missing.exception.code, 401)

    def test_3_history_pages_through_250_transactions_with_filters(self):
        first = self.buy(MONTHLY)
        # About 250 renewals of the monthly subscription.
        self.server.commands("clock advance 3650d", "clock advance 3650d", "clock advance 365d")
        history = []
        revision = None
        pages = 0
        while True:
            response = self.client.get_transaction_history(first, revision, TransactionHistoryRequest(), GetTransactionHistoryVersion.V2)
            history += response.signedTransactions
            pages += 1
            self.assertEqual(response.bundleId, self.key["bundleId"])
            if not response.hasMore:
                break
            self.assertEqual(len(response.signedTransactions), 20)
            revision = response.revision
        self.assertGreaterEqual(len(history), 250)
        self.assertEqual(pages, (len(history) + 19) // 20)
        decoded = [decode(jws) for jws in history]
        dates = [p["purchaseDate"] for p in decoded]
        self.assertEqual(dates, sorted(dates))
        self.assertEqual(len({p["transactionId"] for p in decoded}), len(decoded))
        self.verify(history[-1])
        verifier = self.verifier(decoded[0]["environment"])
        for jws in history[::25]:
            verifier.verify_and_decode_signed_transaction(jws)
        # Two filters: the product and a window of purchase dates; newest first.
        start, end = decoded[30]["purchaseDate"], decoded[60]["purchaseDate"]
        request = TransactionHistoryRequest(productIds=[MONTHLY], startDate=start, endDate=end, sort=Order.DESCENDING)
        filtered = self.client.get_transaction_history(first, None, request, GetTransactionHistoryVersion.V2)
        payloads = [decode(jws) for jws in filtered.signedTransactions]
        self.assertEqual(len(payloads), 20)
        self.assertTrue(filtered.hasMore)
        self.assertTrue(all(p["productId"] == MONTHLY and start <= p["purchaseDate"] < end for p in payloads))
        self.assertEqual([p["purchaseDate"] for p in payloads], sorted((p["purchaseDate"] for p in payloads), reverse=True))
        rest = self.client.get_transaction_history(first, filtered.revision, request, GetTransactionHistoryVersion.V2)
        self.assertEqual(len(rest.signedTransactions), 10)
        self.assertFalse(rest.hasMore)
        consumables = self.client.get_transaction_history(first, None, TransactionHistoryRequest(productTypes=[ProductType.CONSUMABLE],
                                                          inAppOwnershipType=InAppOwnershipType.PURCHASED), GetTransactionHistoryVersion.V2)
        self.assertEqual({decode(j)["productId"] for j in consumables.signedTransactions}, {"com.example.gems"})

    def statuses(self, any_id, wanted=None):
        response = self.client.get_all_subscription_statuses(any_id, wanted)
        return [(item.status, group.subscriptionGroupIdentifier) for group in response.data for item in group.lastTransactions], response

    def test_4_subscription_statuses_in_each_state(self):
        any_id = self.buy("com.example.gems")
        self.server.commands("subscription expire " + MONTHLY)
        self.assertEqual(self.statuses(any_id)[0], [(Status.EXPIRED, PRO_GROUP)])
        first = self.buy(MONTHLY)
        seen, response = self.statuses(any_id)
        self.assertEqual(seen, [(Status.ACTIVE, PRO_GROUP)])
        item = response.data[0].lastTransactions[0]
        renewal = self.verify(item.signedRenewalInfo)
        self.assertEqual(renewal["productId"], MONTHLY)
        self.verifier(renewal["environment"]).verify_and_decode_renewal_info(item.signedRenewalInfo)
        self.assertEqual(self.statuses(any_id, [Status.EXPIRED])[0], [])
        self.server.commands("grace-period 16d", "billing-issue on", "clock advance 31d")
        self.assertEqual(self.statuses(any_id)[0], [(Status.BILLING_GRACE_PERIOD, PRO_GROUP)])
        self.server.commands("clock advance 17d")
        self.assertEqual(self.statuses(any_id)[0], [(Status.BILLING_RETRY, PRO_GROUP)])
        self.server.commands("billing-issue off")
        self.assertEqual(self.statuses(any_id)[0], [(Status.ACTIVE, PRO_GROUP)])
        self.server.commands("refund t" + self.statuses_latest(any_id))
        self.assertEqual(self.statuses(any_id, [Status.REVOKED])[0], [(Status.REVOKED, PRO_GROUP)])
        # A status the library's enum cannot make: straight through HTTP with the client's token.
        request = urllib.request.Request(self.server.base + "/inApps/v1/subscriptions/" + first + "?status=7",
                                         headers={"Authorization": "Bearer " + self.client._generate_token()})
        with self.assertRaises(urllib.error.HTTPError) as bad:
            urllib.request.urlopen(request, timeout=30)
        self.assertEqual((bad.exception.code, json.loads(bad.exception.read())["errorCode"]), (400, 4000031))

    def statuses_latest(self, any_id):
        response = self.client.get_all_subscription_statuses(any_id)
        return decode(response.data[0].lastTransactions[0].signedTransactionInfo)["transactionId"]

    def test_5_refund_history_and_order_lookup(self):
        gems = self.buy("com.example.gems.chest")
        self.server.commands("refund t" + gems)
        refunds = self.client.get_refund_history(gems, None)
        refunded = [decode(j) for j in refunds.signedTransactions]
        self.assertIn(gems, [p["transactionId"] for p in refunded])
        self.assertTrue(all("revocationDate" in p for p in refunded))
        order = "ML" + gems.zfill(8)
        found = self.client.look_up_order_id(order)
        self.assertEqual(found.status, 0)
        self.assertEqual([decode(j)["transactionId"] for j in found.signedTransactions], [gems])
        self.assertEqual(self.client.look_up_order_id("MLNOSUCH01").status, 1)

    def test_6_consumption_extension_and_app_account_token(self):
        gems = self.buy("com.example.gems")
        request = ConsumptionRequestV1(customerConsented=True, consumptionStatus=ConsumptionStatus.NOT_CONSUMED, platform=Platform.APPLE,
                                       sampleContentProvided=False, deliveryStatus=DeliveryStatusV1.DELIVERED_AND_WORKING_PROPERLY,
                                       accountTenure=AccountTenure.UNDECLARED, playTime=PlayTime.UNDECLARED,
                                       lifetimeDollarsRefunded=LifetimeDollarsRefunded.UNDECLARED,
                                       lifetimeDollarsPurchased=LifetimeDollarsPurchased.UNDECLARED, userStatus=UserStatus.UNDECLARED)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            self.client.send_consumption_data(gems, request)
            request.customerConsented = False
            with self.assertRaises(APIException) as refused:
                self.client.send_consumption_data(gems, request)
        self.assertEqual(refused.exception.raw_api_error, 4000035)
        self.client.send_consumption_information(gems, ConsumptionRequest(customerConsented=True, sampleContentProvided=True,
                                                                          deliveryStatus=DeliveryStatus.DELIVERED, consumptionPercentage=50000))
        self.assertIn("server API: consumption information sent for t" + gems, self.server_output())
        # Whatever the earlier tests left, a new subscription (expiring an active one first).
        self.server.commands("subscription expire " + MONTHLY, succeed=False)
        bought = decode(self.client.get_transaction_info(self.buy(MONTHLY)).signedTransactionInfo)
        # A resubscription keeps the group's original transaction.
        first, before = bought["originalTransactionId"], bought["expiresDate"]
        with self.assertRaises(APIException) as not_original:
            self.client.extend_subscription_renewal_date(bought["transactionId"], ExtendRenewalDateRequest(extendByDays=1,
                                                         extendReasonCode=ExtendReasonCode.UNDECLARED, requestIdentifier="x"))
        self.assertEqual(not_original.exception.raw_api_error, 4000187 if first != bought["transactionId"] else 4030005)
        extended = self.client.extend_subscription_renewal_date(first, ExtendRenewalDateRequest(extendByDays=10,
                                                                extendReasonCode=ExtendReasonCode.CUSTOMER_SATISFACTION, requestIdentifier="one"))
        self.assertTrue(extended.success)
        self.assertEqual(extended.effectiveDate, before + 10 * 86400 * 1000)
        latest = bought["transactionId"]
        self.assertEqual(decode(self.client.get_transaction_info(latest).signedTransactionInfo)["expiresDate"], before + 10 * 86400 * 1000)
        mass = self.client.extend_renewal_date_for_all_active_subscribers(MassExtendRenewalDateRequest(extendByDays=5,
                                                   extendReasonCode=ExtendReasonCode.SERVICE_ISSUE_OR_OUTAGE, requestIdentifier="mass-1",
                                                   storefrontCountryCodes=["USA"], productId=MONTHLY))
        self.assertEqual(mass.requestIdentifier, "mass-1")
        status = self.client.get_status_of_subscription_renewal_date_extensions("mass-1", MONTHLY)
        self.assertTrue(status.complete)
        self.assertEqual((status.succeededCount, status.failedCount), (1, 0))
        self.assertEqual(decode(self.client.get_transaction_info(latest).signedTransactionInfo)["expiresDate"], before + 15 * 86400 * 1000)
        with self.assertRaises(APIException) as third:
            self.client.extend_subscription_renewal_date(first, ExtendRenewalDateRequest(extendByDays=1, extendReasonCode=ExtendReasonCode.UNDECLARED,
                                                                                          requestIdentifier="three"))
        self.assertEqual(third.exception.raw_api_error, 4030005)
        token = "7e3fb20b-4cdb-47cc-936d-99d65f608138"
        self.client.set_app_account_token(first, UpdateAppAccountTokenRequest(appAccountToken=token))
        for id in (first, latest):
            self.assertEqual(decode(self.client.get_transaction_info(id).signedTransactionInfo)["appAccountToken"], token)
        with self.assertRaises(APIException) as bad_token:
            self.client.set_app_account_token(first, UpdateAppAccountTokenRequest(appAccountToken="not-a-uuid"))
        self.assertEqual(bad_token.exception.raw_api_error, 4000183)
        # The session tells what the API changed, on the server's standard output.
        self.assertIn("server API: appAccountToken of t%s set to %s" % (first, token), self.server_output())

    def test_7_notifications(self):
        sent = self.client.request_test_notification()
        status = self.client.get_test_notification_status(sent.testNotificationToken)
        payload = self.verify(status.signedPayload)
        self.assertEqual(payload["notificationType"], "TEST")
        self.assertEqual(payload["data"]["bundleId"], self.key["bundleId"])
        decoded = self.verifier(payload["data"]["environment"]).verify_and_decode_notification(status.signedPayload)
        self.assertEqual(decoded.rawNotificationType, "TEST")
        self.assertEqual([a.rawSendAttemptResult for a in status.sendAttempts], ["SUCCESS"])
        with self.assertRaises(APIException) as unknown:
            self.client.get_test_notification_status("00000000-0000-4000-8000-000000000000_1")
        self.assertEqual(unknown.exception.raw_api_error, 4040008)
        # Every notification the earlier tests caused, 20 a page, then by type.
        everything, token = [], None
        while True:
            page = self.client.get_notification_history(token, NotificationHistoryRequest(startDate=0, endDate=2**53))
            everything += page.notificationHistory
            if not page.hasMore:
                break
            self.assertEqual(len(page.notificationHistory), 20)
            token = page.paginationToken
        types = [decode(item.signedPayload)["notificationType"] for item in everything]
        self.assertIn(status.signedPayload, [item.signedPayload for item in everything])
        for expected in ("SUBSCRIBED", "DID_RENEW", "REFUND", "RENEWAL_EXTENDED", "TEST"):
            self.assertIn(expected, types)
        extended = self.client.get_notification_history(None, NotificationHistoryRequest(startDate=0, endDate=2**53,
                                                                                          notificationType=NotificationTypeV2.RENEWAL_EXTENDED))
        self.assertEqual(len(extended.notificationHistory), types.count("RENEWAL_EXTENDED"))
        item = decode(extended.notificationHistory[0].signedPayload)
        self.verifier(item["data"]["environment"]).verify_and_decode_notification(extended.notificationHistory[0].signedPayload)
        # The file got each notification the log holds.
        with open(self.notifications) as lines:
            self.assertEqual(len(lines.readlines()), len(everything))


if __name__ == "__main__":
    unittest.main(verbosity=2)
