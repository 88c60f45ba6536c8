"""The Python package (python/, the wheel `storekit-sim`) from the source tree: its client against
the binary under test, its webhook receiver, its types and docstrings.

scripts/test-python-package tests the built wheel in a fresh virtual environment; these tests
need no wheel and run with the project's other pytest tests.
"""
import ast
import os
import pathlib
import shutil
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCE = ROOT / "python" / "src"
sys.path.insert(0, str(SOURCE))

from storekit_sim import CommandFailedError, ControlAPIError, MissingLibraryError, ServerStartError, WebhookReceiver  # noqa: E402
from storekit_sim.libraries import missing_library  # noqa: E402
from storekit_sim.server import Server  # noqa: E402

# Makes dlopen of any libmicrohttpd fail as the loader does when the file is absent, and dlerror
# say so; every other library opens as usual. Preloaded (LD_PRELOAD, which the loader honours for
# the unmodified binary), it stands in for a machine without the Debian package libmicrohttpd12:
# the library's own folder is a system folder the loader always searches, so an empty
# LD_LIBRARY_PATH cannot hide it.
NO_MICROHTTPD = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
static char message[512];
static int failed;
void *dlopen(const char *file, int mode) {
    static void *(*real)(const char *, int);
    if (file && strstr(file, "libmicrohttpd")) {
        snprintf(message, sizeof message, "%s: cannot open shared object file: No such file or directory", file);
        failed = 1;
        return NULL;
    }
    if (!real) real = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
    return real(file, mode);
}
char *dlerror(void) {
    static char *(*real)(void);
    if (failed) { failed = 0; return message; }
    if (!real) real = (char *(*)(void))dlsym(RTLD_NEXT, "dlerror");
    return real();
}
"""


@pytest.fixture(scope="module")
def serving_binary(storekit_sim_binary):
    """The binary under test, when its `serve` speaks the control API v1 (docs/serve-api.md:
    `--ready-file`, worlds); the client is written against that contract and needs it."""
    usage = subprocess.run([storekit_sim_binary, "serve", "--help"], capture_output=True, text=True)
    if "--ready-file" not in usage.stdout + usage.stderr:
        pytest.skip("this binary's serve has no --ready-file yet (the control API v1 of docs/serve-api.md)")
    return storekit_sim_binary


@pytest.fixture(scope="module")
def worlds_binary(serving_binary):
    """The binary under test, when its `serve` holds many worlds (docs/serve-api.md, "Worlds")."""
    usage = subprocess.run([serving_binary, "serve", "--help"], capture_output=True, text=True)
    if "--seed" not in usage.stdout + usage.stderr:
        pytest.skip("this binary's serve has one world only (the control API v1's worlds of docs/serve-api.md are not in it yet)")
    return serving_binary


@pytest.fixture(scope="module")
def no_microhttpd(tmp_path_factory):
    """A preload library hiding libmicrohttpd (built with the machine's C compiler)."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        pytest.skip("no C compiler to build the preload library that hides libmicrohttpd")
    folder = tmp_path_factory.mktemp("no-microhttpd")
    (folder / "shim.c").write_text(NO_MICROHTTPD)
    subprocess.run([compiler, "-shared", "-fPIC", "-o", str(folder / "shim.so"), str(folder / "shim.c"), "-ldl"], check=True)
    return str(folder / "shim.so")


def test_serve_without_libmicrohttpd_names_the_debian_package(serving_binary, no_microhttpd):
    environment = dict(os.environ, LD_PRELOAD=no_microhttpd)
    with pytest.raises(MissingLibraryError) as raised:
        Server.start(serving_binary, env=environment, ready_timeout=30)
    error = raised.value
    assert error.debian_package == "libmicrohttpd12"
    assert "libmicrohttpd" in error.library
    message = str(error)
    assert "\n" not in message
    assert "install the Debian package libmicrohttpd12" in message


def test_the_same_binary_serves_without_the_preload(serving_binary):
    """The failure above is the preload's doing: without it the server starts and answers."""
    with Server.start(serving_binary) as server:
        assert server.url.startswith("http://127.0.0.1:")
        assert server.token
        assert server.process is not None and server.process.poll() is None


def test_a_server_that_exits_raises_with_its_last_line(serving_binary):
    with pytest.raises(ServerStartError) as raised:
        Server.start(serving_binary, listen="not-an-address")
    assert not isinstance(raised.value, MissingLibraryError)
    assert "exited with status" in str(raised.value)
    assert raised.value.stderr


def test_missing_library_reads_the_binary_report():
    # The two lines `serve` prints when dlopen fails (Sources/storekit-sim/ServeMode.swift).
    report = ("storekit-sim: serve: libmicrohttpd.so.12 could not be loaded: libmicrohttpd.so.12: cannot open shared object file\n"
              "hint: install libmicrohttpd12 (scripts/ensure-deps installs libmicrohttpd-dev)\n")
    error = missing_library(report)
    assert error is not None
    assert (error.library, error.debian_package) == ("libmicrohttpd.so.12", "libmicrohttpd12")
    assert missing_library("storekit-sim: serve: cannot listen on 127.0.0.1:80\n") is None


def post(url, body=b"{}", timeout=5.0):
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_webhook_receiver_records_and_fails_and_hangs_on_demand():
    with WebhookReceiver(hang_seconds=2.0) as receiver:
        assert receiver.url.startswith("http://127.0.0.1:") and receiver.url.endswith("/notifications")
        receiver.fail_next()
        receiver.fail_next(status=503)
        receiver.hang_next()
        assert post(receiver.url, b'{"signedPayload": "a.b.c"}') == 500
        assert post(receiver.url) == 503
        with pytest.raises(OSError):
            post(receiver.url, timeout=0.5)  # no answer
        assert post(receiver.url) == 200
        received = receiver.wait_for(4)
        assert [request.answered for request in received] == [500, 503, None, 200]
        assert received[0].signed_payload == "a.b.c"
        assert received[1].signed_payload is None


def test_client_is_typed_strictly():
    mypy = [sys.executable, "-m", "mypy", "--strict", "--config-file", str(ROOT / "python" / "pyproject.toml"),
            str(SOURCE / "storekit_sim")]
    result = subprocess.run(mypy, capture_output=True, text=True, cwd=ROOT / "python")
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_public_function_and_class_has_a_docstring():
    missing = []
    for path in sorted((SOURCE / "storekit_sim").glob("*.py")):
        tree = ast.parse(path.read_text())
        if path.name != "_cli.py" and not ast.get_docstring(tree):
            missing.append(f"{path.name}: module")

        def visit(node, owner=""):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    public = not child.name.startswith("_")
                    if public and not ast.get_docstring(child) and not owner.startswith("_"):
                        # Handler methods of http.server are named by the standard library.
                        if child.name not in {"do_POST", "log_message", "Handler"}:
                            missing.append(f"{path.name}: {owner}{child.name}")
                    if isinstance(child, ast.ClassDef) and public:
                        visit(child, owner + child.name + ".")

        visit(tree)
    assert not missing, missing


def test_worlds_are_isolated_and_end(worlds_binary):
    with Server.start(worlds_binary) as server:
        assert server.default_world.id == "default"
        first = server.create_world(commands=["dialogs off"], clock_start="2026-01-01T00:00:00Z")
        second = server.create_world(commands=["dialogs off"], clock_start="2027-03-01T00:00:00Z")
        assert first.id != second.id
        one = first.run("purchase com.example.premium").transaction
        two = second.run("purchase com.example.gems").transaction
        # serve numbers each world's transactions from an offset of its own (issue 40: no two runs
        # mint the same ids), so ids are read from the answers, never assumed to be t1.
        assert (one.product_id, one.state) == ("com.example.premium", "purchased")
        assert two.product_id == "com.example.gems"
        assert one.id == "t" + one.transaction_id and two.id == "t" + two.transaction_id
        assert one.id != two.id
        assert one.purchase_date.year == 2026 and two.purchase_date.year == 2027
        assert first.key.key_id != second.key.key_id
        first.advance("2h")
        assert first.refresh().clock.hour == 2 and second.refresh().clock.hour == 0
        first.end()
        with pytest.raises(ControlAPIError) as gone:
            first.refresh()
        assert gone.value.status == 404
        assert second.refresh().id == second.id


def test_a_failed_command_raises_with_the_tools_error(worlds_binary):
    with Server.start(worlds_binary) as server:
        world = server.create_world()
        with pytest.raises(CommandFailedError) as failed:
            world.run("purchase com.example.nonexistent")
        assert failed.value.command == "purchase com.example.nonexistent"
        assert failed.value.code
        result = world.run("purchase com.example.nonexistent", check=False)
        assert not result.ok and result.outcomes[0].error is not None


def test_a_hanging_then_failing_receiver_gets_the_notification_on_the_production_schedule(worlds_binary):
    """"Responding to App Store Server Notifications": no answer in time and a 500 are failed
    attempts, retried 1 and then 12 hours after the previous one in production."""
    with Server.start(worlds_binary) as server, WebhookReceiver(hang_seconds=8.0) as receiver:
        world = server.create_world(commands=["dialogs off"], clock_start="2026-01-01T00:00:00Z")
        world.send_notifications_to(receiver.url, retries="production")
        receiver.hang_next()
        receiver.fail_next(status=500)
        sent = world.run("purchase com.example.premium").notifications
        assert [n.notification_type for n in sent] == ["ONE_TIME_CHARGE"]
        world.advance("1h")
        [notification] = world.notifications()
        assert [a.result for a in notification.attempts] == ["TIMED_OUT", "UNSUCCESSFUL_HTTP_RESPONSE_CODE"]
        assert not notification.delivered
        world.advance("12h")
        [notification] = world.wait_for_notifications()
        assert [a.result for a in notification.attempts] == ["TIMED_OUT", "UNSUCCESSFUL_HTTP_RESPONSE_CODE", "SUCCESS"]
        assert notification.delivered and notification.notification_uuid == sent[0].notification_uuid
        posts = receiver.received
        assert [post.answered for post in posts] == [None, 500, 200]
        assert {post.signed_payload for post in posts} == {sent[0].signed_payload}
