"""Every field a request may carry, as a Pydantic type checked before a route runs (issue 21): text
that is text (no lone surrogate: it could never be stored), of a bounded length, in a bounded list.
A field outside these bounds is refused alone with its name in Chinese (`app._unreadable`), and
nothing reaches the engine, the store or a batch of other players' submissions. The routes' own
checks (`forms`) then say what a value means and give the tighter limits in the rules' words."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import Form
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, JsonValue, StringConstraints, TypeAdapter

from bansha.forum.posts import MAX_PASTE
from bansha.service.forms import CHOICE_LIMIT, WORDS_LIMIT


def text_only(value: str) -> str:
    """Refuse a string that UTF-8 cannot carry (a lone surrogate such as ``"\\ud800"``)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("不是有效的文字（含有孤立的代理字符）") from None
    return value


Text = Annotated[str, StringConstraints(max_length=CHOICE_LIMIT), AfterValidator(text_only)]
Long = Annotated[str, StringConstraints(max_length=WORDS_LIMIT * 4), AfterValidator(text_only)]
# as form fields (a route's parameter `x: Short = ""`)
Short = Annotated[Text, Form()]
Words = Annotated[Long, Form()]
Paste = Annotated[str, StringConstraints(max_length=MAX_PASTE), AfterValidator(text_only), Form()]
Many = Annotated[list[Text], Field(max_length=64), Form()]  # targets picked in selects: a table has at most 40 seats

# the new-game form, read whole (its option fields are named by the ruleset): a name and a value each
NEW_GAME = TypeAdapter(Annotated[dict[Text, Long], Field(max_length=200)])


class ActBody(BaseModel):
    """The JSON a player's script sends to ``/p/TOKEN/api/act``, parsed by pydantic-core (no lone
    surrogate, nesting past 200 refused, where `json.loads` raised RecursionError)."""
    model_config = ConfigDict(extra="ignore")
    skill: Text = ""
    targets: Annotated[list[int | Text], Field(max_length=64)] | None = None
    choice: JsonValue = None
    again: bool | None = None


def body_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The request body a route parses itself, for the OpenAPI schema (what Schemathesis fuzzes)."""
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": model.model_json_schema()}}}}
