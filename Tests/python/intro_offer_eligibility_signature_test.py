"""Introductory offer eligibility signatures made by Apple's App Store Server Library with the key the tool issues.

Run by Tests/StoreKitSimServerTests/PythonClientTests.swift with Tests/python/venv's Python:
    intro_offer_eligibility_signature_test.py PATH-TO-storekit-sim

IntroductoryOfferEligibilitySignatureCreator signs with the key `server key` prints; the tool takes
that JWS as `purchase PRODUCT --intro-eligibility JWS` (Product.PurchaseOption.introductoryOfferEligibility(compactJWS:)).
A valid one decides by its allowIntroductoryOffer: true gives the introductory offer to a customer
who already had it, false withholds it from one who never had it. The same JWS with one byte
changed, one made with another key, one for another product and one 25 hours old are refused with
StoreKit's invalidOfferSignature and buy nothing.
"""
import datetime
import subprocess
import sys
from unittest import mock

from appstoreserverlibrary import jws_signature_creator
from appstoreserverlibrary.jws_signature_creator import IntroductoryOfferEligibilitySignatureCreator
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/storekit-sim"
MONTHLY = "com.example.pro.monthly"
INTRO = "offer introductory freeTrial P1W"


def run(lines):
    result = subprocess.run([BINARY], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60)
    return result.stdout + result.stderr


class TwentyFiveHoursAgo:
    """Stands in for the datetime module inside Apple's creator, so `iat` is 25 hours old."""
    timezone = datetime.timezone

    class datetime:
        @staticmethod
        def now(tz):
            return datetime.datetime.now(tz) - datetime.timedelta(hours=25)


def main():
    printed = run(["server key"]).splitlines()
    fields = dict(line.split(" ", 1) for line in printed[:3])
    pem = "\n".join(printed[3:]) + "\n"
    creator = IntroductoryOfferEligibilitySignatureCreator(pem.encode(), fields["key-id"], fields["issuer-id"], fields["bundle-id"])
    allow = creator.create_signature(MONTHLY, True, "2000000000000001")
    deny = creator.create_signature(MONTHLY, False, "2000000000000001")
    other_key = ec.generate_private_key(ec.SECP256R1()).private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                                      serialization.NoEncryption())
    with mock.patch.object(jws_signature_creator, "datetime", TwentyFiveHoursAgo):
        expired = creator.create_signature(MONTHLY, True, "2000000000000001")
    refused = "threw Product.PurchaseError.invalidOfferSignature"
    # (JWS, whether the customer already had the introductory offer, the purchase() line's ending, whether the intro applies)
    cases = {
        "valid, allow, had it": (allow, True, None, True),
        "valid, deny, new": (deny, False, None, False),
        "one byte changed": (allow[:-5] + ("A" if allow[-5] != "A" else "B") + allow[-4:], False, refused, False),
        "another key": (IntroductoryOfferEligibilitySignatureCreator(other_key, fields["key-id"], fields["issuer-id"], fields["bundle-id"])
                        .create_signature(MONTHLY, True, "2000000000000001"), False, refused, False),
        "another product": (creator.create_signature("com.example.pro.yearly", True, "2000000000000001"), False, refused, False),
        "expired": (expired, False, refused, False),
    }
    failures = []
    for name, (jws, had_intro, ending, intro_applies) in cases.items():
        lines = ["offer add %s trial --type introductory --mode freeTrial --period P1W" % MONTHLY, "dialogs off", "vocabulary storekit2"]
        if had_intro:
            lines += ["purchase %s" % MONTHLY, "subscription expire %s" % MONTHLY]
        lines.append("purchase %s --intro-eligibility %s" % (MONTHLY, jws))
        output = run(lines)
        results = [l for l in output.splitlines() if l.startswith("purchase() ")]
        last = results[-1] if results else output[-300:]
        if ending is not None:
            ok = last.endswith(ending)
        else:
            ok = last.startswith("purchase() .success(.verified(") and (INTRO in last) == intro_applies
        # The first purchase used up the introductory offer, so only the JWS can give it again.
        if had_intro and not (len(results) == 2 and INTRO in results[0]):
            ok = False
        print("%-22s %s" % (name, last))
        if not ok:
            failures.append("%s: expected %s" % (name, ending or ("the introductory offer" if intro_applies else "no offer")))
    for failure in failures:
        print("FAIL " + failure)
    print("%d cases, %d failures" % (len(cases), len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
