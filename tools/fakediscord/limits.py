"""Validation of outgoing payloads against Discord's documented limits.

Every function returns a list of :class:`Violation`; an empty list means the payload would be
accepted by Discord.  The fake server records every violation (tests assert the list is empty) and
rejects the request with Discord's ``50035 Invalid Form Body`` answer, so the bot sees the same
``HTTPException`` it would see in production.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

# --- numeric limits (https://discord.com/developers/docs) -------------------------------------
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_EMBED_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER_TEXT = 2048
MAX_AUTHOR_NAME = 256
MAX_ATTACHMENTS = 10
DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_SELECT_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
MAX_COMMANDS = 100
MAX_CONTEXT_MENUS = 15
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_NAME = 32
MAX_DESCRIPTION = 100
MAX_CHOICE_TEXT = 100
MAX_COMMAND_CHARS = 4000
MAX_AUTOCOMPLETE = 25
MAX_MODAL_TITLE = 45
MAX_MODAL_COMPONENTS = 5
MAX_TEXT_INPUT = 4000

# Discord's regex is ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$; Python's \w covers letters,
# digits and underscore across Unicode, which is the practical equivalent for bot commands.
NAME_RE = re.compile(r"^[-_'\w]{1,32}$")

# Message flags a bot may set when sending (others are read-only or reserved).
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_VOICE_MESSAGE = 1 << 13
FLAG_COMPONENTS_V2 = 1 << 15
_SENDABLE_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_VOICE_MESSAGE | FLAG_COMPONENTS_V2

# Option types (application command option type enum).
SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(3, 12)
_CHOICE_TYPES = {STRING, INTEGER, NUMBER}
_SELECT_TYPES = {3, 5, 6, 7, 8}
_V2_TOP_LEVEL = {1, 9, 10, 12, 13, 14, 17}
_MAX_SAFE_INT = 2**53


@dataclass(frozen=True)
class Violation:
    """One broken limit: ``where`` names the request, ``path`` the offending field."""

    where: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.path}: {self.message}"


class _Report:
    """Collects violations for one payload; ``path`` strings mimic Discord's error paths."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.items: list[Violation] = []

    def add(self, path: str, message: str) -> None:
        self.items.append(Violation(self.where, path, message))

    def text(self, path: str, value: Any, low: int, high: int, *, required: bool = True) -> None:
        """Check a string field's type and length (``low`` applies only when present)."""
        if value is None:
            if required:
                self.add(path, "is required")
            return
        if not isinstance(value, str):
            self.add(path, f"must be a string, got {type(value).__name__}")
            return
        if not low <= len(value) <= high:
            self.add(path, f"must be {low}-{high} characters long (got {len(value)})")

    def count(self, path: str, items: Sequence[Any], low: int, high: int) -> None:
        if not low <= len(items) <= high:
            self.add(path, f"must contain {low}-{high} items (got {len(items)})")


def _as_list(value: Any) -> list[dict[str, Any]]:
    """The dict items of a JSON array (anything else is not a list of objects)."""
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


# --- application commands ------------------------------------------------------------------------


def check_commands(commands: Any, *, where: str = "command registration") -> list[Violation]:
    """Validate a bulk-overwrite (PUT) payload: a list of application commands."""
    report = _Report(where)
    if not isinstance(commands, list):
        report.add("", "body must be a JSON array of commands")
        return report.items
    _check_command_counts(report, commands)
    for index, command in enumerate(commands):
        if isinstance(command, dict):
            _check_command(report, f"[{index}]", command)
        else:
            report.add(f"[{index}]", "must be an object")
    return report.items


def check_command(command: Any, *, where: str = "command upsert") -> list[Violation]:
    """Validate a single command (POST/PATCH upsert)."""
    report = _Report(where)
    if isinstance(command, dict):
        _check_command(report, "", command)
    else:
        report.add("", "must be an object")
    return report.items


