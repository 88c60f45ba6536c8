"""One isolated world of a running server: its own clock, ids, signing environment, notification
URL, key and root certificate. A test makes one, drives it with commands of the command language
(``storekit-sim help`` lists them) and reads typed results."""
from __future__ import annotations

import base64
import datetime
import urllib.parse
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Optional

from .control import ControlConnection
from .errors import CommandFailedError
from .results import ApiKey, CommandsResult, Notification, _objects, _text, parse_instant

if TYPE_CHECKING:  # Apple's library is the optional extra `storekit-sim[apple]`.
    from appstoreserverlibrary.api_client import AppStoreServerAPIClient
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier


class World:
    """A world of a running ``storekit-sim serve``, as ``GET /storekit-sim/v1/worlds/ID`` describes it.

    ``environment`` is the environment its signed data names (``Xcode``, ``Sandbox`` or
    ``LocalTesting``, Apple's "environment" values:
    https://developer.apple.com/documentation/appstoreserverapi/environment); ``api_url`` is the
    base URL of its App Store Server API (Apple's client appends ``/inApps/...``).
    """

    def __init__(self, connection: ControlConnection, data: Mapping[str, Any]) -> None:
        self._connection = connection
        self.id: str = _text(data, "id") or "default"
        self._path = "/storekit-sim/v1/worlds/" + urllib.parse.quote(self.id, safe="")
        self._read(data)
        self.ended = False

    def _read(self, data: Mapping[str, Any]) -> None:
        key = data.get("key")
        urls = data.get("urls")
        urls = urls if isinstance(urls, Mapping) else {}
        app_apple_id = data.get("appAppleId")
        root = _text(data, "rootCertificate")
        self.bundle_id: str = _text(data, "bundleId") or ""
        self.app_apple_id: Optional[int] = app_apple_id if isinstance(app_apple_id, int) else None
        self.key: ApiKey = ApiKey.from_json(key if isinstance(key, Mapping) else {})
        self.root_certificate: bytes = base64.b64decode(root) if root else b""
        self.environment: str = _text(data, "environment") or "Xcode"
        self.api_url: str = _text(urls, "api") or self._connection.url
        self.control_url: str = _text(urls, "control") or self._connection.url + self._path
        self.clock: Optional[datetime.datetime] = parse_instant(data.get("clock"))

    def __repr__(self) -> str:
        return f"World(id={self.id!r}, environment={self.environment!r}, clock={self.clock!r})"

    # Reading and ending

    def refresh(self) -> World:
        """Reads the world again (its clock, environment, key) and returns it."""
        self._read(self._connection.request("GET", self._path))
        return self

    def end(self) -> None:
        """Ends the world (``DELETE``): its state, key and pending deliveries are gone. Ending one
        that is already ended does nothing."""
        if self.ended:
            return
        self._connection.request("DELETE", self._path)
        self.ended = True

    # Commands

    def run(self, *commands: str, check: bool = True) -> CommandsResult:
        """Runs command lines of storekit-sim's command language in order, as batch mode would,
        and returns one typed outcome per command. Answers when every command has finished,
        including every notification delivery it caused.

        With ``check`` (the default) a failed command raises :class:`CommandFailedError`; a
        command with a line break raises ValueError.
        """
        for command in commands:
            if "\n" in command or "\r" in command:
                raise ValueError(f"a command is one line; split {command!r} into one argument per line")
        # Sent as text/plain lines, the form every version of the endpoint reads (docs/serve-api.md).
        answer = self._connection.request("POST", self._path + "/commands", text="\n".join(commands) + "\n")
        result = CommandsResult.from_json(answer)
        if check and not result.ok:
            raise _failure(commands, result)
        self.clock = next((outcome.clock for outcome in reversed(result.outcomes) if outcome.clock), self.clock)
        return result

    def run_lines(self, lines: Iterable[str], check: bool = True) -> CommandsResult:
        """Runs lines as :meth:`run` does (a scenario's commands read from a file, say)."""
        return self.run(*lines, check=check)

    def advance(self, duration: str) -> CommandsResult:
        """Advances the virtual clock by ``duration`` (``90m``, ``10d``, ``1mo``, ``P1Y2M``):
        renewals, billing retries, grace periods, expiries and notification retries that fall due
        happen in order, as the App Store would do them over that time."""
        return self.run(f"clock advance {duration}")

    def set_environment(self, environment: str) -> None:
        """Signs as ``xcode``, ``sandbox`` or ``local-testing`` (the environment every signed
        transaction, renewal info and notification names)."""
        self.run(f"signing environment {environment}")
        self.refresh()

    def send_notifications_to(self, url: str, retries: Optional[str] = None) -> None:
        """Sends App Store Server Notifications V2 for this world to ``url`` by HTTP POST, and turns
        them on ("Enabling App Store Server Notifications",
        https://developer.apple.com/documentation/appstoreservernotifications/enabling-app-store-server-notifications).
        ``retries`` is ``production`` (five retries, 1, 12, 24, 48 and 72 hours apart on the
        virtual clock) or ``sandbox`` (one attempt), as "Responding to App Store Server
        Notifications" describes; by default the signing environment's."""
        commands = [f"notifications url {url}"]
        if retries is not None:
            commands.append(f"notifications retries {retries}")
        self.run(*commands)

    # Notifications

    def notifications(self) -> list[Notification]:
        """Every notification of the world with its delivery attempts, oldest first."""
        return _notifications(self._connection.request("GET", self._path + "/notifications"))

    def wait_for_notifications(self) -> list[Notification]:
        """Returns, as :meth:`notifications` does, once every delivery due by the world's clock has
        been attempted."""
        return _notifications(self._connection.request("POST", self._path + "/notifications/wait"))

    # Apple's objects

    def api_client(self, environment: Optional[Environment] = None) -> AppStoreServerAPIClient:
        """Apple's ``AppStoreServerAPIClient`` for this world: its key, bundle id and base URL
        (needs the ``apple`` extra). ``environment`` defaults to Sandbox, since Apple's client
        refuses Xcode; see :func:`storekit_sim.apple.api_client`."""
        from .apple import api_client

        return api_client(self, environment)

    def verifier(self, environment: Optional[Environment] = None, enable_online_checks: bool = False) -> SignedDataVerifier:
        """Apple's ``SignedDataVerifier`` that trusts this world's root certificate, for its
        environment and bundle id (needs the ``apple`` extra); see :func:`storekit_sim.apple.verifier`."""
        from .apple import verifier

        return verifier(self, environment, enable_online_checks)


def _notifications(answer: Any) -> list[Notification]:
    items = answer.get("notifications") if isinstance(answer, Mapping) else None
    return [Notification.from_json(item) for item in _objects(items)]


def _failure(commands: tuple[str, ...], result: CommandsResult) -> CommandFailedError:
    for outcome in result.outcomes:
        if not outcome.ok:
            error = outcome.error
            if error is None:
                return CommandFailedError(outcome.command, "failed", "the command failed", None)
            return CommandFailedError(outcome.command, error.code, error.message, error.hint)
    text = "; ".join(result.diagnostics) or f"exit status {result.exit_status}"
    return CommandFailedError(" / ".join(commands), "failed", text, None)
