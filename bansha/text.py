"""One policy for text a player wrote, wherever bansha shows it (the pages, the 公示 and exports,
the CLI, the bot's replies), and for comparing names.

Shown: control characters (but tab and line breaks), bidirectional controls (U+202E turns a line
around) and the invisible format characters (zero-width spaces and joiners, word joiners, BOMs,
fillers, variation selectors, tag characters) are dropped. Nothing else changes: this is
display, not a rewrite of what was said, and the log keeps the text as it came.

Compared: a name is the same name after NFKC (full-width letters, compatibility ideographs),
without the invisible characters, trimmed and case-folded — "渐\u200b强" is "渐强"."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

INVISIBLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f"  # C0 (but \t \n \r) and C1 controls, DEL
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"  # soft hyphen, CGJ, ALM, fillers, Mongolian FVS
    "\u200b-\u200f\u202a-\u202e\u2060-\u206f"  # zero-width, LRM/RLM, embeddings and overrides, isolates
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb"  # Hangul filler, variation selectors, BOM, annotations
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]")  # shorthand, musical, tags, VS17+


def visible(text: str) -> str:
    """The text without the characters that show nothing or reorder what is shown."""
    return INVISIBLE.sub("", text)


def name_key(name: str) -> str:
    """The form two names are compared in."""
    return unicodedata.normalize("NFKC", visible(name)).strip().casefold()


def same_name(names: Iterable[str]) -> tuple[int, int] | None:
    """The positions of the first two names that compare the same, if any (empty names aside)."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        key = name_key(name)
        if not key:
            continue
        if key in seen:
            return seen[key], i
        seen[key] = i
    return None
