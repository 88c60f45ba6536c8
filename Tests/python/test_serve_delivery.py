"""What a webhook sees while `storekit-sim serve` delivers (docs/serve.md, "Answers while it
delivers"), through Apple's App Store Server Library: each notification is delivered before the
world moves past the event it reports, and a webhook may call its own world's control API.

Every test runs against the run's ONE server (conftest.py), in a world of its own.
"""
import datetime
import time

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.NotificationTypeV2 import NotificationTypeV2
from appstoreserverlibrary.models.TransactionHistoryRequest import Order, TransactionHistoryRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

from serve_worlds import MONTHLY, Webhook, client, root_certificate


def verifier(world):
    """Apple's verifier, strict (Environment.SANDBOX), with the world's root as the only trusted one."""
    return SignedDataVerifier([root_certificate(world)], False, Environment.SANDBOX, world["bundleId"], world["appAppleId"])


def history(api, transaction_id):
    """Every transaction of the customer through Get Transaction History, every page."""
    request = TransactionHistoryRequest(sort=Order.ASCENDING)
    found, revision = [], None
    while True:
        page = api.get_transaction_history(transaction_id, revision, request)
        found += page.signedTransactions or []
        if not page.hasMore:
            return found
        revision = page.revision


def test_each_renewals_webhook_sees_the_world_up_to_its_own_renewal_never_a_later_one(shared_server):
    """Apple's "App Store Server Notifications V2": DID_RENEW tells that a subscription renewed; a
    backend that asks the App Store Server API from its handler ("Get Transaction History", "Get
    All Subscription Statuses") must see that renewal, and no later one: during `clock advance 3mo`
    the first DID_RENEW's handler sees one renewal, the second two, the third three."""
    world = shared_server.make_world(commands=["signing environment sandbox"])
    api = client(world)
    check = verifier(world)
    seen = []

    def handle(payload):
        notification = check.verify_and_decode_notification(payload["raw"])
        if notification.notificationType != NotificationTypeV2.DID_RENEW:
            return None
        told = check.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
        told_renewal = check.verify_and_decode_renewal_info(notification.data.signedRenewalInfo)
        transactions = [check.verify_and_decode_signed_transaction(jws) for jws in history(api, told.transactionId)]
        statuses = api.get_all_subscription_statuses(told.originalTransactionId)
        last = statuses.data[0].lastTransactions[0]
        latest = check.verify_and_decode_signed_transaction(last.signedTransactionInfo)
        latest_renewal = check.verify_and_decode_renewal_info(last.signedRenewalInfo)
        seen.append({"told": told.transactionId, "told_expires": told.expiresDate,
                     "told_renewal_date": told_renewal.renewalDate,
                     "history": [t.transactionId for t in transactions],
                     "history_latest_expires": max(t.expiresDate for t in transactions),
                     "latest": latest.transactionId, "latest_expires": latest.expiresDate,
                     "latest_renewal_date": latest_renewal.renewalDate})
        return True

    webhook = Webhook(handle, raw=True)
    try:
        answer = shared_server.commands(world, "notifications url " + webhook.url, "buy " + MONTHLY, "confirm", "clock advance 3mo")
        assert webhook.results[1:] == [True] * 3, webhook.results
        assert len(seen) == 3
        bought = seen[0]["history"][0]
        for index, renewal in enumerate(seen, start=1):
            # Exactly the purchase and the renewals up to this notification's own, in order.
            assert renewal["history"] == [bought] + [s["told"] for s in seen[:index]], (index, renewal)
            # The latest the API knows is the transaction the notification reports, with its expiresDate.
            assert renewal["latest"] == renewal["told"], (index, renewal)
            assert renewal["latest_expires"] == renewal["told_expires"] == renewal["history_latest_expires"], (index, renewal)
            assert renewal["latest_renewal_date"] == renewal["told_renewal_date"], (index, renewal)
            # The renewal info the notification carries renews when the transaction it reports expires.
            assert renewal["told_renewal_date"] == renewal["told_expires"], (index, renewal)
        # Each period a calendar month after the last (February, March, April 2026).
        expiries = [datetime.datetime.fromtimestamp(s["told_expires"] / 1000, datetime.timezone.utc) for s in seen]
        assert [e.month for e in expiries] == [3, 4, 5]
        # The transcript is the one a single pass prints: every renewal line, then the clock.
        assert answer["output"][-1].startswith("clock 2026-04-01T00:00:00Z")
        listed = shared_server.notifications(world)
        assert all([a["sendAttemptResult"] for a in n["attempts"]] == ["SUCCESS"] for n in listed), listed
    finally:
        webhook.stop()


