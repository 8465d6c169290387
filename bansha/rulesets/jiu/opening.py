"""开局 in its written order (JIU-R05): 确定各方人数 and 具体阵容 (the drafted line-up), then 发放账号 —
each player learns its identity — the wolf group formed with its chosen group skill (开局群内4选1,
JIU-R89), and 帝尊魔皇's list of the [群内] (JIU-R104); 大天狗's 家国抉择 before the group forms and
狼狗's 做狼还是做狗 after 帝尊魔皇, 暗恋者's 选择主人 (roles/tengu.py, roles/wolf_dog.py,
roles/secret_admirer.py), 窥天 and 变天 after 共群 (group_skills.py); 维纳斯's 红杏出墙 links lovers
after 发放账号 (连情侣, roles/venus.py). 空想具现 belongs to an identity not built yet; 盗火者's 代偿 picks its
list when the identity is dealt (roles/fire_thief.py)."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from bansha.engine.order import Step
from bansha.engine.skills import Intent, SkillDef

from .events import DEALT
from . import knife
from .picks import awaits as awaits_picks
from .group_skills import START_STEPS as GROUP_STEPS
from .common import GROUP, WOLF, round_half_up, seats_in_order
from .roles import dreamer
from .roles.demon_emperor import learn_group
from .roles.fire_thief import awaited_lists

if TYPE_CHECKING:
    from .state import JiuGame

GROUP_SKILLS = ("窥天", "遮天", "控天", "变天")


def deal(game: "JiuGame") -> None:
    """确定各方人数/具体阵容 and 发放账号，玩家得知身份."""
    st = game.state
    st.total = len(game.seats)
    st.start_count = dict(Counter(s.camp for s in game.seats.values()))
    st.words_left = last_words_slots(game)
    for n, seat in seats_in_order(game):
        game.notice(n, f"你的身份是{seat.role}（{seat.camp}）。")
    knife.refresh(game)
    game.fire(DEALT)


def last_words_slots(game: "JiuGame") -> int:
    """遗言数量为人数配备最少狼数量 (JIU-R18): the seed gives no table (JIU-A02) — by default the wolves of
    the opening line-up, or the number the director sets."""
    opt = game.options["last_words"]
    if opt == "开局狼人阵营人数":
        return sum(1 for s in game.seats.values() if s.camp == WOLF)
    return int(opt)


def choose_group_skill(game: "JiuGame", intent) -> None:
    game.state.group_skill = intent.choice


def form_group(game: "JiuGame") -> None:
    """共群: the [群内] learn each other and the group skill (chosen, or drawn at random if the group
    chose none: JIU-R89 makes the choice the group's, the seed names no default)."""
    st = game.state
    members = game.groups.get(GROUP, [])
    if not members:
        return
    if st.group_skill is None:
        st.group_skill = game.rng.choice(GROUP_SKILLS)
        game.trace(f"[群内]未选择群内可选技能：随机为{st.group_skill}")
    names = "、".join(f"{n}号" for n in members)
    game.group_message(GROUP, f"狼人[群内]：{names}。群内可选技能：{st.group_skill}。")


def check_group_skill(game: "JiuGame", seat, intent):
    if intent.choice not in GROUP_SKILLS:
        return f"<群内可选技能>：从{'、'.join(GROUP_SKILLS)}中选择一个"
    return None


群内可选技能 = SkillDef("群内可选技能", "start", frozenset({"开局"}), targets=0, team=GROUP, step="共群选择",
                   choices=GROUP_SKILLS, checks=(check_group_skill,), effect=choose_group_skill,
                   description="狼人阵营群内可选技能（开局群内4选1获得）：窥天、遮天、控天、变天。")


def picks(skill: str):
    """A step's `awaits` for a <强制> opening pick each holder makes on its page (大天狗's road, 狼狗's
    side): the opening waits for it; the director may move on, and then the skill picks by itself."""
    def awaits(game: "JiuGame") -> list[tuple[int, str]]:
        sent = {i.actor for i in game.inbox if isinstance(i, Intent) and i.skill == skill}
        return [(n, skill) for n, s in seats_in_order(game)
                if s.alive and n not in sent and skill not in s.lost
                and any(x.defn.name == skill and x.defn.phase == "start" for x in s.skills)]
    return awaits


START_STEPS: tuple[Step, ...] = (
    Step("空想具现", "空想家 空想具现：额外增加一个马甲", ("空想具现",), awaits=dreamer.awaits),
    Step("发放账号", "确定各方人数与具体阵容；发放账号，玩家得知身份", run=deal, needs=("空想具现",)),
    Step("代偿", "盗火者 代偿：获得此技能时选择待公告名单", ("代偿",), awaits=awaited_lists),
    Step("连情侣", "维纳斯 连情侣（红杏出墙）", ("红杏出墙",)),
    Step("家国抉择", "大天狗 家国抉择", ("家国抉择",), awaits=picks("家国抉择")),
    Step("选择主人", "暗恋者 选择主人（跨越千里）", ("跨越千里",), awaits=awaits_picks("选择主人")),
    Step("共群选择", "狼人阵营共群：选择群内可选技能", ("群内可选技能",)),
    Step("共群", "狼人阵营共群", run=form_group),
    *GROUP_STEPS,
    Step("知晓群内狼", "帝尊魔皇知晓群内狼", run=learn_group),
    Step("做狼还是做狗", "狼狗 做狼还是做狗", ("做狼还是做狗",), awaits=picks("做狼还是做狗")),
)
__all__ = ["START_STEPS", "round_half_up"]