def _check_command_counts(report: _Report, commands: list[Any]) -> None:
    by_type: dict[int, list[str]] = {}
    for command in commands:
        if isinstance(command, dict):
            by_type.setdefault(int(command.get("type", 1) or 1), []).append(str(command.get("name")))
    limits = {1: MAX_COMMANDS, 2: MAX_CONTEXT_MENUS, 3: MAX_CONTEXT_MENUS}
    for kind, names in by_type.items():
        if len(names) > limits.get(kind, MAX_COMMANDS):
            report.add("", f"too many commands of type {kind}: {len(names)} > {limits.get(kind)}")
        duplicates = sorted({name for name in names if names.count(name) > 1})
        if duplicates:
            report.add("", f"duplicate command names of type {kind}: {duplicates}")


def _check_command(report: _Report, path: str, command: dict[str, Any]) -> None:
    kind = command.get("type", 1) or 1
    if kind not in (1, 2, 3, 4):
        report.add(f"{path}.type", f"unknown command type {kind}")
    if kind == 1:
        _check_name(report, f"{path}.name", command.get("name"))
        report.text(f"{path}.description", command.get("description"), 1, MAX_DESCRIPTION)
        _check_top_options(report, f"{path}.options", _as_list(command.get("options")))
        _check_command_size(report, path, command)
    else:
        report.text(f"{path}.name", command.get("name"), 1, MAX_NAME)
        if command.get("description") not in ("", None):
            report.add(f"{path}.description", "context menu commands must have an empty description")
        if command.get("options"):
            report.add(f"{path}.options", "context menu commands cannot have options")
    _check_localizations(report, path, command)
    # Documented as a string, but Discord also accepts the integer discord.py sends.
    perms = command.get("default_member_permissions")
    valid = (isinstance(perms, str) and perms.isdigit()) or (isinstance(perms, int) and perms >= 0)
    if perms is not None and not valid:
        report.add(f"{path}.default_member_permissions", "must be a permission integer (or string of digits) or null")


def _check_name(report: _Report, path: str, name: Any) -> None:
    report.text(path, name, 1, MAX_NAME)
    if not isinstance(name, str):
        return
    if not NAME_RE.match(name):
        report.add(path, f"{name!r} does not match Discord's command name pattern")
    if name != name.lower():
        report.add(path, f"{name!r} must be lowercase")


def _check_localizations(report: _Report, path: str, item: dict[str, Any]) -> None:
    names = item.get("name_localizations") or {}
    descriptions = item.get("description_localizations") or {}
    for locale, value in dict(names).items():
        _check_name(report, f"{path}.name_localizations.{locale}", value)
    for locale, value in dict(descriptions).items():
        report.text(f"{path}.description_localizations.{locale}", value, 1, MAX_DESCRIPTION)


def _check_top_options(report: _Report, path: str, options: list[Any]) -> None:
    """Options of a command: either only subcommands/groups, or only parameters."""
    report.count(path, options, 0, MAX_OPTIONS)
    kinds = {opt.get("type") for opt in options if isinstance(opt, dict)}
    nested = kinds & {SUB_COMMAND, SUB_COMMAND_GROUP}
    if nested and kinds - nested:
        report.add(path, "cannot mix subcommands/groups with regular options")
    _check_unique_names(report, path, options)
    for index, option in enumerate(options):
        sub = f"{path}[{index}]"
        if option.get("type") == SUB_COMMAND_GROUP:
            _check_group(report, sub, option)
        elif option.get("type") == SUB_COMMAND:
            _check_subcommand(report, sub, option)
    if not nested:
        _check_parameters(report, path, options)


def _check_group(report: _Report, path: str, group: dict[str, Any]) -> None:
    _check_option_header(report, path, group)
    options = _as_list(group.get("options"))
    report.count(f"{path}.options", options, 1, MAX_OPTIONS)
    _check_unique_names(report, f"{path}.options", options)
    for index, option in enumerate(options):
        sub = f"{path}.options[{index}]"
        if option.get("type") != SUB_COMMAND:
            report.add(sub, "a subcommand group may only contain subcommands (max depth exceeded)")
            continue
        _check_subcommand(report, sub, option)


def _check_subcommand(report: _Report, path: str, sub: dict[str, Any]) -> None:
    _check_option_header(report, path, sub)
    options = _as_list(sub.get("options"))
    for index, option in enumerate(options):
        if option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP):
            report.add(f"{path}.options[{index}]", "subcommands cannot be nested in a subcommand")
    _check_unique_names(report, f"{path}.options", options)
    _check_parameters(report, f"{path}.options", [o for o in options if o.get("type") not in (1, 2)])


