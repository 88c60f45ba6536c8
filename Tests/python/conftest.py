"""Fixtures shared by the pytest tests of Tests/python.

The binary under test is STOREKIT_SIM_BINARY when set (scripts/test sets it), else the debug
build of this checkout.
"""
import os
import pathlib

import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def storekit_sim_binary() -> str:
    """The storekit-sim executable the tests drive."""
    path = os.environ.get("STOREKIT_SIM_BINARY") or str(ROOT / ".build" / "debug" / "storekit-sim")
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built: run swift build --product storekit-sim (scripts/test does)")
    return path


# One `storekit-sim serve` for the whole run, shared by every xdist worker (started by the
# controller, its URL handed to the workers in the environment they inherit): the worlds tests
# run in parallel against ONE server, each in a world of its own.
SHARED_SERVE_URL = "STOREKIT_SIM_SHARED_SERVE_URL"
SHARED_SERVE_TOKEN = "STOREKIT_SIM_SHARED_SERVE_TOKEN"


def pytest_configure(config):
    if hasattr(config, "workerinput") or os.environ.get(SHARED_SERVE_URL):
        return
    path = os.environ.get("STOREKIT_SIM_BINARY") or str(ROOT / ".build" / "debug" / "storekit-sim")
    if not os.access(path, os.X_OK):
        return
    from serve_worlds import Served
    config._storekit_sim_shared_server = Served(path)
    os.environ[SHARED_SERVE_URL] = config._storekit_sim_shared_server.base
    os.environ[SHARED_SERVE_TOKEN] = config._storekit_sim_shared_server.token


def pytest_unconfigure(config):
    server = getattr(config, "_storekit_sim_shared_server", None)
    if server is not None:
        server.stop()
        os.environ.pop(SHARED_SERVE_URL, None)
        os.environ.pop(SHARED_SERVE_TOKEN, None)


@pytest.fixture(scope="session")
def shared_server(storekit_sim_binary):
    """The run's one server (docs/serve-api.md), as a `serve_worlds.Served` client."""
    from serve_worlds import Served
    url = os.environ.get(SHARED_SERVE_URL)
    if not url:
        pytest.fail("the shared storekit-sim serve did not start")
    return Served.attach(url, os.environ.get(SHARED_SERVE_TOKEN))


@pytest.fixture
def server(storekit_sim_binary):
    """A `storekit-sim serve` of the test's own (`serve_process.Server`), stopped after it."""
    import serve_process
    running = serve_process.start(storekit_sim_binary)
    yield running
    running.stop()
