"""Administration of stored games: the operator's command line (``python -m service.admin``, ``cli``) and
the replay checks, rebuilds, exports and pruning it shares with the admin commands (``maintenance``)."""

from __future__ import annotations

from service.admin.cli import main

__all__ = ["main"]
