"""CK-CARD-POL-1..9: the politics (blue) progress cards, each test a position from the almanac's words.

The beginner map (``engine.testing``): A mountains 10, B pasture 2, C forest 9, D fields 12, E hills 6,
F pasture 4, G hills 10, H fields 9, I forest 11, J desert, K forest 3, L mountains 8, M forest 8,
N mountains 3, O fields 4, P pasture 5, Q hills 5, R fields 6, S pasture 11.
"""

from __future__ import annotations

import pytest

import engine
from engine.constants import BRICK, WOOL
from engine.rules.cities_and_knights.cards import CARD_INDEX
from engine.rules.cities_and_knights.constants import ACTIVATED
from engine.testing import edge, hex_id, roll, vertex
from engine.testing.cities_and_knights import answer, ck_position


def plays(g: engine.GameState, seat: int, card: str) -> list[tuple]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == card]



def owed_kinds(g: engine.GameState) -> list[tuple[int, str]]:
    return sorted((d["seat"], d["kind"]) for d in engine.pending(g))


def test_CK_CARD_POL_1_bishop_steals_one_card_from_each_player_on_the_hex() -> None:
    # Blue has two settlements on the hills 5 (Q), White a city there; Orange is elsewhere.
    g = ck_position(
        settlements={1: ["41", "48"], 3: ["1"]}, cities={2: ["50"]},
        hands={1: {"brick": 3}, 2: {"wool": 2}, 3: {"ore": 2}},
        attacks=1, progress={0: ["bishop"]}, step="main",
    )  # fmt: skip
    q = hex_id("Q")
    assert ("bishop", q) in plays(g, 0, "bishop") and ("bishop", g.robber) not in plays(g, 0, "bishop")
    events = engine.apply_action(g, 0, ("bishop", q))
    assert g.robber == q
    assert g.hands[0][BRICK] == 1 and g.hands[0][WOOL] == 1 and sum(g.hands[0]) == 2  # one card per player
    assert g.hands[1][BRICK] == 2 and g.hands[2][WOOL] == 1 and g.hands[3][2] == 2
    stolen = [e for e in events if e["type"] == "stolen"]
    assert [e["victim"] for e in stolen] == [1, 2]
    assert all("resource" not in engine.event_for(e, 3) for e in stolen)  # only thief and victim see the card
    assert engine.event_for(stolen[0], 1)["resource"] == BRICK


def test_CK_CARD_POL_1_bishop_not_before_the_first_attack() -> None:
    g = ck_position(settlements={1: ["41"]}, hands={1: {"brick": 3}}, attacks=0, progress={0: ["bishop"]}, step="main")
    assert not plays(g, 0, "bishop")
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("bishop", hex_id("Q")))
    assert engine.to_json(g) == before


def test_CK_CARD_POL_2_constitution_laid_out_at_once_one_vp() -> None:
    g = ck_position(cities={2: ["30"]}, levels={2: {"politics": 2}}, decks={"politics": ["constitution"]})
    before = g.victory_points(2)
    roll(g, (3, 1, "politics"))  # red 3: a level-2 politics player draws
    assert g.ck.vp_cards[2] == ["constitution"] and not g.ck.progress[2]
    assert g.victory_points(2) == before + 1
    assert not plays(g, 2, "constitution")  # never played: it stays on the table


def test_CK_CARD_POL_3_deserter_opponent_removes_a_knight_player_places_one_of_equal_strength() -> None:
    g = ck_position(
        settlements={0: ["12"], 1: ["30"]}, roads={0: ["12-13"], 1: ["30-31"]},
        knights={1: {"31": "strong active"}, 2: {}}, progress={0: ["deserter"]}, step="main",
    )  # fmt: skip
    assert plays(g, 0, "deserter") == [("deserter", 1)]  # only players with a knight on the board
    engine.apply_action(g, 0, ("deserter", 1))  # Blue's only knight goes at once (CK-AMB-30)
    assert g.ck.k_owner[vertex("31")] == -1
    assert owed_kinds(g) == [(0, "deserter_place")]
    answer(g, 0, vertex("13"))
    ck = g.ck
    assert (ck.k_owner[vertex("13")], ck.k_strength[vertex("13")], ck.k_active[vertex("13")]) == (0, 2, 1)
    assert sum(g.hands[0]) == 0 and not g.ck.pending


