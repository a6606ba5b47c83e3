"""The bot's command sync: to DEV_GUILD_ID's server at once, else global, keeping an Activity's Entry Point.

Enabling Activities in the Developer Portal makes Discord add an Entry Point command (type 4, "Launch") to the
application's global commands, and Discord refuses a bulk overwrite that leaves it out (error 50240): a plain
``tree.sync()`` would then register none of the bot's commands. So when Discord says so, the sync is made again
with the Entry Point command as Discord holds it; deleting it would turn the Activity's launcher off, which is
the owner's choice in the portal, not the bot's (issue #34 item 2b)."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger("catanbot")

ENTRY_POINT = 4  # application command type PRIMARY_ENTRY_POINT
ENTRY_POINT_LEFT_OUT = 50240  # "You cannot remove this app's Entry Point command in a bulk update operation"
KEPT = ("id", "name", "description", "type", "handler", "integration_types", "contexts", "name_localizations",
        "description_localizations", "default_member_permissions", "nsfw")  # fmt: skip


async def sync(tree: app_commands.CommandTree[Any], client: discord.Client, dev_guild_id: int | None) -> None:
    if dev_guild_id:  # registered to that server only, instantly (handy while developing)
        guild = discord.Object(id=dev_guild_id)
        tree.copy_global_to(guild=guild)
        await tree.sync(guild=guild)
    else:
        await sync_global(tree, client)


async def sync_global(tree: app_commands.CommandTree[Any], client: discord.Client) -> None:
    try:
        await tree.sync()
        return
    except discord.HTTPException as exc:
        if exc.code != ENTRY_POINT_LEFT_OUT or client.application_id is None:
            raise
    app_id = client.application_id
    held = await client.http.get_global_commands(app_id)
    kept = [{key: c[key] for key in KEPT if key in c} for c in held if c.get("type") == ENTRY_POINT]
    translator = tree.translator
    ours = [
        await command.get_translated_payload(tree, translator) if translator else command.to_dict(tree)
        for command in tree.get_commands()
    ]
    await client.http.bulk_upsert_global_commands(app_id, payload=[*ours, *kept])  # type: ignore[list-item]
    log.info("synced the commands with the application's Entry Point command (its Activity's launcher)")
