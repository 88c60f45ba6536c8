"""Makes the wheel a platform wheel: it carries a Linux executable, so it must not be tagged
`py3-none-any`. The tag is `py3-none-manylinux_2_X_ARCH`, X being the minor version of the glibc
the binary was built against (what it needs is at most that), read on the building machine."""
from __future__ import annotations

import os
import platform
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class PlatformWheelHook(BuildHookInterface):  # type: ignore[type-arg]
    """Tags the wheel for this Linux and architecture and refuses to build one without the binary."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        binary = os.path.join(self.root, "src", "storekit_sim", "_bundle", "bin", "storekit-sim")
        if not os.access(binary, os.X_OK):
            raise RuntimeError(f"{binary} is missing: build the wheel with scripts/build-wheel, which puts the release binary there")
        libc = os.confstr("CS_GNU_LIBC_VERSION") or ""
        name, _, number = libc.partition(" ")
        if name != "glibc" or "." not in number:
            raise RuntimeError(f"cannot tell the glibc version of this machine ({libc!r}); the wheel needs it for its tag")
        major, minor = number.split(".")[:2]
        build_data["pure_python"] = False
        build_data["tag"] = f"py3-none-manylinux_{major}_{minor}_{platform.machine()}"
