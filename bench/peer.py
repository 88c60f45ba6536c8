#!/usr/bin/env python3
"""Measures two storekit-sim binaries side by side, their runs taken in turn.

  bench/peer.py --peer OLD_BINARY                 this tree's scripts/start binary against OLD_BINARY
  bench/peer.py --binary NEW --peer OLD           two given binaries

The build machine is shared and its speed drifts by a factor of three over a day, so figures taken
at different times do not compare; here every measurement alternates the two binaries run by run
and reports each one's median. The workload is bench.py's: the same seeded 1,000 scenario files of
50 commands (each binary records its own expected output in its own copy, so each runs its own
passing suite), 100,000 piped commands, `--version` and one piped command next to /bin/true.
Nothing here is a unit test: timings are reported, never asserted.
"""
import argparse, os, shutil, subprocess, tempfile

import bench


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peer", required=True, help="the binary to compare with")
    parser.add_argument("--binary", help="this build's binary (default: build what scripts/start builds)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--startup-runs", type=int, default=300)
    options = parser.parse_args()
    binaries = [os.path.abspath(options.binary or bench.build(False)), os.path.abspath(options.peer)]
    names = ["this build", "peer"]
    for name, binary in zip(names, binaries):
        print(f"{name}: {os.path.basename(binary)} ({os.path.getsize(binary) / 1e6:.1f} MB)")
    work = tempfile.mkdtemp(prefix="storekit-sim-peer-")
    try:
        bench.write_suite(os.path.join(work, "scenarios"), 1000, 50)
        suites = []
        for index, binary in enumerate(binaries):
            suite = os.path.join(work, f"suite{index}")
            shutil.copytree(os.path.join(work, "scenarios"), suite)
            subprocess.run([binary, "test", "--update", suite], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            suites.append(suite)
        piped = os.path.join(work, "piped.txt")
        bench.write_piped(piped, 100_000)
        one = os.path.join(work, "one.txt")
        with open(one, "w") as out:
            out.write("echo hi\n")

        rows = [("storekit-sim test, 1,000 files x 50 commands", lambda b, s: ([b, "test", s], None)),
                ("the same, --jobs 1", lambda b, s: ([b, "test", "--jobs", "1", s], None)),
                ("100,000 piped commands", lambda b, s: ([b], piped))]
        print(f"medians of {options.runs}, the two binaries in turn:")
        for title, case in rows:
            mine, peer = bench.in_turn([case(binaries[0], suites[0]), case(binaries[1], suites[1])], options.runs)
            print(f"  {title}: this build {mine:.3f} s, peer {peer:.3f} s ({(mine / peer - 1) * 100:+.0f}%)")
        cases = [(["/bin/true"], None)]
        for binary in binaries:
            cases += [([binary, "--version"], None), ([binary], one)]
        medians = bench.in_turn(cases, options.startup_runs)
        baseline = medians[0]
        print(f"start-up, medians of {options.startup_runs}, /bin/true {baseline * 1000:.2f} ms, all five in turn:")
        for index, name in enumerate(names):
            version, single = medians[1 + 2 * index], medians[2 + 2 * index]
            print(f"  {name}: --version {(version - baseline) * 1000:.2f} ms above /bin/true,"
                  f" one piped command {(single - baseline) * 1000:.2f} ms above")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
