"""Fixtures of the example backend's tests: the backend, wired to the test's simulated world.

``storekit_sim_world`` comes from storekit-sim's pytest plugin (each test its own world); the
world hands out Apple's verifier (trusting the world's root) and Apple's API client (pointed at
the world's server), and the backend is given those, as in production it would be given Apple's
root certificates and Apple's host.
"""
from __future__ import annotations

import pathlib
from typing import Iterator

import pytest
from storekit_sim import World

from backend import Backend, EntitlementStore

# Each world's setup: purchases complete without a payment sheet ('dialogs off'), the tests'
# products join the built-in catalog ('product add', 'offer add'; `storekit-sim help product add`
# says more), and the app loads them ('products', StoreKit 2's Product.products(for:)).
SETUP = [
    "dialogs off",
    "product add com.example.app.trial --type auto-renewable --group trial --period P1M --price 3.99",
    "offer add com.example.app.trial week --type introductory --mode freeTrial --period P1W",
    "product add com.example.app.basic --type auto-renewable --group tiers --level 2 --period P1M --price 1.99",
    "product add com.example.app.plus --type auto-renewable --group tiers --level 1 --period P1M --price 4.99",
    "product add com.example.app.family --type non-consumable --price 9.99",
    "product set com.example.app.family --family-shareable on",
    "products com.example.app.trial com.example.app.basic com.example.app.plus com.example.app.family",
]


@pytest.fixture
def world(storekit_sim_world: World) -> World:
    """The test's world, set up for the tests."""
    storekit_sim_world.run(*SETUP)
    return storekit_sim_world


@pytest.fixture
def backend(world: World, tmp_path: pathlib.Path) -> Iterator[Backend]:
    """The backend, its database in the test's folder, receiving the world's notifications with
    the App Store's production retry schedule (1, 12, 24, 48 and 72 hours)."""
    store = EntitlementStore(str(tmp_path / "entitlements.sqlite3"))
    app = Backend(store, world.verifier(), world.api_client())
    server = app.serve()
    world.send_notifications_to(server.url, retries="production")
    try:
        yield app
    finally:
        server.close()
        store.close()
