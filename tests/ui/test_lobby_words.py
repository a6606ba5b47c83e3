"""Issue #29 item 5: the lobby said the engine's terms ("Board: variable", "Rules: Base game" for a
2-player game); it says them as players would."""

from __future__ import annotations

from service import GameInfo


def _game(options: dict) -> GameInfo:
    return GameInfo(id=1, guild_id=1, channel_id=1, thread_id=None, host_id=7, status="lobby", options=options,
                    players=(7,), version=0, winner_seat=None, status_reason=None, created_at=0.0,
                    updated_at=0.0, started_at=None, ended_at=None, settings={})  # fmt: skip


def _options_field(options: dict) -> str:
    from cogs.publishing.lobby_messages import lobby_text

    embed = lobby_text(_game(options), ["Ada"], None)
    return next(f.value for f in embed.fields if f.name == "Options")


def test_item5_the_lobby_says_a_random_layout_and_the_2_player_variant() -> None:
    two = _options_field({"players": 2})
    assert "Rules: 2-player variant" in two and "Board: random layout" in two, two
    assert "variable" not in two and "Base game" not in two
    assert "Board: beginner layout" in _options_field({"players": 3, "board": "beginner"})
    assert "Rules: Base game" in _options_field({"players": 3})  # a 3-4 player game is the base game
