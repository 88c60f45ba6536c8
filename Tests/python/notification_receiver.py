"""A developer's server for storekit-sim's notification tests, on 127.0.0.1 only.

Answers each POST with the next status of --answers (then the last one again), or never answers
with --silent (it holds the connection until the client gives up). Appends each request as a JSON
line (path, content type and body) to --log, and prints the port it listens on, then serves
until stdin closes.
"""
import argparse
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--answers", default="200", help="comma-separated status codes, one per POST")
    parser.add_argument("--silent", action="store_true", help="never answer")
    parser.add_argument("--log", required=True)
    options = parser.parse_args()
    answers = [int(code) for code in options.answers.split(",")]
    lock = threading.Lock()
    count = [0]
    release = threading.Event()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length).decode("utf-8")
            with lock:
                index = count[0]
                count[0] += 1
                with open(options.log, "a", encoding="utf-8") as log:
                    log.write(json.dumps({"path": self.path, "contentType": self.headers.get("Content-Type"), "body": body}) + "\n")
            if options.silent:
                release.wait(30)
                return
            code = answers[min(index, len(answers) - 1)]
            self.send_response(code)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    sys.stdin.read()
    release.set()
    server.shutdown()


if __name__ == "__main__":
    main()
