"""A small backend that takes App Store purchases: the example of storekit-sim's Python package.

It does what Apple asks of a developer's server, with the standard library (http.server, sqlite3)
and Apple's App Store Server Library:

- receives App Store Server Notifications V2 by HTTP POST (``/notifications``), verifies each with Apple's
  ``SignedDataVerifier`` (signature and certificate chain up to the trusted root), ignores a
  notification it has already handled (by ``notificationUUID``), and answers 200 only once it has
  stored the result ("Responding to App Store Server Notifications");
- receives the signed transaction the app sends after a purchase (``/transactions``) and
  verifies it the same way;
- keeps one entitlement per original transaction in sqlite3 (the subscription's status as Apple
  reports it: active, billing retry, grace period, expired, revoked; a one-time purchase
  purchased or revoked; who owns it: the purchaser or a family member);
- reconciles an entitlement through the App Store Server API (Get All Subscription Statuses, Get
  Transaction Info) when a notification may have been missed.

Nothing here knows about the simulator: the tests hand it Apple's verifier and Apple's client.
"""
from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Optional

from appstoreserverlibrary.api_client import AppStoreServerAPIClient
from appstoreserverlibrary.models.JWSTransactionDecodedPayload import JWSTransactionDecodedPayload
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException

# Apple's "status" of an auto-renewable subscription
# (https://developer.apple.com/documentation/appstoreserverapi/status).
STATUSES = {1: "active", 2: "expired", 3: "billing_retry", 4: "grace_period", 5: "revoked"}
# The statuses that give access: Apple asks developers to keep giving service in the grace period.
ENTITLED = {"active", "grace_period", "purchased"}


@dataclass(frozen=True)
class Entitlement:
    """What a customer holds through one original transaction."""

    original_transaction_id: str
    transaction_id: str
    product_id: str
    status: str
    expires_date: Optional[int]
    ownership: str

    @property
    def entitled(self) -> bool:
        """Whether the customer gets the product's content now."""
        return self.status in ENTITLED


class EntitlementStore:
    """Entitlements and handled notifications in sqlite3 (one connection, used under a lock)."""

    def __init__(self, path: str) -> None:
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False)
        with self._db:
            self._db.execute("""CREATE TABLE IF NOT EXISTS entitlements (
                original_transaction_id TEXT PRIMARY KEY, transaction_id TEXT NOT NULL, product_id TEXT NOT NULL,
                status TEXT NOT NULL, expires_date INTEGER, ownership TEXT NOT NULL)""")
            self._db.execute("""CREATE TABLE IF NOT EXISTS notifications (
                notification_uuid TEXT PRIMARY KEY, notification_type TEXT NOT NULL, subtype TEXT)""")

    def handled(self, notification_uuid: str) -> bool:
        """Whether this notification was already handled."""
        with self._lock:
            row = self._db.execute("SELECT 1 FROM notifications WHERE notification_uuid = ?", (notification_uuid,)).fetchone()
        return row is not None

    def save(self, entitlement: Optional[Entitlement], notification: Optional[tuple[str, str, Optional[str]]] = None) -> None:
        """Stores an entitlement and marks a notification handled, in one transaction."""
        with self._lock, self._db:
            if entitlement is not None:
                self._db.execute(
                    "INSERT OR REPLACE INTO entitlements VALUES (?, ?, ?, ?, ?, ?)",
                    (entitlement.original_transaction_id, entitlement.transaction_id, entitlement.product_id,
                     entitlement.status, entitlement.expires_date, entitlement.ownership))
            if notification is not None:
                self._db.execute("INSERT OR IGNORE INTO notifications VALUES (?, ?, ?)", notification)

    def entitlement(self, original_transaction_id: str) -> Optional[Entitlement]:
        """The entitlement of one original transaction, if the backend knows it."""
        with self._lock:
            row = self._db.execute("SELECT * FROM entitlements WHERE original_transaction_id = ?",
                                   (original_transaction_id,)).fetchone()
        return Entitlement(*row) if row else None

    def entitled_products(self) -> set[str]:
        """The products the customer may use now."""
        with self._lock:
            rows = self._db.execute("SELECT * FROM entitlements").fetchall()
        return {entitlement.product_id for entitlement in map(lambda row: Entitlement(*row), rows) if entitlement.entitled}

    def handled_notifications(self) -> list[tuple[str, str, Optional[str]]]:
        """Every notification handled: (uuid, type, subtype)."""
        with self._lock:
            return list(self._db.execute("SELECT * FROM notifications ORDER BY rowid").fetchall())

    def close(self) -> None:
        """Closes the database."""
        with self._lock:
            self._db.close()


