"""The Discord layer is thin (issue #21 item 4), checked from the syntax tree of cogs/.

- One error path: a slash command's errors go to the command tree's handler, a component's to the one base
  class of components (``cogs.interactions.dispatch.Component``), a form's to ``AnsweredModal``; nothing else answers an
  error, so no flow or cog catches an exception to call ``report_error``.
- An action is one type all the way down: ``PlayFlow.act`` takes an ``engine.Action`` (no function or
  coroutine building it later), and no caller hands it anything else.
- Flows receive their collaborators: no module but the bot's own (``cogs.app.client``) reaches through the bot
  object; a component finds its flow in the bot's handlers, in one place (``Component.callback``).
(No import cycle among the cog modules: tests/test_architecture.py.)
"""

from __future__ import annotations

import ast
import importlib
import inspect
import typing
from pathlib import Path

import engine
from cogs.interactions.dispatch import Component
from cogs.play.play import PlayFlow
from tests.test_architecture import ROOT, product_files, tree

# The one error path: (module, function) pairs that may call report_error.
ERROR_PATH = {
    ("cogs/interactions/command_tree.py", "on_error"),  # slash commands (CatanTree.on_error)
    ("cogs/interactions/dispatch.py", "callback"),  # components (Component.callback)
    ("cogs/interactions/common.py", "on_error"),  # forms (AnsweredModal.on_error)
}
BOT_OWNER = "cogs/app/client.py"  # the composition root: builds every flow from the bot's parts
ROUTER = "cogs/interactions/dispatch.py"  # where a component looks up its flow (discord.py builds components from a custom id)


def cog_files() -> list[str]:
    return [rel for rel in product_files() if rel.startswith("cogs/")]


