"""Unit tests of the Discord limit checks (no server involved)."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands
from hypothesis import given
from hypothesis import strategies as st

from tools.fakediscord import limits


def command(name: str = "catan", **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": "Play Catan", "type": 1, **extra}


def option(name: str, kind: int = 3, **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": f"the {name}", "type": kind, **extra}


def messages(violations: list[limits.Violation]) -> str:
    return "\n".join(str(v) for v in violations)


def test_real_discord_py_tree_is_valid() -> None:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    group = app_commands.Group(name="catan", description="Catan commands")
    sub = app_commands.Group(name="trade", description="Trading", parent=group)

    @sub.command(name="offer", description="Offer a trade")
    async def offer(interaction: discord.Interaction, give: str, take: str, amount: int = 1) -> None: ...

    @group.command(name="new", description="New game")
    @app_commands.choices(size=[app_commands.Choice(name="Standard", value="standard")])
    async def new(interaction: discord.Interaction, size: str) -> None: ...

    tree.add_command(group)
    payload = [cmd.to_dict(tree) for cmd in tree.get_commands()]
    assert limits.check_commands(payload) == []


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ([command("NewGame")], "must be lowercase"),
        ([command("new game")], "pattern"),
        ([command("x" * 33)], "1-32"),
        ([command(description="")], "1-100"),
        ([command(description="d" * 101)], "1-100"),
        ([command(options=[option(f"o{i}") for i in range(26)])], "0-25"),
        ([command(f"c{i}") for i in range(101)], "too many commands"),
        ([command(), command()], "duplicate command names"),
        ([command(options=[option("a", required=False), option("b", required=True)])], "before optional"),
        ([command(options=[option("a", choices=[{"name": f"n{i}", "value": f"v{i}"} for i in range(26)])])], "1-25"),
        ([command(options=[option("a", autocomplete=True, choices=[{"name": "n", "value": "v"}])])], "autocomplete"),
        ([command(options=[option("a", 5, choices=[{"name": "n", "value": "v"}])])], "only allowed on string"),
        ([command(options=[option("sub", 1), option("plain")])], "cannot mix"),
        ([command(options=[option("grp", 2, options=[option("inner", 2, options=[option("leaf", 1)])])])], "depth"),
        ([command(options=[option("sub", 1, options=[option("deeper", 1)])])], "nested in a subcommand"),
        ([command(options=[option("n", 4, min_value=5, max_value=1)])], "greater than max_value"),
        ([command(options=[option("a", description="d" * 101)])], "1-100"),
        ([command(options=[option("a" * 10, choices=[{"name": "c" * 100, "value": "v" * 100}] * 25)] * 2)], "4000"),
    ],
)
def test_command_violations(payload: list[dict[str, Any]], expected: str) -> None:
    found = messages(limits.check_commands(payload))
    assert expected in found


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-_", min_size=1, max_size=32))
def test_valid_lowercase_names_pass(name: str) -> None:
    assert limits.check_commands([command(name)]) == []


@given(st.text(alphabet="abcxyz", min_size=0, max_size=31), st.sampled_from("ABCXYZ"))
def test_any_uppercase_letter_is_caught(prefix: str, upper: str) -> None:
    assert "lowercase" in messages(limits.check_commands([command(prefix + upper)]))


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def button(custom_id: str = "b", label: str = "Go", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label, **extra}


def select(custom_id: str = "s", count: int = 3, **extra: Any) -> dict[str, Any]:
    options = [{"label": f"o{i}", "value": f"v{i}"} for i in range(count)]
    return {"type": 3, "custom_id": custom_id, "options": options, **extra}


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"content": "x" * 2001}, "0-2000"),
        ({"embeds": [{"title": "t"}] * 11}, "0-10"),
        ({"embeds": [{"title": "t" * 257}]}, "title"),
        ({"embeds": [{"description": "d" * 4097}]}, "description"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "6000"),
        ({"embeds": [{"fields": [{"name": "n", "value": ""}]}]}, "fields[0].value"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "0-25"),
        ({"components": [row(button(f"b{i}")) for i in range(6)]}, "0-5"),
        ({"components": [row(*(button(f"b{i}") for i in range(6)))]}, "1-5"),
        ({"components": [row(button("x" * 101))]}, "custom_id"),
        ({"components": [row(button("a"), button("a"))]}, "duplicate custom_id"),
        ({"components": [row(button(label="l" * 81))]}, "label"),
        ({"components": [row(select(count=26))]}, "1-25"),
        ({"components": [row(select(), button())]}, "alone"),
        ({"components": [button()]}, "action rows"),
        ({"content": "hi", "flags": 1 << 6}, "cannot set"),
    ],
)
def test_message_violations(payload: dict[str, Any], expected: str) -> None:
    assert expected in messages(limits.check_message(payload, where="test"))


def test_valid_message_and_ephemeral_flag() -> None:
    payload = {
        "content": "x" * 2000,
        "embeds": [{"title": "Board", "fields": [{"name": "Wood", "value": "3"}]}],
        "components": [row(*(button(f"b{i}") for i in range(5))), row(select(count=25, max_values=25))],
        "flags": 1 << 6,
    }
    assert limits.check_message(payload, where="test", allow_ephemeral=True) == []


def test_attachment_limits() -> None:
    too_many = [(f"f{i}.png", 10) for i in range(11)]
    assert "0-10" in messages(limits.check_message({}, where="t", files=too_many))
    assert "limit" in messages(limits.check_message({}, where="t", files=[("big.png", 11 * 2**20)]))


def test_autocomplete_and_modal_limits() -> None:
    assert "0-25" in messages(limits.check_autocomplete([{"name": "n", "value": "v"}] * 26))
    assert "1-100" in messages(limits.check_autocomplete([{"name": "n" * 101, "value": "v"}]))
    assert limits.check_autocomplete([{"name": "n", "value": 3}]) == []
    modal = {"custom_id": "m", "title": "t" * 46, "components": [row({"type": 4, "custom_id": "i", "style": 1})]}
    assert "title" in messages(limits.check_modal(modal))


def test_error_body_shape() -> None:
    body = limits.to_error_body(limits.check_commands([command("Bad")]))
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert "[0].name" in body["errors"]
