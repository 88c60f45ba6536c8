"""Hostile and broken HTTP clients against `storekit-sim serve`: 0 crashes, 0 hangs, bounded memory.

Run by Tests/StoreKitSimServerTests/HostileRequestTests.swift:
    hostile_requests_test.py PATH-TO-storekit-sim

Each case talks raw bytes over a socket and must get an HTTP error answer or a closed connection
within its deadline; after every case the server must still answer a plain request, and at the end
its resident memory must not have grown past a bound.
"""
import secrets
import socket
import sys
import threading
import time

import serve_process

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/storekit-sim"
# The control token the server is started with; control requests that should reach the router carry it.
TOKEN = secrets.token_hex(32)
AUTH = b"Authorization: Bearer " + TOKEN.encode() + b"\r\n"
# A request that must never be answered when it follows one whose framing is in doubt.
GOOD = b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-Smuggled: 1\r\n\r\n"
# The server closes a request after 5 s however slowly it trickles in (HTTPLimits.requestSeconds).
DEADLINE = 12


def start():
    server = serve_process.start(BINARY, token=TOKEN)
    return server, server.process, server.port


def exchange(port, chunks, pause=0.0, deadline=DEADLINE):
    single = chunks[-1].endswith(GOOD)
    """Sends the chunks (pausing between them), then reads until the server closes or the deadline.
    Returns (status or None, closed) where closed means the server ended the connection in time.
    `Host: x` in the cases stands for the server's own address (another Host is refused)."""
    own = b"Host: 127.0.0.1:%d\r\n" % port
    chunks = [chunk.replace(b"Host: x\r\n", own) for chunk in chunks]
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=deadline) as connection:
        received = b""
        try:
            for chunk in chunks:
                connection.sendall(chunk)
                if pause:
                    time.sleep(pause)
                if time.monotonic() - started > deadline:
                    return None, False
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            # The server closed first (BrokenPipe, ConnectionReset, not connected): read what it said.
            pass
        try:
            while time.monotonic() - started < deadline:
                connection.settimeout(max(0.1, deadline - (time.monotonic() - started)))
                data = connection.recv(65536)
                if not data:
                    break
                received += data
        except ConnectionResetError:
            pass
        except socket.timeout:
            return status_of(received, single), False
    return status_of(received, single), True


def status_of(received, single=False):
    """The first answer's status; with `single`, -1 when more than one answer came (a request
    smuggled after a request whose framing was in doubt)."""
    if single and received.count(b"HTTP/1.1 ") > 1:
        return -1
    if received.startswith(b"HTTP/1."):
        return int(received.split(b" ")[1])
    return None


def healthy(port):
    status, closed = exchange(port, [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], deadline=5)
    return status == 401 and closed


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def slow_bytes(text, count):
    return [bytes([b]) for b in text[:count]]


