"""Promotional offer signatures made by Apple's App Store Server Library with the key the tool issues.

Run by Tests/StoreKitSimServerTests/PythonClientTests.swift with Tests/python/venv's Python:
    promotional_offer_signature_test.py PATH-TO-storekit-sim

PromotionalOfferV2SignatureCreator signs with the key `server key` prints; the tool accepts that
JWS as `purchase --promotional-offer OFFER --signature JWS` (and `buy --offer`), and refuses the
same JWS with one byte changed, one made with another key, and one for another product or offer,
with StoreKit's invalidOfferSignature / invalidSignature. PromotionalOfferSignatureCreator's older
base64 ECDSA form goes to `buy --offer` with --key-id, --nonce, --timestamp and --username, and is
refused altered, from another key, for another product, or 25 hours old.
"""
import subprocess
import sys
import time
import uuid

from appstoreserverlibrary.jws_signature_creator import PromotionalOfferV2SignatureCreator
from appstoreserverlibrary.promotional_offer import PromotionalOfferSignatureCreator
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/storekit-sim"
MONTHLY = "com.example.pro.monthly"


def run(lines):
    result = subprocess.run([BINARY], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60)
    return result.stdout + result.stderr


def main():
    printed = run(["server key"]).splitlines()
    fields = dict(line.split(" ", 1) for line in printed[:3])
    pem = "\n".join(printed[3:]) + "\n"
    creator = PromotionalOfferV2SignatureCreator(pem.encode(), fields["key-id"], fields["issuer-id"], fields["bundle-id"])
    good = creator.create_signature(MONTHLY, "winter", None)
    other_key = ec.generate_private_key(ec.SECP256R1()).private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                                      serialization.NoEncryption())
    cases = {
        "valid": (good, "purchased"),
        "one byte changed": (good[:-5] + ("A" if good[-5] != "A" else "B") + good[-4:], "failed invalidSignature"),
        "another key": (PromotionalOfferV2SignatureCreator(other_key, fields["key-id"], fields["issuer-id"], fields["bundle-id"])
                        .create_signature(MONTHLY, "winter", None), "failed invalidSignature"),
        "another product": (creator.create_signature("com.example.pro.yearly", "winter", None), "failed invalidSignature"),
        "another offer": (creator.create_signature(MONTHLY, "summer", None), "failed invalidSignature"),
    }
    failures = []
    # The older form (StoreKit 1's SKPaymentDiscount): base64 ECDSA with the key id, nonce and
    # timestamp beside it.
    v1 = PromotionalOfferSignatureCreator(pem.encode(), fields["key-id"], fields["bundle-id"])
    now = int(time.time() * 1000)
    nonce = uuid.uuid4()
    def discount(signature, product=MONTHLY, stamp=now, extra=""):
        return ("buy %s --offer winter --signature %s --key-id %s --nonce %s --timestamp %d --username Alice%s"
                % (MONTHLY, signature, fields["key-id"], nonce, stamp, extra))
    good_v1 = v1.create_signature(MONTHLY, "winter", "Alice", nonce, now)
    other_v1 = PromotionalOfferSignatureCreator(other_key, fields["key-id"], fields["bundle-id"]).create_signature(MONTHLY, "winter", "Alice", nonce, now)
    old = now - 25 * 3600 * 1000
    v1_cases = {
        "ECDSA valid": (discount(good_v1), "purchased"),
        "ECDSA one byte changed": (discount(("A" if good_v1[0] != "A" else "B") + good_v1[1:]), "failed invalidSignature"),
        "ECDSA another key": (discount(other_v1), "failed invalidSignature"),
        "ECDSA another product": (discount(v1.create_signature("com.example.pro.yearly", "winter", "Alice", nonce, now)), "failed invalidSignature"),
        "ECDSA expired": (discount(v1.create_signature(MONTHLY, "winter", "Alice", nonce, old), stamp=old), "failed invalidSignature"),
        "ECDSA without nonce": ("buy %s --offer winter --signature %s --key-id %s --timestamp %d" % (MONTHLY, good_v1, fields["key-id"], now),
                                "failed missingOfferParams"),
    }
    for name, (command, expected) in v1_cases.items():
        output = run(["offer add %s winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99" % MONTHLY,
                      "dialogs off", "buy com.example.pro.yearly", "subscription expire com.example.pro.yearly", command])
        line = [l for l in output.splitlines() if l.startswith("t2 %s " % MONTHLY) and "purchasing" not in l]
        print("%-24s buy      %s" % (name, line[0] if line else output[-300:]))
        if not (line and line[0].endswith(expected)):
            failures.append("%s: expected %s" % (name, expected))
    # "Generating a signature for promotional offers": one buy request per signature and nonce,
    # even when the buy fails: the same valid signature and nonce a second time is refused.
    output = run(["offer add %s winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99" % MONTHLY,
                  "dialogs off", "buy com.example.pro.yearly", "subscription expire com.example.pro.yearly", discount(good_v1),
                  "subscription expire %s" % MONTHLY, discount(good_v1)])
    settled = [l for l in output.splitlines() if l.startswith(("t2 %s " % MONTHLY, "t3 %s " % MONTHLY)) and "purchasing" not in l]
    print("%-24s buy      %s" % ("ECDSA nonce used twice", " / ".join(settled)))
    if settled != ["t2 %s purchased" % MONTHLY, "t3 %s failed invalidSignature" % MONTHLY]:
        failures.append("ECDSA nonce used twice: expected t2 purchased, then t3 failed invalidSignature")
    for name, (jws, expected) in cases.items():
        for command in ("purchase %s --promotional-offer winter --signature %s" % (MONTHLY, jws),
                        "buy %s --offer winter --signature %s" % (MONTHLY, jws)):
            output = run(["offer add %s winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99" % MONTHLY,
                          "dialogs off", "buy com.example.pro.yearly", "subscription expire com.example.pro.yearly", command])
            line = [l for l in output.splitlines() if l.startswith("t2 %s " % MONTHLY) and "purchasing" not in l]
            ok = line and line[0].endswith(expected)
            if expected == "purchased" and ok:
                ok = "with promotional payAsYouGo P1M" in output
            print("%-18s %-8s %s" % (name, command.split()[0], line[0] if line else output[-300:]))
            if not ok:
                failures.append("%s (%s): expected %s" % (name, command.split()[0], expected))
    for failure in failures:
        print("FAIL " + failure)
    print("%d cases, %d failures" % (len(cases) * 2 + len(v1_cases) + 1, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
