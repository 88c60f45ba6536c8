#!/usr/bin/env python3
"""Issue 26's measurements in one run, each next to its peer, taken in turn run by run.

  bench/side_by_side.py                  the binary scripts/start builds, then every measurement
  bench/side_by_side.py --binary PATH    use this binary instead of building
  bench/side_by_side.py --skip-cram      without the (slow) cram comparison

1. Batch mode: 100,000 piped `storefront set CODE` lines against sqlite3's shell running 100,000
   `SELECT '...';` lines on an in-memory database (apt's sqlite3), in turn (target: not slower).
2. The error path: each error kind against its succeeding twin (bench/error_path.py; target <= 1.5x).
3. The runner: the seeded suite of 1,000 files x 50 commands (bench/bench.py's) with
   `storekit-sim test` against the same suite as cram tests (one process per file), cram from
   PyPI in a virtual environment of this folder's own (bench/.venv-cram, made on first use,
   never the system's Python), in --cram-rounds rounds (3) of --runs runs of storekit-sim and
   one of cram, the ratio of the medians (target: >= 100x).
4. Peak memory (GNU time's maximum resident set size) of `storekit-sim test` on 1,000 and on
   10,000 files of the same mix, and heaptrack's peak heap of the same runs when heaptrack is
   installed (target: flat).

The machine (cores, load) and the binary are printed first, so a table made from the output says
which machine and which run. Timings are reported, never asserted.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

import bench
import error_path

HERE = os.path.dirname(os.path.abspath(__file__))
CRAM_VENV = os.path.join(HERE, ".venv-cram")


def cram_binary():
    """cram from PyPI in bench's own virtual environment, installed on first use."""
    cram = os.path.join(CRAM_VENV, "bin", "cram")
    if not os.path.exists(cram):
        subprocess.run([sys.executable, "-m", "venv", CRAM_VENV], check=True)
        subprocess.run([os.path.join(CRAM_VENV, "bin", "pip"), "install", "--quiet", "cram"], check=True)
    return cram


def batch_against_sqlite(binary, work, count, runs):
    codes = ["JPN", "USA", "DEU", "FRA", "GBR"]
    ours = os.path.join(work, "storefronts.txt")
    with open(ours, "w") as out:
        out.write("".join(f"storefront set {codes[i % len(codes)]}\n" for i in range(count)))
    theirs = os.path.join(work, "selects.sql")
    with open(theirs, "w") as out:
        out.write("".join(f"SELECT 'storefront {codes[i % len(codes)]} {i}';\n" for i in range(count)))
    sqlite = shutil.which("sqlite3")
    if sqlite is None:
        print("1. sqlite3 is not installed (apt-get install sqlite3); batch mode alone:")
        seconds, = bench.in_turn([([binary], ours)], runs)
        print(f"   storekit-sim: {count} piped commands {seconds:.3f} s ({seconds / count * 1e6:.2f} us each)")
        return
    mine, peer = bench.in_turn([([binary], ours), ([sqlite, ":memory:"], theirs)], runs)
    print(f"1. {count} piped lines, median of {runs} runs in turn:")
    print(f"   storekit-sim 'storefront set CODE': {mine:.3f} s ({mine / count * 1e6:.2f} us each)")
    print(f"   sqlite3 'SELECT ...;':              {peer:.3f} s ({peer / count * 1e6:.2f} us each)")
    print(f"   storekit-sim / sqlite3: {mine / peer:.2f}x (target: at most 1x)")


