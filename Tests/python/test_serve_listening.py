"""Where `serve` listens (docs/serve-security.md): loopback by default, IPv6 loopback works, and
any other address needs --expose, which prints a warning naming what it exposes."""
import os
import socket
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402


@pytest.mark.parametrize("address", ["0.0.0.0:0", "[::]:0", "192.0.2.1:0"])
def test_a_non_loopback_listen_without_expose_exits_2_with_the_reason(storekit_sim_binary, address):
    result = subprocess.run([storekit_sim_binary, "serve", "--listen", address], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert "is not a loopback address" in result.stderr and "--expose" in result.stderr


def test_ipv6_loopback_serves_and_names_itself_in_brackets(storekit_sim_binary):
    if not socket.has_ipv6:
        pytest.skip("no IPv6")
    with serve_process.start(storekit_sim_binary, "--listen", "[::1]:0") as server:
        assert server.url.startswith("http://[::1]:")
        assert server.post_commands("status")["exitStatus"] == 0
        status, _, _ = server.request("GET", "/storekit-sim/v1/key", headers={"Host": "[::1]:%d" % server.port})
        assert status == 200


def test_expose_warns_and_names_what_it_exposes(storekit_sim_binary):
    with serve_process.start(storekit_sim_binary, "--listen", "0.0.0.0:0", "--expose") as server:
        warning = server.stderr_text()
        assert "warning: serving on 0.0.0.0, not loopback" in warning
        assert "App Store Server API" in warning and "control token" in warning
        # The control token still guards the control side.
        status, _, _ = server.request("GET", "/storekit-sim/v1/key", authorized=False)
        assert status == 401


def test_a_foreign_host_or_origin_is_403(storekit_sim_binary):
    with serve_process.start(storekit_sim_binary) as server:
        for headers in ({"Host": "attacker.example"}, {"Host": "localhost:1"},
                        {"Origin": "http://attacker.example"}, {"Origin": "null"}):
            status, _, body = server.request("GET", "/storekit-sim/v1/key", headers=headers)
            assert status == 403, headers
            assert b'"errorCode":4030000' in body
        for headers in ({"Host": "localhost:%d" % server.port}, {"Origin": server.url}):
            status, _, _ = server.request("GET", "/storekit-sim/v1/key", headers=headers)
            assert status == 200, headers
