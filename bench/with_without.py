#!/usr/bin/env python3
"""One speed-only piece weighed: the build with it against the build without it, in one run
(issue 39: a piece stays only where removing it breaks a target).

  bench/with_without.py --with A --without B               every target, both binaries in turn
  bench/with_without.py --with A --without B --memory      also the runner's peak memory

Each measurement takes the two binaries (and the peer the target names) in turn, run by run, so a
busy moment of the shared machine weighs on all of them alike; a target is a ratio to its peer
measured in the same minutes:
1. start-up: `--version` and one piped command next to /bin/true (target: within 4 ms);
2. batch mode: 100,000 piped `storefront set CODE` lines next to sqlite3's shell on 100,000
   `SELECT '...';` lines (target: not slower), and callgrind's instructions for 10,000 of them;
3. each error kind against its succeeding twin (bench/error_path.py's, for each binary; target:
   at most 1.5x);
4. the seeded 1,000 x 50 suite (bench/bench.py's) with `storekit-sim test`, each round --runs
   runs of each binary and then cram once on the same tests (target: at least 100x cram), and
   callgrind's instructions for `test --jobs 1` on 100 of its files. The suite is recorded with
   the first binary and must pass with the second: a piece removed must not change output.
Timings are reported, never asserted.
"""
import argparse, os, re, shutil, statistics, subprocess, sys, tempfile

import bench
import error_path
import side_by_side