def runner_against_cram(binary, work, files, commands, runs, rounds):
    """The suite with `storekit-sim test` and with cram, taken in turn: each round runs ours `runs`
    times, then cram once, so a busy spell of the shared machine (which has slowed one cram run
    from 12 s to 27 s) weighs on both. The ratio is of the two medians; each round's is shown."""
    suite = os.path.join(work, "suite")
    bench.write_suite(suite, files, commands)
    subprocess.run([binary, "test", "--update", suite], check=True, stdout=subprocess.DEVNULL)
    cram = cram_binary()
    tests = os.path.join(work, "cram")
    write_cram_tests(binary, suite, tests)
    print(f"3. {files} files x {commands} commands, {rounds} rounds in turn (storekit-sim test {runs} times, then cram once):")
    mine, theirs, summary = [], [], ""
    for round in range(1, rounds + 1):
        ours = [bench.timed([binary, "test", suite], 1)[0] for _ in range(runs)]
        mine += ours
        start = time.perf_counter()
        result = subprocess.run([cram, "-q", tests], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        theirs.append(time.perf_counter() - start)
        summary = result.stdout.strip().splitlines()[-1]
        print(f"   round {round}: storekit-sim {statistics.median(ours):.3f} s (median of {runs}), cram {theirs[-1]:.3f} s, "
              f"{theirs[-1] / statistics.median(ours):.0f}x")
    ours, peer = statistics.median(mine), statistics.median(theirs)
    print(f"   storekit-sim test {ours:.3f} s (median of {len(mine)}; {os.cpu_count()} workers, as --jobs defaults to the number of cores)")
    print(f"   cram (one process per file): {peer:.3f} s (median of {rounds}), {summary}")
    print(f"   cram / storekit-sim: {peer / ours:.0f}x (target: at least 100x)")


def write_cram_tests(binary, suite, tests):
    """The suite's files as cram tests in `tests`: each file's commands piped into `binary`, its
    output (stderr merged) and a failing exit status as cram writes them."""
    os.makedirs(tests)
    for path in sorted(subprocess.run(["find", suite, "-name", "*.scenario"], capture_output=True, text=True).stdout.split()):
        lines = [l[2:] for l in open(path).read().splitlines() if l.startswith("> ")]
        run = subprocess.run([binary], input="\n".join(lines) + "\n", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        body = [f"  $ {binary} 2>&1 <<'EOF'"] + [f"  > {c}" for c in lines] + ["  > EOF"] + ["  " + l for l in run.stdout.splitlines()]
        if run.returncode != 0:
            body.append(f"  [{run.returncode}]")
        name = os.path.relpath(path, suite).replace("/", "-").replace(".scenario", ".t")
        with open(os.path.join(tests, name), "w") as out:
            out.write("\n".join(body) + "\n")


def peak_memory(binary, work, commands):
    print("4. peak memory of storekit-sim test, same mix:")
    for files in (1000, 10000):
        suite = os.path.join(work, f"memory-{files}")
        bench.write_suite(suite, files, commands)
        subprocess.run([binary, "test", "--update", suite], check=True, stdout=subprocess.DEVNULL)
        start = time.perf_counter()
        peak = bench.peak_kb([binary, "test", suite])
        print(f"   {files:6} files: peak RSS {peak / 1024:.1f} MB ({time.perf_counter() - start:.2f} s){peak_heap(binary, suite, work)}")


def peak_heap(binary, suite, work):
    """Heaptrack's peak heap of the same run, when heaptrack is installed: RSS also counts the
    pages of the 30 MB static binary a run touches and each worker's malloc arena, which move by
    a megabyte from run to run, where the heap is what the runner itself keeps."""
    if shutil.which("heaptrack") is None or shutil.which("heaptrack_print") is None:
        return ""
    record = os.path.join(work, "heap")
    subprocess.run(["heaptrack", "-o", record, binary, "test", suite], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    found = [f for f in os.listdir(work) if f.startswith("heap.")]
    if not found:
        return ""
    path = os.path.join(work, found[0])
    report = subprocess.run(["heaptrack_print", "-f", path], capture_output=True, text=True).stdout
    os.remove(path)
    for line in report.splitlines():
        if line.startswith("peak heap memory consumption:"):
            return f", peak heap {line.split(':', 1)[1].strip()} (heaptrack)"
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--piped", type=int, default=100_000)
    parser.add_argument("--skip-cram", action="store_true")
    parser.add_argument("--cram-rounds", type=int, default=3, help="rounds of the runner against cram, taken in turn")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary or bench.build(dynamic=False))
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; binary {binary}")
    work = tempfile.mkdtemp(prefix="storekit-sim-side-")
    try:
        batch_against_sqlite(binary, work, options.piped, options.runs)
        print("2. ", end="")
        error_path.twins(binary, options.piped, options.runs, work)
        if not options.skip_cram:
            runner_against_cram(binary, work, 1000, 50, options.runs, options.cram_rounds)
        peak_memory(binary, work, 50)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