def test_a_retry_that_falls_due_between_two_renewals_sees_the_world_before_the_later_one(shared_server):
    """Apple's "Responding to App Store Server Notifications": a failed notification is retried an
    hour after the attempt. The SUBSCRIBED dropped on January 1 is retried at 01:00, a month
    before the first renewal: its handler sees the purchase alone, though the same command goes
    on to renew twice."""
    world = shared_server.make_world(commands=["signing environment sandbox", "notifications retries production"])
    api = client(world)
    check = verifier(world)
    seen = []

    def handle(payload):
        notification = check.verify_and_decode_notification(payload["raw"])
        told = check.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
        seen.append((notification.notificationType, history(api, told.transactionId)))
        return True

    webhook = Webhook(handle, raw=True)
    try:
        shared_server.commands(world, "notifications url " + webhook.url, "notifications fault drop 1", "buy " + MONTHLY, "confirm")
        assert seen == []  # the first attempt was dropped
        shared_server.commands(world, "clock advance 2mo")
        assert webhook.results == [True] * 3, webhook.results
        kinds = [kind for kind, _ in seen]
        assert kinds == [NotificationTypeV2.SUBSCRIBED, NotificationTypeV2.DID_RENEW, NotificationTypeV2.DID_RENEW], kinds
        assert [len(transactions) for _, transactions in seen] == [1, 2, 3]
        listed = shared_server.notifications(world)
        assert [a["attemptDate"] - listed[0]["signedDate"] for a in listed[0]["attempts"]] == [0, 3_600_000]
    finally:
        webhook.stop()


def test_a_webhook_may_call_its_own_worlds_control_api_while_it_is_notified(shared_server):
    """A webhook that asks the world notifying it (docs/serve.md, "Answers while it delivers"):
    the world, its notifications, its key and commands that only read answer at once, showing the
    world as the notification reports it; a command that would change the world, and a wait for
    deliveries, answer 409 with Apple-style JSON naming the reason, instead of waiting for the
    command that waits for the webhook (which would time the delivery out)."""
    world = shared_server.make_world(commands=["signing environment sandbox"])
    check = verifier(world)
    base = "/storekit-sim/v1/worlds/" + world["id"]
    calls = []

    def handle(payload):
        notification = check.verify_and_decode_notification(payload["raw"])
        if notification.notificationType != NotificationTypeV2.DID_RENEW:
            return None
        told = check.verify_and_decode_signed_transaction(notification.data.signedTransactionInfo)
        answers = {}
        started = time.monotonic()
        answers["world"] = shared_server.request("GET", base, timeout=3)
        answers["notifications"] = shared_server.request("GET", base + "/notifications", timeout=3)
        answers["key"] = shared_server.request("GET", base + "/key", timeout=3)
        answers["reads"] = shared_server.request("POST", base + "/commands", b"transactions\nsubscriptions\nclock\nstatus",
                                                 content_type="text/plain", timeout=3)
        answers["change"] = shared_server.request("POST", base + "/commands", b"clock advance 1d", content_type="text/plain", timeout=3)
        answers["wait"] = shared_server.request("POST", base + "/notifications/wait", timeout=3)
        calls.append({"told": told, "answers": answers, "seconds": time.monotonic() - started})
        return True

    webhook = Webhook(handle, raw=True)
    try:
        shared_server.commands(world, "notifications url " + webhook.url, "buy " + MONTHLY, "confirm", "clock advance 2mo")
        assert webhook.results == [None, True, True], webhook.results
        for index, call in enumerate(calls, start=1):
            answers, told = call["answers"], call["told"]
            assert call["seconds"] < 2, call  # answered, not left to the delivery's timeout
            status, headers, described = answers["world"]
            assert status == 200 and described["id"] == world["id"]
            # The world's time is the renewal's, not the end of the two months.
            assert headers["X-StoreKit-Sim-Time"] == described["clock"]
            assert described["clock"] == datetime.datetime.fromtimestamp(told.purchaseDate / 1000, datetime.timezone.utc) \
                .strftime("%Y-%m-%dT%H:%M:%SZ")
            status, _, listed = answers["notifications"]
            assert status == 200 and len(listed["notifications"]) == 1 + index
            assert answers["key"][0] == 200 and answers["key"][2]["keyId"] == world["key"]["keyId"]
            status, _, read = answers["reads"]
            assert status == 200 and read["exitStatus"] == 0, read
            # `transactions`: the purchase and the renewals so far, the last the one notified; `subscriptions`
            # shows its expiry; `clock` the renewal's instant.
            listed_transactions = [line.split(" ")[0] for line in read["output"] if line.split(" ")[0][1:].isdigit()]
            assert len(listed_transactions) == 1 + index and listed_transactions[-1] == "t" + told.transactionId, read["output"]
            expires = datetime.datetime.fromtimestamp(told.expiresDate / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            assert any(line.startswith("subscription ") and "expires " + expires in line for line in read["output"]), read["output"]
            assert "clock " + described["clock"] in read["output"], read["output"]
            status, _, refused = answers["change"]
            assert status == 409 and refused["errorCode"] == 4090000, refused
            assert "delivering a notification" in refused["errorMessage"] and "only read" in refused["errorMessage"], refused
            status, _, refused = answers["wait"]
            assert status == 409 and "delivering a notification" in refused["errorMessage"], refused
        listed = shared_server.notifications(world, wait=True)
        assert all([a["sendAttemptResult"] for a in n["attempts"]] == ["SUCCESS"] for n in listed), listed
        # The refused command never ran: the clock is where the two months left it.
        assert shared_server.commands(world, "clock")["output"] == ["clock 2026-03-01T00:00:00Z"]
    finally:
        webhook.stop()
