#!/usr/bin/env python3
"""Ten years of a monthly subscription in one `clock advance` (issue: subscriptions on the virtual clock).

  bench/renewals.py            release build, then the measurement
  bench/renewals.py --reps 50  fewer repetitions

Pipes REPS repetitions of `reset`, `dialogs off`, `buy com.example.pro.monthly`,
`clock advance 3653d` (120 renewals, each a transaction and two events) into one release process,
next to the floor: the same script buying a consumable instead, so the clock advance crosses no
renewal. The difference per repetition is the cost of computing and printing 120 renewals.
Median of --runs runs. Timings are reported, never asserted.
"""
import argparse, os, statistics, subprocess, tempfile, time

import bench  # the release build scripts/start makes, so the two never rebuild each other



def script(product, reps):
    lines = []
    for _ in range(reps):
        lines += ["reset", "dialogs off", f"buy {product}", "clock advance 3653d"]
    return "\n".join(lines) + "\n"


def timed(binary, text, runs):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
        path = f.name
    times = []
    for _ in range(runs):
        with open(path, "rb") as feed:
            start = time.perf_counter()
            result = subprocess.run([binary], stdin=feed, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
    os.unlink(path)
    return statistics.median(times), result.returncode, result.stdout.count(b"\nrenewed ")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = bench.build(dynamic=False)
    subscription, status, renewed = timed(binary, script("com.example.pro.monthly", args.reps), args.runs)
    floor, floor_status, _ = timed(binary, script("com.example.gems", args.reps), args.runs)
    assert status == 0 and floor_status == 0, "the scripts must run without errors"
    per = (subscription - floor) / args.reps
    print(f"{'measure':<48} {'time':>10}")
    print(f"{args.reps} x ten years of a monthly subscription".ljust(48) + f" {subscription * 1000:>8.1f} ms")
    print(f"{args.reps} x the same with a consumable (floor)".ljust(48) + f" {floor * 1000:>8.1f} ms")
    print(f"renewals printed".ljust(48) + f" {renewed:>10}")
    print(f"one ten-year advance, above the floor".ljust(48) + f" {per * 1000:>8.3f} ms ({per / 120 * 1e6:.1f} us a renewal)")


if __name__ == "__main__":
    main()
