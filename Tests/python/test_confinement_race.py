"""A symbolic link swapped between the path check and the open cannot lead a command from the network
out of the server's working folder (docs/serve-security.md, "The folder"): while another process
swaps names inside the folder between a regular file or folder and a link to the outside, in a
tight loop, the server reads and writes through those names over and over, and the disk shows that
nothing outside was ever written and the outside file's commands never ran.

Without openat2's RESOLVE_BENEATH the window is the microseconds between realpath(3) and open(2);
the loop makes it likely to be hit within the run (the commands are counted to show it ran long).
"""
import os
import subprocess
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402

SECONDS = float(os.environ.get("STOREKIT_SIM_RACE_SECONDS", "4"))

# Swaps each NAME between a regular file (or folder) and a link out, forever, links absolute and
# relative in turn. The check resolves links, so what it passes on is a real path: the swap that
# matters turns a name of that path from a file or folder into a link after the check.
SWAPPER = r"""
import os, random, sys, time
inside, outside = sys.argv[1], sys.argv[2]
def put_link(name, target):
    temporary = os.path.join(inside, ".swap-" + name)
    path = os.path.join(inside, name)
    if os.path.isdir(path) and not os.path.islink(path):
        os.replace(path, os.path.join(inside, ".aside-" + name))
    try: os.unlink(temporary)
    except FileNotFoundError: pass
    os.symlink(target, temporary)
    os.replace(temporary, path)
def put_file(name, text):
    temporary = os.path.join(inside, ".swap-" + name)
    with open(temporary, "w") as file: file.write(text)
    os.replace(temporary, os.path.join(inside, name))
def put_folder(name):
    path = os.path.join(inside, name)
    if os.path.islink(path): os.unlink(path)
    aside = os.path.join(inside, ".aside-" + name)
    if os.path.isdir(aside): os.replace(aside, path)
    else: os.makedirs(path, exist_ok=True)
def hold():
    # Each state lasts a random fraction of a millisecond, so a check falls in either state.
    time.sleep(random.uniform(0, 0.0005))
turn = 0
while True:
    turn += 1
    put_file("commands.txt", "status\n"); put_file("root.pem", "inside\n"); put_folder("sub")
    hold()
    put_link("commands.txt", os.path.join(outside, "commands.txt") if turn % 2 else "../outside/commands.txt")
    put_link("root.pem", os.path.join(outside, "root.pem") if turn % 2 else "../outside/root.pem")
    put_link("sub", outside if turn % 2 else "../outside")
    hold()
"""


def outside_state(outside):
    return sorted((name, open(os.path.join(outside, name), "rb").read()) for name in os.listdir(outside))


@pytest.fixture
def folders(tmp_path):
    inside = tmp_path / "served"
    outside = tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    # Run by `source`, these commands would write a marker inside: its absence shows the file was never read.
    (outside / "commands.txt").write_text("diagram leaked.mmd\n")
    (outside / "root.pem").write_text("outside, never to be replaced\n")
    (inside / "commands.txt").write_text("status\n")
    (inside / "sub").mkdir()
    return inside, outside


def test_a_link_swapped_in_after_the_check_never_leads_outside(storekit_sim_binary, folders):
    inside, outside = folders
    before = outside_state(outside)
    server = serve_process.start(storekit_sim_binary, cwd=str(inside))
    swapper = subprocess.Popen([sys.executable, "-c", SWAPPER, str(inside), str(outside)])
    counted = {"read": 0, "write": 0, "append": 0}
    try:
        until = time.monotonic() + SECONDS
        while time.monotonic() < until:
            server.post_commands("source commands.txt", "signing root root.pem", "signing root sub/root.pem",
                                 "diagram sub/flow.mmd", "notifications file sub/sent.jsonl --empty", "notifications test")
            counted["read"] += 1
            counted["write"] += 4
            counted["append"] += 1
    finally:
        swapper.kill()
        swapper.wait()
        server.stop()
    assert counted["read"] >= 20, counted
    assert outside_state(outside) == before, "a file outside the folder was written"
    assert not (inside / "leaked.mmd").exists(), "the outside file was read and run"
    assert not any(name.startswith(".root.pem.") or name.startswith(".flow.mmd.") for name in os.listdir(outside))


def test_a_notification_file_whose_folder_becomes_a_link_out_is_not_written(storekit_sim_binary, folders):
    # Checked when set, written at every delivery: the folder swapped for a link out in between
    # (no race needed) must not take the deliveries outside.
    inside, outside = folders
    before = outside_state(outside)
    with serve_process.start(storekit_sim_binary, cwd=str(inside)) as server:
        assert server.post_commands("notifications file sub/sent.jsonl", "notifications test")["exitStatus"] == 0
        assert len((inside / "sub" / "sent.jsonl").read_text().splitlines()) == 1
        os.rename(inside / "sub", inside / "sub-aside")
        os.symlink(outside, inside / "sub")
        answer = server.post_commands("notifications test", "notifications")
    assert outside_state(outside) == before, "a delivery was appended outside the folder"
    assert "leads out of the server's working folder" in "\n".join(answer["output"] + answer["diagnostics"]), answer
