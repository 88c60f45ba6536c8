"""Get Transaction Info's answers are kept per transaction while the world stays as it is
(AnswerCache, docs/serve.md "Speed"): a kept answer must never outlive a change, whether a
control call made it, a delivery window let the webhook read between two changes, or an API
request that writes made it. Through Apple's client with each world's own key, on the shared server.
"""
from serve_worlds import MONTHLY, Webhook, client, decode, transaction_ids


def info(api, transaction_id):
    return decode(api.get_transaction_info(transaction_id).signedTransactionInfo)


def test_an_answer_read_before_a_refund_or_a_clock_advance_is_not_answered_after_it(shared_server):
    world = shared_server.make_world()
    api = client(world)
    bought = min(transaction_ids(shared_server.commands(world, "buy com.example.gems", "confirm")), key=int)
    before = info(api, bought)
    assert info(api, bought) == before  # kept: the same world, the same answer
    assert "revocationDate" not in before
    shared_server.commands(world, "refund t" + bought, succeed=False)
    refunded = info(api, bought)
    assert "revocationDate" in refunded
    shared_server.commands(world, "clock advance 1d")
    assert info(api, bought)["signedDate"] == refunded["signedDate"] + 86_400_000


def test_each_delivery_reads_the_world_at_its_own_moment_never_a_kept_earlier_answer(shared_server):
    """During `clock advance 3mo`, each DID_RENEW's handler reads the purchase while the command
    waits: the answer is signed at that renewal's moment, so three handlers see three later
    signedDates (an answer kept from the first window would repeat its date)."""
    world = shared_server.make_world()
    api = client(world)
    original = {}

    def handle(payload):
        if payload["notificationType"] != "DID_RENEW":
            return None
        return info(api, original["id"])["signedDate"], payload["signedDate"]

    webhook = Webhook(handle)
    try:
        shared_server.commands(world, "notifications url " + webhook.url)
        bought = shared_server.commands(world, "buy " + MONTHLY, "confirm")
        original["id"] = min(transaction_ids(bought), key=int)
        info(api, original["id"])  # kept before the advance
        shared_server.commands(world, "clock advance 3mo")
    finally:
        webhook.stop()
    read = [result for result in webhook.results if result is not None]
    assert len(read) == 3, webhook.results
    assert [signed for signed, _ in read] == sorted({signed for signed, _ in read}), read
    assert all(signed >= notified for signed, notified in read), read
