"""HTTP to the control API (``/storekit-sim/v1/``) with the server's control token, over Python's
urllib. Refusals come back as Apple's error JSON and are raised as :class:`ControlAPIError`."""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any, Mapping, Optional

from .errors import ControlAPIError

#: Seconds to wait for an answer. Running commands answers only when every notification delivery
#: they caused has been attempted, and a receiver that never answers holds each attempt until the
#: server's delivery timeout, so this is generous.
DEFAULT_TIMEOUT = 300.0


class ControlConnection:
    """The base URL and control token of one running server, and requests made with them."""

    def __init__(self, url: str, token: Optional[str], timeout: float = DEFAULT_TIMEOUT) -> None:
        self.url = url.rstrip("/")
        self.token = token
        self.timeout = timeout

    def request(self, method: str, path: str, body: Optional[Any] = None, *, text: Optional[str] = None) -> Any:
        """Sends ``method path`` (``path`` under the server's URL) with ``body`` as JSON or ``text``
        as ``text/plain``, and returns the decoded JSON answer (None for an empty one)."""
        headers = {"Accept": "application/json"}
        data: Optional[bytes] = None
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if text is not None:
            data = text.encode("utf-8")
            headers["Content-Type"] = "text/plain; charset=utf-8"
        elif body is not None:
            data = json.dumps(body).encode("utf-8")
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                raw = response.read()
        except urllib.error.HTTPError as error:
            raise _refusal(method, path, error) from None
        except urllib.error.URLError as error:
            raise ControlAPIError(method, path, 0, None, f"the server at {self.url} did not answer ({error.reason})") from None
        if not raw:
            return None
        return json.loads(raw)


def _refusal(method: str, path: str, error: urllib.error.HTTPError) -> ControlAPIError:
    raw = error.read()
    code: Optional[int] = None
    message = raw.decode("utf-8", "replace").strip() or (error.reason if isinstance(error.reason, str) else "")
    try:
        decoded: Any = json.loads(raw)
    except ValueError:
        decoded = None
    if isinstance(decoded, Mapping):
        if isinstance(decoded.get("errorCode"), int):
            code = decoded["errorCode"]
        if isinstance(decoded.get("errorMessage"), str):
            message = decoded["errorMessage"]
    return ControlAPIError(method, path, error.code, code, message)
