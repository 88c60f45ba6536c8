"""The wheel's console script ``storekit-sim``: replaces itself with the bundled binary."""
from __future__ import annotations

import os
import sys

from .binary import bundled_binary


def main() -> None:
    """Runs the bundled storekit-sim with this process's arguments (``os.execv``: same pid, same
    standard streams and signals, its exit status is the command's)."""
    path = os.fspath(bundled_binary())
    if not os.access(path, os.X_OK):
        sys.stderr.write(f"storekit-sim: the wheel's binary {path} is missing or not executable; reinstall the wheel\n")
        raise SystemExit(127)
    os.execv(path, [path, *sys.argv[1:]])
