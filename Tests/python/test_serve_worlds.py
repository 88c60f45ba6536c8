"""`storekit-sim serve` for a backend's test suite (docs/serve.md), through Apple's App Store
Server Library: isolated worlds, each reached with its own key; answers while notifications are
delivered; seeds and the host's clock; Get App Transaction Info and Finish Transaction.

The lifecycle tests share ONE server (started by conftest.py for the whole run, also under
`pytest -n 4`), each test in a world of its own.
"""
import time

import pytest
from appstoreserverlibrary.api_client import APIException

from serve_worlds import MONTHLY, WEEKLY, WEEKLY_SETUP, Served, Webhook, client, decode, transaction_ids


def test_a_webhook_that_calls_the_api_from_its_handler_gets_every_answer(shared_server):
    """"Responding to App Store Server Notifications": the developer's server answers after it
    handled the notification; handling it here means Get All Subscription Statuses and Get
    Transaction Info, which must be answered while the App Store (the command that notified) waits,
    and already show the transaction the notification reports (test_serve_delivery.py checks that
    they show no later one)."""
    world = shared_server.make_world(commands=["signing environment sandbox"])
    api = client(world)

    def handle(payload):
        transaction = decode(payload["data"]["signedTransactionInfo"])
        statuses = api.get_all_subscription_statuses(transaction["originalTransactionId"])
        latest = decode(statuses.data[0].lastTransactions[0].signedTransactionInfo)
        info = decode(api.get_transaction_info(transaction["transactionId"]).signedTransactionInfo)
        return latest["originalTransactionId"] == transaction["originalTransactionId"] and info["transactionId"] == transaction["transactionId"]

    webhook = Webhook(handle)
    try:
        shared_server.commands(world, "notifications url " + webhook.url, "buy " + MONTHLY, "confirm", "clock advance 3mo")
        assert len(webhook.received) == 4  # SUBSCRIBED, then three DID_RENEW
        # Every call answered, and each answer already showed the transaction the notification reports.
        assert webhook.results == [True] * 4, webhook.results
        listed = shared_server.notifications(world)
        assert [n["notificationType"] for n in listed] == ["SUBSCRIBED"] + ["DID_RENEW"] * 3
        assert all(n["delivered"] and [a["sendAttemptResult"] for a in n["attempts"]] == ["SUCCESS"] for n in listed), listed
    finally:
        webhook.stop()


def test_three_years_with_a_webhook_that_takes_40_ms_answer_with_every_delivery_done(shared_server):
    world = shared_server.make_world(commands=WEEKLY_SETUP)
    webhook = Webhook(delay=0.04)
    try:
        started = time.monotonic()
        answer = shared_server.commands(world, "notifications url " + webhook.url, "buy " + WEEKLY, "confirm", "clock advance 3y",
                                        timeout=300)
        assert answer["exitStatus"] == 0
        # 1 SUBSCRIBED and 156 DID_RENEW (three years of weeks), every one delivered before the control call answered.
        assert len(webhook.received) == 157
        assert time.monotonic() - started >= 157 * 0.04
        listed = shared_server.notifications(world)
        assert len(listed) == 157 and all(n["delivered"] for n in listed)
        assert not any(a["sendAttemptResult"] != "SUCCESS" for n in listed for a in n["attempts"])
    finally:
        webhook.stop()


