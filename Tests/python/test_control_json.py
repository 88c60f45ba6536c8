"""The control endpoint's JSON: `POST /storekit-sim/v1/commands` with `{"commands": [...]}` answers
each command's outcome (docs/serve-api.md, "Running commands"), and the transaction it carries
verifies with Apple's SignedDataVerifier (App Store Server Library, Environment.SANDBOX, the
tool's root as the only trusted root, strict chain checks).
"""
import base64
import json
import subprocess
import urllib.error
import urllib.request

import pytest
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
from cryptography import x509
from cryptography.hazmat.primitives.serialization import Encoding

BUNDLE_ID = "com.example.storekitsim"


class Server:
    """`storekit-sim serve --listen 127.0.0.1:0`, its port read from the line it prints on stderr."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, text=True)
        line = self.process.stderr.readline()
        marker = "http://127.0.0.1:"
        if marker not in line:
            self.process.kill()
            raise RuntimeError("serve did not start: " + line)
        self.base = "http://127.0.0.1:%d" % int(line.split(marker)[1].split("/")[0])

    def post(self, body: bytes, content_type: str):
        request = urllib.request.Request(self.base + "/storekit-sim/v1/commands", data=body, method="POST",
                                         headers={"Content-Type": content_type})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def commands(self, *commands):
        return self.post(json.dumps({"commands": list(commands)}).encode(), "application/json")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


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
    assert answer["output"] == ["t1 com.example.gems purchasing", "payment-sheet t1 com.example.gems 0.99 USD: confirm or cancel",
                                "t1 com.example.gems purchased"]
    buy, confirm = answer["outcomes"]
    assert (buy["command"], buy["ok"], buy["transactions"]) == ("buy com.example.gems", True, [])
    assert confirm["command"] == "confirm" and confirm["ok"] and confirm["error"] is None
    assert [e["kind"] for e in confirm["events"]] == ["payments.transactionUpdated"]
    [transaction] = confirm["transactions"]
    assert transaction["id"] == "t1"
    assert transaction["transactionId"] == "1" and transaction["originalTransactionId"] == "1"
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
