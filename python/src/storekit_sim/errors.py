"""The exceptions the client raises. Each says what failed and, where one helps, what to do."""
from __future__ import annotations

from typing import Optional


class StoreKitSimError(Exception):
    """Base class of every error this package raises."""


class BinaryNotFoundError(StoreKitSimError):
    """No storekit-sim executable: the wheel's bundled one is missing and none was given."""


class ServerStartError(StoreKitSimError):
    """`storekit-sim serve` exited, or did not write its ready file in time.

    ``stderr`` holds what the server printed, for the reader of a failed test.
    """

    def __init__(self, message: str, stderr: str = "") -> None:
        super().__init__(message)
        self.stderr = stderr


class MissingLibraryError(ServerStartError):
    """The binary could not open a C library it loads on first use (libmicrohttpd for `serve`).

    ``library`` is the library's name as the binary reported it and ``debian_package`` the Debian
    package that installs it (``apt-get install`` it). The message is one line naming both.
    """

    def __init__(self, library: str, debian_package: str, reason: str, stderr: str = "") -> None:
        super().__init__(
            f"storekit-sim needs {library}, which could not be loaded ({reason}): "
            f"install the Debian package {debian_package} (apt-get install {debian_package})",
            stderr,
        )
        self.library = library
        self.debian_package = debian_package
        self.reason = reason


class ControlAPIError(StoreKitSimError):
    """The control API or the App Store Server API refused a request.

    The server answers refusals with Apple's error JSON, ``{"errorCode": N, "errorMessage": "..."}``
    (App Store Server API, "Error codes":
    https://developer.apple.com/documentation/appstoreserverapi/error_codes).
    """

    def __init__(self, method: str, path: str, status: int, error_code: Optional[int], error_message: str) -> None:
        code = f" {error_code}" if error_code is not None else ""
        super().__init__(f"{method} {path}: HTTP {status}{code}: {error_message}")
        self.method = method
        self.path = path
        self.status = status
        self.error_code = error_code
        self.error_message = error_message


class CommandFailedError(StoreKitSimError):
    """A command of the command language failed (its outcome's ``error``), and the caller asked
    for failures to raise (``World.run(..., check=True)``, the default)."""

    def __init__(self, command: str, code: str, message: str, hint: Optional[str]) -> None:
        text = f"{command!r} failed: {message} [{code}]"
        if hint:
            text += f" (hint: {hint})"
        super().__init__(text)
        self.command = command
        self.code = code
        self.message = message
        self.hint = hint


class AppleLibraryMissingError(StoreKitSimError, ImportError):
    """Apple's App Store Server Library is not installed: ``pip install 'storekit-sim[apple]'``."""
