"""Starting ``storekit-sim serve`` (the bundled binary or a given one) or attaching to a running
one, and making worlds on it. The control API is described in the repository's docs/serve-api.md."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from types import TracebackType
from typing import Any, Iterable, Mapping, Optional, Sequence

from .binary import find_binary
from .control import DEFAULT_TIMEOUT, ControlConnection
from .errors import ServerStartError
from .libraries import missing_library
from .world import World

_API = "/storekit-sim/v1"


def _reason(output: str) -> str:
    """The first line the server printed, with its hint, as one line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    if not lines:
        return "(it printed nothing)"
    hints = [line for line in lines if line.startswith("hint:")]
    said = next((line for line in lines if not line.startswith("hint:")), "")
    return "; ".join(part for part in (said, hints[0] if hints else "") if part)


class Server:
    """A running ``storekit-sim serve``: its URL, its control token, and the worlds it holds.

    Make one with :meth:`start` (a process this object owns and :meth:`stop` ends) or
    :meth:`attach` (a server someone else runs). Use it as a context manager to stop it at the end.
    """

    def __init__(self, url: str, token: Optional[str], *, process: Optional[subprocess.Popen[bytes]] = None,
                 folder: Optional[str] = None, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.connection = ControlConnection(url, token, timeout)
        self.process = process
        self._folder = folder

    @property
    def url(self) -> str:
        """The server's base URL (``http://127.0.0.1:PORT``)."""
        return self.connection.url

    @property
    def token(self) -> Optional[str]:
        """The control token every control request carries."""
        return self.connection.token

    @property
    def log(self) -> str:
        """What a server this object started has printed so far (stdout and stderr), for the
        reader of a failed test; empty for an attached one."""
        if self._folder is None:
            return ""
        try:
            with open(os.path.join(self._folder, "serve.log"), encoding="utf-8", errors="replace") as file:
                return file.read()
        except OSError:
            return ""

    @classmethod
    def attach(cls, url: str, token: Optional[str], timeout: float = DEFAULT_TIMEOUT) -> Server:
        """A server that is already running at ``url`` (``http://127.0.0.1:8080``) with control
        token ``token``. :meth:`stop` leaves it running."""
        return cls(url, token, timeout=timeout)

    @classmethod
    def start(cls, binary: Optional[str | os.PathLike[str]] = None, *, listen: str = "127.0.0.1:0",
              token: Optional[str] = None, seed: Optional[str] = None, clock_start: Optional[str] = None,
              files: Sequence[str | os.PathLike[str]] = (), arguments: Sequence[str] = (),
              env: Optional[Mapping[str, str]] = None, ready_timeout: float = 60.0,
              timeout: float = DEFAULT_TIMEOUT) -> Server:
        """Starts ``storekit-sim serve`` and returns once it listens.

        ``binary`` defaults to ``$STOREKIT_SIM_BINARY``, else the one the wheel carries. ``listen``
        port 0 picks a free port; the URL and token come from the ready file the server writes
        (``--ready-file``), never from its printed lines. ``token`` fixes the control token (else
        the server draws one); ``seed`` makes keys, ids and notification UUIDs reproducible;
        ``clock_start`` is the default world's first instant (ISO 8601 or ``now``); ``files`` are
        loaded into the default world; ``arguments`` are passed on as they are; ``env`` replaces
        the environment of the process.

        Raises :class:`MissingLibraryError` (naming the Debian package) when the binary cannot
        open a C library it needs, and :class:`ServerStartError` for any other failure to start.
        """
        path = find_binary(binary)
        folder = tempfile.mkdtemp(prefix="storekit-sim-")
        ready = os.path.join(folder, "ready.json")
        command = [path, "serve", "--listen", listen, "--ready-file", ready]
        if token is not None:
            command += ["--token", token]
        if seed is not None:
            command += ["--seed", seed]
        if clock_start is not None:
            command += ["--clock-start", clock_start]
        command += list(arguments)
        command += [os.fspath(file) for file in files]
        with open(os.path.join(folder, "serve.log"), "wb") as log:
            process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                       env=dict(env) if env is not None else None, start_new_session=True)
        server = cls("http://unstarted", token, process=process, folder=folder, timeout=timeout)
        details = server._wait_until_ready(ready, ready_timeout)
        server.connection.url = str(details["url"]).rstrip("/")
        server.connection.token = str(details["token"])
        return server

    def _wait_until_ready(self, ready: str, limit: float) -> Mapping[str, Any]:
        assert self.process is not None
        deadline = time.monotonic() + limit
        while True:
            if os.path.exists(ready):
                with open(ready, encoding="utf-8") as file:
                    details: Any = json.load(file)
                if isinstance(details, Mapping) and "url" in details and "token" in details:
                    return details
            status = self.process.poll()
            if status is not None:
                output = self.log
                self.stop()
                missing = missing_library(output)
                if missing is not None:
                    raise missing
                raise ServerStartError(f"storekit-sim serve exited with status {status}: {_reason(output)}", output)
            if time.monotonic() > deadline:
                output = self.log
                self.stop()
                raise ServerStartError(f"storekit-sim serve did not write its ready file within {limit:g} s", output)
            time.sleep(0.02)

    def stop(self) -> None:
        """Stops a server this object started (SIGTERM, then SIGKILL after 10 s) and removes its
        temporary files; does nothing for an attached one."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def __enter__(self) -> Server:
        return self

    def __exit__(self, kind: Optional[type[BaseException]], value: Optional[BaseException],
                 traceback: Optional[TracebackType]) -> None:
        self.stop()

    # Worlds

    def create_world(self, commands: Iterable[str] = (), *, bundle_id: Optional[str] = None,
                     app_apple_id: Optional[int] = None, clock_start: Optional[str] = None,
                     seed: Optional[str] = None) -> World:
        """Makes a new isolated world (its own clock, ids, key, root certificate and notification
        URL), runs ``commands`` in it first, and returns it. End it with :meth:`World.end`."""
        body: dict[str, Any] = {}
        if commands:
            body["commands"] = list(commands)
        if bundle_id is not None:
            body["bundleId"] = bundle_id
        if app_apple_id is not None:
            body["appAppleId"] = app_apple_id
        if clock_start is not None:
            body["clockStart"] = clock_start
        if seed is not None:
            body["seed"] = seed
        return World(self.connection, self.connection.request("POST", _API + "/worlds", body))

    def world(self, world_id: str) -> World:
        """The world ``world_id`` (``default`` is the one the server starts with)."""
        return World(self.connection, {"id": world_id}).refresh()

    @property
    def default_world(self) -> World:
        """The world that exists from the start, which the files given to ``serve`` were loaded into."""
        return self.world("default")
