"""The example backend against a simulated App Store, through storekit-sim's public API only.

Each test has its own world (storekit-sim's pytest plugin), signing as the sandbox does, so Apple's
SignedDataVerifier checks every signature and certificate chain. The world's clock starts on
2026-01-01; commands advance it, and renewals, retries and expiries happen as the App Store would
do them ("App Store Server Notifications V2",
https://developer.apple.com/documentation/appstoreservernotifications/app-store-server-notifications-v2).
"""
from __future__ import annotations

import datetime

import pytest
from storekit_sim import World

from backend import Backend

pytestmark = pytest.mark.storekit_sim(environment="sandbox", clock_start="2026-01-01T00:00:00Z")

UTC = datetime.timezone.utc


def kinds(backend: Backend) -> list[tuple[str, str | None]]:
    """The (type, subtype) of every notification the backend handled, in order."""
    return [(kind, subtype) for _, kind, subtype in backend.store.handled_notifications()]


def test_purchase_grants_the_product(world: World, backend: Backend) -> None:
    purchase = world.run("purchase com.example.premium").transaction
    assert purchase.state == "purchased"
    assert purchase.purchase_date == datetime.datetime(2026, 1, 1, tzinfo=UTC)
    entitlement = backend.store.entitlement(purchase.original_transaction_id or "")
    assert entitlement is not None
    assert (entitlement.product_id, entitlement.status, entitlement.ownership) == ("com.example.premium", "purchased", "PURCHASED")
    assert backend.store.entitled_products() == {"com.example.premium"}
    assert kinds(backend) == [("ONE_TIME_CHARGE", None)]


def test_free_trial_converts_to_a_paid_subscription(world: World, backend: Backend) -> None:
    trial = world.run("purchase com.example.app.trial").transaction
    entitlement = backend.store.entitlement(trial.original_transaction_id or "")
    assert entitlement is not None and entitlement.status == "active"
    assert entitlement.expires_date == int(datetime.datetime(2026, 1, 8, tzinfo=UTC).timestamp() * 1000)
    world.advance("8d")
    converted = backend.store.entitlement(trial.original_transaction_id or "")
    assert converted is not None and converted.status == "active"
    assert converted.transaction_id != trial.transaction_id
    assert converted.expires_date == int(datetime.datetime(2026, 2, 8, tzinfo=UTC).timestamp() * 1000)
    assert kinds(backend) == [("SUBSCRIBED", "INITIAL_BUY"), ("DID_RENEW", None)]


def test_renewal_extends_the_subscription(world: World, backend: Backend) -> None:
    first = world.run("purchase com.example.pro.monthly").transaction
    world.advance("1mo")
    renewed = backend.store.entitlement(first.original_transaction_id or "")
    assert renewed is not None and renewed.status == "active"
    assert renewed.expires_date == int(datetime.datetime(2026, 3, 1, tzinfo=UTC).timestamp() * 1000)
    assert kinds(backend) == [("SUBSCRIBED", "INITIAL_BUY"), ("DID_RENEW", None)]


def test_billing_retry_after_the_grace_period(world: World, backend: Backend) -> None:
    first = world.run("grace-period 16d", "billing-issue on", "purchase com.example.pro.monthly").transaction
    original = first.original_transaction_id or ""
    world.advance("1mo")
    grace = backend.store.entitlement(original)
    assert grace is not None and grace.status == "grace_period" and grace.entitled
    world.advance("17d")
    retry = backend.store.entitlement(original)
    assert retry is not None and retry.status == "billing_retry" and not retry.entitled
    assert kinds(backend)[1:] == [("DID_FAIL_TO_RENEW", "GRACE_PERIOD"), ("GRACE_PERIOD_EXPIRED", None)]


def test_expiry_after_turning_auto_renew_off(world: World, backend: Backend) -> None:
    first = world.run("purchase com.example.pro.monthly").transaction
    world.run("auto-renew com.example.pro.monthly off")
    world.advance("1mo")
    expired = backend.store.entitlement(first.original_transaction_id or "")
    assert expired is not None and expired.status == "expired"
    assert backend.store.entitled_products() == set()
    assert kinds(backend) == [("SUBSCRIBED", "INITIAL_BUY"), ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"),
                              ("EXPIRED", "VOLUNTARY")]


