"""The README stays a user's page: short, no instruction-count history, and its pointers exist."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
README = ROOT / "README.md"


def test_readme_is_at_most_30_kb() -> None:
    assert README.stat().st_size <= 30 * 1024


def test_readme_has_no_instruction_count_history() -> None:
    assert "valgrind" not in README.read_text(encoding="utf-8")


def test_every_docs_page_the_readme_names_exists() -> None:
    named = set(re.findall(r"docs/[A-Za-z0-9_.-]+\.(?:md|json)", README.read_text(encoding="utf-8")))
    assert named, "the README points at docs/"
    missing = sorted(page for page in named if not (ROOT / page).is_file())
    assert missing == []


def test_the_readmes_python_test_is_the_example_backends_quickstart() -> None:
    """The README's backend test is run as examples/python-backend/tests/test_quickstart.py."""
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert block, "the README shows a Python test"
    quickstart = (ROOT / "examples/python-backend/tests/test_quickstart.py").read_text(encoding="utf-8")
    assert block.group(1).strip() in quickstart