@pytest.mark.parametrize("case", range(16))
def test_a_subscription_lifecycle_in_its_own_world(shared_server, case):
    """Each case in its own world of the one server, through Apple's client with the world's key."""
    world = shared_server.make_world()
    other = shared_server.make_world()
    api = client(world)
    bought = shared_server.commands(world, "buy " + MONTHLY, "confirm", "clock advance %dmo" % (1 + case % 3))
    original = min(transaction_ids(bought), key=int)
    statuses = api.get_all_subscription_statuses(original)
    renewal = decode(statuses.data[0].lastTransactions[0].signedTransactionInfo)
    assert renewal["originalTransactionId"] == original and renewal["productId"] == MONTHLY
    history = api.get_transaction_history(original, None, __import__(
        "appstoreserverlibrary.models.TransactionHistoryRequest", fromlist=["TransactionHistoryRequest"]).TransactionHistoryRequest())
    assert len(history.signedTransactions) == 2 + case % 3  # the purchase and one renewal a month
    shared_server.commands(world, "refund " + "t" + original, succeed=False)
    # Another world's key reaches that other world alone: none of this world's transactions.
    with pytest.raises(APIException) as refused:
        client(other).get_transaction_info(original)
    assert refused.value.http_status_code == 404
    assert shared_server.request("DELETE", "/storekit-sim/v1/worlds/" + other["id"])[0] == 204
    # Its key now reaches no world at all.
    with pytest.raises(APIException) as gone:
        client(other).get_transaction_info(original)
    assert gone.value.http_status_code == 401


def run_once(binary, seed):
    """A purchase and a year of renewals in the default world and a made world of a server."""
    server = Served(binary, *(["--seed", seed] if seed else []))
    try:
        ids, uuids, keys = set(), set(), set()
        default = {"id": "default"}
        made = server.make_world()
        for world in (default, made):
            answer = server.commands(world, "notifications on", "buy " + MONTHLY, "confirm", "clock advance 1y")
            ids |= transaction_ids(answer)
            uuids |= {n["notificationUUID"] for n in server.notifications(world)}
        keys.add(made["key"]["keyId"])
        keys.add(server.request("GET", "/storekit-sim/v1/key")[2]["keyId"])
        return ids, uuids, keys
    finally:
        server.stop()


def test_two_runs_with_different_seeds_share_no_transaction_id_and_no_notification_uuid(storekit_sim_binary):
    ids_a, uuids_a, keys_a = run_once(storekit_sim_binary, "backend-run-1")
    ids_b, uuids_b, keys_b = run_once(storekit_sim_binary, "backend-run-2")
    # Per world: the purchase and 12 renewals; SUBSCRIBED and 12 DID_RENEW.
    assert len(ids_a) == len(ids_b) == 26 and len(uuids_a) == len(uuids_b) == 26
    assert not ids_a & ids_b and not uuids_a & uuids_b and not keys_a & keys_b
    # One seed gives the same keys and ids again; no seed gives new ones on every start.
    assert run_once(storekit_sim_binary, "backend-run-1") == (ids_a, uuids_a, keys_a)
    _, _, keys_c = run_once(storekit_sim_binary, None)
    _, _, keys_d = run_once(storekit_sim_binary, None)
    assert not keys_c & keys_d


def test_a_world_started_at_the_hosts_time_signs_purchases_then(shared_server):
    before = time.time()
    world = shared_server.make_world(clockStart="now", bundleId="com.acme.backend", appAppleId=987654321)
    assert world["bundleId"] == "com.acme.backend" and world["key"]["bundleId"] == "com.acme.backend"
    answer = shared_server.commands(world, "buy com.example.gems", "confirm")
    (transaction_id,) = transaction_ids(answer)
    signed = decode(client(world).get_transaction_info(transaction_id).signedTransactionInfo)
    assert abs(signed["purchaseDate"] / 1000 - before) <= 1, (signed["purchaseDate"], before)
    assert signed["bundleId"] == "com.acme.backend"


def test_app_transaction_info_and_finish_transaction_through_apples_library(shared_server):
    world = shared_server.make_world()
    api = client(world)
    answer = shared_server.commands(world, "buy com.example.gems", "confirm")
    (transaction_id,) = transaction_ids(answer)
    app_transaction = decode(api.get_app_transaction_info(transaction_id).signedAppTransactionInfo)
    assert app_transaction["bundleId"] == world["bundleId"] and app_transaction["receiptType"] == "Xcode"
    api.finish_transaction(transaction_id)
    queue = shared_server.commands(world, "queue")["output"]
    assert not any(line.startswith("t" + transaction_id) for line in queue), queue
    with pytest.raises(APIException) as unknown:
        api.finish_transaction("999")
    assert unknown.value.http_status_code == 404 and unknown.value.api_error == 4040010


