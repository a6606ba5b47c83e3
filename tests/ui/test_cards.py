import pytest

from ui.cards import CardTextError, parse_cards, parse_resource


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
