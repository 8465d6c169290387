"""Text a player wrote (遗言, a nickname, a card's reason) going into BBCode the director posts:
no tag of the player's may take effect there ([url], [img], [color] …), and no bidirectional
override may turn the line around. A zero-width space after the bracket keeps the tag visible as
text and inert; the overrides are dropped."""
from __future__ import annotations

import re

# Discuz!'s tags (and the common ones of other forums): an opening or closing bracket with a
# name, optionally "=value"
_TAG = re.compile(r"\[(/?)(?=(?:b|i|u|s|p|url|img|email|color|size|font|align|quote|code|list|table|tr|td|"
                  r"hide|free|media|audio|flash|qq|float|indent|backcolor|sup|sub|hr|attach|attachimg|"
                  r"password|postbg|fly|\*)(?:=[^\]]*)?\])", re.IGNORECASE)
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
ZWSP = "\u200b"


def escape(text: str) -> str:
    """The text with every BBCode tag made inert and every bidirectional control removed."""
    return _TAG.sub(lambda m: "[" + ZWSP + m.group(1), _BIDI.sub("", text))