def _check_option_header(report: _Report, path: str, option: dict[str, Any]) -> None:
    _check_name(report, f"{path}.name", option.get("name"))
    report.text(f"{path}.description", option.get("description"), 1, MAX_DESCRIPTION)
    _check_localizations(report, path, option)


def _check_unique_names(report: _Report, path: str, options: list[Any]) -> None:
    names = [o.get("name") for o in options if isinstance(o, dict)]
    duplicates = sorted({str(n) for n in names if names.count(n) > 1})
    if duplicates:
        report.add(path, f"duplicate option names: {duplicates}")


def _check_parameters(report: _Report, path: str, options: list[Any]) -> None:
    report.count(path, options, 0, MAX_OPTIONS)
    seen_optional = False
    for index, option in enumerate(options):
        sub = f"{path}[{index}]"
        if option.get("required"):
            if seen_optional:
                report.add(sub, "required options must be listed before optional ones")
        else:
            seen_optional = True
        _check_parameter(report, sub, option)


def _check_parameter(report: _Report, path: str, option: dict[str, Any]) -> None:
    _check_option_header(report, path, option)
    kind = option.get("type")
    if kind not in range(STRING, ATTACHMENT + 1):
        report.add(f"{path}.type", f"invalid option type {kind}")
    choices = _as_list(option.get("choices"))
    if choices:
        _check_choices(report, f"{path}.choices", kind, choices)
        if option.get("autocomplete"):
            report.add(path, "autocomplete cannot be combined with choices")
    if option.get("autocomplete") and kind not in _CHOICE_TYPES:
        report.add(path, "autocomplete is only allowed on string, integer and number options")
    if option.get("channel_types") and kind != CHANNEL:
        report.add(f"{path}.channel_types", "only allowed on channel options")
    _check_ranges(report, path, option)


def _check_choices(report: _Report, path: str, kind: Any, choices: list[Any]) -> None:
    if kind not in _CHOICE_TYPES:
        report.add(path, "choices are only allowed on string, integer and number options")
    report.count(path, choices, 1, MAX_CHOICES)
    for index, choice in enumerate(choices):
        report.text(f"{path}[{index}].name", choice.get("name"), 1, MAX_CHOICE_TEXT)
        _check_choice_value(report, f"{path}[{index}].value", kind, choice.get("value"))


def _check_choice_value(report: _Report, path: str, kind: Any, value: Any) -> None:
    if kind == STRING:
        report.text(path, value, 1, MAX_CHOICE_TEXT)
    elif kind == INTEGER and not (isinstance(value, int) and abs(value) <= _MAX_SAFE_INT):
        report.add(path, f"must be an integer within +-2^53 (got {value!r})")
    elif kind == NUMBER and not isinstance(value, (int, float)):
        report.add(path, f"must be a number (got {value!r})")


def _check_ranges(report: _Report, path: str, option: dict[str, Any]) -> None:
    low, high = option.get("min_value"), option.get("max_value")
    if low is not None and high is not None and low > high:
        report.add(path, f"min_value {low} is greater than max_value {high}")
    min_len, max_len = option.get("min_length"), option.get("max_length")
    if min_len is not None and not 0 <= min_len <= 6000:
        report.add(f"{path}.min_length", "must be 0-6000")
    if max_len is not None and not 1 <= max_len <= 6000:
        report.add(f"{path}.max_length", "must be 1-6000")


def _command_chars(item: dict[str, Any]) -> int:
    """Characters Discord counts towards the 4000 limit: names, descriptions, choices."""
    total = len(str(item.get("name", ""))) + len(str(item.get("description", "")))
    for choice in _as_list(item.get("choices")):
        total += len(str(choice.get("name", ""))) + len(str(choice.get("value", "")))
    return total + sum(_command_chars(option) for option in _as_list(item.get("options")))


def _check_command_size(report: _Report, path: str, command: dict[str, Any]) -> None:
    total = _command_chars(command)
    if total > MAX_COMMAND_CHARS:
        report.add(path, f"command uses {total} characters (max {MAX_COMMAND_CHARS})")


# --- messages ------------------------------------------------------------------------------------


