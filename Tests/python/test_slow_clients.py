"""Slow and idle clients cannot starve good ones (docs/serve-security.md, issue 41): a connection
has 3 s to send its request line and headers, past 128 connections a new one closes the one that
has waited longest, each connection has its own thread, and the handler has no time limit."""
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
    # Requests that need no world (the gate's refusals) are answered while the command runs, each
    # on its own connection's thread. (API requests wait for the one world, as commands do.)
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
