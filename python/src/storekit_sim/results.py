"""Typed results of the control API: the outcome JSON of each command (docs/outcome.schema.json in
the storekit-sim repository) and the notifications a world sent, as Python dataclasses.

Dates are timezone-aware UTC datetimes made from the milliseconds since 1970 that Apple's payloads
use ("Date", https://developer.apple.com/documentation/appstoreserverapi/date); the full JSON
object each was made from stays in ``raw`` for fields this package does not name.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

UTC = datetime.timezone.utc


def from_milliseconds(value: Any) -> Optional[datetime.datetime]:
    """Apple's date (milliseconds since 1970, UTC) as a datetime; None for a missing one."""
    if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return datetime.datetime.fromtimestamp(value / 1000, tz=UTC)


def parse_instant(value: Any) -> Optional[datetime.datetime]:
    """An ISO 8601 instant as the server prints the virtual clock (``2026-01-01T00:00:00Z``)."""
    if not isinstance(value, str) or not value:
        return None
    return datetime.datetime.fromisoformat(value.replace("Z", "+00:00")).astimezone(UTC)


def _text(data: Mapping[str, Any], key: str) -> Optional[str]:
    value = data.get(key)
    return value if isinstance(value, str) else None


def _strings(value: Any) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _objects(value: Any) -> list[Mapping[str, Any]]:
    return [item for item in value if isinstance(item, Mapping)] if isinstance(value, list) else []


@dataclass(frozen=True)
class Transaction:
    """A transaction a command made or changed.

    ``transaction_id`` is the id Apple's payloads and the App Store Server API use ("transactionId",
    https://developer.apple.com/documentation/appstoreserverapi/transactionid); ``id`` is the
    command language's name for it (``t1``). ``state`` is StoreKit's state name (``purchased``,
    ``failed``, ``deferred``, ``restored``, ``refunded``, ...). ``signed_transaction`` is the JWS
    ("JWSTransaction", https://developer.apple.com/documentation/appstoreserverapi/jwstransaction).
    """

    id: str
    transaction_id: Optional[str]
    original_transaction_id: Optional[str]
    product_id: str
    state: str
    purchase_date: Optional[datetime.datetime]
    expires_date: Optional[datetime.datetime]
    revocation_date: Optional[datetime.datetime]
    signed_transaction: Optional[str]
    raw: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Transaction:
        """Reads one entry of an outcome's ``transactions``."""
        return cls(
            id=_text(data, "id") or "",
            transaction_id=_text(data, "transactionId"),
            original_transaction_id=_text(data, "originalTransactionId"),
            product_id=_text(data, "productId") or "",
            state=_text(data, "state") or "",
            purchase_date=from_milliseconds(data.get("purchaseDate")),
            expires_date=from_milliseconds(data.get("expiresDate")),
            revocation_date=from_milliseconds(data.get("revocationDate")),
            signed_transaction=_text(data, "signedTransaction"),
            raw=data,
        )


@dataclass(frozen=True)
class SentNotification:
    """An App Store Server Notification V2 a command caused ("App Store Server Notifications V2",
    https://developer.apple.com/documentation/appstoreservernotifications/app-store-server-notifications-v2)."""

    notification_uuid: str
    notification_type: str
    subtype: Optional[str]
    signed_payload: str
    raw: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SentNotification:
        """Reads one entry of an outcome's ``notifications``."""
        return cls(
            notification_uuid=_text(data, "notificationUUID") or "",
            notification_type=_text(data, "notificationType") or "",
            subtype=_text(data, "subtype"),
            signed_payload=_text(data, "signedPayload") or "",
            raw=data,
        )


@dataclass(frozen=True)
class CommandError:
    """Why a command failed: a stable ``code``, the message and hint as the tool prints them, and
    where (the file a ``source`` command read, else None for the submitted lines; line and column
    1-based)."""

    code: str
    message: str
    hint: Optional[str]
    file: Optional[str]
    line: Optional[int]
    column: Optional[int]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CommandError:
        """Reads an outcome's ``error``."""
        line = data.get("line")
        column = data.get("column")
        return cls(
            code=_text(data, "code") or "",
            message=_text(data, "message") or "",
            hint=_text(data, "hint"),
            file=_text(data, "file"),
            line=line if isinstance(line, int) else None,
            column=column if isinstance(column, int) else None,
        )


@dataclass(frozen=True)
class Outcome:
    """What one command did: its printed lines, the typed events (each a JSON object with ``kind``
    and ``time``), the transactions and notifications it made or changed, and its error."""

    command: str
    ok: bool
    clock: Optional[datetime.datetime]
    output: Sequence[str]
    events: Sequence[Mapping[str, Any]]
    transactions: Sequence[Transaction]
    notifications: Sequence[SentNotification]
    error: Optional[CommandError]
    raw: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        """Reads one entry of ``outcomes``."""
        error = data.get("error")
        return cls(
            command=_text(data, "command") or "",
            ok=bool(data.get("ok", error is None)),
            clock=parse_instant(data.get("clock")),
            output=_strings(data.get("output")),
            events=_objects(data.get("events")),
            transactions=[Transaction.from_json(item) for item in _objects(data.get("transactions"))],
            notifications=[SentNotification.from_json(item) for item in _objects(data.get("notifications"))],
            error=CommandError.from_json(error) if isinstance(error, Mapping) else None,
            raw=data,
        )