class Backend:
    """The developer's server: notifications in, entitlements kept, the Server API to reconcile."""

    def __init__(self, store: EntitlementStore, verifier: SignedDataVerifier, api: AppStoreServerAPIClient) -> None:
        self.store = store
        self.verifier = verifier
        self.api = api
        #: While True the server answers 503 (a deploy, say): the App Store will retry.
        self.maintenance = False

    def receive(self, body: bytes) -> int:
        """Handles one POST of App Store Server Notifications V2 and returns the HTTP status to answer."""
        if self.maintenance:
            return 503
        try:
            signed_payload = json.loads(body)["signedPayload"]
            notification = self.verifier.verify_and_decode_notification(signed_payload)
        except (ValueError, KeyError, TypeError, VerificationException):
            return 400
        uuid = notification.notificationUUID or ""
        if self.store.handled(uuid):
            return 200
        entitlement = None
        data = notification.data
        if data is not None and data.signedTransactionInfo:
            transaction = self.verifier.verify_and_decode_signed_transaction(data.signedTransactionInfo)
            entitlement = _entitlement(transaction, data.rawStatus)
        self.store.save(entitlement, (uuid, notification.rawNotificationType or "", notification.rawSubtype))
        return 200

    def receive_transaction(self, signed_transaction: str) -> Entitlement:
        """Handles a transaction the app sends after a purchase (StoreKit 2's
        ``Transaction.jwsRepresentation``): verifies it and stores the entitlement it gives."""
        transaction = self.verifier.verify_and_decode_signed_transaction(signed_transaction)
        entitlement = _entitlement(transaction, None)
        self.store.save(entitlement)
        return entitlement

    def reconcile_subscription(self, original_transaction_id: str) -> Optional[Entitlement]:
        """Asks the App Store Server API for the subscription's status (Get All Subscription
        Statuses) and stores what it says."""
        answer = self.api.get_all_subscription_statuses(original_transaction_id)
        found = None
        for group in answer.data or []:
            for item in group.lastTransactions or []:
                if item.originalTransactionId != original_transaction_id or not item.signedTransactionInfo:
                    continue
                transaction = self.verifier.verify_and_decode_signed_transaction(item.signedTransactionInfo)
                found = _entitlement(transaction, item.rawStatus)
                self.store.save(found)
        return found

    def reconcile_purchase(self, transaction_id: str) -> Entitlement:
        """Asks the App Store Server API for a one-time purchase (Get Transaction Info) and stores it."""
        answer = self.api.get_transaction_info(transaction_id)
        transaction = self.verifier.verify_and_decode_signed_transaction(answer.signedTransactionInfo or "")
        entitlement = _entitlement(transaction, None)
        self.store.save(entitlement)
        return entitlement

    def serve(self) -> BackendServer:
        """Starts the notification endpoint on a free loopback port."""
        return BackendServer(self)


def _entitlement(transaction: JWSTransactionDecodedPayload, status: Optional[int]) -> Entitlement:
    if transaction.revocationDate is not None:
        state = "revoked"
    elif status is not None:
        state = STATUSES.get(status, "unknown")
    else:
        state = "purchased"
    return Entitlement(
        original_transaction_id=transaction.originalTransactionId or "",
        transaction_id=transaction.transactionId or "",
        product_id=transaction.productId or "",
        status=state,
        expires_date=transaction.expiresDate,
        ownership=transaction.rawInAppOwnershipType or "PURCHASED",
    )


def _transaction_status(backend: Backend, body: bytes) -> int:
    try:
        backend.receive_transaction(json.loads(body)["signedTransaction"])
    except (ValueError, KeyError, TypeError, VerificationException):
        return 400
    return 200


class BackendServer:
    """The backend's HTTP endpoints on 127.0.0.1: ``POST /notifications`` (the App Store's) and
    ``POST /transactions`` (the app's, ``{"signedTransaction": "..."}``)."""

    def __init__(self, backend: Backend) -> None:
        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or "0"))
                if self.path == "/notifications":
                    status = backend.receive(body)
                elif self.path == "/transactions":
                    status = _transaction_status(backend, body)
                else:
                    status = 404
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        """Where the App Store sends notifications."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/notifications"

    def close(self) -> None:
        """Stops serving."""
        self._server.shutdown()
        self._server.server_close()
