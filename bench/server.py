#!/usr/bin/env python3
"""Get Transaction Info under load: `storekit-sim serve` beside nginx serving the same body (issue 24).

  bench/server.py                 release build, then both measurements
  bench/server.py --seconds 5     shorter runs
  bench/server.py --binary PATH   measure a binary already built

wrk (Debian's) opens 64 connections for --seconds against GET /inApps/v1/transactions/ID (the purchase) with a
valid bearer token, on the release build scripts/start makes; then against nginx, started here on
another loopback port with a configuration in a temporary folder, serving the body the server
answered as a static file, in the same run on the same machine. Prints requests per second and
p50/p99 latency for each, the server's CPU time per request (its own, from /proc: steadier than the
ratio on a shared machine), and its resident memory before, during and after its run.
The target (issue 40): at least 0.9x nginx's requests per second, p99 under 10 ms, memory flat.
Timings are reported, never asserted. The bearer token is made with Tests/python/venv's PyJWT
(scripts/ensure-deps --test).
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile, threading, time, urllib.request

import bench  # the release build scripts/start makes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV_PYTHON = os.path.join(ROOT, "Tests", "python", "venv", "bin", "python")
# Set from the purchase's id: serve numbers a start's transaction ids from a random offset.
PATH = "/inApps/v1/transactions/1"


# The control endpoint's token (serve --token); the /inApps/ requests measured carry Apple's JWT instead.
CONTROL = {"Authorization": "Bearer " + os.urandom(32).hex()}


def start_server(binary):
    process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0", "--token", CONTROL["Authorization"][7:]],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    line = process.stderr.readline()
    port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    return process, "http://127.0.0.1:%d" % port


def commands(base, *lines):
    request = urllib.request.Request(base + "/storekit-sim/v1/commands", data="\n".join(lines).encode(), method="POST", headers=CONTROL)
    answer = json.loads(urllib.request.urlopen(request, timeout=30).read())
    assert answer["exitStatus"] == 0, answer
    return answer


def token(base):
    """A bearer token from the issued key, made by PyJWT as Apple's library makes it."""
    key = urllib.request.urlopen(urllib.request.Request(base + "/storekit-sim/v1/key", headers=CONTROL), timeout=30).read()
    program = ("import json, sys, time, jwt; k = json.load(sys.stdin); "
               "print(jwt.encode({'iss': k['issuerId'], 'iat': int(time.time()), 'exp': int(time.time()) + 3000, "
               "'aud': 'appstoreconnect-v1', 'bid': k['bundleId']}, k['privateKey'], algorithm='ES256', headers={'kid': k['keyId']}))")
    return subprocess.run([VENV_PYTHON, "-c", program], input=key, capture_output=True, check=True).stdout.decode().strip()


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """The process's user and system CPU time so far (/proc/PID/stat, clock ticks)."""
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wrk(url, seconds, authorization):
    args = ["wrk", "-t2", "-c64", "-d%ds" % seconds, "--latency", url]
    if authorization:
        args[1:1] = ["-H", "Authorization: " + authorization]
    output = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    latency = {p: re.search(r"^\s+%d%%\s+([\d.]+)(us|ms|s)\b" % p, output, re.M) for p in (50, 99)}
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    wrk.requests = int(re.search(r"(\d+) requests in", output).group(1))
    return rps, {p: float(m.group(1)) * scale[m.group(2)] for p, m in latency.items()}, int(errors.group(1)) if errors else 0


def start_nginx(folder, body):
    os.makedirs(os.path.join(folder, "root", os.path.dirname(PATH.lstrip("/"))), exist_ok=True)
    with open(os.path.join(folder, "root", PATH.lstrip("/")), "wb") as f:
        f.write(body)
    port = 18000 + os.getpid() % 1000
    config = os.path.join(folder, "nginx.conf")
    with open(config, "w") as f:
        f.write("""worker_processes 1; daemon off; pid %(d)s/nginx.pid; error_log %(d)s/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path %(d)s/tmp; proxy_temp_path %(d)s/tmp; fastcgi_temp_path %(d)s/tmp;
       uwsgi_temp_path %(d)s/tmp; scgi_temp_path %(d)s/tmp; default_type application/json;
       server { listen 127.0.0.1:%(p)d; root %(d)s/root; } }
""" % {"d": folder, "p": port})
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    process = subprocess.Popen([nginx, "-c", config, "-p", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(50):
        try:
            urllib.request.urlopen("http://127.0.0.1:%d%s" % (port, PATH), timeout=1).read()
            break
        except OSError:
            time.sleep(0.1)
    return process, "http://127.0.0.1:%d%s" % (port, PATH)


def main():
    global PATH
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = args.binary or bench.build(dynamic=False)
    server, base = start_server(binary)
    nginx = None
    folder = tempfile.mkdtemp(prefix="storekit-sim-bench-")
    os.chmod(folder, 0o755)  # nginx's workers run as another user when started by root
    try:
        bought = commands(base, "dialogs off", "buy com.example.gems")
        PATH = "/inApps/v1/transactions/" + next(word[1:] for line in bought["output"] for word in line.split()[:1]
                                                 if word[:1] == "t" and word[1:].isdigit())
        bearer = "Bearer " + token(base)
        body = urllib.request.urlopen(urllib.request.Request(base + PATH, headers={"Authorization": bearer}), timeout=30).read()
        before = rss_kb(server.pid)
        samples = []
        sampling = threading.Event()

        def sample():
            while not sampling.wait(1):
                samples.append(rss_kb(server.pid))
        sampler = threading.Thread(target=sample)
        sampler.start()
        cpu_before = cpu_seconds(server.pid)
        ours = wrk(base + PATH, args.seconds, bearer)
        # The server's own CPU time per request: steadier than the ratio on a shared machine,
        # whose load often differs between the two halves of the run.
        cpu_per_request = (cpu_seconds(server.pid) - cpu_before) / max(wrk.requests, 1) * 1e6
        sampling.set()
        sampler.join()
        after = rss_kb(server.pid)
        nginx, url = start_nginx(folder, body)
        theirs = wrk(url, args.seconds, None)
    finally:
        server.terminate()
        server.wait(timeout=10)
        server.stderr.close()
        if nginx:
            nginx.terminate()
            nginx.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    print("Get Transaction Info, 64 connections, %d s, body %d bytes" % (args.seconds, len(body)))
    print("%-28s %12s %10s %10s %8s" % ("server", "requests/s", "p50 ms", "p99 ms", "non-2xx"))
    for name, (rps, latency, errors) in (("storekit-sim serve", ours), ("nginx (static file)", theirs)):
        print("%-28s %12.0f %10.2f %10.2f %8d" % (name, rps, latency[50], latency[99], errors))
    print("storekit-sim / nginx requests per second: %.2f" % (ours[0] / theirs[0]))
    print("storekit-sim CPU time per request: %.1f us (user and system, /proc)" % cpu_per_request)
    print("storekit-sim resident memory: %d KB before, %s KB during (each second), %d KB after"
          % (before, "/".join(str(s) for s in samples), after))


if __name__ == "__main__":
    main()