def test_refund_revokes(world: World, backend: Backend) -> None:
    purchase = world.run("purchase com.example.premium").transaction
    world.run(f"refund {purchase.id}")
    refunded = backend.store.entitlement(purchase.original_transaction_id or "")
    assert refunded is not None and refunded.status == "revoked"
    assert backend.store.entitled_products() == set()
    assert kinds(backend)[-1] == ("REFUND", None)


def test_upgrade_moves_the_entitlement_to_the_higher_level(world: World, backend: Backend) -> None:
    basic = world.run("purchase com.example.app.basic").transaction
    world.advance("10d")
    plus = world.run("purchase com.example.app.plus").transaction_for("com.example.app.plus")
    assert plus.original_transaction_id == basic.original_transaction_id
    upgraded = backend.store.entitlement(basic.original_transaction_id or "")
    assert upgraded is not None and (upgraded.product_id, upgraded.status) == ("com.example.app.plus", "active")
    assert backend.store.entitled_products() == {"com.example.app.plus"}
    assert ("DID_CHANGE_RENEWAL_PREF", "UPGRADE") in kinds(backend)


def test_family_sharing(world: World, backend: Backend) -> None:
    # A family member's device sends the shared purchase's signed transaction to the backend.
    shared = world.run("family purchase com.example.app.family").transaction
    assert shared.signed_transaction
    entitlement = backend.receive_transaction(shared.signed_transaction)
    assert (entitlement.product_id, entitlement.ownership, entitlement.status) == (
        "com.example.app.family", "FAMILY_SHARED", "purchased")
    assert backend.store.entitlement(shared.original_transaction_id or "") == entitlement
    # The App Store Server API agrees (Get Transaction Info).
    assert backend.reconcile_purchase(shared.transaction_id or "") == entitlement


def test_a_failed_delivery_is_retried_an_hour_later(world: World, backend: Backend) -> None:
    backend.maintenance = True
    purchase = world.run("purchase com.example.premium").transaction
    assert backend.store.entitlement(purchase.original_transaction_id or "") is None
    [notification] = world.notifications()
    assert [attempt.result for attempt in notification.attempts] == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE"]
    assert not notification.delivered
    assert notification.next_attempt_date == datetime.datetime(2026, 1, 1, 1, tzinfo=UTC)
    backend.maintenance = False
    world.advance("59m")
    assert backend.store.entitlement(purchase.original_transaction_id or "") is None
    world.advance("1m")
    [notification] = world.wait_for_notifications()
    assert [attempt.result for attempt in notification.attempts] == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE", "SUCCESS"]
    assert [attempt.attempt_date for attempt in notification.attempts] == [
        datetime.datetime(2026, 1, 1, tzinfo=UTC), datetime.datetime(2026, 1, 1, 1, tzinfo=UTC)]
    assert notification.delivered
    assert backend.store.entitled_products() == {"com.example.premium"}


def test_reconciling_through_the_server_api_finds_a_missed_subscription(world: World, backend: Backend) -> None:
    backend.maintenance = True
    first = world.run("purchase com.example.pro.monthly").transaction
    backend.maintenance = False
    original = first.original_transaction_id or ""
    assert backend.store.entitlement(original) is None
    found = backend.reconcile_subscription(original)
    assert found is not None and (found.product_id, found.status) == ("com.example.pro.monthly", "active")
    assert backend.store.entitlement(original) == found


@pytest.mark.storekit_sim(environment="sandbox", clock_start="2030-06-15T12:00:00Z")
def test_the_marker_sets_the_clock(world: World, backend: Backend) -> None:
    purchase = world.run("purchase com.example.premium").transaction
    assert purchase.purchase_date == datetime.datetime(2030, 6, 15, 12, tzinfo=UTC)
    assert backend.reconcile_purchase(purchase.transaction_id or "").status == "purchased"
