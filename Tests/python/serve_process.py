"""Starting `storekit-sim serve` from a test and talking to its control endpoint.

    from serve_process import start
    server = start(binary, "catalog.storekit")          # extra serve arguments
    answer = server.post_commands("buy com.example.gems", "confirm")
    ...server.url, server.token...
    server.stop()

The server listens on a free loopback port (`--listen 127.0.0.1:0` unless the arguments give
`--listen`), gets a control token made here (`--token`), and is waited for through `--ready-file`
(written atomically once it listens) instead of its stderr. Its stderr goes to a file, so a chatty
server never blocks on a full pipe; `Server.stderr_text()` reads it.
"""
import json
import os
import secrets
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request


class ServeFailed(RuntimeError):
    """serve exited, or did not get ready in time; the message carries its stderr."""


class Server:
    """A running `storekit-sim serve`: `url` (http://127.0.0.1:PORT), `token`, `process`."""

    def __init__(self, process, url, token, folder):
        self.process = process
        self.url = url
        self.token = token
        self._folder = folder

    @property
    def port(self):
        return int(self.url.rsplit(":", 1)[1])

    def headers(self, extra=None):
        """The control token's Authorization header, plus `extra`."""
        headers = {"Authorization": "Bearer " + self.token}
        headers.update(extra or {})
        return headers

    def request(self, method, path, body=None, headers=None, timeout=60, authorized=True):
        """(status, response headers, body bytes) of one request; HTTP errors are answers too."""
        data = body.encode() if isinstance(body, str) else body
        request = urllib.request.Request(self.url + path, data=data, method=method,
                                         headers=self.headers(headers) if authorized else (headers or {}))
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def post_commands(self, *lines, path="/storekit-sim/v1/commands", timeout=300):
        """Runs command lines (text/plain, one per line) and returns the decoded JSON answer
        (`exitStatus`, `output`, `diagnostics`, ...); raises on an answer other than 200."""
        status, _, body = self.request("POST", path, "\n".join(lines), {"Content-Type": "text/plain"}, timeout=timeout)
        if status != 200:
            raise AssertionError("POST %s answered %d: %s" % (path, status, body[:500]))
        return json.loads(body)

    def stderr_text(self):
        with open(os.path.join(self._folder, "stderr.txt"), encoding="utf-8", errors="replace") as stderr:
            return stderr.read()

    def stop(self, timeout=10):
        """SIGTERM, then wait; returns serve's exit status. Removes the helper's temporary folder."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self._folder, ignore_errors=True)
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


def start(binary, *args, cwd=None, token=None, timeout=30):
    """Starts `binary serve ARGS` and returns a Server once it listens (its ready file written).
    Raises ServeFailed with serve's stderr when it exits first or is not ready within `timeout`."""
    folder = tempfile.mkdtemp(prefix="storekit-sim-serve-")
    ready = os.path.join(folder, "ready.json")
    token = token or secrets.token_hex(32)
    command = [binary, "serve"]
    if "--listen" not in args:
        command += ["--listen", "127.0.0.1:0"]
    command += ["--token", token, "--ready-file", ready] + list(args)
    stderr = open(os.path.join(folder, "stderr.txt"), "w")
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=stderr)
    stderr.close()
    deadline = time.monotonic() + timeout
    while not os.path.exists(ready):
        if process.poll() is not None or time.monotonic() > deadline:
            if process.poll() is None:
                process.kill()
                process.wait()
            with open(os.path.join(folder, "stderr.txt"), encoding="utf-8", errors="replace") as text:
                message = text.read()
            shutil.rmtree(folder, ignore_errors=True)
            raise ServeFailed("serve %s (exit %s): %s" % ("exited" if process.returncode is not None else "was not ready",
                                                         process.returncode, message))
        time.sleep(0.02)
    with open(ready) as file:
        info = json.load(file)
    return Server(process, info["url"], info["token"], folder)
