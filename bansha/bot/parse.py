"""A private message in the players' own words, read into one command.

Players write a night action the way they write it to a director: `预言 5`, `【预言】5号`,
`技能：毒药 目标：7号`, `杀人 3`, `交易 3 毒药`, `审判 3 5 选择：3`. Full-width characters are read
as their ASCII forms (a Chinese keyboard types them), brackets are decoration, the skill is the
longest skill name the message starts with, every number (or Chinese numeral before 号) is a
target seat in order, and a word left over is the skill's listed choice. Anything else left over
is not guessed at: the reply names it."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from bansha.service.forms import BadInput, choice_text

LIMIT = 500  # characters a command may have; longer is refused unread (group chat has its own)

COMMANDS = {
    "帮助": "help", "help": "help", "菜单": "help", "指令": "help", "?": "help",
    "状态": "status", "查询": "status",
    "绑定": "bind", "解绑": "unbind",
    "撤回": "withdraw", "取消": "withdraw",
    "放弃": "pass",
    "遗言": "words",
    "群聊": "chat",
    "导演": "director",
}
VOTE_WORDS = ("投票", "放逐", "改票", "弃票", "归票", "票", "投")
FILLER = ("我要", "我想", "今晚", "今夜", "使用", "发动", "请")
BRACKETS = str.maketrans({c: " " for c in "【】[]<>《》「」『』〈〉()"})
DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
SEAT = re.compile(r"(\d{1,3}|[零一二两三四五六七八九十]{1,3}(?=号))\s*号?")
SEPARATORS = re.compile(r"[\s,、/;，；。和与及]+")


@dataclass(frozen=True)
class Reading:
    """How the words after a skill's name read, from what the skill declares it asks (`SkillDef.ask`): a
    word among its listed choices (an identity-asking skill's are the pool's identities), the whole rest as
    typed (a text: 摄魂's words, 情书, 报信), or a lone number as the choice, not a seat (078's 权威)."""

    choices: tuple[str, ...] = ()
    text: bool = False
    number: bool = False


@dataclass
class Command:
    kind: str  # a COMMANDS value, "action", "vote", "empty" or "unknown"
    skill: str | None = None
    targets: list[int] = field(default_factory=list)
    choice: Any = None
    rest: str = ""  # what follows the command word (a bind code, a chat text, last words)
    error: str = ""  # why the message could not be read; nothing is done


def normalize(text: str) -> str:
    return unicodedata.normalize("NFKC", text or "").replace("\u3000", " ").strip()


def chinese_number(text: str) -> int | None:
    """一 … 九十九 (seat numbers spoken as words: 五号, 十二号)."""
    if text.isdecimal():
        return int(text)
    if not text or any(ch not in DIGITS and ch != "十" for ch in text):
        return None
    if "十" not in text:
        return DIGITS[text] if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    if len(tens) > 1 or len(ones) > 1:
        return None
    return (DIGITS[tens] if tens else 1) * 10 + (DIGITS[ones] if ones else 0)


def parse(text: str, skills: dict[str, Reading]) -> Command:
    """`skills`: the skill names the message may name, each with how the words after it read."""
    original = (text or "").replace("\u3000", " ").strip()
    text = normalize(text)
    if not text:
        return Command("empty")
    if len(text) > LIMIT:
        return Command("unknown", error=f"消息过长（最多 {LIMIT} 个字）")
    head, _, rest = text.partition(" ")
    word = head.lower()
    for name, kind in COMMANDS.items():
        if word == name or (len(name) > 1 and word.startswith(name) and kind in ("bind", "withdraw", "pass")):
            tail = (head[len(name):] + " " + rest).strip() if word != name else rest.strip()
            if kind in ("chat", "words"):  # a player's own words are kept as typed
                tail = _after(original, name)
            return Command(kind, rest=tail)
    if text.startswith("群聊"):  # 群聊后面直接跟内容
        return Command("chat", rest=_after(original, "群聊"))
    return action(text, skills, original)


def action(text: str, skills: dict[str, Reading], original: str = "") -> Command:
    body, picked = text, None
    m = re.search(r"选择\s*:", body)
    if m:
        body, raw = body[:m.start()], body[m.end():].strip()
        try:
            picked = choice_text(raw)
        except BadInput as e:
            return Command("unknown", error=e.message)
    body = re.sub(r"(技能|目标)\s*:", " ", body).translate(BRACKETS).strip()
    for f in FILLER:
        if body.startswith(f):
            body = body[len(f):].lstrip()
    name = max((n for n in skills if body.startswith(n)), key=len, default=None)
    if name is None:
        if body.startswith(VOTE_WORDS):
            return Command("vote")
        return Command("unknown", error=f"看不懂“{_short(text)}”")
    rest = body[len(name):]
    reading = skills[name]
    if reading.text and picked is None:  # 摄魂's text, 情书, 报信: the words after the name, as typed
        said = _after_name(original or text, name)
        return Command("action", skill=name, choice=said or None) if said else Command(
            "unknown", skill=name, error=f"<{name}>需要写上内容，例如：{name} 要说的话")
    targets = []
    for m in SEAT.finditer(rest):
        n = chinese_number(m.group(1))
        if n is not None:
            targets.append(n)
    leftover = [w for w in SEPARATORS.split(SEAT.sub(" ", rest)) if w and w not in ("号", "对", "给", "目标")]
    choices = reading.choices
    words: list[str] = []
    for w in leftover:
        if w in choices and picked is None:
            words.append(w)
        else:
            hint = f"；<{name}>可选：{'、'.join(choices)}" if choices else ""
            return Command("unknown", skill=name, error=f"无法识别“{_short(w)}”{hint}")
    if words:  # one listed word as it is; several (窥天's cards, 大杀四方's guesses in the targets' order) as a list
        picked = words[0] if len(words) == 1 else words
    if reading.number and picked is None and len(targets) == 1:  # 「权威 2」: the number is the choice
        return Command("action", skill=name, choice=targets[0])
    return Command("action", skill=name, targets=targets, choice=picked)


def _after_name(text: str, name: str) -> str:
    """What follows the skill's name in the message as written (brackets and filler before it dropped)."""
    i = text.find(name)
    return text[i + len(name):].strip(" 】]>》」』:：") if i >= 0 else ""


def _after(original: str, word: str) -> str:
    return original[len(word):].strip() if original.startswith(word) else original


def _short(text: str, limit: int = 30) -> str:
    return text[:limit] + ("…" if len(text) > limit else "")
