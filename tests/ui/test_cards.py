import pytest

from ui.cards import CardTextError, parse_cards, parse_resource
from ui.i18n.text import Text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2 wool 1 ore", (0, 0, 1, 0, 2)),
        ("2 wool, 1 ore", (0, 0, 1, 0, 2)),
        ("wool x2 + ore", (0, 0, 1, 0, 2)),
        ("3 sheep", (0, 0, 0, 0, 3)),
        ("1 brick and 1 wood", (1, 1, 0, 0, 0)),
        ("2 Bricks 1 WHEAT", (2, 0, 0, 1, 0)),
        ("2x grain", (0, 0, 0, 2, 0)),
        ("ore ore", (0, 0, 2, 0, 0)),
    ],
)
def test_forgiving_formats(text: str, expected: tuple) -> None:
    assert parse_cards(text) == expected


@pytest.mark.parametrize(("text", "needle"), [("", "No cards"), ("2 woool", "woool"), ("2 wool !!", "!!"),
                                              ("0 ore", "not a possible"), ("50 ore", "not a possible"), ("and", "No cards")])  # fmt: skip
def test_bad_text_explains(text: str, needle: str) -> None:
    with pytest.raises(CardTextError) as exc:
        parse_cards(text)
    assert needle in str(exc.value) and ("wool" in str(exc.value) or "cards" in str(exc.value))


def test_resource_words() -> None:
    assert parse_resource("Sheep") == 4 and parse_resource("ores") == 2
    with pytest.raises(CardTextError, match="Did you mean grain"):
        parse_resource("grai")


def test_SIX_COMP_2_up_to_24_of_a_kind_can_be_typed() -> None:
    """A 5-6 player game has 24 cards of each resource (SIX-COMP-2): '20 wool' is a possible trade there;
    more than any game holds is refused with the bound."""
    assert parse_cards("20 wool 24 ore") == (0, 0, 24, 0, 20)
    with pytest.raises(CardTextError, match="1 to 24"):
        parse_cards("25 wool")


@pytest.mark.parametrize(
    ("tag", "typed", "expected"),
    [
        ("de", "2 Wolle 1 Erz", (0, 0, 1, 0, 2)),
        ("de", "1 lehm und 1 HOLZ", (1, 1, 0, 0, 0)),
        ("fr", "2 laine, 1 blé", (0, 0, 0, 1, 2)),
        ("fr", "1 ble 1 argile", (1, 0, 0, 1, 0)),  # without its accent
        ("es", "3 madera y 1 Cereales", (0, 3, 0, 1, 0)),
        ("pt-BR", "2 lã 1 minério", (0, 0, 1, 0, 2)),
        ("pt-BR", "1 minerio, 2 tijolo", (2, 0, 1, 0, 0)),
        ("en", "2 wool 1 brick", (1, 0, 0, 0, 2)),
    ],
)
def test_issue33_card_names_typed_in_each_language(tag: str, typed: str, expected: tuple) -> None:
    """rest33 item 4: each language's names (the catalogue's, any case, with or without accents) and English's."""
    assert parse_cards(typed) == expected


def test_issue33_commodities_in_each_language_where_the_rule_set_has_them() -> None:
    ck = {"cloth": 5, "coin": 6, "paper": 7}
    assert parse_cards("1 Münze 2 Tuch", more=ck) == (0, 0, 0, 0, 0, 2, 1, 0)
    assert parse_cards("2 monnaies 1 papier", more=ck) == (0, 0, 0, 0, 0, 0, 2, 1)  # the plural as French writes it
    assert parse_cards("1 moneda 1 tecido 1 papel", more=ck) == (0, 0, 0, 0, 0, 1, 1, 1)
    with pytest.raises(CardTextError):  # no commodities in the base game, in any language
        parse_cards("1 Tuch")


@pytest.mark.parametrize(
    ("tag", "said"),
    [
        ("de", "Die Rohstoffe heißen Lehm, Holz, Erz, Getreide und Wolle."),
        ("fr", "Les ressources sont argile, bois, minerai, blé et laine."),
        ("es", "Las materias primas son arcilla, madera, mineral, cereales y lana."),
        ("pt-BR", "As matérias-primas são tijolo, madeira, minério, trigo e lã."),
    ],
)
def test_issue33_an_unknown_name_is_refused_with_the_readers_words(tag: str, said: str) -> None:
    from ui.i18n.catalogue import localize

    with pytest.raises(CardTextError) as exc:
        parse_cards("2 Schafe")
    assert said in localize(exc.value.text, tag)
    with pytest.raises(CardTextError) as close:
        parse_resource("getr")  # German for grain, cut short: the reader's word is suggested
    assert "grain" in str(close.value) and localize(Text("resource-grain"), tag) in localize(close.value.text, tag)


def test_issue33_a_discard_priority_typed_in_any_language() -> None:
    """The standing orders' discard priority form takes each language's card names too (rest33 item 4)."""
    from cogs.people.orders import parse_priority

    assert parse_priority("Wolle, Lehm erz") == ("wool", "brick", "ore")
    assert parse_priority("laine; blé") == ("wool", "grain") and parse_priority("wool brick") == ("wool", "brick")
