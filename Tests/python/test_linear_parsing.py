"""Every body and query parser of `serve` is linear in its input: a 1 MB body of any shape, to
every route that reads one, is answered quickly, and a good request right after it too (issue 41:
a mass extension body of 64 KB of spaces took seconds, a pattern quadratic in blanks)."""
import json
import os
import sys
import time

import jwt
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402

# Issue 41's bound, 100 ms, holds for the release build (STOREKIT_SIM_BINARY under .build/release,
# as scripts/test's wheel build has it). A debug build (unoptimized Swift, about 10x slower) gets 3 s
# and the time bound is not the there: either still catches a quadratic parser (the old
# pattern took 18 s for 32 KB).
RELEASE = "/release/" in os.environ.get("STOREKIT_SIM_BINARY", "")
LIMIT = float(os.environ.get("STOREKIT_SIM_PARSE_SECONDS", "0.1" if RELEASE else "3"))
# A command body past 64 KB (ControlCommands.bodyLimit) is refused before any line is read: 1 MB of
# commands answers 413 within the same bound. Up to the limit, each line costs a turn of the
# command language, so a body of 64 KB of blank lines gets ten times the bound.
COMMAND_BODY_LIMIT = 64 * 1024
FULL_COMMAND_BODY_SECONDS = 10 * LIMIT

SHAPES = {
    "spaces": b" " * 1_000_000,
    "spaces inside the object": b"{" + b" " * 999_990 + b"}",
    "spaces around the storefront list": b'{"productId":"com.example.pro.monthly","extendByDays":1,"extendReasonCode":1,"requestIdentifier":"'
                                         b'4c4c1a4e-5a05-4f2b-8d8f-6c4e0f0f0f0f",' + b" " * 999_000 + b'"storefrontCountryCodes"' + b" " * 100 + b":[" + b" " * 100 + b"]}",
    "a key repeated": b'{"storefrontCountryCodes":' * 40_000,
    "open brackets": b"[" * 1_000_000,
    "open braces": b"{" * 1_000_000,
    "quotes": b'"' * 1_000_000,
    "backslashes in a string": b'{"a":"' + b"\\" * 999_990 + b'"}',
    "commas": b"," * 1_000_000,
}

ROUTES = [("POST", "/inApps/v1/subscriptions/extend/mass"), ("PUT", "/inApps/v1/subscriptions/extend/1"),
          ("PUT", "/inApps/v1/transactions/1/appAccountToken"), ("PUT", "/inApps/v2/transactions/consumption/1"),
          ("POST", "/inApps/v1/notifications/history")]


@pytest.fixture(scope="module")
def server(storekit_sim_binary):
    running = serve_process.start(storekit_sim_binary)
    status, _, body = running.request("GET", "/storekit-sim/v1/key")
    assert status == 200
    key = json.loads(body)
    now = int(time.time())
    running.bearer = "Bearer " + jwt.encode({"iss": key["issuerId"], "iat": now, "exp": now + 1800, "aud": "appstoreconnect-v1",
                                             "bid": key["bundleId"]}, key["privateKey"], algorithm="ES256", headers={"kid": key["keyId"]})
    yield running
    running.stop()


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("method,path", ROUTES)
def test_a_1_mb_body_of_any_shape_is_answered_quickly(server, method, path, shape):
    started = time.monotonic()
    status, _, _ = server.request(method, path, SHAPES[shape], {"Authorization": server.bearer, "Content-Type": "application/json"},
                                  authorized=False)
    took = time.monotonic() - started
    assert status in (400, 404), (status, shape)
    assert took < LIMIT, "%s %s with %s: %.3f s" % (method, path, shape, took)
    good, _, _ = server.request("GET", "/inApps/v1/transactions/1", headers={"Authorization": server.bearer}, authorized=False)
    assert good in (200, 404)


COMMAND_SHAPES = {
    "spaces": b" ",
    "open brackets": b"[",
    "quotes": b'"',
    "commas": b",",
    "newlines": b"\n",
    "comment lines": b"# c\n",
    "unknown words": b"zz\n",
    "echo": b"echo " + b"x" * 1000 + b"\n",
}


def body_of(unit, size):
    return (unit * (size // len(unit) + 1))[:size]


@pytest.mark.parametrize("shape", sorted(COMMAND_SHAPES))
@pytest.mark.parametrize("path", ["/storekit-sim/v1/commands", "/storekit-sim/v1/worlds"])
def test_a_1_mb_command_body_is_refused_quickly(server, path, shape):
    body = body_of(COMMAND_SHAPES[shape], 1_000_000)
    started = time.monotonic()
    status, _, answer = server.request("POST", path, body, {"Content-Type": "text/plain"})
    took = time.monotonic() - started
    assert status == 413, (status, answer[:300])
    error = json.loads(answer)
    assert "at most 64 KB of commands" in error["errorMessage"] and "source FILE" in error["errorMessage"], error
    assert took < LIMIT, "%s with %s: %.3f s" % (path, shape, took)


@pytest.mark.parametrize("shape", ["spaces", "open brackets", "quotes", "commas", "newlines", "comment lines"])
def test_a_command_body_at_the_limit_is_run(server, shape):
    body = body_of(COMMAND_SHAPES[shape], COMMAND_BODY_LIMIT)
    started = time.monotonic()
    status, _, answer = server.request("POST", "/storekit-sim/v1/commands", body, {"Content-Type": "text/plain"})
    took = time.monotonic() - started
    assert status == 200, (status, answer[:300])
    assert took < FULL_COMMAND_BODY_SECONDS, "%s: %.3f s" % (shape, took)
    status, _, _ = server.request("POST", "/storekit-sim/v1/commands", body + b" ", {"Content-Type": "text/plain"})
    assert status == 413
