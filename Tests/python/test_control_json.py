"""The control endpoint's JSON: `POST /storekit-sim/v1/commands` with `{"commands": [...]}` answers
each command's outcome (docs/serve-api.md, "Running commands"), and the transaction it carries
verifies with Apple's SignedDataVerifier (App Store Server Library, Environment.SANDBOX, the
tool's root as the only trusted root, strict chain checks). Every request carries the server's
control token.
"""
import base64
import json

import pytest
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding
from serve_process import start

BUNDLE_ID = "com.example.storekitsim"


class Server:
    """`storekit-sim serve` through serve_process (a free loopback port, the control token)."""

    def __init__(self, binary):
        self.server = start(binary)

    def post(self, body: bytes, content_type: str):
        status, _, answer = self.server.request("POST", "/storekit-sim/v1/commands", body, {"Content-Type": content_type})
        return status, json.loads(answer)

    def commands(self, *commands):
        return self.post(json.dumps({"commands": list(commands)}).encode(), "application/json")

    def stop(self):
        self.server.stop()


@pytest.fixture
def server(storekit_sim_binary):
    running = Server(storekit_sim_binary)
    yield running
    running.stop()


def payload(jws):
    part = jws.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def test_json_commands_answer_the_transaction_as_fields_and_apples_verifier_accepts_it(server):
    status, answer = server.commands("signing environment sandbox", "signing root")
    assert status == 200 and answer["exitStatus"] == 0
    root = x509.load_pem_x509_certificate(("\n".join(answer["outcomes"][1]["output"]) + "\n").encode())

    status, answer = server.commands("buy com.example.gems", "confirm")
    assert status == 200
    assert answer["exitStatus"] == 0 and answer["diagnostics"] == []
    # serve numbers a start's transaction ids from an offset of its seed (random per start):
    # the first purchase is t<offset + 1>.
    name = answer["output"][0].split()[0]
    assert name[0] == "t" and name[1:].isdigit() and int(name[1:]) % 1_000_000 == 1
    assert answer["output"] == ["%s com.example.gems purchasing" % name, "payment-sheet %s com.example.gems 0.99 USD: confirm or cancel" % name,
                                "%s com.example.gems purchased" % name]
    buy, confirm = answer["outcomes"]
    assert (buy["command"], buy["ok"], buy["transactions"]) == ("buy com.example.gems", True, [])
    assert confirm["command"] == "confirm" and confirm["ok"] and confirm["error"] is None
    assert [e["kind"] for e in confirm["events"]] == ["payments.transactionUpdated"]
    [transaction] = confirm["transactions"]
    assert transaction["id"] == name
    assert transaction["transactionId"] == name[1:] and transaction["originalTransactionId"] == name[1:]
    assert transaction["productId"] == "com.example.gems"
    assert transaction["state"] == "purchased"

    verifier = SignedDataVerifier([root.public_bytes(Encoding.DER)], False, Environment.SANDBOX, BUNDLE_ID)
    decoded = verifier.verify_and_decode_signed_transaction(transaction["signedTransaction"])
    assert decoded.transactionId == transaction["transactionId"]
    assert decoded.productId == "com.example.gems"
    assert decoded.purchaseDate == transaction["purchaseDate"]
    assert payload(transaction["signedTransaction"])["environment"] == "Sandbox"


def test_text_bodies_still_answer_output_diagnostics_and_exit_status(server):
    status, answer = server.post(b"storefront set JPN\n\nstorefront set XYZ\n", "text/plain")
    assert status == 200 and answer["exitStatus"] == 1
    assert answer["output"] == ["storefront JPN 143462 Japan"]
    assert answer["diagnostics"][0] == "<control>:3:16: error: unknown storefront 'XYZ'"
    assert [o["command"] for o in answer["outcomes"]] == ["storefront set JPN", "storefront set XYZ"]
    error = answer["outcomes"][1]["error"]
    assert (error["code"], error["line"], error["column"]) == ("unknown-storefront", 3, 16)


@pytest.mark.parametrize("body", [b'{"commands": "buy"}', b'{"command": []}', b'{"commands": [1]}', b"[", b'{"commands": ["a\\nb"]}'])
def test_json_that_is_not_a_list_of_command_lines_is_refused(server, body):
    status, answer = server.post(body, "application/json; charset=utf-8")
    assert status == 400 and answer["exitStatus"] == 2 and answer["outcomes"] == []
    assert answer["diagnostics"][0].startswith("<control>: error: ")
