"""storekit-sim for Python: the simulator's binary, a typed client of ``storekit-sim serve`` and a
pytest plugin, for testing a backend that takes App Store purchases without Apple's servers.

    from storekit_sim import Server

    with Server.start() as server:
        world = server.create_world()
        result = world.run("purchase com.example.pro.monthly")
        transaction = result.transaction
        info = world.api_client().get_transaction_info(transaction.transaction_id)

The App Store Server API ("App Store Server API",
https://developer.apple.com/documentation/appstoreserverapi) and App Store Server Notifications V2
are simulated by the server; Apple's own App Store Server Library (the ``apple`` extra) talks to it.
"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version as _version

from .binary import bundled_binary, find_binary
from .errors import (AppleLibraryMissingError, BinaryNotFoundError, CommandFailedError, ControlAPIError,
                     MissingLibraryError, ServerStartError, StoreKitSimError)
from .results import (ApiKey, Attempt, CommandError, CommandsResult, Notification, Outcome, SentNotification,
                      Transaction)
from .server import Server
from .webhook import ReceivedRequest, WebhookReceiver
from .world import World

try:
    __version__ = _version("storekit-sim")
except PackageNotFoundError:  # run from a source checkout without installing
    __version__ = "0+unknown"

__all__ = [
    "ApiKey", "AppleLibraryMissingError", "Attempt", "BinaryNotFoundError", "CommandError", "CommandFailedError",
    "CommandsResult", "ControlAPIError", "MissingLibraryError", "Notification", "Outcome", "ReceivedRequest",
    "SentNotification", "Server", "ServerStartError", "StoreKitSimError", "Transaction", "WebhookReceiver", "World",
    "__version__", "bundled_binary", "find_binary",
]