def test_CK_CARD_POL_3_and_ck_amb_21_deserter_victim_chooses_basic_if_strength_not_in_supply() -> None:
    g = ck_position(
        settlements={0: ["12"], 1: ["30"]}, roads={0: ["12-13"], 1: ["30-31", "30-29"]},
        knights={0: {"11": "strong", "20": "strong"}, 1: {"31": "strong", "29": "basic"}},
        progress={0: ["deserter"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("deserter", 1))
    assert owed_kinds(g) == [(1, "deserter_remove")]  # two knights: Blue chooses
    answer(g, 1, vertex("31"))
    answer(g, 0, vertex("13"))  # both strong knights are on the board: a basic one instead
    assert g.ck.k_strength[vertex("13")] == 1 and g.ck.k_active[vertex("13")] == 0


def test_CK_CARD_POL_3_deserter_without_a_spot_the_opponent_still_loses_the_knight() -> None:
    g = ck_position(settlements={1: ["30"]}, roads={1: ["30-31"]}, knights={1: {"31": "mighty"}},
                    progress={0: ["deserter"]}, step="main")  # fmt: skip
    engine.apply_action(g, 0, ("deserter", 1))
    assert g.ck.knight_all == 0 and not g.ck.pending and g.step == "main"


def test_CK_CARD_POL_4_diplomat_removes_an_open_road() -> None:
    # Blue: settlement on 30, roads 30-31-32. 31-32 is open (nothing of Blue's at 32); 30-31 is not.
    g = ck_position(settlements={1: ["30"]}, roads={1: ["30-31-32"]}, progress={0: ["diplomat"]}, step="main")
    diplomat = plays(g, 0, "diplomat")
    assert ("diplomat", edge("31-32")) in diplomat and ("diplomat", edge("30-31")) not in diplomat
    engine.apply_action(g, 0, ("diplomat", edge("31-32")))
    assert g.roads[edge("31-32")] == -1 and g.road_count[1] == 1  # back to Blue's supply
    assert not g.ck.pending  # an opponent's road is not re-placed


def test_CK_CARD_POL_4_diplomat_own_road_may_be_placed_again_or_kept() -> None:
    g = ck_position(settlements={0: ["12"]}, roads={0: ["12-13"]}, progress={0: ["diplomat", "diplomat"]},
                    step="main")  # fmt: skip
    engine.apply_action(g, 0, ("diplomat", edge("12-13")))
    assert owed_kinds(g) == [(0, "diplomat_replace")]
    options = {a[2] for a in engine.legal_actions(g, 0)}
    assert -1 in options and edge("12-11") in options and edge("12-13") not in options  # somewhere else
    answer(g, 0, edge("12-11"))
    assert g.roads[edge("12-11")] == 0 and g.road_count[0] == 1 and sum(g.hands[0]) == 0
    engine.apply_action(g, 0, ("diplomat", edge("12-11")))
    answer(g, 0, -1)  # "You may remove your own road and choose not to replace it."
    assert g.road_count[0] == 0


def test_CK_CARD_POL_4_issue32_diplomat_plays_kept_follow_every_piece_change() -> None:
    """The Diplomat's plays are kept between listings (issue #32 item 4) until a road, building or knight
    changes: a knight closing a road end, its leaving, and a removed road each give the new open roads."""
    from engine.rules.cities_and_knights import knights

    g = ck_position(settlements={1: ["30"]}, roads={1: ["30-31-32"]}, progress={0: ["diplomat", "diplomat"]},
                    step="main")  # fmt: skip
    assert plays(g, 0, "diplomat") == [("diplomat", edge("31-32"))]
    knights.put(g, 1, vertex("32"), 1, 0)  # Blue's knight at the open end closes it
    g.touch()
    assert plays(g, 0, "diplomat") == []
    knights.take(g, vertex("32"))
    g.touch()
    assert plays(g, 0, "diplomat") == [("diplomat", edge("31-32"))]
    engine.apply_action(g, 0, ("diplomat", edge("31-32")))
    assert plays(g, 0, "diplomat") == [("diplomat", edge("30-31"))]  # 31 has no other road of Blue's now


def test_CK_CARD_POL_4_diplomat_knight_closes_a_road_end_and_longest_road_is_rechecked() -> None:
    g = ck_position(
        settlements={1: ["1"]}, roads={1: ["1-2-3-4-5-6"]}, knights={1: {"6": "basic"}},
        progress={0: ["diplomat"]}, step="main",
    )  # fmt: skip
    assert g.lr_holder == 1
    assert not plays(g, 0, "diplomat")  # a settlement at one end, Blue's knight at the other
    g = ck_position(settlements={1: ["1"]}, roads={1: ["1-2-3-4-5-6"]}, progress={0: ["diplomat"]}, step="main")
    engine.apply_action(g, 0, ("diplomat", edge("5-6")))
    assert g.road_len[1] == 4 and g.lr_holder == -1  # BASE-LR-6: nobody has 5 any more


def test_CK_CARD_POL_5_and_ck_amb_22_intrigue_displaces_a_knight_at_the_end_of_own_road() -> None:
    g = ck_position(
        settlements={0: ["12"], 1: ["15"]}, roads={0: ["12-13"], 1: ["15-14", "14-13"]},
        knights={1: {"13": "mighty active"}}, progress={0: ["intrigue"]}, step="main",
    )  # fmt: skip
    assert plays(g, 0, "intrigue") == [("intrigue", vertex("13"))]  # no knight of our own is needed
    engine.apply_action(g, 0, ("intrigue", vertex("13")))
    # Blue's only free intersection along its roads is 14: the retreat is forced
    assert g.ck.k_owner[vertex("14")] == 1 and g.ck.k_strength[vertex("14")] == 3 and g.ck.k_active[vertex("14")]
    assert g.ck.k_owner[vertex("13")] == -1
    assert not g.ck.knight_all >> vertex("13") & 1  # the intersection is free again


def test_CK_CARD_POL_5_intrigue_knight_with_nowhere_to_go_returns_to_supply() -> None:
    g = ck_position(settlements={0: ["12"]}, roads={0: ["12-13"]}, knights={1: {"13": "basic"}},
                    progress={0: ["intrigue"]}, step="main")  # fmt: skip
    events = engine.apply_action(g, 0, ("intrigue", vertex("13")))
    assert g.ck.knight_all == 0 and any(e["type"] == "knight_to_supply" for e in events)


def test_CK_CARD_POL_6_saboteur_players_with_as_many_vp_discard_half() -> None:
    # VP: Red 2 (a city), Blue 3, White 2, Orange 1.
    g = ck_position(
        cities={0: ["12"], 1: ["30"], 2: ["40"]}, settlements={1: ["1"], 3: ["44"]},
        hands={1: {"brick": 5, "coin": 4}, 2: {"wool": 5}, 3: {"ore": 8}},
        progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("saboteur",))
    assert g.hands[2][WOOL] == 3  # White holds one kind of card: the 2 discards are forced (CK-AMB-30)
    assert [(d["seat"], d["kind"], d["count"]) for d in engine.pending(g)] == [(1, "discard", 4)]
    answer(g, 1, BRICK)
    answer(g, 1, BRICK)
    answer(g, 1, 6)
    answer(g, 1, 6)
    assert g.hands[1] == [3, 0, 0, 0, 0, 0, 2, 0] and sum(g.hands[3]) == 8  # Orange has fewer VP
    assert not g.ck.pending and sum(g.hands[0]) == 0


def test_CK_CARD_POL_7_spy_sees_the_hand_and_takes_one_card_known_to_the_two_only() -> None:
    g = ck_position(progress={0: ["spy"], 1: ["bishop", "warlord"]}, vp_cards={1: ["printer"]}, step="main")
    assert plays(g, 0, "spy") == [("spy", 1), ("spy", 2), ("spy", 3)]
    events = engine.apply_action(g, 0, ("spy", 1))
    shown = next(e for e in events if e["type"] == "progress_hand_shown")
    assert engine.event_for(shown, 0)["cards"] == ["bishop", "warlord"] and "cards" not in engine.event_for(shown, 2)
    options = {a[2] for a in engine.legal_actions(g, 0)}
    assert options == {-1, CARD_INDEX["bishop"], CARD_INDEX["warlord"]}  # the Printer is not in the hand
    events = answer(g, 0, CARD_INDEX["warlord"])
    assert g.ck.progress[0] == ["warlord"] and g.ck.progress[1] == ["bishop"]
    took = next(e for e in events if e["type"] == "spy_took")
    assert engine.event_for(took, 1)["card"] == "warlord" and "card" not in engine.event_for(took, None)
    assert ("warlord",) in engine.legal_actions(g, 0)  # a card taken may be played at once


def test_CK_CARD_POL_7_spy_on_an_empty_hand_resolves_with_nothing() -> None:
    g = ck_position(progress={0: ["spy", "spy"]}, step="main")
    engine.apply_action(g, 0, ("spy", 2))
    assert not g.ck.pending and g.ck.progress[0] == ["spy"]


def test_CK_CARD_POL_8_warlord_activates_all_knights_who_then_cannot_act() -> None:
    g = ck_position(
        settlements={0: ["12"]}, roads={0: ["12-13", "13-14", "12-11"]},
        knights={0: {"13": "basic", "11": "strong", "14": "basic active acted"}},
        progress={0: ["warlord"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("warlord",))
    ck = g.ck
    assert all(ck.k_active[vertex(v)] for v in ("13", "11", "14"))
    assert ck.k_flags[vertex("13")] & ACTIVATED and ck.k_flags[vertex("11")] & ACTIVATED
    assert not any(a[0] in ("knight_move", "knight_displace") for a in engine.legal_actions(g, 0))
    assert sum(g.hands[0]) == 0  # free


def test_CK_CARD_POL_9_and_ck_amb_30_wedding_richer_players_give_two_cards_of_their_choice() -> None:
    # VP: Red 1, Blue 3 (5 cards), White 2 (1 card), Orange 1 (equal: unaffected).
    g = ck_position(
        settlements={0: ["12"], 1: ["7"], 3: ["44"], 2: ["1", "48"]}, cities={1: ["30"]},
        hands={1: {"ore": 3, "paper": 2}, 2: {"wool": 1}, 3: {"brick": 4}},
        progress={0: ["wedding"]}, step="main",
    )  # fmt: skip
    assert [g.victory_points(p) for p in range(4)] == [1, 3, 2, 1]
    events = engine.apply_action(g, 0, ("wedding",))
    assert g.hands[2][WOOL] == 0 and g.hands[0][WOOL] == 1  # White's only card is given at once
    assert owed_kinds(g) == [(1, "wedding_gift")]
    answer(g, 1, 7)
    answer(g, 1, 2)
    assert g.hands[0] == [0, 0, 1, 0, 1, 0, 0, 1] and sum(g.hands[1]) == 3 and sum(g.hands[3]) == 4
    gifts = [e for e in events if e["type"] == "card_given"]
    assert gifts and "card" not in engine.event_for(gifts[0], 3)


def test_CK_CARD_POL_6_and_ck_amb_31_several_players_owe_at_once_in_any_order() -> None:
    g = ck_position(
        settlements={1: ["7"], 2: ["44"]}, hands={1: {"brick": 2, "ore": 2}, 2: {"wool": 1, "grain": 1}},
        progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("saboteur",))
    assert owed_kinds(g) == [(1, "discard"), (2, "discard")] and engine.must_act(g) == [1, 2]
    assert not engine.legal_actions(g, 0)  # the active player waits
    answer(g, 2, WOOL)  # the later seat first
    answer(g, 1, 2)
    assert owed_kinds(g) == [(1, "discard")]
    answer(g, 1, BRICK)
    assert not g.ck.pending and ("end_turn",) in engine.legal_actions(g, 0)


def test_CK_CARD_POL_7_spy_the_card_taken_counts_for_the_hand_limit() -> None:
    # The Spy leaves the hand before the take, so a full hand of 4 stays at 4 ...
    g = ck_position(progress={0: ["spy", "crane", "mining", "medicine"], 1: ["bishop"]}, step="main")
    engine.apply_action(g, 0, ("spy", 1))
    answer(g, 0, CARD_INDEX["bishop"])
    assert sorted(g.ck.progress[0]) == ["bishop", "crane", "medicine", "mining"] and g.ck.decks[1][0] == "spy"
    # ... but with the limit checked only at the end of the turn, 5 cards must be cut back before it ends
    g = ck_position(
        options={"ck_hand_limit_check": "end_of_turn"},
        progress={0: ["spy", "crane", "mining", "medicine", "smith"], 1: ["bishop"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("spy", 1))
    answer(g, 0, CARD_INDEX["bishop"])
    assert len(g.ck.progress[0]) == 5 and ("end_turn",) not in engine.legal_actions(g, 0)
    assert ("progress_discard", "bishop") in engine.legal_actions(g, 0)


def test_CK_ROBBER_1_BASE_INFO_3_discards_are_named_to_all_once_every_discard_is_made() -> None:
    """Issue #29 item 5: discards are public in every rule set (BASE-INFO-3: the cards go back to the bank's
    face-up stacks). C&K discards one card at a time, each kept secret while others still choose
    (BASE-AMB-5); once the last owed discard is made, all of them are told at once."""
    g = ck_position(
        cities={0: ["12"], 1: ["30"], 2: ["40"]}, settlements={1: ["1"], 3: ["44"]},
        hands={1: {"brick": 5, "coin": 4}, 2: {"wool": 5}, 3: {"ore": 8}},
        progress={0: ["saboteur"]}, step="main",
    )  # fmt: skip
    events = engine.apply_action(g, 0, ("saboteur",))  # White's 2 wool go at once (forced), Blue chooses 4
    events += answer(g, 1, BRICK) + answer(g, 1, BRICK) + answer(g, 1, 6)
    assert not any(e["type"] == "discards_revealed" for e in events)
    assert all("cards" not in engine.event_for(e, None) for e in events if e["type"] == "discarded")
    assert "discards" not in str(engine.view(g, None)) and "discards" not in str(engine.view(g, 3))
    last = answer(g, 1, 6)
    told = [engine.event_for(e, None) for e in last if e["type"] == "discards_revealed"]
    assert told == [{"type": "discards_revealed",
                     "cards": [[0] * 8, [2, 0, 0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 2, 0, 0, 0], [0] * 8]}]  # fmt: skip
    assert g.ck.discards == {}
    assert engine.from_json(engine.to_json(g)).ck.discards == {}


def test_CK_CARD_POL_7_the_table_reads_the_take_after_the_look_without_the_card() -> None:
    """Issue #29 item 5: "Ada drew a trade (yellow) progress card" came before the look, for a card taken."""
    from tests.english import summarize

    g = ck_position(progress={0: ["spy"], 1: ["bishop", "warlord"]}, step="main")
    events = engine.apply_action(g, 0, ("spy", 1)) + answer(g, 0, CARD_INDEX["warlord"])
    names = ["Ada", "Bram", "Cleo", "Dev"]
    public = summarize(engine.events_for(events, None), names)
    assert public[-1] == "🕵️ Ada used the Spy on Bram and took a progress card.", public
    assert not any("drew" in line or "Warlord" in line for line in public), public
    mine = summarize(engine.events_for(events, 0), names)
    assert mine[-1] == "🕵️ Ada used the Spy on Bram and took the Warlord.", mine
    g = ck_position(progress={0: ["spy"], 1: ["bishop", "warlord"]}, step="main")
    events = engine.apply_action(g, 0, ("spy", 1)) + answer(g, 0, -1)
    assert summarize(engine.events_for(events, None), names)[-1] == "🕵️ Ada used the Spy on Bram and took no card."
