"""A developer's server for App Store Server Notifications on loopback, for tests: it records
every POST and answers 200, or 500 (or any status) or never, on demand.

"Responding to App Store Server Notifications"
(https://developer.apple.com/documentation/appstoreservernotifications/responding-to-app-store-server-notifications):
HTTP 200-206 is success; anything else, or no answer in time, is a failed attempt that the App
Store retries (in production) later.
"""
from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Mapping, Optional, Union

#: How long a hanging answer holds the connection (seconds of real time): longer than the
#: simulator's 5-second delivery timeout, so the attempt counts as timed out.
HANG_SECONDS = 8.0


@dataclass(frozen=True)
class ReceivedRequest:
    """One POST the receiver got, and the status it answered (None: it hung)."""

    path: str
    headers: Mapping[str, str]
    body: bytes = field(repr=False)
    answered: Optional[int]

    @property
    def json(self) -> Any:
        """The body as JSON (None when it is not JSON)."""
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    @property
    def signed_payload(self) -> Optional[str]:
        """The notification's ``signedPayload`` ("responseBodyV2",
        https://developer.apple.com/documentation/appstoreservernotifications/responsebodyv2)."""
        decoded = self.json
        value = decoded.get("signedPayload") if isinstance(decoded, Mapping) else None
        return value if isinstance(value, str) else None


_Answer = Union[int, None]


class WebhookReceiver:
    """An HTTP server on 127.0.0.1 (a free port) that records what arrives.

    By default every POST gets 200. :meth:`fail_next` makes the next POSTs get another status
    (500 by default) and :meth:`hang_next` makes them get no answer at all, each once per call's
    ``count``, in the order asked.
    """

    def __init__(self, path: str = "/notifications", hang_seconds: float = HANG_SECONDS) -> None:
        self.path = path
        self.hang_seconds = hang_seconds
        self._lock = threading.Condition()
        self._answers: deque[_Answer] = deque()
        self._received: list[ReceivedRequest] = []
        self._released = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or "0")
                body = self.rfile.read(length)
                with receiver._lock:
                    answer: _Answer = receiver._answers.popleft() if receiver._answers else 200
                    receiver._received.append(ReceivedRequest(self.path, dict(self.headers.items()), body, answer))
                    receiver._lock.notify_all()
                if answer is None:
                    receiver._released.wait(receiver.hang_seconds)
                    self.close_connection = True
                    return
                self.send_response(answer)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="storekit-sim webhook", daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        """The URL to give a world (``World.send_notifications_to``)."""
        return f"http://127.0.0.1:{self._server.server_address[1]}{self.path}"

    @property
    def received(self) -> list[ReceivedRequest]:
        """Every POST so far, in the order they arrived (a copy)."""
        with self._lock:
            return list(self._received)

    def fail_next(self, count: int = 1, status: int = 500) -> None:
        """Answers the next ``count`` POSTs with ``status`` instead of 200."""
        with self._lock:
            self._answers.extend([status] * count)

    def hang_next(self, count: int = 1) -> None:
        """Never answers the next ``count`` POSTs (holds each connection for ``hang_seconds``)."""
        with self._lock:
            self._answers.extend([None] * count)

    def wait_for(self, count: int, timeout: float = 30.0) -> list[ReceivedRequest]:
        """Waits until at least ``count`` POSTs arrived (raises TimeoutError after ``timeout`` s)."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while len(self._received) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"{len(self._received)} of {count} notifications arrived within {timeout:g} s")
                self._lock.wait(left)
            return list(self._received)

    def clear(self) -> None:
        """Forgets what arrived and the answers still queued."""
        with self._lock:
            self._received.clear()
            self._answers.clear()

    def close(self) -> None:
        """Releases hanging connections and stops the server."""
        self._released.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)

    def __enter__(self) -> WebhookReceiver:
        return self

    def __exit__(self, kind: Optional[type[BaseException]], value: Optional[BaseException],
                 traceback: Optional[TracebackType]) -> None:
        self.close()
