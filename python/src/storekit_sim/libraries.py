"""The C libraries the storekit-sim binary opens on first use, and the Debian packages that hold them.

The binary links none of them: it opens each the first time a command needs it (libmicrohttpd for
`serve`, libcurl for notification delivery, libcrypto for signing, libxml2 for property lists,
libedit for the REPL), so a machine without one still runs everything else. When `serve` cannot
open one it prints ``storekit-sim: serve: LIBRARY could not be loaded: REASON`` and a ``hint:``
line; :func:`missing_library` turns that into a :class:`MissingLibraryError`.
"""
from __future__ import annotations

from typing import Optional

from .errors import MissingLibraryError

#: Debian (bookworm) package of each library the binary opens, by the start of its soname.
DEBIAN_PACKAGES: dict[str, str] = {
    "libmicrohttpd": "libmicrohttpd12",
    "libcurl": "libcurl4",
    "libcrypto": "libssl3",
    "libxml2": "libxml2",
    "libedit": "libedit2",
}

_NOT_LOADED = " could not be loaded: "


def debian_package(library: str) -> Optional[str]:
    """The Debian package that installs ``library`` (``libmicrohttpd.so.12`` -> ``libmicrohttpd12``)."""
    name = library.rsplit("/", 1)[-1]
    for prefix, package in DEBIAN_PACKAGES.items():
        if name.startswith(prefix):
            return package
    return None


def missing_library(stderr: str) -> Optional[MissingLibraryError]:
    """The missing library the binary reported on ``stderr``, or None when it reported none.

    The package named in the binary's own ``hint: install PACKAGE`` line wins over the table above.
    """
    lines = stderr.splitlines()
    for index, line in enumerate(lines):
        if _NOT_LOADED not in line:
            continue
        head, _, reason = line.partition(_NOT_LOADED)
        library = head.rsplit(": ", 1)[-1].strip()
        package = debian_package(library)
        for later in lines[index + 1:]:
            words = later.split()
            if len(words) >= 3 and words[0] == "hint:" and words[1] == "install":
                package = words[2]
                break
        if package is None:
            continue
        return MissingLibraryError(library, package, reason.strip(), stderr)
    return None
