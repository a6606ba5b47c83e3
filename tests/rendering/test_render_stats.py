from __future__ import annotations

import io

from PIL import Image

import engine
from history.stats import compute_stats
from rendering.stats import WIDTH, render_stats, stats_height, stats_image
from tests.history.helpers import play_log


def _png_size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


def test_stats_image_size_grows_with_players() -> None:
    for options in ({"players": 2}, {"players": 4}):
        stats = compute_stats(options, 7, play_log(options, limit=300)).to_dict()
        png = render_stats(stats, ["Ann", "Bo", "Cy", "Di"])
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert _png_size(png) == (WIDTH, stats_height(stats))
    assert stats_height({"players": 4}) > stats_height({"players": 2})


def test_stats_image_legend_uses_player_colours() -> None:
    options = {"players": 4}
    stats = compute_stats(options, 7, play_log(options, limit=300)).to_dict()
    im = stats_image(stats, ["Ann", "Bo", "Cy", "Di"])
    colours = {c for _, c in im.getcolors(1 << 20) or []}
    assert (214, 40, 57) in colours and (30, 80, 200) in colours  # red and blue seats


def test_stats_of_an_unfinished_game_show_no_hidden_vp() -> None:
    """A Victory Point card bought before the end stays out of the statistics (and so out of the image)."""
    options = {"players": 4}
    full = play_log(options)
    state = engine.new_game(options, 7)
    cut = 0
    for row in full:
        cut += 1
        engine.apply_action(state, row.seat, engine.action_from_json(row.action))
        if any(state.victory_points(p) != state.public_victory_points(p) for p in range(4)):
            break
    log = full[:cut]
    assert state.phase != "over"
    stats = compute_stats(options, 7, log)
    hidden = [state.victory_points(p) - state.public_victory_points(p) for p in range(4)]
    assert any(hidden)
    assert stats.vp[-1] == [state.victory_points(p) - hidden[p] for p in range(4)]
    data = stats.to_dict()
    assert data["scores"] is None and data["winner"] is None
    assert "resource" not in repr(data)  # stolen cards appear without their identity
    render_stats(data)


def test_rule_set_columns_in_the_table() -> None:
    from rendering.stats import table_columns
    from rendering.words import label

    for options, headers in (({"players": 3, "expansion": "cities_and_knights"}, {"Pillaged", "Progress"}),
                             ({"players": 2}, {"Tr. cards", "Forced"}), ({"players": 4}, set())):  # fmt: skip
        stats = compute_stats(options, 7, play_log(options, limit=600)).to_dict()
        columns = {label(header, "stats"): values for header, values in table_columns(stats)}  # as drawn in English
        assert headers <= set(columns)
        assert not ({"Pillaged", "Tr. cards"} - headers) & set(columns)
        for header, key in (("Pillaged", "cities_pillaged"), ("Forced", "forced_trades")):
            if header in columns:
                assert columns[header] == stats["extra"][key]
        assert columns["Produced"] == [c["production"] for c in stats["cards"]]
        render_stats(stats)


def test_cities_and_knights_table_has_no_dev_card_column() -> None:
    """Issue #18 item 11: C&K has no development cards, so the "Dev card" column only showed zeros;
    the base game and the 2-player variant keep it."""
    from rendering.stats import table_columns

    for options, has_dev in (({"players": 3, "expansion": "cities_and_knights"}, False), ({"players": 4}, True),
                             ({"players": 2}, True)):  # fmt: skip
        stats = compute_stats(options, 7, play_log(options, limit=400)).to_dict()
        headers = [header for header, _ in table_columns(stats)]
        assert ("Dev card" in headers) == has_dev, options
        assert "Produced" in headers


def test_item31_5_seafarers_statistics_have_their_own_table() -> None:
    """Issue #31 item 5: a Seafarers game's statistics image adds a "Seafarers" table under the cards' (ships
    built, islands reached, gold taken, pirate steals, discoveries, from ``history.rules.seafarers``' counters)
    in words large enough at 400 px wide; the cards' table keeps its columns; other rule sets get no such table
    (bench/render_identity.py holds their bytes)."""
    from rendering import stats as stats_module
    from rendering.stats import own_tables, table_columns
    from rendering.words import label

    options = {"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island"}
    stats = compute_stats(options, 7, play_log(options, limit=1500)).to_dict()
    [(title, columns)] = own_tables(stats)
    x = stats["extra"]
    assert label(title, "stats") == "Seafarers" and [(label(h, "stats"), v) for h, v in columns] == [
        ("Ships built", x["ships_built"]), ("Islands reached", x["islands_reached"]), ("Gold taken", x["gold_cards"]),
        ("Pirate steals", x["pirate_steals"]), ("Discoveries", x["discoveries"])]  # fmt: skip
    assert sum(x["ships_built"]) > 0 and sum(x["discoveries"]) > 0
    assert "sea-images-stats-ships-built" not in dict(table_columns(stats)) and "Produced" in dict(table_columns(stats))
    written: list[tuple[str, int]] = []
    original = stats_module.text

    def text(im: Image.Image, at: tuple[float, float], words: str, style: str, size: int, *args: object) -> None:
        written.append((words, size))
        original(im, at, words, style, size, *args)  # type: ignore[arg-type]

    stats_module.text = text  # type: ignore[assignment]
    try:
        png = render_stats(stats, ["Ann", "Bo", "Cy", "Di"])
    finally:
        stats_module.text = original
    base_height = stats_height({**stats, "rule_set": "base"})
    assert _png_size(png) == (WIDTH, stats_height(stats)) and stats_height(stats) == base_height + 5 * 40 + 60
    for header, _values in columns:
        assert (label(header, "stats"), 19) in written, header  # 19 px: 6 px on a phone showing it 400 px wide
    assert ("Seafarers", 20) in written and ("Discoveries", 14) not in written
    for options in ({"players": 4}, {"players": 3, "expansion": "cities_and_knights"}, {"players": 2}):
        other = compute_stats(options, 7, play_log(options, limit=300)).to_dict()
        assert own_tables(other) == [] and stats_height(other) == stats_height({**other, "rule_set": "base"})
