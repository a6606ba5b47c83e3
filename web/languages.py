"""Which language a board speaks (issue #33's rules): a signed-in person's, as for their DMs (their choice,
else their Discord client's as last seen, else the game's); a spectator's: the game's."""

from __future__ import annotations

from service import GameInfo
from service.people.users import UserSettingsService
from ui.i18n.languages import game_language


class BoardLanguages:
    def __init__(self, users: UserSettingsService) -> None:
        self.users = users

    async def of(self, game: GameInfo, user_id: int | None) -> str:
        fallback = game_language(game.settings)
        if user_id is None:
            return fallback
        return (await self.users.get(user_id)).reads(fallback)
