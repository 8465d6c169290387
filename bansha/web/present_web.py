"""The pages' side of the wording: every printed value made safe to show, and the Jinja filters
and globals that put `bansha.service.wording` into the templates."""
from __future__ import annotations

from typing import Any

from markupsafe import Markup

from bansha import present
from bansha.service.wording import (KINDS, OUTCOMES, choice_label, choice_value, describe, input_text, period_label,
                                    seats_text, when)
from bansha.text import visible


def shown(value: Any) -> Any:
    """Every value a page prints passes here (the templates' `finalize`): text loses what shows
    nothing or turns a line around (`bansha.text.visible`), so no page carries U+202E or a zero-width
    character, whoever wrote the text."""
    if isinstance(value, Markup):
        return Markup(visible(value))
    return visible(value) if isinstance(value, str) else value


def install(env: Any) -> None:
    env.finalize = shown
    env.trim_blocks = True
    env.lstrip_blocks = True
    env.filters["period"] = period_label
    env.filters["result"] = present.result
    env.filters["describe"] = describe
    env.filters["when"] = when
    env.filters["seats"] = seats_text
    env.filters["input_text"] = input_text
    env.filters["choice_value"] = choice_value
    env.filters["choice_label"] = choice_label
    env.globals["KINDS"] = KINDS
    env.globals["OUTCOMES"] = OUTCOMES
