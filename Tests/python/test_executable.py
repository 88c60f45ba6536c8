"""The executable as a backend's test process starts it."""
import subprocess


def test_version_names_the_tool(storekit_sim_binary: str) -> None:
    result = subprocess.run([storekit_sim_binary, "--version"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0
    assert result.stdout.startswith("storekit-sim ")


def test_batch_prints_a_purchase(storekit_sim_binary: str) -> None:
    result = subprocess.run([storekit_sim_binary], input="buy com.example.gems\nconfirm\n",
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert "t1 com.example.gems purchased" in result.stdout.splitlines()
