"""The monthly plan with a 12-month commitment, decoded by Apple's App Store Server Library (issue 43).

"Supporting monthly subscriptions with a 12-month commitment" and "Managing the life cycle of
monthly subscriptions with a 12-month commitment": a yearly subscription bought with
`buy ID --billing-plan monthly` is charged month by month, twelve billing periods per commitment.
Every JWS is verified by Apple's SignedDataVerifier (Environment.SANDBOX, the tool's root as the only
trusted root, online checks off); the installed library models billingPlanType, TransactionCommitmentInfo,
renewalBillingPlanType and RenewalCommitmentInfo, so the decoded models are asserted, not raw JSON.
"""
import pathlib
import subprocess

from appstoreserverlibrary.models.AutoRenewStatus import AutoRenewStatus
from appstoreserverlibrary.models.BillingPlanType import BillingPlanType
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.RenewalBillingPlanType import RenewalBillingPlanType
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

BUNDLE_ID = "com.example.storekitsim"
CATALOG = pathlib.Path(__file__).resolve().parents[2] / "scenarios" / "catalogs" / "Commitment.storekit"
PRODUCT = "com.example.sim.premium.yearly"
JAN_2026, FEB_2026, DEC_2026, JAN_2027 = 1767225600000, 1769904000000, 1796083200000, 1798761600000


def test_monthly_charges_sign_the_commitment(storekit_sim_binary, tmp_path):
    root = tmp_path / "root.cer"
    script = [
        "signing environment sandbox", f"signing root --der {root}", f"catalog load {CATALOG}", "dialogs off",
        "device os 26.4", f"request {PRODUCT}", f"buy {PRODUCT} --billing-plan monthly",
        f"subscription status {PRODUCT} --jws",                  # t1 and its renewal info
        f"auto-renew {PRODUCT} off", "clock advance 334d",        # t2 ... t12, still charged
        f"subscription status {PRODUCT} --jws",                  # t12, auto-renew off
        "clock advance 31d",                                      # the commitment ends: expired
    ]
    result = subprocess.run([storekit_sim_binary], input="\n".join(script) + "\n", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    verifier = SignedDataVerifier([root.read_bytes()], False, Environment.SANDBOX, BUNDLE_ID)
    tokens = [line[4:] for line in result.stdout.splitlines() if line.startswith("jws ")]
    assert len(tokens) == 4, result.stdout
    first, last = (verifier.verify_and_decode_signed_transaction(t) for t in tokens[0::2])
    first_renewal, last_renewal = (verifier.verify_and_decode_renewal_info(t) for t in tokens[1::2])

    assert first.billingPlanType == BillingPlanType.MONTHLY
    assert (first.purchaseDate, first.expiresDate, first.price, first.currency) == (JAN_2026, FEB_2026, 5990, "EUR")
    info = first.commitmentInfo
    assert (info.billingPeriodNumber, info.totalBillingPeriods, info.commitmentExpiresDate, info.commitmentPrice) == (1, 12, JAN_2027, 71880)

    assert last.billingPlanType == BillingPlanType.MONTHLY
    assert (last.purchaseDate, last.expiresDate, last.price) == (DEC_2026, JAN_2027, 5990)
    assert (last.commitmentInfo.billingPeriodNumber, last.commitmentInfo.commitmentExpiresDate) == (12, JAN_2027)

    assert first_renewal.renewalBillingPlanType == RenewalBillingPlanType.MONTHLY
    assert first_renewal.renewalPrice == 5990
    commitment = first_renewal.commitmentInfo
    assert commitment.commitmentAutoRenewStatus == AutoRenewStatus.ON
    assert (commitment.commitmentRenewalDate, commitment.commitmentRenewalPrice) == (JAN_2027, 5990)
    assert commitment.commitmentRenewalBillingPlanType == RenewalBillingPlanType.MONTHLY
    assert commitment.commitmentAutoRenewProductId == PRODUCT
    assert last_renewal.commitmentInfo.commitmentAutoRenewStatus == AutoRenewStatus.OFF

    assert f"expired {PRODUCT} (autoRenewDisabled)" in result.stdout


def test_an_up_front_purchase_signs_billed_upfront_and_no_commitment(storekit_sim_binary, tmp_path):
    root = tmp_path / "root.cer"
    script = ["signing environment sandbox", f"signing root --der {root}", f"catalog load {CATALOG}", "dialogs off",
              "device os 26.4", f"request {PRODUCT}", f"buy {PRODUCT}", "transaction jws t1"]
    result = subprocess.run([storekit_sim_binary], input="\n".join(script) + "\n", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    verifier = SignedDataVerifier([root.read_bytes()], False, Environment.SANDBOX, BUNDLE_ID)
    token = next(line[4:] for line in result.stdout.splitlines() if line.startswith("jws "))
    transaction = verifier.verify_and_decode_signed_transaction(token)
    # "An up-front billing plan type is the default for standard auto-renewable subscriptions";
    # "The product metadata, transactions, and subscription renewal information contain this value".
    assert (transaction.price, transaction.billingPlanType, transaction.commitmentInfo) == (59990, BillingPlanType.BILLED_UPFRONT, None)
    assert transaction.expiresDate == 1798761600000  # one year, paid up front


def test_cancelling_within_a_commitment_keeps_the_monthly_billing(storekit_sim_binary, tmp_path):
    """"Managing the life cycle of monthly subscriptions with a 12-month commitment": after a
    cancellation the commitment's willAutoRenew is 0 while the renewal info's "remains 1,
    indicating that monthly billing continues for the remaining periods of the current commitment";
    in the twelfth and last period no further billing period renews."""
    root = tmp_path / "root.cer"
    script = [
        "signing environment sandbox", f"signing root --der {root}", f"catalog load {CATALOG}", "dialogs off",
        "device os 26.4", f"request {PRODUCT}", f"buy {PRODUCT} --billing-plan monthly",
        f"auto-renew {PRODUCT} off", f"subscription status {PRODUCT} --jws",   # period 1, cancelled
        "clock advance 334d", f"subscription status {PRODUCT} --jws",          # period 12
    ]
    result = subprocess.run([storekit_sim_binary], input="\n".join(script) + "\n", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    verifier = SignedDataVerifier([root.read_bytes()], False, Environment.SANDBOX, BUNDLE_ID)
    tokens = [line[4:] for line in result.stdout.splitlines() if line.startswith("jws ")]
    assert len(tokens) == 4, result.stdout
    first, last = (verifier.verify_and_decode_renewal_info(t) for t in tokens[1::2])
    twelfth = verifier.verify_and_decode_signed_transaction(tokens[2])

    assert first.autoRenewStatus == AutoRenewStatus.ON
    assert first.commitmentInfo.commitmentAutoRenewStatus == AutoRenewStatus.OFF
    assert first.renewalBillingPlanType == RenewalBillingPlanType.MONTHLY
    assert twelfth.commitmentInfo.billingPeriodNumber == 12
    assert last.autoRenewStatus == AutoRenewStatus.OFF
    assert last.commitmentInfo.commitmentAutoRenewStatus == AutoRenewStatus.OFF
    assert last.renewalDate == JAN_2027
