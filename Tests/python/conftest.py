"""Fixtures shared by the pytest tests of Tests/python.

The binary under test is STOREKIT_SIM_BINARY when set (scripts/test sets it), else the debug
build of this checkout.
"""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def storekit_sim_binary() -> str:
    """The storekit-sim executable the tests drive."""
    path = os.environ.get("STOREKIT_SIM_BINARY") or str(ROOT / ".build" / "debug" / "storekit-sim")
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built: run swift build --product storekit-sim (scripts/test does)")
    return path
