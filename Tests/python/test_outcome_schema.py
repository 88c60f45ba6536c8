"""Every event kind of the outcome JSON validates against docs/outcome.schema.json.

The commands of every scenario under scenarios/ run through `storekit-sim --json` (each file in
its own process, in its folder, as `storekit-sim test` runs it); every outcome is validated with
jsonschema's draft 2020-12 validator, and every event kind the schema declares must have been
produced at least once, so a kind the writer drops or the schema forgets fails here.
"""
import collections
import concurrent.futures
import json
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "outcome.schema.json").read_text())

# Caused only by requests to the App Store Server API (Set App Account Token, Send Consumption
# Information), never by a command, so no outcome carries them; their JSON is checked by
# test_server_api_event_kinds below through the schema's own definitions.
API_ONLY_KINDS = {"serverAPI.appAccountTokenSet", "serverAPI.consumptionInformationSent"}


def scenario_commands(path: pathlib.Path) -> str:
    return "".join(line[2:] + "\n" for line in path.read_text().splitlines() if line.startswith("> "))


@pytest.fixture(scope="module")
def outcomes(storekit_sim_binary):
    files = sorted((ROOT / "scenarios").rglob("*.scenario"))
    assert files, "no scenario files found"

    def run(path):
        result = subprocess.run([storekit_sim_binary, "--json"], input=scenario_commands(path), capture_output=True,
                                text=True, cwd=path.parent, timeout=120)
        return path, [json.loads(line) for line in result.stdout.splitlines()]

    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(run, files))


def test_every_outcome_validates_and_every_event_kind_is_produced(outcomes):
    validator = jsonschema.Draft202012Validator(SCHEMA)
    seen = collections.Counter()
    count = 0
    for path, items in outcomes:
        for outcome in items:
            count += 1
            errors = sorted(validator.iter_errors(outcome), key=lambda e: list(e.path))
            assert not errors, f"{path.relative_to(ROOT)}: '{outcome['command']}': {errors[0].message} at {list(errors[0].path)}"
            for event in outcome["events"]:
                seen[event["kind"]] += 1
    assert count > 1000
    declared = set(SCHEMA["$defs"]["event"]["properties"]["kind"]["enum"])
    assert set(seen) <= declared
    missing = declared - set(seen) - API_ONLY_KINDS
    assert not missing, f"event kinds never produced by a scenario: {sorted(missing)}"


def test_outcome_fields_carry_what_the_commands_did(storekit_sim_binary):
    script = "notifications on\nbuy com.example.gems\nconfirm\nstorefront set XYZ\n"
    result = subprocess.run([storekit_sim_binary, "--json"], input=script, capture_output=True, text=True, timeout=60)
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["command"] for o in lines] == script.splitlines()
    confirm = lines[2]
    assert confirm["ok"] and confirm["output"][0] == "t1 com.example.gems purchased"
    [transaction] = confirm["transactions"]
    assert transaction["id"] == "t1" and transaction["transactionId"] == "1"
    assert transaction["state"] == "purchased" and transaction["signedTransaction"].count(".") == 2
    [notification] = confirm["notifications"]
    assert notification["notificationType"] == "ONE_TIME_CHARGE"
    failed = lines[3]
    assert not failed["ok"] and failed["error"]["code"] == "unknown-storefront"
    assert (failed["error"]["line"], failed["error"]["column"]) == (4, 16)
    assert result.returncode == 1
    for outcome in lines:
        jsonschema.validate(outcome, SCHEMA, cls=jsonschema.Draft202012Validator)


def test_server_api_event_kinds_reject_drift():
    """The two API-only kinds, written as EventJSON writes them, validate; an extra key does not."""
    event = {"$ref": "#/$defs/event", "$defs": SCHEMA["$defs"]}
    good = [{"kind": "serverAPI.appAccountTokenSet", "time": "2026-01-01T00:00:00Z", "turn": 3, "id": "t1",
             "transactionId": "1", "appAccountToken": "7e3fb20b-4cdb-47cc-936d-99d65f608138"},
            {"kind": "serverAPI.consumptionInformationSent", "time": "2026-01-01T00:00:00Z", "turn": 4, "id": "t2",
             "transactionId": "2"}]
    for item in good:
        jsonschema.validate(item, event, cls=jsonschema.Draft202012Validator)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**good[1], "extra": 1}, event, cls=jsonschema.Draft202012Validator)
