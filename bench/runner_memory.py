#!/usr/bin/env python3
"""Peak memory and time of `storekit-sim test` on large blocks (issue 17, point 3).

  bench/runner_memory.py                 release build, then the measurements
  bench/runner_memory.py --binary PATH   use this binary instead of building

Writes, in a temporary folder, scenario files that stress the block comparison and the runner,
runs the release binary's `test` on each once under /usr/bin/time, and prints the exit status,
seconds and peak resident memory:

  different N   one `echo` printing N lines against N different expected lines (the issue's
                12,000 asked for 1.15 GB when the comparison was a lines x lines table)
  shifted N     the same N lines with every tenth one changed (the difference has work to do)
  blocks N      N passing `storefront list` blocks (20,000 held 384 MB when every output was
                kept; scenario files are now limited to 16 MiB, which 2,500 blocks just fit)

Timings and memory are reported, never asserted; the tests assert the behaviour.
"""
import argparse, os, subprocess, sys, tempfile, time

import bench  # the release build scripts/start makes, so the two never rebuild each other



def files(folder, n, blocks):
    made = {}
    actual = [f"actual line {i}" for i in range(n)]
    # One command whose output is n lines: 'source' a file of n echo commands.
    with open(os.path.join(folder, "lines.txt"), "w") as f:
        f.writelines(f"echo {line}\n" for line in actual)
    different = [f"expected line {i}" for i in range(n)]
    shifted = [f"changed line {i}" if i % 10 == 0 else line for i, line in enumerate(actual)]
    for name, expected in (("different", different), ("shifted", shifted)):
        path = os.path.join(folder, f"{name}.scenario")
        with open(path, "w") as f:
            f.write("> source lines.txt\n" + "\n".join(expected) + "\n")
        made[f"{name} {n}"] = (path, 1)
    listing = subprocess.run([BINARY], input="storefront list\n", capture_output=True, text=True).stdout
    path = os.path.join(folder, "blocks.scenario")
    with open(path, "w") as f:
        for _ in range(blocks):
            f.write("> storefront list\n" + "".join(ScenarioEscape(line) + "\n" for line in listing.splitlines()))
    made[f"blocks {blocks}"] = (path, 0)
    return made


def ScenarioEscape(line):
    needs = (line == "" or line.startswith("#") or line.startswith("> ") or line == ">" or line.startswith("\\")
             or line == "..." or any(line.endswith(s) for s in (" (re)", " (glob)", " (absent)", " (any order)")))
    return "\\" + line if needs else line


def main():
    global BINARY
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary")
    parser.add_argument("--lines", type=int, default=12000)
    parser.add_argument("--blocks", type=int, default=2500)
    options = parser.parse_args()
    BINARY = os.path.abspath(options.binary) if options.binary else bench.build(dynamic=False)
    with tempfile.TemporaryDirectory() as folder:
        for name, (path, expected_status) in files(folder, options.lines, options.blocks).items():
            start = time.perf_counter()
            result = subprocess.run(["/usr/bin/time", "-f", "%M", BINARY, "test", "--jobs", "1", os.path.basename(path)],
                                    cwd=folder, capture_output=True, text=True)
            seconds = time.perf_counter() - start
            peak_kb = int(result.stderr.strip().splitlines()[-1])
            note = "" if result.returncode == expected_status else f"  (expected exit {expected_status})"
            print(f"{name:>16}: exit {result.returncode}  {seconds:6.2f} s  peak {peak_kb / 1024:7.1f} MB{note}")


if __name__ == "__main__":
    main()
