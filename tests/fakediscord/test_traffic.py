"""Counting the requests Discord's global rate limit counts (issue #21 item 9): interaction responses are
exempt, everything else sent with the bot token counts, by kind."""

from __future__ import annotations

from tools.fakediscord.traffic import Traffic, kind_of


def test_requests_are_counted_by_kind_and_interaction_responses_are_exempt() -> None:
    requests = [
        ("POST", "/api/v10/channels/1/messages", 200),
        ("PATCH", "/api/v10/channels/1/messages/2", 200),
        ("PATCH", "/api/v10/channels/1/messages/3", 200),
        ("POST", "/api/v10/users/@me/channels", 200),
        ("GET", "/api/v10/users/5", 200),
        ("POST", "/api/v10/channels/1/messages/2/threads", 200),
        ("POST", "/api/v10/interactions/9/tok/callback", 204),
        ("POST", "/api/v10/webhooks/1/tok", 200),
        ("PATCH", "/api/v10/webhooks/1/tok/messages/@original", 200),
        ("GET", "/", 101),  # the gateway
    ]
    traffic = Traffic.count(requests, interactions=4, unchanged=1)
    assert traffic.requests == {"message create": 1, "message edit": 2, "DM open": 1, "user fetch": 1,
                                "thread create": 1}  # fmt: skip
    assert traffic.total == 6 and traffic.per_interaction == 1.5
    later = Traffic.count([*requests, ("PATCH", "/api/v10/channels/1/messages/2", 200)], 5, 1)
    window = later - traffic
    assert window.requests == {"message edit": 1} and window.interactions == 1 and window.per_interaction == 1.0
    assert "1 edits changed nothing" in traffic.describe()
    assert kind_of("DELETE", "/api/v10/channels/1/messages/2") == "message delete"
    assert kind_of("GET", "/api/v10/guilds/1/roles") == "other"