def check_message(
    payload: dict[str, Any],
    *,
    where: str,
    files: Sequence[tuple[str, int]] = (),
    size_limit: int = DEFAULT_ATTACHMENT_LIMIT,
    allow_ephemeral: bool = False,
) -> list[Violation]:
    """Validate a message create/edit payload; ``files`` lists (filename, size) of uploads."""
    report = _Report(where)
    flags = payload.get("flags") or 0
    _check_flags(report, flags, allow_ephemeral)
    content = payload.get("content")
    if content is not None:
        report.text("content", content, 0, MAX_CONTENT)
    embeds = payload.get("embeds")
    if embeds is not None:
        _check_embeds(report, _as_list(embeds))
    components = payload.get("components")
    if components is not None:
        _check_components(report, _as_list(components), v2=bool(flags & FLAG_COMPONENTS_V2))
    if flags & FLAG_COMPONENTS_V2 and (content or embeds):
        report.add("flags", "IS_COMPONENTS_V2 messages cannot have content or embeds")
    _check_files(report, files, size_limit)
    return report.items


def _check_flags(report: _Report, flags: Any, allow_ephemeral: bool) -> None:
    if not isinstance(flags, int):
        report.add("flags", "must be an integer")
        return
    allowed = _SENDABLE_FLAGS | (FLAG_EPHEMERAL if allow_ephemeral else 0)
    if flags & ~allowed:
        report.add("flags", f"contains flags a bot cannot set here: {flags & ~allowed}")


def _check_files(report: _Report, files: Sequence[tuple[str, int]], size_limit: int) -> None:
    report.count("attachments", files, 0, MAX_ATTACHMENTS)
    for index, (filename, size) in enumerate(files):
        if not filename:
            report.add(f"files[{index}]", "filename is required")
        if size > size_limit:
            report.add(f"files[{index}]", f"{filename} is {size} bytes (limit {size_limit})")


def check_embeds(embeds: list[Any], *, where: str) -> list[Violation]:
    """Validate a list of embeds on its own."""
    report = _Report(where)
    _check_embeds(report, embeds)
    return report.items


def _check_embeds(report: _Report, embeds: list[Any]) -> None:
    report.count("embeds", embeds, 0, MAX_EMBEDS)
    total = 0
    for index, embed in enumerate(embeds):
        if isinstance(embed, dict):
            total += _check_embed(report, f"embeds[{index}]", embed)
        else:
            report.add(f"embeds[{index}]", "must be an object")
    if total > MAX_EMBED_TOTAL:
        report.add("embeds", f"embeds total {total} characters (max {MAX_EMBED_TOTAL})")


def _check_embed(report: _Report, path: str, embed: dict[str, Any]) -> int:
    """Validate one embed and return its character count towards the 6000 total."""
    title, description = embed.get("title"), embed.get("description")
    report.text(f"{path}.title", title, 0, MAX_EMBED_TITLE, required=False)
    report.text(f"{path}.description", description, 0, MAX_EMBED_DESCRIPTION, required=False)
    footer = embed.get("footer") or {}
    author = embed.get("author") or {}
    report.text(f"{path}.footer.text", footer.get("text"), 1, MAX_FOOTER_TEXT, required=bool(footer))
    report.text(f"{path}.author.name", author.get("name"), 1, MAX_AUTHOR_NAME, required=bool(author))
    colour = embed.get("color")
    if colour is not None and not (isinstance(colour, int) and 0 <= colour <= 0xFFFFFF):
        report.add(f"{path}.color", f"must be 0-0xFFFFFF (got {colour!r})")
    fields = _as_list(embed.get("fields"))
    report.count(f"{path}.fields", fields, 0, MAX_EMBED_FIELDS)
    total = sum(len(str(x or "")) for x in (title, description, footer.get("text"), author.get("name")))
    for index, field in enumerate(fields):
        # Discord rejects empty names/values even though discord.py allows them.
        report.text(f"{path}.fields[{index}].name", field.get("name"), 1, MAX_FIELD_NAME)
        report.text(f"{path}.fields[{index}].value", field.get("value"), 1, MAX_FIELD_VALUE)
        total += len(str(field.get("name") or "")) + len(str(field.get("value") or ""))
    return total


