#!/usr/bin/env python3
"""Loads every Xcode StoreKit configuration file in a folder and checks nothing is lost.

  bench/real_storekit.py [FOLDER] [--bin PATH]

FOLDER defaults to ../shared/reference/real-storekit next to the checkout (a folder of .storekit
files app teams committed); the script exits 0 with a note when it does not exist. The binary
defaults to the release build (built first).

For each .storekit file, the file is parsed here in Python, independently of the simulator, and
counted: products (products, nonRenewingSubscriptions and every group's subscriptions), subscription
groups, offers (introductoryOffer, or format 5's introductoryOffers when it is null, adHocOffers,
promotionalOffers, codeOffers, winbackOffers) and localizations (each product's and each group's).
Then `catalog load` runs in the simulator and what it holds is counted:
  - products and offers: the 'product' and 'offer' lines of 'catalog notes' after the load;
  - groups: the distinct groups the product lines name;
  - localizations: a group's from its 'group ... localizations' line; a product's by switching
    'locale' to each of its locales and checking the title a products request returns is that
    localization's displayName, so a localization counts only when the store serves it;
  - renewing: the first auto-renewable subscription is requested, bought with dialogs off, and the
    clock advanced past its introductory offer and about four periods at the file's _timeRate
    (an accelerated rate needs only seconds); it must renew at least twice.
A file the simulator must refuse (an empty file, a property list in another format) is listed with
its error. Exits 1 if anything is lost or a subscription does not renew.
"""
import argparse, json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def default_folder():
    """../shared/reference/real-storekit from the checkout or any folder above it (a worktree)."""
    folder = ROOT
    while os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
        candidate = os.path.join(folder, "shared", "reference", "real-storekit")
        if os.path.isdir(candidate): return candidate
    return os.path.join(os.path.dirname(ROOT), "shared", "reference", "real-storekit")


DEFAULT = default_folder()

# SKTestSession.TimeRate by the raw value a .storekit file's _timeRate holds (SKTestTimeRate in
# Apple's StoreKitTest header; RenewalRate.swift): (kind, seconds): 'calendar', seconds per nominal
# 'day', per 'period', or a monthly rate's (week, month) renewal times from Apple's tables.
RATES = {0: ("calendar", 0), 1: ("day", 3600), 2: ("day", 1800), 3: ("day", 300), 4: ("day", 60), 5: ("day", 30), 6: ("day", 1),
         10: ("month", (900, 3600)), 11: ("month", (600, 1800)), 12: ("month", (300, 900)), 13: ("month", (180, 300)),
         15: ("month", (10, 30)), 1000: ("period", 900), 1001: ("period", 300), 1002: ("period", 60), 1003: ("period", 30),
         1004: ("period", 10), 1005: ("period", 2)}
DAYS = {"D": 1, "W": 7, "M": 30, "Y": 365}
LONGEST_DAYS = {"D": 1, "W": 7, "M": 31, "Y": 366}


