"""Errors the engine raises. A `Refusal` is a user's mistake, never a bug: it carries the
reason in the rules' words and leaves the game unchanged."""


class Refusal(Exception):
    """An input the rules refuse; `reason` is shown to the director as it is.

    `Refusal(reason)` keeps the reason as its only argument: the random player meets thousands of
    refusals a second, and building one this way runs no Python code."""

    @property
    def reason(self) -> str:
        return self.args[0]


class NotFound(Refusal):
    """A game (or another thing) the director named does not exist: a refusal that the web
    answers with 404 rather than "refused by the rules"."""


class ScenarioError(Exception):
    """A scenario or game setup that cannot be played at all (exit 2 in `bansha replay`)."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message
