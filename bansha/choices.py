"""A skill's `choice` typed by hand — on a player's page, to the QQ bot, or as `bansha act --choice` —
read one way everywhere: JSON where it looks like JSON (a seat number, null, a list such as a 祈祷 table,
an object such as a meeting's result; full-width punctuation is read as ASCII, since a Chinese keyboard
types it), else the text as it is (a listed value such as a skill's name, 遮天's announcement)."""
from __future__ import annotations

import json
import re
from typing import Any

JSONISH = re.compile(r'^(?:[{\["“]|-?\d+$|null$|true$|false$)')
FULL_WIDTH = str.maketrans({"“": '"', "”": '"', "：": ":", "，": ",",
                            "［": "[", "］": "]", "｛": "{", "｝": "}"})
# a text that opens with a bracketed tag, as the seeds write them ("[245]酒 第2天开门", 摄魂's "[熊咆哮了]"): no JSON
TAGGED = re.compile(r"^\[[^\[\]{},\"“”，]+\]")


class ChoiceError(ValueError):
    """A typed choice that looks like JSON but is not; the message says what to check."""


def typed(text: str) -> Any:
    if not JSONISH.match(text):
        return text
    try:
        return json.loads(text.translate(FULL_WIDTH))
    except ValueError:
        if TAGGED.match(text):
            return text  # words, not a list
        raise ChoiceError(f"选择“{text}”看起来是 JSON，但无法解析；请检查引号、冒号和括号") from None