def _functions(module: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [n for n in ast.walk(module) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def _calls(node: ast.AST, name: str) -> list[ast.Call]:
    return [
        c for c in ast.walk(node)
        if isinstance(c, ast.Call) and name in (getattr(c.func, "id", None), getattr(c.func, "attr", None))
    ]  # fmt: skip


def report_error_callers() -> set[tuple[str, str]]:
    """(module, function) of every call of report_error in cogs/ (the innermost enclosing function)."""
    found = set()
    for rel in cog_files():
        for fn in _functions(tree(rel)):
            inner = {id(c) for sub in ast.walk(fn) if sub is not fn and isinstance(sub, ast.FunctionDef | ast.AsyncFunctionDef)
                     for c in _calls(sub, "report_error")}  # fmt: skip
            if any(id(c) not in inner for c in _calls(fn, "report_error")):
                found.add((rel, fn.name))
    return found


def error_catching_sites() -> list[str]:
    """try/except blocks of cogs/ whose handler answers the error itself (calls report_error)."""
    return [
        f"{rel}:{node.lineno}"
        for rel in cog_files()
        for node in ast.walk(tree(rel))
        if isinstance(node, ast.Try) and any(_calls(handler, "report_error") for handler in node.handlers)
    ]


def test_only_the_one_error_path_answers_errors() -> None:
    assert report_error_callers() == ERROR_PATH


def test_no_flow_or_cog_catches_an_error_to_answer_it() -> None:
    """One try/except calls report_error: the components' base class (its handler is the error path)."""
    assert error_catching_sites() == [f"{ROUTER}:{_line_of_try_in_component_callback()}"]


def _line_of_try_in_component_callback() -> int:
    [callback] = [f for f in _functions(tree(ROUTER)) if f.name == "callback"]
    [block] = [n for n in ast.walk(callback) if isinstance(n, ast.Try)]
    return block.lineno


def test_the_error_path_check_sees_a_scattered_handler() -> None:
    source = ast.parse(
        "async def f(interaction):\n    try:\n        pass\n    except Exception as exc:\n"
        "        await report_error(interaction, exc)\n"
    )
    assert [n for n in ast.walk(source) if isinstance(n, ast.Try) and _calls(n.handlers[0], "report_error")]


def test_every_component_is_a_routed_component_without_its_own_callback() -> None:
    """Each DynamicItem of cogs/ derives from ``Component`` and leaves its callback (the error path) alone."""
    bad = []
    for rel in cog_files():
        for node in ast.walk(tree(rel)):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [ast.unparse(b) for b in node.bases]
            if any("DynamicItem" in b for b in bases) and rel != ROUTER:
                bad.append(f"{rel}:{node.lineno} {node.name} derives from DynamicItem, not Component")
            if any(b.startswith("Component") for b in bases) and any(
                isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) and f.name == "callback" for f in node.body
            ):
                bad.append(f"{rel}:{node.lineno} {node.name} overrides callback")
    assert bad == []
    assert Component.callback.__qualname__ == "Component.callback"


def test_play_flow_act_takes_one_action_type() -> None:
    hints = typing.get_type_hints(PlayFlow.act)
    assert hints["action"] == engine.Action == tuple[typing.Any, ...]
    source = inspect.getsource(PlayFlow.act)
    assert "callable(" not in source and "isawaitable" not in source


def test_no_caller_hands_act_a_function() -> None:
    """Every ``.act(interaction, game, action)`` in cogs/ passes an action, not a lambda or a function
    defined in the calling function (to be called later with the game)."""
    bad = []
    for rel in cog_files():
        for fn in _functions(tree(rel)):
            local_functions = {f.name for f in _functions(fn) if f is not fn}
            for call in _calls(fn, "act"):
                action = call.args[2] if len(call.args) >= 3 else None
                if isinstance(action, ast.Lambda) or (isinstance(action, ast.Name) and action.id in local_functions):
                    bad.append(f"{rel}:{call.lineno} {ast.unparse(action)}")
    assert bad == []


def test_the_act_check_sees_a_function_handed_over() -> None:
    source = ast.parse("async def f(self, i):\n    def build(game):\n        return ('roll',)\n"
                       "    await self.play.act(i, None, build)\n")  # fmt: skip
    [fn] = [f for f in _functions(source) if f.name == "f"]
    [call] = _calls(fn, "act")
    assert isinstance(call.args[2], ast.Name) and call.args[2].id in {g.name for g in _functions(fn) if g is not fn}


def test_flows_are_given_their_collaborators() -> None:
    """Only the bot's own module reaches into the bot object; ``interaction.client`` is read in one place."""
    bad = []
    for rel in cog_files():
        for node in ast.walk(tree(rel)):
            if not isinstance(node, ast.Attribute):
                continue
            text = ast.unparse(node)
            if rel != BOT_OWNER and (text.startswith("self.bot.") or text == "self.bot"):
                bad.append(f"{rel}:{node.lineno} {text}")
            if rel != ROUTER and text == "interaction.client":
                bad.append(f"{rel}:{node.lineno} {text}")
    assert bad == []


def test_no_module_of_the_discord_layer_is_large() -> None:
    """Small modules, one concept per file (issue #21 item 5): none in cogs/ over 400 lines."""
    sizes = {rel: len((ROOT / rel).read_text(encoding="utf-8").splitlines()) for rel in cog_files()}
    assert {rel: n for rel, n in sizes.items() if n > 400} == {}


# --- the whole Discord layer is wired this way, the cogs added since the first pass included -----------

NEW_SINCE_THE_FIRST_PASS = ("cogs/lobby/host.py", "cogs/people/my_time.py", "cogs/people/inbox.py",
                            "cogs/people/orders.py", "cogs/people/notifier.py", "cogs/rules/five_six/__init__.py")  # fmt: skip


def _every_component_class() -> set[type]:
    """Every component class of cogs/ (each module imported, then ``Component``'s subclasses, recursively), but
    the shared bases of several (``cogs.interactions.first_step.FirstStepSelect``), whose template, as
    ``Component``'s, matches no custom id: only their subclasses are sent and routed."""
    for rel in cog_files():
        importlib.import_module(rel.removesuffix(".py").removesuffix("/__init__").replace("/", "."))
    found, todo = set(), list(Component.__subclasses__())
    base = Component.__discord_ui_compiled_template__.pattern
    while todo:
        kind = todo.pop()
        if kind.__module__.startswith("cogs.") and kind not in found:
            found.add(kind)
            todo.extend(kind.__subclasses__())
    return {kind for kind in found if kind.__discord_ui_compiled_template__.pattern != base}


def test_the_checks_read_the_new_cog_modules() -> None:
    """host, my_time, inbox, orders, notifier and five_six are read by the checks above (no module is left out)."""
    assert set(NEW_SINCE_THE_FIRST_PASS) <= set(cog_files())
    kinds = {k.__name__ for k in _every_component_class()}
    assert {"PauseButton", "OrdersButton", "OrderSelect", "OrderButton", "NotifySelect", "FiveSixButton"} <= kinds


async def test_a_wired_bot_routes_every_component_to_a_flow_and_builds_every_cog(tmp_path: Path) -> None:
    """Every component class has its flow on a bot wired from a service (none is left to a lookup through the
    bot object); every cog is built from the flows it is given, the new ones' commands included."""
    from cogs.app.client import CatanBot
    from cogs.app.settings import Settings
    from service import GameService

    settings = Settings.from_env({"DISCORD_TOKEN": "MTIz.NDU2.Nzg5", "DATABASE_PATH": str(tmp_path / "x.sqlite3")})
    service = await GameService.open(tmp_path / "wired.sqlite3")
    try:
        bot = CatanBot(settings, service=service)
        assert set(bot.handlers.kinds()) == _every_component_class()
        for cog in bot.own_cogs:
            await bot.add_cog(cog)
        [catan] = bot.tree.get_commands()
        names = {c.qualified_name for c in catan.walk_commands()}  # type: ignore[union-attr]
        assert {"catan host cancel", "catan host kick", "catan host autopilot", "catan me time",
                "catan me away", "catan me games", "catan me back"} <= names  # fmt: skip
        # The publisher was handed what it publishes with (no lookup through the bot at publish time).
        # The people's clocks are not among them: the move pipeline reads what they show (issue #30 item 4).
        assert bot.publisher.notifier is bot.notifier and not hasattr(bot.publisher, "timekeeping")
        assert not hasattr(bot.publisher, "orders")  # the pipeline reads the hands' standing-order lines
    finally:
        await service.close()
