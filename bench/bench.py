#!/usr/bin/env python3
"""Benchmarks storekit-sim's scenario runner, batch mode and start-up (issue 3, bench/).

  bench/bench.py                 the binary scripts/start builds, then every measurement
  bench/bench.py --dynamic       the same with the Swift runtime linked dynamically (for comparison)
  bench/bench.py --skip-cram     without the (slow) cram comparison
  bench/bench.py --startup-only  start-up alone, next to /bin/true

Generates 1,000 scenario files of 50 commands (a fixed seed, so the suite is the same on
every run), times `storekit-sim test` on them (median of --runs), the same suite as cram tests
(one storekit-sim process per file, cram from PyPI), prints both times, the ratio and the
peak memory (GNU time's maximum resident set size); then 100,000 piped commands in batch
mode; then the start-up of the release binary (`--version`, and one piped command) next to
spawning /bin/true from this script, the three taken in turn --startup-runs times so that a busy
moment of the machine weighs on all three alike; medians, and how far each is above /bin/true
(issue 11's target: within 4 ms).
Nothing here is a unit test: timings are reported, never asserted.
"""
import argparse, os, random, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODES = ["JPN", "USA", "DEU", "FRA", "GBR", "jp", "143462", "CAN", "AUS", "ITA"]


# A mix of every area's everyday commands: storefronts (set and search), the clock, a purchase with
# its payment sheet, a products request, external purchase eligibility, a product page load and
# dismissal, and the status report. Errors are part of the mix too (confirm with no sheet up).
def command(rng, i):
    kind = rng.randrange(12)
    if kind == 0: return f"storefront set {rng.choice(CODES)}"
    if kind == 1: return f"storefront list {rng.choice(['jap', 'EUR', 'king', '1434'])}"
    if kind == 2: return f"clock advance {rng.randrange(1, 120)}m"
    if kind == 3: return "clock"
    if kind == 4: return f"echo step {i} of the scenario"
    if kind == 5: return "buy com.example.gems"
    if kind == 6: return "confirm"
    if kind == 7: return "request com.example.gems com.example.nope"
    if kind == 8: return "eligible"
    if kind == 9: return "load 12345 --campaign spring"
    if kind == 10: return "done"
    return "status"


def write_suite(suite, files, commands):
    """`files` scenario files of `commands` commands each, seeded: the same suite on every run."""
    rng = random.Random(1)
    for f in range(files):
        folder = os.path.join(suite, f"area{f % 10}")
        os.makedirs(folder, exist_ok=True)
        lines = [f"# generated scenario {f}"] + ["> " + command(rng, i) for i in range(commands)]
        with open(os.path.join(folder, f"s{f:04}.scenario"), "w") as out:
            out.write("\n".join(lines) + "\n")


def write_piped(path, count):
    """`count` commands of the same mix for batch mode, seeded."""
    rng = random.Random(2)
    with open(path, "w") as out:
        out.write("\n".join(command(rng, i) for i in range(count)) + "\n")


