"""Helpers for the pytest tests of `storekit-sim serve`'s worlds (test_serve_worlds*.py).

`Served` starts one server on a free loopback port and talks to its control API
(docs/serve-api.md); `Webhook` is a developer's server in a thread of the test, whose handler
can call the App Store Server API while the App Store waits for its answer.
"""
import base64
import json
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
from appstoreserverlibrary.api_client import AppStoreServerAPIClient
from appstoreserverlibrary.models.Environment import Environment

import serve_process

WEEKLY = "com.example.weekly"
MONTHLY = "com.example.pro.monthly"
# A weekly subscription: three years of it make 156 renewals, each a DID_RENEW notification.
WEEKLY_SETUP = ["product add %s --type auto-renewable --group weekly --period P1W --price 0.99" % WEEKLY,
                "request %s" % WEEKLY]


class Served:
    """A `storekit-sim serve` (started with serve_process.start: a free loopback port, a control
    token, waited for through its ready file) and its control API (docs/serve-api.md)."""

    def __init__(self, binary, *args):
        self.server = serve_process.start(binary, *args)
        self.base = self.server.url
        self.token = self.server.token

    @classmethod
    def attach(cls, base, token):
        """A client of a server another process started (the run's shared server)."""
        client = cls.__new__(cls)
        client.server = None
        client.base = base
        client.token = token
        return client

    def request(self, method, path, body=None, content_type="application/json", timeout=120):
        """(status, headers, parsed JSON or None) of one request to the server."""
        data = body if body is None or isinstance(body, bytes) else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            request.add_header("Content-Type", content_type)
        if self.token:
            request.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                raw = response.read()
                return response.status, response.headers, json.loads(raw) if raw else None
        except urllib.error.HTTPError as error:
            raw = error.read()
            return error.code, error.headers, json.loads(raw) if raw else None

    def make_world(self, **fields):
        status, _, world = self.request("POST", "/storekit-sim/v1/worlds", fields)
        assert status == 201, world
        return world

    def commands(self, world, *lines, succeed=True, timeout=120):
        status, _, answer = self.request("POST", "/storekit-sim/v1/worlds/%s/commands" % world["id"], "\n".join(lines).encode(),
                                         content_type="text/plain", timeout=timeout)
        assert status == 200, answer
        if succeed:
            assert answer["exitStatus"] == 0, answer
        return answer

    def notifications(self, world, wait=False):
        path = "/storekit-sim/v1/worlds/%s/notifications" % world["id"]
        status, _, answer = self.request("POST" if wait else "GET", path + ("/wait" if wait else ""))
        assert status == 200, answer
        return answer["notifications"]

    def stop(self):
        self.server.stop()


def client(world):
    """Apple's unmodified client with the world's own in-app purchase key, aimed at the server."""
    key = world["key"]
    api = AppStoreServerAPIClient(key["privateKey"].encode(), key["keyId"], key["issuerId"], key["bundleId"], Environment.SANDBOX)
    api._base_url = world["urls"]["api"]
    return api


def decode(jws):
    """A JWS's payload (the tests read what the server signed; test_server_api verifies chains)."""
    return jwt.decode(jws, options={"verify_signature": False})


def transaction_ids(answer):
    """The numeric transaction ids (Apple's) of a commands answer's output lines: `tNNN product state`."""
    ids = set()
    for line in answer["output"]:
        word = line.split(" ")[0]
        if word.startswith("t") and word[1:].isdigit():
            ids.add(word[1:])
    return ids


class Webhook:
    """A developer's server: answers each notification 200 after `handle(payload)` returns
    (`raw`: the payload is `{"raw": signedPayload}`, for Apple's verifier to decode)."""

    def __init__(self, handle=None, delay=0.0, raw=False):
        self.received = []
        self.results = []
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                signed = json.loads(body)["signedPayload"]
                payload = {"raw": signed} if raw else decode(signed)
                result = None
                if handle is not None:
                    try:
                        result = handle(payload)
                    except Exception as error:  # recorded, so the test shows what failed
                        result = error
                if delay:
                    time.sleep(delay)
                with outer.lock:
                    outer.received.append(payload)
                    outer.results.append(result)
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = "http://127.0.0.1:%d/notifications" % self.server.server_address[1]

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def root_certificate(world):
    return base64.b64decode(world["rootCertificate"])
