"""The web board's vendored JavaScript (issue #34 item 7): what ``web/static/vendor/`` holds, and how it is rebuilt.

Discord's Embedded App SDK (``@discord/embedded-app-sdk``, MIT) is bundled into one ES module with esbuild, both
pinned in ``package.json`` and ``package-lock.json`` beside this file. The bundle and its licences are committed,
so neither a user nor the tests need npm; ``python -m tools.web_vendor`` rebuilds them (npm from the package
registry) and ``--check`` says whether a rebuild gives the committed bytes. ``MANIFEST`` records each file's
SHA-256, which a test compares with the committed files.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENDOR = HERE.parent.parent / "web" / "static" / "vendor"
MANIFEST = VENDOR / "MANIFEST.json"
BUNDLE = "discord-embedded-app-sdk.mjs"
LICENSES = "discord-embedded-app-sdk.LICENSE.txt"
# The libraries the SDK's own build includes (its output/lib), whose licences travel with the bundle. tslib's
# helpers (0BSD) are in it too, but tslib is not installed beside it; its licence is named in the header.
BUNDLED = ("@discord/embedded-app-sdk", "zod", "uuid", "eventemitter3", "lodash.transform", "big-integer",
           "decimal.js-light")  # fmt: skip


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def recorded() -> dict[str, str]:
    """File name -> SHA-256 as recorded when the files were built."""
    data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return dict(data["sha256"])
