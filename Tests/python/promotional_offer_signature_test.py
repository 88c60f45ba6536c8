"""Promotional offer signatures made by Apple's App Store Server Library with the key the tool issues.

Run by Tests/StoreKitSimServerTests/PythonClientTests.swift with Tests/python/venv's Python:
    promotional_offer_signature_test.py PATH-TO-storekit-sim

PromotionalOfferV2SignatureCreator signs with the key `server key` prints; the tool accepts that
JWS as `purchase --promotional-offer OFFER --signature JWS` (and `buy --offer`), and refuses the
same JWS with one byte changed, one made with another key, and one for another product, with
StoreKit's invalidOfferSignature / invalidSignature.
"""
import subprocess
import sys

from appstoreserverlibrary.jws_signature_creator import PromotionalOfferV2SignatureCreator
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
    print("%d cases, %d failures" % (len(cases) * 2, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
