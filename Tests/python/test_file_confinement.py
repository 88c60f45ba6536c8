"""Commands sent over HTTP reach files in the server's working folder only (docs/serve-security.md):
every path is compared by its real path (links followed), anything outside gets one refusal that
names nothing of it and writes nothing, and reading an outside path answers the same whether it
exists or not. Notification URLs reach loopback only, never the server itself."""
import os
import pathlib
import shutil
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve_process  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
REFUSAL = "over the control endpoint, files are read and written only inside the server's working folder"


@pytest.fixture
def folders(tmp_path):
    inside = tmp_path / "served"
    outside = tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_text("root:x:0:0:root:/root:/bin/bash\n")
    shutil.copy(ROOT / "scenarios" / "catalogs" / "Example.storekit", outside / "Outside.storekit")
    (inside / "link-out.txt").symlink_to(outside / "secret.txt")
    (inside / "folder-out").symlink_to(outside)
    return inside, outside


@pytest.fixture
def server(storekit_sim_binary, folders):
    running = serve_process.start(storekit_sim_binary, cwd=str(folders[0]))
    yield running
    running.stop()


def listing(folder):
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*"))


def refused(answer):
    assert answer["exitStatus"] == 1, answer
    text = "\n".join(answer["diagnostics"])
    assert REFUSAL in text, text
    assert "root:x:0" not in text and "outside" not in text.replace("'", ""), text
    return answer["diagnostics"]


@pytest.mark.parametrize("command", [
    "signing root {outside}/root.pem", "signing root ../outside/root.pem", "signing root folder-out/root.pem",
    "signing root {outside}/root.der --der", "notifications file {outside}/sent.jsonl", "notifications file ../outside/sent.jsonl",
    "diagram {outside}/flow.svg", "diagram ../outside/flow.mmd", "diagram folder-out/flow.svg",
])
def test_writing_outside_is_refused_and_writes_nothing(server, folders, command):
    inside, outside = folders
    before = listing(outside), listing(inside), (outside / "secret.txt").read_text()
    refused(server.post_commands(command.format(outside=outside)))
    assert (listing(outside), listing(inside), (outside / "secret.txt").read_text()) == before


def test_a_file_replaced_through_a_link_is_refused(server, folders):
    inside, outside = folders
    refused(server.post_commands("signing root link-out.txt"))
    assert (outside / "secret.txt").read_text().startswith("root:x:0")


@pytest.mark.parametrize("command", ["source", "catalog load"])
def test_reading_outside_answers_the_same_whether_the_path_exists_or_not(server, folders, command):
    inside, outside = folders
    name = "secret.txt" if command == "source" else "Outside.storekit"
    answers = [refused(server.post_commands("%s %s" % (command, path))) for path in (
        outside / name, outside / ("missing-" + name), "../outside/" + name, "../outside/missing-" + name,
        "../no-such-folder/" + name, "folder-out/" + name, "link-out.txt")]
    # One refusal, word for word, at the same place (the command's FILE): nothing tells them apart.
    texts = {tuple(line.replace(str(outside), "").replace("../outside/", "").replace("../no-such-folder/", "")
                   .replace("folder-out/", "").replace("missing-", "").replace("link-out.txt", name)
                   for line in answer) for answer in answers}
    assert len(texts) == 1, texts


def test_inside_the_folder_files_work(server, folders):
    inside, _ = folders
    assert server.post_commands("signing root root.pem")["exitStatus"] == 0
    assert (inside / "root.pem").read_text().startswith("-----BEGIN CERTIFICATE-----")
    (inside / "commands.txt").write_text("status\n")
    assert server.post_commands("source commands.txt")["exitStatus"] == 0


def test_notification_urls_reach_loopback_only_and_never_the_server(server):
    for url in ("http://example.com/notifications", "http://192.0.2.1:9/x", "https://10.0.0.1/x"):
        answer = server.post_commands("notifications url " + url)
        assert answer["exitStatus"] == 1
        assert "notification URLs reach loopback only" in "\n".join(answer["diagnostics"]), answer
    for url in ("http://127.0.0.1:%d/notifications" % server.port, "http://localhost:%d/x" % server.port):
        answer = server.post_commands("notifications url " + url)
        assert answer["exitStatus"] == 1
        assert "this server's own address" in "\n".join(answer["diagnostics"]), answer


def test_the_servers_own_files_given_at_start_still_load(storekit_sim_binary, folders):
    inside, outside = folders
    # FILE operands are the starter's own choice, read before confinement begins.
    with serve_process.start(storekit_sim_binary, str(outside / "Outside.storekit"), cwd=str(inside)) as running:
        assert running.post_commands("status")["exitStatus"] == 0


def test_errors_never_echo_a_files_content(server, folders):
    inside, _ = folders
    (inside / ".env").write_text("API_SECRET=hunter2-do-not-leak\nstatus\n")
    answer = server.post_commands("source .env")
    assert answer["exitStatus"] == 1
    text = "\n".join(answer["diagnostics"] + answer["output"])
    assert "hunter2" not in text and "API_SECRET" not in text, text
    assert "over the control endpoint its text is not shown" in text
