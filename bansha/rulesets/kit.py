"""One way to make a ruleset's skills (issue 22): 078's night skills and 245's tagged skills are both a
`SkillKit` — what a phase tag means to the engine, where a skill's step comes from, the checks every
skill and every [指定] skill carries, and the pipeline a [指定] effect runs through. A role module
calls its ruleset's `kit.skill(…)`; the ruleset says once how its seed writes a skill."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from bansha.engine.skills import SkillDef, 指定


@dataclass(frozen=True)
class SkillKit:
    """How a ruleset's seed writes a skill.

    `kinds`: a phase tag (245's 早夜 …, 078's night) → the engine's phase kind; `tag_phase`: the tag is
    kept among the skill's tags (245's [深夜] categories). `step_of(name, phase)`: the step when a skill
    names none (245: its row of the action order). `first`: checks every skill runs before its own
    (245's spent [翻牌]); `targeted`: checks a [指定] skill runs after its own (078's 暴风雪).
    `targeted_by_count`: a skill naming seats is [指定] (078) rather than by its tag (245).
    `pipeline(settle, launch)`: the effect of a [指定] skill from its 结算效果 and 发动效果 (245's
    redirection); without it `settle` is the effect itself."""

    kinds: dict[str, str]
    tag_phase: bool = False
    step_of: Callable[[str, str], str | None] | None = None
    first: tuple[Callable[..., str | None], ...] = ()
    targeted: tuple[Callable[..., str | None], ...] = ()
    targeted_by_count: bool = False
    pipeline: Callable[..., Callable[..., None]] | None = None

    def skill(self, name: str, phase: str, settle: Callable | None = None, *, targets: int = 1,
              tags: tuple[str, ...] | frozenset[str] | set[str] = (), launch: Callable | None = None,
              effect: Callable | None = None, checks: tuple = (), step: str | None = "", **kw: Any) -> SkillDef:
        """A skill as the seed tags it: `phase` one tag; `settle` its 结算效果 (and `launch` its 发动效果)
        or `effect` what it does; `step=""` for the step the kit finds, None for a <强制> skill a rule
        triggers."""
        tagset = set(tags)
        aimed = targets > 0 if self.targeted_by_count else 指定 in tagset
        if self.targeted_by_count and aimed:
            tagset.add(指定)
        if self.tag_phase:
            tagset.add(phase)
        if effect is None:
            if aimed and self.pipeline is not None:
                effect = self.pipeline(settle, launch)
            else:
                effect = _settles(settle)
        if step == "":
            step = self.step_of(name, phase) if self.step_of is not None else None
        return SkillDef(name, self.kinds[phase], frozenset(tagset), targets=targets, step=step,
                        checks=(*self.first, *checks, *(self.targeted if aimed else ())), effect=effect, **kw)


def _settles(settle: Callable | None) -> Callable[..., None]:
    """A skill's effect that is its 结算效果 alone (no [指定] pipeline)."""
    def effect(game: Any, intent: Any) -> None:
        settle(game, intent)  # type: ignore[misc]
    return effect
