"""Slow and idle clients cannot starve good ones (docs/serve-security.md, issue 41): a connection
has 3 s to send its request line and headers, past 128 connections a new one closes the one that
has waited longest, a control call that runs commands has a thread of its own, and the handler has
no time limit."""
import os
import socket
import sys
import threading
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402


def good_request(server):
    """Seconds a plain API request takes to be answered (401: no JWT), on a new connection."""
    started = time.monotonic()
    status, _, _ = server.request("GET", "/inApps/v1/transactions/1", authorized=False, timeout=10)
    assert status == 401
    return time.monotonic() - started


def test_a_good_request_is_answered_within_1_s_among_200_slow_and_500_idle_connections(server):
    slow, idle = [], []
    stop = threading.Event()
    try:
        for _ in range(200):
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            connection.sendall(b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            slow.append(connection)
        for _ in range(500):
            idle.append(socket.create_connection(("127.0.0.1", server.port), timeout=5))

        def trickle():
            # A byte a second on every slow connection that is still open (slowloris).
            while not stop.wait(1.0):
                for connection in slow:
                    try:
                        connection.sendall(b"X")
                    except OSError:
                        pass
        threading.Thread(target=trickle, daemon=True).start()
        took = [good_request(server) for _ in range(5)]
        assert max(took) < 1.0, took
        time.sleep(1.5)
        took = [good_request(server) for _ in range(5)]
        assert max(took) < 1.0, took
    finally:
        stop.set()
        for connection in slow + idle:
            connection.close()


def test_a_slow_sender_is_closed_after_the_header_time(server):
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    started = time.monotonic()
    connection.sendall(b"GET /inApps/v1/transactions/1 HTTP/1.1\r\n")
    closed = False
    while time.monotonic() - started < 8:
        try:
            connection.sendall(b"X-Slow: a\r\n")
            time.sleep(0.5)
        except OSError:
            closed = True
            break
        connection.settimeout(0.01)
        try:
            if connection.recv(1024) == b"":
                closed = True
                break
        except socket.timeout:
            pass
    took = time.monotonic() - started
    connection.close()
    assert closed and 2.5 < took < 6, took


def test_a_long_command_is_answered_when_done_and_does_not_block_other_requests(server):
    server.post_commands("dialogs off", "buy com.example.pro.monthly")
    answers = {}

    def long_command():
        started = time.monotonic()
        answers["long"] = server.post_commands("clock advance 400y")
        answers["took"] = time.monotonic() - started
    thread = threading.Thread(target=long_command)
    thread.start()
    time.sleep(0.3)
    # Requests that need no world (the gate's refusals) are answered while the command runs, on the
    # server's pool threads. (API requests to this world wait for it, as commands do.)
    quick = []
    for _ in range(3):
        started = time.monotonic()
        status, _, _ = server.request("GET", "/storekit-sim/v1/key", authorized=False, timeout=10)
        assert status == 401
        quick.append(time.monotonic() - started)
    assert "long" not in answers, "the command was too short to show anything"
    thread.join(timeout=600)
    assert answers["long"]["exitStatus"] == 0, answers["long"]
    assert max(quick) < 1.0, (quick, answers["took"])


def test_more_long_commands_than_the_servers_threads_stall_no_other_worlds_api(server):
    """The server answers on a pool of a thread per core; a control call that runs commands is
    answered on a thread of its own, so more control calls waiting for a slow webhook than this
    machine has cores leave the pool free: another world's App Store Server API answers at once."""
    import serve_worlds
    served = serve_worlds.Served.attach(server.url, server.token)
    quiet = served.make_world()
    bought = next(iter(serve_worlds.transaction_ids(served.commands(quiet, "dialogs off", "buy com.example.gems"))))
    api = serve_worlds.client(quiet)
    webhook = serve_worlds.Webhook(delay=0.5)
    busy = [served.make_world(commands=["dialogs off", "notifications url " + webhook.url]) for _ in range((os.cpu_count() or 1) + 2)]
    finished = []

    def long_command(world):
        # SUBSCRIBED, then 3 DID_RENEW: 2 s in the webhook.
        served.commands(world, "buy com.example.pro.monthly", "clock advance 3mo", timeout=120)
        finished.append(world["id"])
    threads = [threading.Thread(target=long_command, args=(world,)) for world in busy]
    try:
        for thread in threads:
            thread.start()
        time.sleep(0.3)
        took = []
        for _ in range(5):
            started = time.monotonic()
            assert api.get_transaction_info(bought).signedTransactionInfo
            took.append(time.monotonic() - started)
        running = len(busy) - len(finished)
        for thread in threads:
            thread.join(timeout=120)
    finally:
        webhook.stop()
    assert max(took) < 1.0, took
    assert running == len(busy), "the commands were too short to show anything (%d of %d ran)" % (running, len(busy))
    assert len(finished) == len(busy)
    assert len(webhook.received) == 4 * len(busy)
