#!/usr/bin/env python3
"""The error path against the success path in batch mode (issue 17, point 7).

  bench/error_path.py                    release build, then both measurements
  bench/error_path.py --binary PATH      use this binary instead of building

Pipes 100,000 commands that all fail (typos that ask for suggestions, unknown storefronts and
products, bad arguments, long unknown words, invisible characters, bad quoting) into the release
binary, then 100,000 that all succeed, and prints the two times side by side (median of --runs)
with their ratio and peak memory. The issue asks that failing commands cost no more than twice
succeeding ones. Then each error kind against its succeeding twin (the same command with one
word right), taken in turn run by run so that a busy moment of the shared machine weighs on both:
unknown command, unknown storefront, unknown product and bad duration (issue 26's bound: 1.5x).
The ratio is the median of each round's ratio (the two runs of a round are next to each other in
time), by wall time and by the CPU time the process used (which waiting for a core while other
work on the shared machine has it does not count), and, when valgrind is installed, each kind's
instructions per command as callgrind counts them over 10,000 lines (start-up taken off; on a
copy without debug information, which valgrind cannot read), which the shared machine's load does
not move. Timings are reported, never asserted.
"""
import argparse, os, random, re, resource, shutil, statistics, subprocess, sys, tempfile, time

import bench  # the release build scripts/start makes, so the two never rebuild each other



def failing(rng, i):
    kind = rng.randrange(12)
    if kind == 0: return "storefornt set JPN"                        # unknown command: suggestions
    if kind == 1: return f"storefront set XQ{i % 10}"                   # unknown storefront: suggestions among 175
    if kind == 2: return "storefront sett JPN"                          # unknown subcommand
    if kind == 3: return f"buy com.example.nope{i % 100}"               # unknown product
    if kind == 4: return "clock advance 5 parsecs"                      # bad duration
    if kind == 5: return "storefront set " + "q" * rng.randrange(40, 200)  # long word
    if kind == 6: return "echo 'unterminated"                          # lexer error
    if kind == 7: return "confirm"                                      # no sheet up
    if kind == 8: return "stor\u200befront set JPN"                     # invisible character, escaped
    if kind == 9: return "report BUY incl=abc"                          # report syntax
    if kind == 10: return "token decode tok99"                          # unknown token
    return "x" * rng.randrange(1, 60)                                   # unknown command of any length


def succeeding(rng, i):
    kind = rng.randrange(6)
    if kind == 0: return f"storefront set {rng.choice(['JPN', 'USA', 'FRA', 'DEU', 'GBR'])}"
    if kind == 1: return f"echo step {i}"
    if kind == 2: return f"clock advance {rng.randrange(1, 120)}m"
    if kind == 3: return "clock"
    if kind == 4: return "storefront"
    return "status"


# Each error kind and its succeeding twin: the same command with the one word right.
TWINS = [
    ("unknown command", "storefornt set JPN", "storefront set JPN"),
    ("unknown storefront", "storefront set XYZ", "storefront set JPN"),
    ("unknown product", "product set com.example.nope --price 1.99", "product set com.example.gems --price 1.99"),
    ("bad duration", "clock advance 5 parsecs", "clock advance 5m"),
]