def check_components(components: list[Any], *, where: str, v2: bool = False) -> list[Violation]:
    """Validate a message's top-level component list on its own."""
    report = _Report(where)
    _check_components(report, components, v2=v2)
    return report.items


def _check_components(report: _Report, components: list[Any], *, v2: bool) -> None:
    if v2:
        _check_v2_components(report, components)
    else:
        report.count("components", components, 0, MAX_ACTION_ROWS)
        for index, row in enumerate(components):
            path = f"components[{index}]"
            if not isinstance(row, dict) or row.get("type") != 1:
                report.add(path, "top-level components must be action rows (type 1)")
                continue
            _check_action_row(report, path, row)
    custom_ids = [c["custom_id"] for c in walk_components(components) if c.get("custom_id") is not None]
    duplicates = sorted({c for c in custom_ids if custom_ids.count(c) > 1})
    if duplicates:
        report.add("components", f"duplicate custom_id values: {duplicates}")


def walk_components(components: Iterable[Any]) -> Iterator[dict[str, Any]]:
    """Yield every component dict, depth first (rows, sections, containers, accessories)."""
    for component in components:
        if not isinstance(component, dict):
            continue
        yield component
        yield from walk_components(_as_list(component.get("components")))
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


def _check_action_row(report: _Report, path: str, row: dict[str, Any]) -> None:
    children = _as_list(row.get("components"))
    report.count(f"{path}.components", children, 1, MAX_ROW_BUTTONS)
    selects = [c for c in children if c.get("type") in _SELECT_TYPES]
    if selects and len(children) > 1:
        report.add(f"{path}.components", "a select menu must be alone in its action row")
    for index, child in enumerate(children):
        _check_interactive(report, f"{path}.components[{index}]", child)


def _check_interactive(report: _Report, path: str, component: dict[str, Any]) -> None:
    kind = component.get("type")
    if kind == 2:
        _check_button(report, path, component)
    elif kind in _SELECT_TYPES:
        _check_select(report, path, component)
    elif kind == 4:
        _check_text_input(report, path, component)
    else:
        report.add(f"{path}.type", f"component type {kind} is not allowed in an action row")


def _check_button(report: _Report, path: str, button: dict[str, Any]) -> None:
    style = button.get("style")
    if style not in range(1, 7):
        report.add(f"{path}.style", f"invalid button style {style!r}")
    if style == 5:
        report.text(f"{path}.url", button.get("url"), 1, 512)
        if button.get("custom_id") is not None:
            report.add(f"{path}.custom_id", "link buttons cannot have a custom_id")
    elif style == 6:
        if not button.get("sku_id"):
            report.add(f"{path}.sku_id", "premium buttons need a sku_id")
    else:
        report.text(f"{path}.custom_id", button.get("custom_id"), 1, MAX_CUSTOM_ID)
    label = button.get("label")
    report.text(f"{path}.label", label, 0, MAX_BUTTON_LABEL, required=False)
    if style != 6 and not label and not button.get("emoji"):
        report.add(path, "a button needs a label or an emoji")


def _check_select(report: _Report, path: str, select: dict[str, Any]) -> None:
    report.text(f"{path}.custom_id", select.get("custom_id"), 1, MAX_CUSTOM_ID)
    report.text(f"{path}.placeholder", select.get("placeholder"), 0, MAX_PLACEHOLDER, required=False)
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not (0 <= low <= MAX_SELECT_OPTIONS and 1 <= high <= MAX_SELECT_OPTIONS and low <= high):
        report.add(path, f"min_values/max_values out of range ({low}, {high})")
    if select.get("type") != 3:
        return
    options = _as_list(select.get("options"))
    report.count(f"{path}.options", options, 1, MAX_SELECT_OPTIONS)
    if options and high > len(options):
        report.add(f"{path}.max_values", f"{high} exceeds the number of options ({len(options)})")
    for index, option in enumerate(options):
        sub = f"{path}.options[{index}]"
        report.text(f"{sub}.label", option.get("label"), 1, MAX_SELECT_TEXT)
        report.text(f"{sub}.value", option.get("value"), 1, MAX_SELECT_TEXT)
        report.text(f"{sub}.description", option.get("description"), 0, MAX_SELECT_TEXT, required=False)


