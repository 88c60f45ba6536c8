"""A recording passes where it is saved (issue 45).

Each test records, in one folder, a session that loads a catalog from another folder, then runs
the recording with `storekit-sim test` from a third working folder: it must pass. Once through
batch input (a pipe) and once through the REPL (a pseudo-terminal from Python's pty module, so
the binary takes its interactive path with libedit).
"""
import os
import pathlib
import pty
import re
import select
import shutil
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
CATALOG = ROOT / "scenarios" / "catalogs" / "Example.storekit"


def layout(tmp_path: pathlib.Path) -> tuple[pathlib.Path, pathlib.Path]:
    """work/plan/rc.storekit, work/sub/ for the recording, and third/ to run the test from."""
    work = tmp_path / "work"
    (work / "plan").mkdir(parents=True)
    (work / "sub").mkdir()
    shutil.copy(CATALOG, work / "plan" / "rc.storekit")
    third = tmp_path / "third"
    third.mkdir()
    return work, third


SESSION = [
    "storefront set FRA",
    "help",
    "record sub/x.scenario",
    "catalog load plan/rc.storekit",
    "status",
    "catalog notes",
    "buy com.example.sim.coins100",
    "confirm",
    "record stop",
]


def check_recording(binary: str, work: pathlib.Path, third: pathlib.Path) -> str:
    text = (work / "sub" / "x.scenario").read_text()
    # The path is written relative to the scenario's folder, as `storekit-sim test` reads it.
    assert "> catalog load ../plan/rc.storekit\n" in text
    assert "plan/rc.storekit\n" not in text.replace("../plan/rc.storekit\n", "")
    # The load is one line; inspections (help, status, catalog notes) are left out.
    assert "loaded ../plan/rc.storekit: 3 products" in text
    assert "> status" not in text and "> help" not in text and "> catalog notes" not in text
    assert "settings applied" not in text
    # The world changed before `record` is the setup block `demo` runs unseen.
    assert "# setup\n> storefront set FRA\nstorefront FRA 143442 France\n# end setup\n" in text
    result = subprocess.run([binary, "test", os.path.relpath(work / "sub" / "x.scenario", third)],
                            cwd=third, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.endswith("1 passed, 0 failed\n")
    return text


def test_batch_recording_passes_from_a_third_folder(storekit_sim_binary, tmp_path):
    work, third = layout(tmp_path)
    result = subprocess.run([storekit_sim_binary], input="\n".join(SESSION) + "\n", cwd=work,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "not recorded: 'status' only shows what is there" in result.stderr
    check_recording(storekit_sim_binary, work, third)


PROMPT = re.compile(rb"storekit-sim [A-Z]{3}( \[[^\]]*\])*> ")


class Terminal:
    """The REPL's side of the pseudo-terminal: everything it wrote, and how many prompts."""

    def __init__(self, fd: int, deadline: float):
        self.fd, self.deadline, self.seen = fd, deadline, b""

    def prompts(self) -> int:
        return len(PROMPT.findall(self.seen))

    def wait_for_prompt(self, count: int) -> None:
        while self.prompts() < count:
            left = self.deadline - time.monotonic()
            assert left > 0, f"no prompt {count} in {self.seen[-400:]!r}"
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                self.seen += chunk


def test_repl_recording_passes_from_a_third_folder(storekit_sim_binary, tmp_path):
    work, third = layout(tmp_path)
    pid, fd = pty.fork()
    if pid == 0:  # the child: the REPL on the pseudo-terminal, in the work folder
        os.chdir(work)
        env = dict(os.environ, STOREKIT_SIM_HISTORY="/dev/null", NO_COLOR="1", TERM="xterm", COLUMNS="200")
        os.execve(storekit_sim_binary, [storekit_sim_binary], env)
    terminal = Terminal(fd, time.monotonic() + 60)
    try:
        terminal.wait_for_prompt(1)
        for number, line in enumerate(SESSION, start=2):
            os.write(fd, line.encode() + b"\r")
            # The next prompt comes after the line's output (and any sheet or recording note).
            terminal.wait_for_prompt(number)
        os.write(fd, b"quit\r")
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    finally:
        os.close(fd)
    text = check_recording(storekit_sim_binary, work, third)
    assert text.startswith("# Recorded in the storekit-sim REPL.")
    assert "> buy com.example.sim.coins100\n" in text and "> confirm\n" in text