def instructions(binary, args, stdin, work):
    """callgrind's instruction count for one run (a copy without debug information, which
    valgrind cannot read; Swift's hash seed fixed); None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    counting = os.path.join(work, os.path.basename(binary) + "-" + str(abs(hash(binary))) + "-stripped")
    if not os.path.exists(counting):
        subprocess.run(["strip", "--strip-debug", "-o", counting, binary], check=True)
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    with open(stdin or os.devnull, "rb") as feed:
        report = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", counting] + args,
                                stdin=feed, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                env=environment).stderr
    found = re.search(r"Collected : (\d+)", report)
    return int(found.group(1)) if found else None


def counted(label, pair, args, stdin, work):
    counts = [instructions(binary, args, stdin, work) for binary in pair]
    if None in counts:
        return
    print(f"   instructions ({label}): with {counts[0] / 1e6:.1f}M, without {counts[1] / 1e6:.1f}M "
          f"(without / with {counts[1] / counts[0]:.3f})")


def startup(pair, work, runs):
    one = os.path.join(work, "one.txt")
    with open(one, "w") as out:
        out.write("echo hi\n")
    cases = [(["/bin/true"], None)] + [([b, "--version"], None) for b in pair] + [([b], one) for b in pair]
    true, *rest = bench.in_turn(cases, runs)
    print(f"1. start-up, median of {runs} spawns each, in turn: /bin/true {true * 1000:.2f} ms")
    for name, values in (("--version", rest[0:2]), ("one piped command", rest[2:4])):
        print(f"   {name}: with {(values[0] - true) * 1000:.2f} ms, without {(values[1] - true) * 1000:.2f} ms "
              f"above /bin/true (target: within 4 ms)")
    counted("--version", pair, ["--version"], None, work)


def batch(pair, work, count, runs):
    codes = ["JPN", "USA", "DEU", "FRA", "GBR"]
    ours, theirs, few = (os.path.join(work, name) for name in ("storefronts.txt", "selects.sql", "storefronts-10000.txt"))
    with open(ours, "w") as out:
        out.write("".join(f"storefront set {codes[i % len(codes)]}\n" for i in range(count)))
    with open(few, "w") as out:
        out.write("".join(f"storefront set {codes[i % len(codes)]}\n" for i in range(10_000)))
    with open(theirs, "w") as out:
        out.write("".join(f"SELECT 'storefront {codes[i % len(codes)]} {i}';\n" for i in range(count)))
    with_, without, sqlite = bench.in_turn([([pair[0]], ours), ([pair[1]], ours), ([shutil.which("sqlite3"), ":memory:"], theirs)], runs)
    print(f"2. {count} piped lines, median of {runs} runs in turn: sqlite3 {sqlite:.3f} s; "
          f"with {with_:.3f} s ({with_ / sqlite:.2f}x sqlite3), without {without:.3f} s ({without / sqlite:.2f}x) (target: at most 1x)")
    counted("10,000 piped 'storefront set CODE'", pair, [], few, work)


def twins(pair, work, count, runs):
    for name, binary in zip(("with", "without"), pair):
        folder = os.path.join(work, "twins-" + name)
        os.makedirs(folder)
        print(f"3. ({name}) ", end="")
        sys.stdout.flush()
        error_path.twins(binary, count, runs, folder)


def runner(pair, work, files, commands, runs, rounds):
    suite = os.path.join(work, "suite")
    bench.write_suite(suite, files, commands)
    subprocess.run([pair[0], "test", "--update", suite], check=True, stdout=subprocess.DEVNULL)
    check = subprocess.run([pair[1], "test", suite], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(f"4. the suite recorded with the first binary, run by the second: exit {check.returncode} ({check.stdout.strip().splitlines()[-1]})")
    cram = side_by_side.cram_binary()
    tests = os.path.join(work, "cram")
    side_by_side.write_cram_tests(pair[0], suite, tests)
    mine = [[], []]
    theirs = []
    for round in range(1, rounds + 1):
        medians = []
        for index, binary in enumerate(pair):
            times = [bench.timed([binary, "test", suite], 1)[0] for _ in range(runs)]
            mine[index] += times
            medians.append(statistics.median(times))
        theirs.append(bench.timed([cram, "-q", tests], 1)[0])
        print(f"   round {round}: with {medians[0]:.3f} s ({theirs[-1] / medians[0]:.0f}x), "
              f"without {medians[1]:.3f} s ({theirs[-1] / medians[1]:.0f}x), cram {theirs[-1]:.2f} s")
    peer = statistics.median(theirs)
    with_, without = (statistics.median(times) for times in mine)
    print(f"   {files} x {commands}: with {with_:.3f} s ({peer / with_:.0f}x cram), without {without:.3f} s "
          f"({peer / without:.0f}x cram), cram {peer:.2f} s (target: at least 100x)")
    hundred = os.path.join(work, "hundred")
    for folder in sorted(os.listdir(suite))[:1]:
        shutil.copytree(os.path.join(suite, folder), hundred)
    counted(f"test --jobs 1 on the {len(os.listdir(hundred))} files of one folder", pair, ["test", "--jobs", "1", hundred], None, work)


def memory(pair, work, commands):
    for files in (1000, 10000):
        suite = os.path.join(work, f"memory-{files}")
        bench.write_suite(suite, files, commands)
        subprocess.run([pair[0], "test", "--update", suite], check=True, stdout=subprocess.DEVNULL)
        peaks = [bench.peak_kb([binary, "test", suite]) for binary in pair]
        print(f"5. peak RSS of storekit-sim test on {files} files: with {peaks[0] / 1024:.1f} MB, without {peaks[1] / 1024:.1f} MB")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--with", dest="with_", required=True, help="the build that has the piece")
    parser.add_argument("--without", required=True, help="the build with its plain peer in its place")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cram-rounds", type=int, default=3)
    parser.add_argument("--piped", type=int, default=100_000)
    parser.add_argument("--twin-commands", type=int, default=100_000, help="commands of each error kind and of its twin")
    parser.add_argument("--startup-runs", type=int, default=200)
    parser.add_argument("--sections", default="startup,batch,twins,runner",
                        help="which measurements, comma-separated: startup, batch, twins, runner")
    parser.add_argument("--memory", action="store_true", help="also the runner's peak memory on 1,000 and 10,000 files")
    options = parser.parse_args()
    pair = [os.path.abspath(options.with_), os.path.abspath(options.without)]
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; "
          f"with {pair[0]} ({os.path.getsize(pair[0]) / 1e6:.1f} MB), without {pair[1]} ({os.path.getsize(pair[1]) / 1e6:.1f} MB)")
    work = tempfile.mkdtemp(prefix="storekit-sim-with-without-")
    try:
        sections = options.sections.split(",")
        if "startup" in sections:
            startup(pair, work, options.startup_runs)
        if "batch" in sections:
            batch(pair, work, options.piped, options.runs)
        if "twins" in sections:
            twins(pair, work, options.twin_commands, options.runs)
        if "runner" in sections:
            runner(pair, work, 1000, 50, options.runs, options.cram_rounds)
        if options.memory:
            memory(pair, work, 50)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
