"""Text a player wrote (遗言, a nickname, a card's reason) going into BBCode the director posts:
no tag of the player's may take effect there ([url], [img], [color] …), and nothing invisible
may hide in it or turn the line around (`bansha.text.visible`).

A tag is made inert by writing its bracket full width (``［url=…]``): visible, read as the player
wrote it, and never a tag. Any bracket that starts a tag's name is, closed or not, so a text cut
short (a title cut at 80 characters: ``[url=javascript:al``) cannot leave one open for a later
``]`` to close."""
from __future__ import annotations

import re

from bansha.text import visible

# Discuz!'s tags (and the common ones of other forums): an opening or closing bracket and a name
_TAG = re.compile(r"\[(?=/?(?:b|i|u|s|p|url|img|email|color|size|font|align|quote|code|list|table|tr|td|"
                  r"hide|free|media|audio|flash|qq|float|indent|backcolor|sup|sub|hr|attach|attachimg|"
                  r"password|postbg|fly|\*)(?![a-z0-9]))", re.IGNORECASE)
INERT = "［"


def escape(text: str) -> str:
    """The text with every BBCode tag made inert and every invisible or bidirectional control removed."""
    return _TAG.sub(INERT, visible(text))