def test_every_unknown_route_answers_apples_json_error(shared_server):
    for method, path in [("GET", "/nowhere"), ("GET", "/storekit-sim/v1/worlds/none"), ("GET", "/storekit-sim/v1/nothing")]:
        status, headers, body = shared_server.request(method, path)
        assert status == 404 and headers["Content-Type"] == "application/json"
        assert set(body) == {"errorCode", "errorMessage"} and body["errorCode"] // 10000 == 404


def test_delivery_faults_reach_the_webhook_on_the_virtual_clock(shared_server):
    world = shared_server.make_world()
    webhook = Webhook()
    try:
        shared_server.commands(world, "notifications url " + webhook.url, "notifications fault duplicate 1", "buy " + MONTHLY, "confirm")
        # Sent twice under one notificationUUID.
        assert [p["notificationType"] for p in webhook.received] == ["SUBSCRIBED", "SUBSCRIBED"]
        assert webhook.received[0]["notificationUUID"] == webhook.received[1]["notificationUUID"]
        shared_server.commands(world, "notifications fault drop 1", "clock advance 1mo")
        assert len(webhook.received) == 2  # the renewal's first attempt was dropped
        (renewal,) = [n for n in shared_server.notifications(world) if n["notificationType"] == "DID_RENEW"]
        assert [a["sendAttemptResult"] for a in renewal["attempts"]] == ["NO_RESPONSE"]
        assert renewal["state"] == "retrying" and renewal["nextAttemptDate"] == renewal["signedDate"] + 3600 * 1000
        # Apple's production schedule retries it an hour later.
        shared_server.commands(world, "clock advance 1h")
        assert [p["notificationType"] for p in webhook.received] == ["SUBSCRIBED", "SUBSCRIBED", "DID_RENEW"]
        shared_server.commands(world, "notifications fault delay 1 2h", "clock advance 1mo")
        assert len(webhook.received) == 3
        shared_server.commands(world, "clock advance 2h")
        assert len(webhook.received) == 4
        shared_server.commands(world, "notifications resend " + renewal["notificationUUID"])
        assert webhook.received[-1]["notificationUUID"] == renewal["notificationUUID"]
    finally:
        webhook.stop()


def test_reset_keeps_a_worlds_setup_and_ids_go_on(shared_server):
    world = shared_server.make_world(bundleId="com.acme.reset")
    api = client(world)
    first = transaction_ids(shared_server.commands(world, "signing environment sandbox", "buy com.example.gems", "confirm"))
    shared_server.commands(world, "reset")
    second = transaction_ids(shared_server.commands(world, "buy com.example.gems", "confirm"))
    assert int(min(second)) == int(max(first)) + 1
    signed = decode(api.get_transaction_info(min(second)).signedTransactionInfo)
    assert signed["environment"] == "Sandbox" and signed["bundleId"] == "com.acme.reset"
    with pytest.raises(APIException) as gone:
        api.get_transaction_info(min(first))
    assert gone.value.http_status_code == 404
    shared_server.commands(world, "reset --all")
    third = transaction_ids(shared_server.commands(world, "buy com.example.gems", "confirm"))
    assert decode(api.get_transaction_info(min(third)).signedTransactionInfo)["environment"] == "Xcode"


def test_the_backend_test_in_docs_serve_md_runs(storekit_sim_binary, tmp_path):
    """docs/serve.md's start-to-end example, run as written with this build's binary."""
    import pathlib
    import subprocess
    import sys
    page = (pathlib.Path(__file__).resolve().parents[2] / "docs" / "serve.md").read_text()
    code = page.split("## A backend test from start to end (Python, Apple's library)\n\n```python\n")[1].split("```")[0]
    assert '["storekit-sim", "serve"' in code
    script = tmp_path / "backend_test.py"
    script.write_text(code.replace('["storekit-sim", "serve"', '[%r, "serve"' % storekit_sim_binary))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
