"""The control endpoint's token (docs/serve-security.md): `serve` makes one at random per start,
prints it on stderr, writes it to --token-file and --ready-file (0600), and every request under
/storekit-sim/v1/ without `Authorization: Bearer TOKEN` gets 401 with the API's JSON error."""
import json
import os
import stat
import subprocess
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402


@pytest.mark.parametrize("method,path", [("POST", "/storekit-sim/v1/commands"), ("GET", "/storekit-sim/v1/key"),
                                         ("GET", "/storekit-sim/v1/worlds/default"), ("GET", "/storekit-sim/v1/nowhere")])
@pytest.mark.parametrize("authorization", [None, "Bearer wrong-token-of-enough-length", "Basic {token}", "Bearer {token}x", "{token}"])
def test_control_routes_without_the_token_are_401(server, method, path, authorization):
    headers = {"Authorization": authorization.format(token=server.token)} if authorization else {}
    status, response_headers, body = server.request(method, path, "status" if method == "POST" else None, headers,
                                                    authorized=False)
    assert status == 401
    assert response_headers["Content-Type"] == "application/json"
    answer = json.loads(body)
    assert answer["errorCode"] == 4010000 and answer["errorMessage"]
    assert server.token not in body.decode()


def test_the_token_runs_commands_and_reads_the_key_scheme_in_any_case(server):
    assert server.post_commands("status")["exitStatus"] == 0
    for scheme in ("Bearer", "bearer", "BEARER"):
        status, _, body = server.request("GET", "/storekit-sim/v1/key", headers={"Authorization": scheme + " " + server.token},
                                         authorized=False)
        assert status == 200, scheme
        assert "BEGIN PRIVATE KEY" in json.loads(body)["privateKey"]


def test_the_api_side_still_answers_apples_401_not_the_control_one(server):
    status, _, body = server.request("GET", "/inApps/v1/transactions/1", authorized=False)
    assert status == 401
    assert b"4010000" not in body


def test_a_random_token_per_start_printed_and_written_0600(storekit_sim_binary, tmp_path):
    tokens = []
    for run in range(2):
        token_file = tmp_path / ("token%d" % run)
        ready_file = tmp_path / ("ready%d.json" % run)
        stderr_path = tmp_path / ("stderr%d" % run)
        with open(stderr_path, "w") as stderr:
            process = subprocess.Popen([storekit_sim_binary, "serve", "--listen", "127.0.0.1:0", "--token-file", str(token_file),
                                        "--ready-file", str(ready_file)], stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            deadline = time.monotonic() + 30
            while not ready_file.exists():
                assert process.poll() is None and time.monotonic() < deadline, stderr_path.read_text()
                time.sleep(0.02)
            ready = json.loads(ready_file.read_text())
            token = token_file.read_text().strip()
            assert len(token) == 64 and all(c in "0123456789abcdef" for c in token)
            assert ready["token"] == token and ready["pid"] == process.pid
            assert ready["url"].startswith("http://127.0.0.1:") and int(ready["url"].rsplit(":", 1)[1]) > 0
            assert "control token " + token in stderr_path.read_text()
            for path in (token_file, ready_file):
                assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, path
            tokens.append(token)
        finally:
            process.terminate()
            process.wait(timeout=10)
    assert tokens[0] != tokens[1]


@pytest.mark.parametrize("token", ["short", "has a space in it!!", "x" * 257, "tab\there-and-long-enough"])
def test_an_unusable_token_is_a_usage_error(storekit_sim_binary, token):
    result = subprocess.run([storekit_sim_binary, "serve", "--listen", "127.0.0.1:0", "--token", token],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert "'--token' takes 16 to 256 visible ASCII characters" in result.stderr


def test_a_405_names_the_allowed_method_on_the_wire(server):
    status, headers, _ = server.request("GET", "/storekit-sim/v1/commands")
    assert status == 405 and headers["Allow"] == "POST"
    status, headers, _ = server.request("DELETE", "/storekit-sim/v1/key")
    assert status == 405 and headers["Allow"] == "GET"
