"""Rebuild the vendored Noto fonts in ``rendering/assets/fonts`` from Debian's font packages.

    apt-get download fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
    for f in fonts-noto-*.deb; do dpkg-deb -x "$f" debian; done
    python3 -m venv /tmp/fonttools && /tmp/fonttools/bin/pip install -r tools/fonts/requirements.txt
    /tmp/fonttools/bin/python tools/fonts/build.py debian/usr/share/fonts

fontTools is needed here only, never at run time (the bot reads the files this writes).
What each file is, where it came from and how it was cut is in ``rendering/assets/fonts/README.md``;
this script is the exact recipe (run it twice and the files are the same, byte for byte).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

OUT = Path(__file__).resolve().parents[2] / "rendering" / "assets" / "fonts"

# Script faces of fonts-noto-core (Regular and Bold each), whole but for their hinting: names in any of
# these scripts must keep every letter, and the files are small without hinting.
SCRIPTS = (
    "", "Arabic", "Hebrew", "Armenian", "Georgian", "Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Kannada",
    "Malayalam", "Oriya", "Sinhala", "Tamil", "Telugu", "Thai", "Lao", "Khmer", "Myanmar", "Ethiopic", "Symbols",
)  # fmt: skip
WEIGHTS = ("Regular", "Bold")

# CJK: the common characters of the national standards, not the 65,535 glyphs of the full font.
# One weight: a Regular as well would add 5.4 MB for the statistics image's 15-18 px names only; those
# are drawn in the bold face (rendering.fonts.FALLBACKS).
CJK_WEIGHTS = ("Bold",)
CJK_FACE = 0  # face 0 of NotoSansCJK-*.ttc is Japanese (JP glyph forms for shared Han characters)
CJK_BLOCKS = (
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x3100, 0x312F),  # bopomofo
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3200, 0x32FF),  # enclosed CJK letters and months (decorated names: ㈱, ㋡)
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)


def _two_byte(codec: str, lo: int, hi: int, rows: tuple[int, int] | None = None) -> set[int]:
    """Code points in lo..hi that ``codec`` encodes in two bytes (within ``rows`` of the code table)."""
    out = set()
    for cp in range(lo, hi + 1):
        try:
            raw = chr(cp).encode(codec)
        except UnicodeEncodeError:
            continue
        if len(raw) == 2 and (rows is None or rows[0] <= int.from_bytes(raw, "big") <= rows[1]):
            out.add(cp)
    return out


def cjk_characters() -> set[int]:
    """GB 2312 (simplified Chinese), JIS X 0208 levels 1-2 (Japanese), KS X 1001 (Korean Hangul and
    Hanja) and Big5 level 1 (the frequent traditional Chinese characters), and the kana, punctuation
    and full-width blocks."""
    han = (0x4E00, 0x9FFF)
    chars = (
        _two_byte("gb2312", *han)
        | _two_byte("shift_jis", *han)
        | _two_byte("euc_kr", *han)
        | _two_byte("euc_kr", 0xAC00, 0xD7A3)
        | _two_byte("big5", *han, rows=(0xA440, 0xC67E))
    )
    for lo, hi in CJK_BLOCKS:
        chars.update(range(lo, hi + 1))
    return chars


def _options(**extra: object) -> subset.Options:
    options = subset.Options()
    options.hinting = False  # images are anti-aliased at 15-38 px: hinting is most of the file, unused
    options.layout_features = ["*"]  # shaping (Arabic joining, Indic conjuncts, marks) needs them all
    options.name_IDs = ["*"]  # keep the copyright, licence and version strings
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False  # the same input gives the same bytes (with TTFont(recalcTimestamp=False))
    for key, value in extra.items():
        setattr(options, key, value)
    return options


def _subset(font: TTFont, unicodes: set[int] | None, options: subset.Options, out: Path) -> None:
    sub = subset.Subsetter(options)
    sub.populate(unicodes=unicodes if unicodes is not None else font.getBestCmap().keys())
    sub.subset(font)
    font.save(out)
    print(f"{out.name}: {out.stat().st_size / 1e3:.0f} kB", file=sys.stderr)


def build_scripts(src: Path) -> None:
    for script in SCRIPTS:
        for weight in WEIGHTS:
            name = f"NotoSans{script}-{weight}.ttf"
            _subset(TTFont(src / "truetype" / "noto" / name, recalcTimestamp=False), None, _options(), OUT / name)


def build_cjk(src: Path) -> None:
    chars = cjk_characters()
    for weight in CJK_WEIGHTS:
        font = TTCollection(src / "opentype" / "noto" / f"NotoSansCJK-{weight}.ttc", recalcTimestamp=False).fonts[CJK_FACE]
        _subset(font, chars, _options(), OUT / f"NotoSansCJKjp-{weight}-subset.otf")


def build_emoji(src: Path) -> None:
    """Noto Color Emoji (CBDT colour bitmaps, one strike of 109 px) as Debian ships it: its PNGs are
    already palette-quantised, and redrawing them at 64 px made the file larger (25 MB, full-colour
    PNGs) or, quantised again, saved only 2-5 MB for visibly worse edges."""
    shutil.copyfile(src / "truetype" / "noto" / "NotoColorEmoji.ttf", OUT / "NotoColorEmoji.ttf")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fonts", type=Path, help="usr/share/fonts of the unpacked Debian packages")
    parser.add_argument("--only", choices=("scripts", "cjk", "emoji"))
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    steps = {"scripts": build_scripts, "cjk": build_cjk, "emoji": build_emoji}
    for name, step in steps.items():
        if args.only in (None, name):
            step(args.fonts)


if __name__ == "__main__":
    main()
