"""The pytest plugin (entry point ``pytest11``, so installing the package is enough).

Fixtures:

- ``storekit_sim_server`` (session): one ``storekit-sim serve`` on a free loopback port, started
  from the bundled binary (or ``--storekit-sim-binary``, or ``$STOREKIT_SIM_BINARY``), or the
  server of ``--storekit-sim-url`` and ``--storekit-sim-token``. Under pytest-xdist each worker
  is its own session and so starts its own server: no state, port or lock is shared.
- ``storekit_sim_world`` (function): a new world for each test, ended after it.
- ``storekit_sim_webhook`` (function): a :class:`~storekit_sim.webhook.WebhookReceiver` on loopback.

The marker ``@pytest.mark.storekit_sim(environment="sandbox", clock_start="2026-01-01T00:00:00Z",
commands=[...])`` sets up a test's world; the options ``--storekit-sim-environment`` and
``--storekit-sim-clock-start`` set the defaults for every world.
"""
from __future__ import annotations

import os
from typing import Any, Iterator, Optional

import pytest

from .server import Server
from .webhook import WebhookReceiver
from .world import World

_MARKER = "storekit_sim"


def pytest_addoption(parser: pytest.Parser) -> None:
    """Registers the plugin's command-line options."""
    group = parser.getgroup("storekit-sim", "storekit-sim (simulated App Store)")
    group.addoption("--storekit-sim-binary", default=None,
                    help="the storekit-sim executable to serve with (default: $STOREKIT_SIM_BINARY, else the bundled one)")
    group.addoption("--storekit-sim-url", default=None,
                    help="attach to this running storekit-sim serve instead of starting one")
    group.addoption("--storekit-sim-token", default=os.environ.get("STOREKIT_SIM_TOKEN"),
                    help="the control token of --storekit-sim-url (default: $STOREKIT_SIM_TOKEN)")
    group.addoption("--storekit-sim-environment", default=None, choices=["xcode", "sandbox", "local-testing"],
                    help="the signing environment of every world (default: the server's, Xcode)")
    group.addoption("--storekit-sim-clock-start", default=None,
                    help="the virtual clock's first instant in every world (ISO 8601, or 'now')")


def pytest_configure(config: pytest.Config) -> None:
    """Declares the ``storekit_sim`` marker."""
    config.addinivalue_line(
        "markers",
        "storekit_sim(environment=None, clock_start=None, commands=()): how storekit_sim_world sets up this test's world "
        "(signing environment xcode|sandbox|local-testing, the clock's first instant, commands run first)",
    )


@pytest.fixture(scope="session")
def storekit_sim_server(request: pytest.FixtureRequest) -> Iterator[Server]:
    """The session's storekit-sim server (one per pytest-xdist worker)."""
    config = request.config
    url: Optional[str] = config.getoption("--storekit-sim-url")
    if url:
        yield Server.attach(url, config.getoption("--storekit-sim-token"))
        return
    server = Server.start(config.getoption("--storekit-sim-binary"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def storekit_sim_world(request: pytest.FixtureRequest, storekit_sim_server: Server) -> Iterator[World]:
    """A world of its own for this test, set up by the ``storekit_sim`` marker and the options,
    and ended after the test."""
    marker = request.node.get_closest_marker(_MARKER)
    settings: dict[str, Any] = dict(marker.kwargs) if marker is not None else {}
    config = request.config
    environment = settings.get("environment") or config.getoption("--storekit-sim-environment")
    clock_start = settings.get("clock_start") or config.getoption("--storekit-sim-clock-start")
    world = storekit_sim_server.create_world(clock_start=clock_start)
    try:
        if environment:
            world.set_environment(str(environment))
        commands = settings.get("commands") or ()
        if commands:
            world.run(*commands)
        yield world
    finally:
        world.end()


@pytest.fixture
def storekit_sim_webhook() -> Iterator[WebhookReceiver]:
    """A notification receiver on loopback for this test: records every POST, answers 200 unless
    told ``fail_next()`` or ``hang_next()``."""
    with WebhookReceiver() as receiver:
        yield receiver