@dataclass(frozen=True)
class CommandsResult:
    """The answer to running commands: one :class:`Outcome` per command run, plus the batch-mode
    view (``output``, ``diagnostics``, ``exit_status``) that older callers read."""

    exit_status: int
    output: Sequence[str]
    diagnostics: Sequence[str]
    outcomes: Sequence[Outcome]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CommandsResult:
        """Reads the answer of ``POST .../commands``."""
        status = data.get("exitStatus")
        return cls(
            exit_status=status if isinstance(status, int) else 0,
            output=_strings(data.get("output")),
            diagnostics=_strings(data.get("diagnostics")),
            outcomes=[Outcome.from_json(item) for item in _objects(data.get("outcomes"))],
        )

    @property
    def ok(self) -> bool:
        """Every command succeeded."""
        return self.exit_status == 0 and all(outcome.ok for outcome in self.outcomes)

    @property
    def transactions(self) -> list[Transaction]:
        """The transactions every command made or changed, in order (a transaction changed twice
        appears twice: its latest state is the last)."""
        return [transaction for outcome in self.outcomes for transaction in outcome.transactions]

    @property
    def transaction(self) -> Transaction:
        """The last transaction the commands made or changed (``run("purchase X").transaction``).

        Raises LookupError when they touched none."""
        found = self.transactions
        if not found:
            raise LookupError("the commands made or changed no transaction")
        return found[-1]

    def transaction_for(self, product_id: str) -> Transaction:
        """The last transaction of ``product_id`` the commands made or changed (an upgrade's
        outcome holds the new subscription's transaction and the upgraded one's).

        Raises LookupError when they touched none of that product."""
        for transaction in reversed(self.transactions):
            if transaction.product_id == product_id:
                return transaction
        raise LookupError(f"the commands made or changed no transaction of {product_id}")

    @property
    def notifications(self) -> list[SentNotification]:
        """The notifications every command caused, in order."""
        return [notification for outcome in self.outcomes for notification in outcome.notifications]


@dataclass(frozen=True)
class Attempt:
    """One attempt to deliver a notification ("sendAttemptItem",
    https://developer.apple.com/documentation/appstoreserverapi/sendattemptitem); ``result`` is
    Apple's ``sendAttemptResult`` (``SUCCESS``, ``UNSUCCESSFUL_HTTP_RESPONSE_CODE``, ``TIMED_OUT``, ...)."""

    attempt_date: Optional[datetime.datetime]
    result: str
    #: The developer's server's HTTP status, when it answered.
    http_status: Optional[int] = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Attempt:
        """Reads one entry of a notification's ``attempts``."""
        status = data.get("httpStatus")
        return cls(attempt_date=from_milliseconds(data.get("attemptDate")), result=_text(data, "sendAttemptResult") or "",
                   http_status=status if isinstance(status, int) and not isinstance(status, bool) else None)


@dataclass(frozen=True)
class Notification:
    """A notification of the world with every attempt to deliver it, as Get Notification History
    reports them ("notificationHistoryResponseItem",
    https://developer.apple.com/documentation/appstoreserverapi/notificationhistoryresponseitem)."""

    notification_uuid: str
    notification_type: str
    subtype: Optional[str]
    signed_date: Optional[datetime.datetime]
    signed_payload: str
    attempts: Sequence[Attempt]
    delivered: bool
    #: ``not-sent``, ``retrying``, ``delivered`` or ``failed`` (no retry left), when the server says.
    state: Optional[str]
    #: When the next retry is due on the world's clock, while ``state`` is ``retrying``.
    next_attempt_date: Optional[datetime.datetime]
    raw: Mapping[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Notification:
        """Reads one entry of ``GET .../notifications``."""
        attempts = [Attempt.from_json(item) for item in _objects(data.get("attempts"))]
        return cls(
            notification_uuid=_text(data, "notificationUUID") or "",
            notification_type=_text(data, "notificationType") or "",
            subtype=_text(data, "subtype"),
            signed_date=from_milliseconds(data.get("signedDate")),
            signed_payload=_text(data, "signedPayload") or "",
            attempts=attempts,
            delivered=bool(data.get("delivered", any(attempt.result == "SUCCESS" for attempt in attempts))),
            state=_text(data, "state"),
            next_attempt_date=from_milliseconds(data.get("nextAttemptDate")),
            raw=data,
        )


@dataclass(frozen=True)
class ApiKey:
    """A world's in-app purchase key for the App Store Server API ("Creating API keys to authorize
    API requests", https://developer.apple.com/documentation/appstoreserverapi/creating-api-keys-to-authorize-api-requests)."""

    issuer_id: str
    key_id: str
    bundle_id: str
    private_key: str = field(repr=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ApiKey:
        """Reads ``GET .../key`` or a world's ``key``."""
        return cls(
            issuer_id=_text(data, "issuerId") or "",
            key_id=_text(data, "keyId") or "",
            bundle_id=_text(data, "bundleId") or "",
            private_key=_text(data, "privateKey") or "",
        )
