"""The ten-line test of the package's README (python/README.md), kept here so it stays true."""
import pytest


@pytest.mark.storekit_sim(environment="sandbox")
def test_my_backend_gets_the_purchase(storekit_sim_world, storekit_sim_webhook):
    world = storekit_sim_world
    world.send_notifications_to(storekit_sim_webhook.url)
    purchase = world.run("dialogs off", "purchase com.example.pro.monthly").transaction
    [post] = storekit_sim_webhook.received
    payload = world.verifier().verify_and_decode_notification(post.signed_payload)
    assert payload.rawNotificationType == "SUBSCRIBED"
    assert world.api_client().get_transaction_info(purchase.transaction_id).signedTransactionInfo