def _check_v2_components(report: _Report, components: list[Any]) -> None:
    every = list(walk_components(components))
    if len(every) > MAX_V2_COMPONENTS:
        report.add("components", f"{len(every)} components (max {MAX_V2_COMPONENTS})")
    text = sum(len(str(c.get("content", ""))) for c in every if c.get("type") == 10)
    if text > MAX_V2_TEXT:
        report.add("components", f"text displays total {text} characters (max {MAX_V2_TEXT})")
    for index, component in enumerate(components):
        if component.get("type") not in _V2_TOP_LEVEL:
            report.add(f"components[{index}].type", f"type {component.get('type')} not allowed at top level")
    for index, component in enumerate(every):
        accessory = component.get("accessory") or {}
        if component.get("type") == 1:
            _check_action_row(report, f"components(flat)[{index}]", component)
        elif component.get("type") == 9 and accessory.get("type") == 2:
            _check_button(report, f"components(flat)[{index}].accessory", accessory)


# --- mentions ------------------------------------------------------------------------------------

_PARSE_TYPES = {"everyone", "users", "roles"}
# What Discord does when a request names nothing: every mention in the text pings.
_DISCORD_DEFAULT_PARSE = ["everyone", "users", "roles"]


def carries_text(payload: dict[str, Any]) -> bool:
    """Whether a create/edit payload sets text Discord scans for mentions (content or V2 text)."""
    content = payload.get("content")
    if isinstance(content, str) and content:
        return True
    flags = payload.get("flags") or 0
    if isinstance(flags, int) and flags & FLAG_COMPONENTS_V2:
        return any(c.get("type") == 10 for c in walk_components(_as_list(payload.get("components"))))
    return False


def check_mentions(payload: dict[str, Any], *, where: str, is_edit: bool) -> list[Violation]:
    """The request must name what may ping, and never ``@everyone``/``@here`` or a role.

    A missing ``allowed_mentions`` counts as Discord's default (everything pings).  A message
    create is always checked, whatever its text: discord.py attaches the client-level
    ``allowed_mentions`` to every send, so a bot that sets one passes.  An edit is checked only
    when it sets text (content or V2 text displays): discord.py's ``Message.edit`` attaches the
    client-level setting only when ``content`` is given, and an edit that leaves the text alone
    cannot add a ping.  Plain users may ping (``parse: ["users"]`` or a list of ids): that is how
    the bot calls the players whose turn it is.
    """
    report = _Report(where)
    if is_edit and not carries_text(payload):
        return report.items
    allowed = payload.get("allowed_mentions")
    if allowed is None:
        report.add(
            "allowed_mentions",
            f"missing, so Discord's default parse {_DISCORD_DEFAULT_PARSE} lets @everyone, @here and roles ping",
        )
        return report.items
    if not isinstance(allowed, dict):
        report.add("allowed_mentions", "must be an object")
        return report.items
    parse = allowed.get("parse", [])
    if not isinstance(parse, list) or not set(parse) <= _PARSE_TYPES:
        report.add("allowed_mentions.parse", f"must be a list drawn from {sorted(_PARSE_TYPES)} (got {parse!r})")
        return report.items
    if "everyone" in parse:
        report.add("allowed_mentions.parse", "contains 'everyone': @everyone and @here would ping")
    if "roles" in parse:
        report.add("allowed_mentions.parse", "contains 'roles': any role mention would ping")
    roles = allowed.get("roles")
    if roles is True or (isinstance(roles, list) and roles):
        report.add("allowed_mentions.roles", f"lets roles ping ({roles!r})")
    # Discord itself rejects a parse type combined with its explicit id list.
    for kind in ("users", "roles"):
        if kind in parse and isinstance(allowed.get(kind), list) and allowed.get(kind):
            report.add(f"allowed_mentions.{kind}", f"cannot be combined with parse {kind!r}")
    return report.items


_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")


