"""Where the storekit-sim executable is: the one the wheel carries, or one the caller names."""
from __future__ import annotations

import os
import pathlib
from typing import Optional

from .errors import BinaryNotFoundError

#: The folder the wheel's build puts the release binary, man pages and completion scripts in.
BUNDLE = pathlib.Path(__file__).resolve().parent / "_bundle"

#: Environment variable naming an executable to use instead of the bundled one.
BINARY_VARIABLE = "STOREKIT_SIM_BINARY"


def bundled_binary() -> pathlib.Path:
    """The executable inside the installed wheel (``storekit_sim/_bundle/bin/storekit-sim``)."""
    return BUNDLE / "bin" / "storekit-sim"


def find_binary(given: Optional[str | os.PathLike[str]] = None) -> str:
    """The executable to run: ``given``, else ``$STOREKIT_SIM_BINARY``, else the bundled one.

    Raises :class:`BinaryNotFoundError` when that file is not an executable.
    """
    chosen = given if given is not None else os.environ.get(BINARY_VARIABLE) or bundled_binary()
    path = os.fspath(chosen)
    if not os.path.isfile(path) or not os.access(path, os.X_OK):
        where = "given" if given is not None else (f"${BINARY_VARIABLE}" if os.environ.get(BINARY_VARIABLE) else "bundled")
        raise BinaryNotFoundError(
            f"the {where} storekit-sim executable {path} is missing or not executable "
            "(a wheel built by scripts/build-wheel carries one; or pass binary= or set $STOREKIT_SIM_BINARY)"
        )
    return path
