"""Rebuild web/static/vendor/ from the pinned npm packages (see ``tools.web_vendor``).

    python -m tools.web_vendor           rebuild the bundle and its licences, record their digests
    python -m tools.web_vendor --check   rebuild in a temporary folder and compare with the committed files
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.web_vendor import BUNDLE, BUNDLED, HERE, LICENSES, MANIFEST, VENDOR, digest, recorded

ESBUILD = ("--bundle", "--format=esm", "--minify", "--target=es2020", "--legal-comments=eof", "--charset=utf8")


def build(out: Path) -> dict[str, str]:
    """Install the pinned packages in a temporary folder (``npm ci``: exactly the lock file), bundle the SDK
    into ``out`` with its licences; the files' digests."""
    with tempfile.TemporaryDirectory(prefix="catan-vendor-") as work:
        root = Path(work)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(HERE / name, root / name)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=root, check=True)
        (root / "entry.mjs").write_text('export * from "@discord/embedded-app-sdk";\n', encoding="utf-8")
        esbuild = root / "node_modules" / ".bin" / "esbuild"
        subprocess.run([str(esbuild), "entry.mjs", *ESBUILD, f"--outfile={out / BUNDLE}"], cwd=root, check=True)
        version = json.loads((root / "node_modules/@discord/embedded-app-sdk/package.json").read_text())["version"]
        parts = [f"{BUNDLE} bundles @discord/embedded-app-sdk {version} (https://github.com/discord/embedded-app-sdk)"
                 " and the libraries its build includes. Their licences follow; tslib's helpers are 0BSD"
                 " (Copyright (c) Microsoft Corporation).\n"]  # fmt: skip
        for package in BUNDLED:
            folder = root / "node_modules" / package
            text = next(p for p in sorted(folder.iterdir()) if p.name.upper().startswith(("LICENSE", "LICENCE")))
            meta = json.loads((folder / "package.json").read_text(encoding="utf-8"))
            parts.append(f"\n===== {package} {meta['version']} ({meta.get('license')}) =====\n\n"
                         f"{text.read_text(encoding='utf-8').strip()}\n")  # fmt: skip
        (out / LICENSES).write_text("".join(parts), encoding="utf-8")
    return {name: digest(out / name) for name in (BUNDLE, LICENSES)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web_vendor", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="rebuild elsewhere and compare with the committed files")
    args = parser.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory(prefix="catan-vendor-out-") as out:
            built = build(Path(out))
        differ = [name for name, sha in built.items() if recorded().get(name) != sha]
        print("the committed files are what the pinned packages build" if not differ else f"differ: {differ}")
        return 1 if differ else 0
    VENDOR.mkdir(parents=True, exist_ok=True)
    built = build(VENDOR)
    manifest = {"built_by": "python -m tools.web_vendor", "from": "tools/web_vendor/package-lock.json",
                "sha256": built}  # fmt: skip
    MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    print("\n".join(f"{sha}  {name}" for name, sha in built.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