def effective_pings(text: str, allowed: Any) -> frozenset[str]:
    """Who a message with ``text`` would notify under ``allowed`` (a request's ``allowed_mentions``,
    None when absent: Discord's default, everything): "@everyone", "@here", "user:<id>", "role:<id>".

    Permissions are not modelled (a bot without Mention Everyone cannot really ping @everyone, a
    role must be mentionable): the check is about what the request allows, so it stays strict.
    """
    if allowed is None:
        parse, users, roles = set(_PARSE_TYPES), [], []
    elif isinstance(allowed, dict):
        raw_parse = allowed.get("parse", [])
        parse = set(raw_parse) if isinstance(raw_parse, list) else set()
        users = [str(u) for u in allowed.get("users") or [] if isinstance(allowed.get("users"), list)]
        roles = [str(r) for r in allowed.get("roles") or [] if isinstance(allowed.get("roles"), list)]
    else:
        return frozenset()
    pings: set[str] = set()
    if "everyone" in parse:
        pings |= {crowd for crowd in ("@everyone", "@here") if crowd in text}
    pings |= {f"user:{u}" for u in _USER_MENTION.findall(text) if "users" in parse or u in users}
    pings |= {f"role:{r}" for r in _ROLE_MENTION.findall(text) if "roles" in parse or r in roles}
    return frozenset(pings)


# --- interaction-only payloads -------------------------------------------------------------------


def check_autocomplete(choices: Any, *, where: str = "autocomplete") -> list[Violation]:
    """Validate autocomplete results (callback type 8)."""
    report = _Report(where)
    if not isinstance(choices, list):
        report.add("choices", "must be a list")
        return report.items
    report.count("choices", choices, 0, MAX_AUTOCOMPLETE)
    for index, choice in enumerate(choices):
        report.text(f"choices[{index}].name", choice.get("name"), 1, MAX_CHOICE_TEXT)
        value = choice.get("value")
        if isinstance(value, str):
            report.text(f"choices[{index}].value", value, 0, MAX_CHOICE_TEXT)
        elif not isinstance(value, (int, float)):
            report.add(f"choices[{index}].value", f"must be a string or number (got {value!r})")
    return report.items


def check_modal(modal: dict[str, Any], *, where: str = "modal") -> list[Violation]:
    """Validate a modal (callback type 9)."""
    report = _Report(where)
    report.text("custom_id", modal.get("custom_id"), 1, MAX_CUSTOM_ID)
    report.text("title", modal.get("title"), 1, MAX_MODAL_TITLE)
    components = _as_list(modal.get("components"))
    report.count("components", components, 1, MAX_MODAL_COMPONENTS)
    for index, component in enumerate(components):
        path = f"components[{index}]"
        if component.get("type") == 1:
            _check_action_row(report, path, component)
        elif component.get("type") == 18:
            report.text(f"{path}.label", component.get("label"), 1, MAX_MODAL_TITLE)
            report.text(f"{path}.description", component.get("description"), 0, 100, required=False)
            _check_interactive(report, f"{path}.component", component.get("component") or {})
        elif component.get("type") != 10:
            report.add(f"{path}.type", f"type {component.get('type')} not allowed in a modal")
    return report.items


def _check_text_input(report: _Report, path: str, text_input: dict[str, Any]) -> None:
    report.text(f"{path}.custom_id", text_input.get("custom_id"), 1, MAX_CUSTOM_ID)
    report.text(f"{path}.label", text_input.get("label"), 1, MAX_MODAL_TITLE, required=False)
    if text_input.get("style") not in (1, 2):
        report.add(f"{path}.style", "must be 1 (short) or 2 (paragraph)")
    report.text(f"{path}.value", text_input.get("value"), 0, MAX_TEXT_INPUT, required=False)
    report.text(f"{path}.placeholder", text_input.get("placeholder"), 0, 100, required=False)
    low, high = text_input.get("min_length"), text_input.get("max_length")
    if low is not None and not 0 <= low <= MAX_TEXT_INPUT:
        report.add(f"{path}.min_length", "must be 0-4000")
    if high is not None and not 1 <= high <= MAX_TEXT_INPUT:
        report.add(f"{path}.max_length", "must be 1-4000")


def to_error_body(violations: Sequence[Violation]) -> dict[str, Any]:
    """Render violations the way Discord answers an invalid form body (code 50035)."""
    errors: dict[str, Any] = {}
    for violation in violations:
        key = violation.path or "_root"
        errors.setdefault(key, {"_errors": []})["_errors"].append(
            {"code": "BASE_TYPE_INVALID", "message": violation.message}
        )
    return {"message": "Invalid Form Body", "code": 50035, "errors": errors}