def in_turn(binary, paths, runs):
    """Seconds of each input in every round, the inputs run one after another in each: the wall
    time, and the CPU time the process used (user and system, from getrusage of the children),
    which time spent waiting while other work on the machine has the cores does not count."""
    times = {path: [] for path in paths}
    cpu = {path: [] for path in paths}
    for _ in range(runs):
        for path in paths:
            with open(path, "rb") as feed:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run([binary], stdin=feed, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                times[path].append(time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu[path].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return times, cpu


def instructions(binary, path):
    """The instructions callgrind counts for the binary reading `path`; None without valgrind."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    with open(path, "rb") as feed:
        report = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", binary], stdin=feed,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=environment).stderr
    found = re.search(r"Collected : (\d+)", report)
    return int(found.group(1)) if found else None


def twins(binary, commands, runs, work, counted=10_000):
    print(f"each error kind against its twin: {commands} commands each, {runs} rounds in turn (medians; the ratio is the median "
          f"of the rounds' ratios, by wall and by CPU time), and instructions per command over {counted} commands when valgrind is installed")
    print(f"{'':20} {'failing us':>11} {'twin us':>8} {'ratio':>6} {'cpu ratio':>9}   {'failing instr':>13} {'twin instr':>10} {'ratio':>6}")
    empty = os.path.join(work, "empty.txt")
    open(empty, "w").close()
    # valgrind gives up on the release binary's debug information: it counts a copy without it
    # (strip --strip-debug; the same code).
    counting = os.path.join(work, "storekit-sim-stripped")
    if shutil.which("strip") is None or subprocess.run(["strip", "--strip-debug", "-o", counting, binary]).returncode != 0:
        counting = binary
    start_up = instructions(counting, empty)
    worst, worst_cpu, worst_counted = 0.0, 0.0, 0.0
    for name, bad, good in TWINS:
        paths, counted_paths = [], []
        for label, line in (("bad", bad), ("good", good)):
            path = os.path.join(work, f"{name.replace(' ', '-')}-{label}.txt")
            with open(path, "w") as out:
                out.write((line + "\n") * commands)
            paths.append(path)
            counted_path = path + ".counted"
            with open(counted_path, "w") as out:
                out.write((line + "\n") * counted)
            counted_paths.append(counted_path)
        times, cpu = in_turn(binary, paths, runs)
        failing_us, twin_us = (statistics.median(times[p]) / commands * 1e6 for p in paths)
        ratio = statistics.median(bad_run / good_run for bad_run, good_run in zip(times[paths[0]], times[paths[1]]))
        cpu_ratio = statistics.median(bad_run / good_run for bad_run, good_run in zip(cpu[paths[0]], cpu[paths[1]]) if good_run > 0)
        worst, worst_cpu = max(worst, ratio), max(worst_cpu, cpu_ratio)
        row = f"{name:20} {failing_us:11.2f} {twin_us:8.2f} {ratio:5.2f}x {cpu_ratio:8.2f}x"
        counts = [instructions(counting, p) for p in counted_paths]
        if start_up is not None and None not in counts:
            failing_instr, twin_instr = ((count - start_up) / counted for count in counts)
            worst_counted = max(worst_counted, failing_instr / twin_instr)
            row += f"   {failing_instr:13,.0f} {twin_instr:10,.0f} {failing_instr / twin_instr:5.2f}x"
        print(row)
    counted_text = f", by instructions {worst_counted:.2f}x" if worst_counted else " (valgrind is not installed: no instruction counts)"
    print(f"worst ratio: {worst:.2f}x by time, {worst_cpu:.2f}x by CPU time{counted_text} (issue 26's bound: 1.5x)")


def measure(binary, path, runs):
    times, status = [], None
    for _ in range(runs):
        with open(path, "rb") as feed:
            start = time.perf_counter()
            result = subprocess.run([binary], stdin=feed, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
            status = result.returncode
    with open(path, "rb") as feed:
        peak = subprocess.run(["/usr/bin/time", "-f", "%M", binary], stdin=feed, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True).stderr.strip().splitlines()[-1]
    return statistics.median(times), status, int(peak)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--commands", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary")
    parser.add_argument("--twins-only", action="store_true", help="only each error kind against its twin")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary or bench.build(dynamic=False))
    with tempfile.TemporaryDirectory(prefix="storekit-sim-errors-") as work:
        if options.twins_only:
            twins(binary, options.commands, options.runs, work)
            return
        paths = {}
        for name, make in (("failing", failing), ("succeeding", succeeding)):
            rng = random.Random(17)
            paths[name] = os.path.join(work, name + ".txt")
            with open(paths[name], "w") as out:
                out.write("\n".join(make(rng, i) for i in range(options.commands)) + "\n")
        results = {name: measure(binary, path, options.runs) for name, path in paths.items()}
    print(f"binary: {binary}; {options.commands} commands each, median of {options.runs} runs")
    print(f"{'':12} {'seconds':>8} {'us/command':>11} {'exit':>5} {'peak RSS':>9}")
    for name, (seconds, status, peak) in results.items():
        print(f"{name:12} {seconds:8.3f} {seconds / options.commands * 1e6:11.1f} {status:5} {peak / 1024:7.1f} MB")
    ratio = results["failing"][0] / results["succeeding"][0]
    print(f"failing / succeeding: {ratio:.2f}x (the issue's bound: 2x)")
    with tempfile.TemporaryDirectory(prefix="storekit-sim-twins-") as work:
        twins(binary, options.commands, options.runs, work)


if __name__ == "__main__":
    main()
