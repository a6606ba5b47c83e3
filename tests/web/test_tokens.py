"""Issue #34 item 2a: signed board links, for one person and one game, short-lived and renewable."""

from __future__ import annotations

from web import tokens

SECRET = b"0123456789abcdef0123456789abcdef"
NOW = 1_700_000_000.0


def test_item2a_a_token_names_its_person_and_game_until_it_expires() -> None:
    token = tokens.sign(SECRET, 101, 7, NOW)
    signed = tokens.verify(SECRET, token, 7, NOW + 60)
    assert signed is not None and (signed.user_id, signed.game_id) == (101, 7)
    assert signed.expires == int(NOW + tokens.LIFETIME)
    assert tokens.verify(SECRET, token, 7, NOW + tokens.LIFETIME) is None  # expired


def test_item2a_a_token_never_works_for_another_game_person_or_secret() -> None:
    token = tokens.sign(SECRET, 101, 7, NOW)
    assert tokens.verify(SECRET, token, 8, NOW) is None
    user, expires, mac = token.split(".")
    assert tokens.verify(SECRET, f"102.{expires}.{mac}", 7, NOW) is None  # another person's id
    assert tokens.verify(SECRET, f"{user}.{int(expires) + 3600}.{mac}", 7, NOW) is None  # a longer life
    assert tokens.verify(b"another secret, as long as that", token, 7, NOW) is None
    flipped = mac[:-1] + ("A" if mac[-1] != "A" else "B")
    assert tokens.verify(SECRET, f"{user}.{expires}.{flipped}", 7, NOW) is None
    for junk in ("", "1.2", "a.b.c", "1.2.3.4", "x" * 500):
        assert tokens.verify(SECRET, junk, 7, NOW) is None


def test_item2a_a_valid_token_renews_for_the_same_person_and_game_only() -> None:
    token = tokens.sign(SECRET, 101, 7, NOW)
    later = NOW + tokens.LIFETIME - 60
    fresh = tokens.renew(SECRET, token, 7, later)
    assert fresh is not None
    signed = tokens.verify(SECRET, fresh, 7, later + 3600)
    assert signed is not None and signed.user_id == 101 and signed.expires > NOW + tokens.LIFETIME
    assert tokens.renew(SECRET, token, 7, NOW + tokens.LIFETIME + 1) is None  # too late: ask for a new link
    assert tokens.renew(SECRET, token, 8, NOW) is None
