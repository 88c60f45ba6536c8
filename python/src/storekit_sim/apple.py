"""Apple's App Store Server Library (PyPI ``app-store-server-library``, the ``apple`` extra)
configured for a simulated world: its ``AppStoreServerAPIClient`` pointed at the world's server,
and its ``SignedDataVerifier`` trusting the world's root certificate.

Apple's Python client takes no base URL: it picks Apple's production or sandbox host from the
environment. :class:`SimulatorAPIClient` is Apple's client with the one method that joins the base
URL and a request's path overridden, so the requests, the token and the answers stay Apple's own
and no caller touches an attribute of Apple's library.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from .errors import AppleLibraryMissingError

try:
    from appstoreserverlibrary.api_client import AppStoreServerAPIClient
    from appstoreserverlibrary.models.Environment import Environment
    from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
except ImportError as error:  # pragma: no cover - depends on what is installed
    raise AppleLibraryMissingError(
        "Apple's App Store Server Library is not installed: pip install 'storekit-sim[apple]' "
        f"(or app-store-server-library) ({error})"
    ) from error

if TYPE_CHECKING:
    from .world import World

#: Apple's "environment" values as the server names them, and the library's enum for each.
ENVIRONMENTS: dict[str, Environment] = {
    "Xcode": Environment.XCODE,
    "Sandbox": Environment.SANDBOX,
    "LocalTesting": Environment.LOCAL_TESTING,
    "Production": Environment.PRODUCTION,
}


class SimulatorAPIClient(AppStoreServerAPIClient):
    """Apple's ``AppStoreServerAPIClient`` ("App Store Server API",
    https://developer.apple.com/documentation/appstoreserverapi) sending every request to
    ``base_url`` instead of Apple's host. Everything else, the JWT it signs with the key and the
    models it decodes, is Apple's."""

    def __init__(self, signing_key: bytes, key_id: str, issuer_id: str, bundle_id: str,
                 environment: Environment, base_url: str) -> None:
        super().__init__(signing_key=signing_key, key_id=key_id, issuer_id=issuer_id, bundle_id=bundle_id,
                         environment=environment)
        self.base_url = base_url.rstrip("/")

    def _get_full_url(self, path: str) -> str:
        return self.base_url + path


def environment_of(world: World) -> Environment:
    """Apple's ``Environment`` for the environment the world signs with."""
    try:
        return ENVIRONMENTS[world.environment]
    except KeyError:
        raise ValueError(f"world {world.id} signs for an environment Apple's library does not know: {world.environment!r}") from None


def api_client(world: World, environment: Optional[Environment] = None) -> SimulatorAPIClient:
    """Apple's client for ``world``: its in-app purchase key, issuer, key id and bundle id, and its
    server as the base URL. ``environment`` defaults to the world's, except that Apple's client
    refuses Xcode, so an Xcode world gets Sandbox (the server answers every environment alike)."""
    if environment is None:
        environment = environment_of(world)
        if environment == Environment.XCODE:
            environment = Environment.SANDBOX
    key = world.key
    return SimulatorAPIClient(key.private_key.encode("utf-8"), key.key_id, key.issuer_id, key.bundle_id,
                              environment, world.api_url)


def verifier(world: World, environment: Optional[Environment] = None,
             enable_online_checks: bool = False) -> SignedDataVerifier:
    """Apple's ``SignedDataVerifier`` trusting only ``world``'s root certificate, for the world's
    bundle id and app Apple id and (by default) the environment it signs with.

    In Sandbox and Production it checks every signature and the whole x5c chain; in Xcode and
    LocalTesting Apple's library checks no signature at all, so a world meant to prove a backend's
    verification should sign as Sandbox (``World.set_environment("sandbox")``, or the pytest
    marker ``@pytest.mark.storekit_sim(environment="sandbox")``). Online (OCSP) checks cannot
    reach a simulated chain and are off by default."""
    chosen = environment if environment is not None else environment_of(world)
    return SignedDataVerifier([world.root_certificate], enable_online_checks, chosen, world.bundle_id, world.app_apple_id)
