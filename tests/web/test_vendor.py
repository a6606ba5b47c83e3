"""Issue #34 item 7: the vendored Embedded App SDK is the one its pinned npm packages build, with its licences.

``python -m tools.web_vendor`` rebuilds web/static/vendor/ and records each file's SHA-256 in its MANIFEST.json
(``--check`` rebuilds elsewhere and compares: it needs npm and the registry, so it is not run here)."""

from __future__ import annotations

import json

from tools.web_vendor import BUNDLE, HERE, LICENSES, VENDOR, digest, recorded


def test_item7_the_vendored_files_are_the_recorded_build() -> None:
    sums = recorded()
    assert set(sums) == {BUNDLE, LICENSES}
    for name, sha in sums.items():
        assert digest(VENDOR / name) == sha, f"{name} differs from its recorded build: python -m tools.web_vendor"


def test_item7_the_bundle_is_the_pinned_sdk_with_its_licence() -> None:
    pinned = json.loads((HERE / "package.json").read_text(encoding="utf-8"))["dependencies"]
    locked = json.loads((HERE / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    sdk = pinned["@discord/embedded-app-sdk"]
    assert locked["node_modules/@discord/embedded-app-sdk"]["version"] == sdk
    assert locked["node_modules/@discord/embedded-app-sdk"]["integrity"].startswith("sha512-")
    licences = (VENDOR / LICENSES).read_text(encoding="utf-8")
    assert f"@discord/embedded-app-sdk {sdk} (MIT)" in licences and "Copyright (c) 2024 Discord Inc." in licences
    bundle = (VENDOR / BUNDLE).read_text(encoding="utf-8")
    assert "DiscordSDK" in bundle.rsplit("export{", 1)[1]  # an ES module exporting the SDK's class
    assert "new Function" not in bundle and "eval(" not in bundle  # it runs under the page's script-src 'self'