def build(dynamic):
    """The release binary as scripts/start builds it (Swift runtime linked statically), or linked
    dynamically in a scratch folder of its own so the two builds do not undo each other."""
    args = ["swift", "build", "-c", "release", "--product", "storekit-sim"]
    if dynamic:
        args += ["--scratch-path", os.path.join(ROOT, ".build", "bench-dynamic")]
    else:
        args += ["--static-swift-stdlib"]
    subprocess.run(args, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run(args + ["--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(folder, "storekit-sim")


def timed(args, runs, stdin=None):
    times = []
    for _ in range(runs):
        with open(stdin, "rb") if stdin else open(os.devnull, "rb") as feed:
            start = time.perf_counter()
            result = subprocess.run(args, stdin=feed, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
    return statistics.median(times), result.returncode


def peak_kb(args, stdin=None):
    with open(stdin, "rb") if stdin else open(os.devnull, "rb") as feed:
        out = subprocess.run(["/usr/bin/time", "-f", "%M"] + args, stdin=feed, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True).stderr.strip().splitlines()
    return int(out[-1])


def in_turn(cases, runs):
    """Median seconds of each (args, stdin) case, the cases taken in turn `runs` times, so that a
    busy moment of the shared machine weighs on all of them alike."""
    times = [[] for _ in cases]
    for _ in range(runs):
        for index, (args, stdin) in enumerate(cases):
            times[index].append(timed(args, 1, stdin=stdin)[0])
    return [statistics.median(t) for t in times]


def startup(binary, work, runs):
    """--version and one piped command next to /bin/true, spawned in turn `runs` times; medians."""
    one = os.path.join(work, "one.txt")
    with open(one, "w") as out:
        out.write("echo hi\n")
    baseline, version, single = in_turn([(["/bin/true"], None), ([binary, "--version"], None), ([binary], one)], runs)
    print(f"start-up, median of {runs} spawns each, in turn: /bin/true {baseline * 1000:.2f} ms")
    for name, median in [("--version", version), ("one piped command", single)]:
        print(f"  {name}: {median * 1000:.2f} ms, {(median - baseline) * 1000:.2f} ms above /bin/true (target: within 4 ms)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--commands", type=int, default=50)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--piped", type=int, default=100_000)
    parser.add_argument("--startup-runs", type=int, default=300)
    parser.add_argument("--dynamic", action="store_true", help="link the Swift runtime dynamically instead of as scripts/start does")
    parser.add_argument("--skip-cram", action="store_true")
    parser.add_argument("--startup-only", action="store_true", help="measure only start-up next to /bin/true")
    parser.add_argument("--binary", help="use this binary instead of building")
    options = parser.parse_args()

    binary = os.path.abspath(options.binary or build(options.dynamic))
    print(f"binary: {os.path.relpath(binary, ROOT)} ({os.path.getsize(binary) / 1e6:.1f} MB), {os.cpu_count()} cores")
    # What the dynamic loader maps before main, transitive ones included (ldd); the rest loads on first use.
    mapped = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    libraries = [line.split()[0] for line in mapped.splitlines() if ".so" in line and "vdso" not in line]
    print(f"libraries loaded at start ({len(libraries)}): {' '.join(libraries)}")
    work = tempfile.mkdtemp(prefix="storekit-sim-bench-")
    if options.startup_only:
        try:
            startup(binary, work, options.startup_runs)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    try:
        suite = os.path.join(work, "scenarios")
        write_suite(suite, options.files, options.commands)
        # Record the expected output once with the runner itself, then check the suite passes.
        subprocess.run([binary, "test", "--update", suite], check=True, stdout=subprocess.DEVNULL)
        check = subprocess.run([binary, "test", suite], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout[-2000:]
        total = options.files * options.commands
        print(f"suite: {options.files} files x {options.commands} commands = {total} commands; last line: {check.stdout.strip().splitlines()[-1]}")

        seconds, _ = timed([binary, "test", suite], options.runs)
        one_job, _ = timed([binary, "test", "--jobs", "1", suite], options.runs)
        peak = peak_kb([binary, "test", suite])
        print(f"storekit-sim test:          {seconds:.3f} s median of {options.runs} (--jobs 1: {one_job:.3f} s), peak RSS {peak / 1024:.1f} MB")

        if not options.skip_cram:
            cram = shutil.which("cram")
            if cram is None:
                print("cram: not installed (python3 -m pip install cram); skipped")
            else:
                tests = os.path.join(work, "cram")
                os.makedirs(tests)
                for path in sorted(subprocess.run(["find", suite, "-name", "*.scenario"], capture_output=True, text=True).stdout.split()):
                    commands = [l[2:] for l in open(path).read().splitlines() if l.startswith("> ")]
                    # Errors are part of the transcript: cram sees stderr merged and the exit status as [N].
                    run = subprocess.run([binary], input="\n".join(commands) + "\n", stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT, text=True)
                    body = [f"  $ {binary} 2>&1 <<'EOF'"] + [f"  > {c}" for c in commands] + ["  > EOF"]
                    body += ["  " + l for l in run.stdout.splitlines()]
                    if run.returncode != 0:
                        body.append(f"  [{run.returncode}]")
                    name = os.path.basename(path).replace(".scenario", ".t")
                    with open(os.path.join(tests, os.path.dirname(path)[-5:] + "-" + name), "w") as out:
                        out.write("\n".join(body) + "\n")
                start = time.perf_counter()
                result = subprocess.run([cram, "-q", tests], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                cram_seconds = time.perf_counter() - start
                print(f"cram (one process per file): {cram_seconds:.3f} s, {result.stdout.strip().splitlines()[-1]}")
                print(f"ratio: storekit-sim test is {cram_seconds / seconds:.0f}x faster than cram")

        piped = os.path.join(work, "piped.txt")
        write_piped(piped, options.piped)
        seconds, status = timed([binary], options.runs, stdin=piped)
        print(f"{options.piped} piped commands (batch mode): {seconds:.3f} s median of {options.runs} (exit {status}), peak RSS {peak_kb([binary], stdin=piped) / 1024:.1f} MB")

        startup(binary, work, options.startup_runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
