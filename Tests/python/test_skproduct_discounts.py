"""StoreKit 1's SKProduct in detail, as a products response carries it in the outcome JSON
(`storekit-sim --json`, the control endpoint): introductoryPrice, discounts and
subscriptionGroupIdentifier.

Apple's pages, read before the tool ran:
- SKProduct.discounts: "contains all of the introductory offers and promotional offers that you set
  up in App Store Connect for this subscription"; SKProduct.introductoryPrice: the introductory
  offer. So an offer code or a win-back offer is not an SKProductDiscount.
- SKProductDiscount: price, paymentMode (payAsYouGo, payUpFront, freeTrial), numberOfPeriods,
  subscriptionPeriod (SKProductSubscriptionPeriod: numberOfUnits, unit), identifier, type
  (introductory, subscription: a promotional offer).
- SKProduct.subscriptionGroupIdentifier: "The identifier of the subscription group"; the built-in
  group `pro` is 507AC158 (docs/fidelity.md, "Subscription group identifier").
"""
import json
import subprocess

import jsonschema

from test_outcome_schema import SCHEMA


def response_products(binary, commands):
    result = subprocess.run([binary, "--json"], input="".join(c + "\n" for c in commands), capture_output=True, text=True,
                            timeout=60, check=True)
    outcomes = [json.loads(line) for line in result.stdout.splitlines()]
    validator = jsonschema.Draft202012Validator(SCHEMA)
    for outcome in outcomes:
        errors = list(validator.iter_errors(outcome))
        assert not errors, errors[0].message
    responses = [event for outcome in outcomes for event in outcome["events"] if event["kind"] == "products.responseReceived"]
    return {product["productId"]: product for product in responses[-1]["products"]}


OFFERS = [
    "offer add com.example.pro.monthly trial --type introductory --mode freeTrial --period P1W",
    "offer add com.example.pro.monthly winter --type promotional --mode payAsYouGo --period P1M --periods 3 --price 0.99",
    "offer add com.example.pro.monthly spring --type promotional --mode payUpFront --period P6M --price 9.99",
    "offer add com.example.pro.monthly PROCODE --type code --mode freeTrial --period P1M",
    "offer add com.example.pro.monthly comeback --type winBack --mode payUpFront --period P1M --periods 2 --price 1.99",
]


def test_introductory_and_promotional_offers_are_discounts(storekit_sim_binary):
    products = response_products(storekit_sim_binary, OFFERS + ["request com.example.pro.monthly com.example.gems"])
    monthly = products["com.example.pro.monthly"]
    trial = {"identifier": None, "type": "introductory", "price": {"amount": "0.00", "currency": "USD"}, "paymentMode": "freeTrial",
             "numberOfPeriods": 1, "subscriptionPeriod": {"numberOfUnits": 1, "unit": "week"}}
    assert monthly["introductoryPrice"] == trial
    assert monthly["discounts"] == [
        trial,
        {"identifier": "winter", "type": "subscription", "price": {"amount": "0.99", "currency": "USD"}, "paymentMode": "payAsYouGo",
         "numberOfPeriods": 3, "subscriptionPeriod": {"numberOfUnits": 1, "unit": "month"}},
        {"identifier": "spring", "type": "subscription", "price": {"amount": "9.99", "currency": "USD"}, "paymentMode": "payUpFront",
         "numberOfPeriods": 1, "subscriptionPeriod": {"numberOfUnits": 6, "unit": "month"}},
    ]
    # The group's identifier, never its name ('pro').
    assert monthly["subscriptionGroupIdentifier"] == "507AC158"
    gems = products["com.example.gems"]
    assert gems["introductoryPrice"] is None and gems["discounts"] == [] and gems["subscriptionGroupIdentifier"] is None


def test_without_offers_there_is_no_introductory_price(storekit_sim_binary):
    products = response_products(storekit_sim_binary, ["request com.example.pro.yearly"])
    assert products["com.example.pro.yearly"]["introductoryPrice"] is None
    assert products["com.example.pro.yearly"]["discounts"] == []


def test_discount_prices_are_in_the_responses_storefront(storekit_sim_binary):
    """SKProductDiscount.priceLocale is the product's: a response in Japan prices offers in yen."""
    products = response_products(storekit_sim_binary, OFFERS + ["storefront set JPN", "request com.example.pro.monthly"])
    monthly = products["com.example.pro.monthly"]
    assert monthly["storefront"] == "JPN"
    assert {d["price"]["currency"] for d in monthly["discounts"]} == {"JPY"}
    assert monthly["discounts"][1]["identifier"] == "winter" and monthly["discounts"][1]["price"]["amount"] != "0.99"