def seconds(period, rate):
    """The longest one period of `period` (P1M) lasts at the rate."""
    count, unit = int(period[1:-1]), period[-1]
    kind, s = RATES.get(rate, RATES[0])
    if kind == "calendar": return count * LONGEST_DAYS[unit] * 86400
    if kind == "day": return count * DAYS[unit] * s
    if kind == "period": return s
    week, month = s
    return {"D": max(1, count * week // 7), "W": count * week, "M": count * month, "Y": count * 12 * month}[unit]


def intro_of(sub):
    intro = sub.get("introductoryOffer")
    if not intro and sub.get("introductoryOffers"):
        plans = sub["introductoryOffers"]
        intro = next((o for o in plans if o.get("billingPlanType", "BILLED_UPFRONT") == "BILLED_UPFRONT"), plans[0])
    return intro


def expected(data):
    products, groups, offers, locs = [], [], 0, 0
    for key in ("products", "nonRenewingSubscriptions"):
        products += [(p, None) for p in data.get(key) or []]
    for group in data.get("subscriptionGroups") or []:
        name = group.get("name") or group.get("id")
        groups.append((name, [l.get("locale", "") for l in group.get("localizations") or []]))
        products += [(s, name) for s in group.get("subscriptions") or []]
    for product, group in products:
        if group is not None:
            offers += (1 if intro_of(product) else 0) + sum(len(product.get(k) or []) for k in
                                                              ("adHocOffers", "promotionalOffers", "codeOffers", "winbackOffers"))
        locs += len(product.get("localizations") or [])
    locs += sum(len(l) for _, l in groups)
    return products, groups, offers, locs


def word(text):
    return text if re.fullmatch(r"[A-Za-z0-9._/-]+", text) else '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def run(binary, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    with open(path, "rb") as feed:
        result = subprocess.run([binary], stdin=feed, capture_output=True, timeout=300)
    os.unlink(path)
    return result.stdout.decode() + result.stderr.decode()


def check(binary, path):
    name = os.path.basename(path)
    try:
        data = json.load(open(path, encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        out = run(binary, [f"catalog load {word(path)}"])
        error = next((l for l in out.splitlines() if "error:" in l), "no error")
        return {"file": name, "refused": error.split("error: ", 1)[-1].replace(path + ": ", "")}
    products, groups, offers, locs = expected(data)
    rate = (data.get("settings") or {}).get("_timeRate", 0)
    script = [f"catalog load {word(path)}", "catalog notes", "echo ==checks=="]
    checks = []  # (product id, expected title) per distinct locale of each product
    for product, _ in products:
        entries, seen = product.get("localizations") or [], set()
        for index, loc in enumerate(entries):
            locale = loc.get("locale", "")
            if locale in seen or not re.fullmatch(r"[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,3}", locale): continue
            seen.add(locale)
            title = loc.get("displayName", "")
            if index == 0 and not title: title = product.get("referenceName") or product["productID"]
            checks.append((product["productID"], title))
            script += [f"locale {locale}", f"request {word(product['productID'])}"]
    subscription = next((p for p, g in products if g is not None), None)
    if subscription:
        intro = intro_of(subscription)
        advance = int(4.5 * seconds(subscription["recurringSubscriptionPeriod"], rate))
        if intro: advance += intro.get("numberOfPeriods", 1) * seconds(intro["subscriptionPeriod"], rate)
        script += ["echo ==renewals==", "dialogs off", f"request {word(subscription['productID'])}",
                   f"buy {word(subscription['productID'])}", f"clock advance {advance}s"]
    out = run(binary, script)
    load, _, rest = out.partition("==checks==")
    checked, _, renewals = rest.partition("==renewals==")
    loaded_products = re.findall(r"^product (\S+) (?:consumable|non-consumable|auto-renewable|non-renewing) ", load, re.M)
    loaded_groups = set(re.findall(r'^product \S+ (?:consumable|non-consumable|auto-renewable|non-renewing) .* group "((?:[^"\\]|\\.)*)"', load, re.M))
    loaded_offers = len(re.findall(r"^offer ", load, re.M))
    loaded_locs = sum(len(m.split()) for m in re.findall(r'^group ".*" localizations (.*)$', load, re.M))
    served = re.findall(r"^product (\S+) \S+ \S+ ?(.*)$", checked, re.M)
    loaded_locs += sum(1 for (pid, title), (got_id, got) in zip(checks, served) if pid == got_id and got == title)
    locs_expected = sum(len(l) for _, l in groups) + len(checks)
    renewed = len(re.findall(r"^renewed ", renewals, re.M)) if subscription else None
    return {"file": name, "version": "{major}.{minor}".format(**data.get("version", {"major": "?", "minor": "?"})),
            "products": (len(loaded_products), len(products)), "groups": (len(loaded_groups), len(groups)),
            "offers": (loaded_offers, offers), "localizations": (loaded_locs, locs_expected), "raw_localizations": locs,
            "renewed": renewed, "rate": rate, "errors": [l for l in out.splitlines() if "error:" in l]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", nargs="?", default=DEFAULT)
    parser.add_argument("--bin", help="the storekit-sim binary (default: build and use the release build)")
    args = parser.parse_args()
    if not os.path.isdir(args.folder):
        print(f"note: {args.folder} does not exist; nothing to check")
        return 0
    binary = args.bin
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "storekit-sim"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "storekit-sim")
    files = sorted(f for f in os.listdir(args.folder) if f.endswith((".storekit", ".plist")))
    rows, bad = [], 0
    print(f"{'file':<58} {'fmt':>4} {'products':>9} {'groups':>7} {'offers':>7} {'locales':>8} {'renewals':>9}")
    for f in files:
        r = check(binary, os.path.join(args.folder, f))
        rows.append(r)
        if "refused" in r:
            print(f"{f[:58]:<58} refused: {r['refused'][:70]}")
            continue
        cell = lambda pair: f"{pair[0]}/{pair[1]}"
        lost = any(r[k][0] != r[k][1] for k in ("products", "groups", "offers", "localizations"))
        stuck = r["renewed"] is not None and r["renewed"] < 2
        bad += lost or stuck or bool(r["errors"])
        renew = "-" if r["renewed"] is None else f"{r['renewed']} @{r['rate']}"
        print(f"{f[:58]:<58} {r['version']:>4} {cell(r['products']):>9} {cell(r['groups']):>7} {cell(r['offers']):>7} "
              f"{cell(r['localizations']):>8} {renew:>9}" + ("  LOST" if lost else "") + ("  NOT RENEWING" if stuck else ""))
        for e in r["errors"]: print(f"    {e}")
        if r["raw_localizations"] != r["localizations"][1]:
            print(f"    note: {r['raw_localizations'] - r['localizations'][1]} localizations repeat a product's locale or have no locale identifier; the first of each locale is checked")
    loaded = [r for r in rows if "refused" not in r]
    total = lambda k, i: sum(r[k][i] for r in loaded)
    subs = [r for r in loaded if r["renewed"] is not None]
    print(f"\n{len(loaded)} files loaded, {len(rows) - len(loaded)} refused; "
          f"products {total('products', 0)}/{total('products', 1)}, groups {total('groups', 0)}/{total('groups', 1)}, "
          f"offers {total('offers', 0)}/{total('offers', 1)}, localizations {total('localizations', 0)}/{total('localizations', 1)}; "
          f"{sum(1 for r in subs if r['renewed'] >= 2)} of {len(subs)} files with a subscription renewing; "
          f"{'none lost' if not bad else f'{bad} files with losses or errors'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