CASES = [
    # (name, chunks, pause between chunks, the statuses accepted; None = a closed connection)
    ("malformed request line", [b"GARBAGE\r\n\r\n"], 0, {400, None}),
    ("HTTP/0.9 request", [b"GET /\r\n\r\n"], 0, {400, 505, None}),
    ("unknown protocol version", [b"GET / HTTP/9.9\r\nHost: x\r\n\r\n"], 0, {400, 505, None}),
    ("invalid UTF-8 percent-encoded in the path", [b"GET /inApps/v1/transactions/%FF%FE HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {400}),
    ("raw invalid UTF-8 in the path", [b"GET /inApps/v1/transactions/\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {400, None}),
    ("invalid UTF-8 in a query argument", [b"GET /inApps/v2/history/1?productId=%C3%28 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {400}),
    # RFC 9110 §5.5: a NUL within a field value is rejected (400, closed: the pipelined GOOD is never
    # answered), never handed over cut at the NUL (libmicrohttpd 0.9.75 cuts it).
    ("NUL byte in the Host header", [b"GET / HTTP/1.1\r\nHost: x\x00y\r\n\r\n" + GOOD], 0, {400}),
    ("NUL byte inside a header value", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-A: b\x00c\r\nX-B: d\r\n\r\n" + GOOD], 0, {400}),
    ("NUL byte in the last header's value", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-A: b\x00c\r\n\r\n" + GOOD], 0, {400}),
    ("NULs inside a value, then more", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-A: b\x00\x00\x00\x00c\r\n\r\n" + GOOD], 0, {400}),
    ("the control token then a NUL and more", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\n" + AUTH[:-2] + b"\x00junk\r\n\r\n" + GOOD], 0, {400}),
    ("NUL byte in a header name", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-\x00A: b\r\n\r\n" + GOOD], 0, {400}),
    # RFC 9112 §5.2: a folded header line (obs-fold) may be rejected with 400.
    ("a folded header line", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-A: b\r\n c\r\n\r\n" + GOOD], 0, {400}),
    # The NUL check walks libmicrohttpd's buffer (UNCONFIRMED beyond 0.9.75's layout); these good
    # requests fail if that layout changes: blanks around values, an empty value, bare LF lines, a
    # query decoded in place, a cookie, a body.
    ("blanks around values and an empty value", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nX-A:  \t b \t \r\nX-E:\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("bare LF line ends", [b"GET /inApps/v1/transactions/1 HTTP/1.1\nHost: x\r\nX-A: b\nConnection: close\n\n"], 0, {401}),
    ("a query decoded in place and a cookie", [b"GET /inApps/v2/history/1?a=%41%42&b=c HTTP/1.1\r\nHost: x\r\nCookie: a=\"b\"; c=d\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("HTTP/1.0 without headers", [b"GET /inApps/v1/transactions/1 HTTP/1.0\r\n\r\n"], 0, {401, 403}),
    ("header line without a colon", [b"GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n"], 0, {400, None}),
    ("a 100 KB header", [b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n"], 0, {431}),
    ("10,000 small headers", [b"GET / HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 10_000 + b"\r\n"], 0, {431}),
    ("a 1 GB body declared", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 1073741824\r\n\r\n" + b"x" * 65536], 0, {413, None}),
    ("a Content-Length past 64 bits", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 99999999999999999999999\r\n\r\n"], 0, {400, 413, None}),
    ("a negative Content-Length", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: -5\r\n\r\n"], 0, {400, 413, None}),
    ("two Content-Lengths", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 4\r\nContent-Length: 40\r\n\r\nkey\n" + GOOD], 0, {400}),
    ("a chunked body growing past the limit", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Transfer-Encoding: chunked\r\n\r\n"]
     + [b"10000\r\n" + b"#" * 0x10000 + b"\r\n"] * 40 + [b"0\r\n\r\n"], 0, {413, None}),
    ("a bad chunk size", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n"], 0, {400, None}),
    ("a body shorter than declared", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 100\r\n\r\nstatus\n"], 0, {None, 400, 408}),
    ("headers never finished", [b"GET / HTTP/1.1\r\nHost: x\r\n"], 0, {None, 400, 408}),
    ("one byte a second", slow_bytes(b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\n" + b"X-Slow: " + b"s" * 100 + b"\r\n\r\n", 60), 1.0, {None, 400, 408}),
    ("a body one byte a second", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 50\r\n\r\n"] + [b"#"] * 40, 0.5, {None, 400, 408}),
    ("unknown method", [b"BREW /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {400, 401, 405, 501}),
    ("path traversal", [b"GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {400, 404}),
    ("a bearer token of garbage", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a.b.c\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("a bearer token of 8 KB dots", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + b"." * 8000 + b"\r\nConnection: close\r\n\r\n"], 0, {401, 431}),
    ("a 20-digit transaction id", [b"GET /inApps/v1/transactions/99999999999999999999 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("100 pipelined requests", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\n\r\n" * 100], 0, {401, None}),
    ("invalid UTF-8 commands", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 4\r\nConnection: close\r\n\r\n\xff\xfe\xfd\n"], 0, {400}),
    # 64 KB of commands per request (ControlCommands.bodyLimit): 413 past it, before any command runs.
    ("a command line of 900 KB", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 900000\r\nConnection: close\r\n\r\necho " + b"x" * 899995], 0, {413}),
    ("a command line of 64 KB", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 65536\r\nConnection: close\r\n\r\necho " + b"x" * 65531], 0, {200}),
    ("a world's setup commands past 64 KB", [b"POST /storekit-sim/v1/worlds HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 70018\r\nConnection: close\r\n\r\n{\"commands\": [\"" + b"x" * 70000 + b"\"]}"], 0, {413}),
    ("commands without the control token", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nConnection: close\r\n\r\nstatus\n"], 0, {401}),
    ("the key without the control token", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("the key with a wrong control token", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + b"0" * 64 + b"\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("the key with the token as Basic", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\nAuthorization: Basic " + TOKEN.encode() + b"\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("the key with the token one byte short", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TOKEN[:-1].encode() + b"\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("the key, scheme in lower case", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: x\r\nAuthorization: bearer " + TOKEN.encode() + b"\r\nConnection: close\r\n\r\n"], 0, {200}),
    # RFC 9112 §6.3: framing in doubt is 400 and the connection closed, so the request sent after it
    # (GOOD, pipelined) is never answered: `closed` with one status proves it.
    ("Content-Length with Transfer-Encoding", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 12\r\nTransfer-Encoding: chunked\r\n\r\n7\r\nstatus\n\r\n0\r\n\r\n" + GOOD], 0, {400}),
    ("Transfer-Encoding gzip", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Transfer-Encoding: gzip\r\n\r\nstatus\n" + GOOD], 0, {400}),
    ("Transfer-Encoding gzip, chunked", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n" + GOOD], 0, {400}),
    ("a NUL in the request line", [b"GET /inApps/v1/transactions/1\x00999 HTTP/1.1\r\nHost: x\r\n\r\n" + GOOD], 0, {400}),
    ("%00 in the path", [b"GET /inApps/v1/transactions/1%00999 HTTP/1.1\r\nHost: x\r\n\r\n" + GOOD], 0, {400}),
    ("a foreign Host (DNS rebinding)", [b"GET /storekit-sim/v1/key HTTP/1.1\r\nHost: attacker.example\r\n" + AUTH + b"Connection: close\r\n\r\n"], 0, {403}),
    ("the right host on another port", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: localhost:1\r\nConnection: close\r\n\r\n"], 0, {403}),
    ("a web page's Origin, text/plain", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Origin: http://attacker.example\r\nContent-Type: text/plain\r\nContent-Length: 7\r\nConnection: close\r\n\r\nstatus\n"], 0, {403}),
    ("Origin null", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nOrigin: null\r\nConnection: close\r\n\r\n"], 0, {403}),
    ("300 repeated query arguments (8 KB)", [b"GET /inApps/v2/history/1?" + b"&".join([b"productId=com.example.abcdefghij"] * 250) + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("16 KB of empty query arguments", [b"GET /inApps/v2/history/1?" + b"&" * 16000 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {401}),
    # 256 query arguments at most (HTTPLimits.queryArguments): each costs libmicrohttpd its
    # bookkeeping in the connection's memory, which is kept small because libmicrohttpd clears all
    # of it after every request (docs/serve.md "Speed"). Past them, our JSON 431.
    ("256 one-letter query arguments", [b"GET /inApps/v2/history/1?" + b"a&" * 256 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {401}),
    ("257 query arguments", [b"GET /inApps/v2/history/1?" + b"&".join([b"productId=a"] * 257) + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {431}),
    ("15 KB of one-letter query arguments", [b"GET /inApps/v2/history/1?" + b"a&" * 7600 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {431}),
    ("a 17 KB request target", [b"GET /inApps/v2/history/1?" + b"a&" * 8500 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {414}),
    ("a 1 MB request target", [b"GET /inApps/v2/history/1?" + b"a" * 1_000_000 + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], 0, {414}),
    # Headers under 16 KB fit the connection's memory (64 KB) when they are real ones; 1,900 of
    # 8 bytes each cost libmicrohttpd more bookkeeping than it has, and it answers 431 itself.
    ("16 KB of 28-byte headers", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\n" + b"X-Forwarded-For: 127.0.0.1\r\n" * 570 + b"Connection: close\r\n\r\n"], 0, {401}),
    ("15 KB of headers", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 1900 + b"Connection: close\r\n\r\n"], 0, {431}),
    ("17 KB of headers", [b"GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\n" + b"X-A: b\r\n" * 2200 + b"Connection: close\r\n\r\n"], 0, {431}),
    ("a huge clock advance", [b"POST /storekit-sim/v1/commands HTTP/1.1\r\nHost: x\r\n" + AUTH + b"Content-Length: 29\r\nConnection: close\r\n\r\nclock advance 99999999999999d"], 0, {200}),
]

CHUNKS = {name: chunks for name, chunks, _, _ in CASES}
BIG_BODY = CHUNKS["a 1 GB body declared"]
CHUNKED_PAST_LIMIT = CHUNKS["a chunked body growing past the limit"]


def main():
    server, process, port = start()
    failures = []
    try:
        assert healthy(port), "the server does not answer a plain request"
        baseline = rss_kb(process.pid)
        for name, chunks, pause, accepted in CASES:
            started = time.monotonic()
            status, closed = exchange(port, chunks, pause)
            took = time.monotonic() - started
            ok = closed and (status in accepted or (status is None and None in accepted))
            if process.poll() is not None:
                failures.append("%s: the server exited with %s" % (name, process.returncode))
                break
            if not ok:
                failures.append("%s: status %s, %s after %.1f s" % (name, status, "closed" if closed else "NOT closed (a hang)", took))
            if not healthy(port):
                failures.append("%s: the server stopped answering afterwards" % name)
            print("%-45s status %-5s %s %.1f s" % (name, status, "closed" if closed else "open", took))
        # 300 idle connections at once: more than the limit (128); the server stays up, answers
        # again once they are gone, and closes the idle ones by itself.
        idle = []
        for _ in range(300):
            try:
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=5))
            except OSError:
                break
        # Those past the limit are closed at once or wait in the listen queue; each batch the
        # server takes is closed 5 s after it came in, so all are gone within a few rounds.
        closed_by_server = 0
        until = time.monotonic() + 30
        for connection in idle:
            connection.settimeout(max(0.1, until - time.monotonic()))
            try:
                if connection.recv(1) == b"":
                    closed_by_server += 1
            except ConnectionResetError:
                closed_by_server += 1
            except socket.timeout:
                pass
            connection.close()
        print("%-45s %d of %d closed by the server" % ("300 idle connections", closed_by_server, len(idle)))
        if closed_by_server < len(idle):
            failures.append("300 idle connections: only %d of %d closed by the server" % (closed_by_server, len(idle)))
        if not healthy(port):
            failures.append("300 idle connections: the server stopped answering")
        # 20 rounds of the 1 GB and chunked cases in parallel threads: memory stays flat.
        threads = [threading.Thread(target=exchange, args=(port, BIG_BODY if i % 2 else CHUNKED_PAST_LIMIT)) for i in range(20)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        grown = rss_kb(process.pid) - baseline
        print("%-45s %d KB" % ("resident memory grown", grown))
        if grown > 64 * 1024:
            failures.append("resident memory grew by %d KB" % grown)
        if process.poll() is not None:
            failures.append("the server exited with %s" % process.returncode)
    finally:
        server.stop()
    if process.returncode not in (0, -15):
        failures.append("serve ended with %s on SIGTERM" % process.returncode)
    for failure in failures:
        print("FAIL " + failure)
    print("%d cases, %d failures" % (len(CASES) + 2, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
