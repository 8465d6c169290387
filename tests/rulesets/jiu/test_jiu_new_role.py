"""Adding a role to 245 touches its module, its test and the roster, nothing else (issue 22; docs/new-role.md).

A copy of the package gains one identity of the seed that 245's pool lacks, 警犬 (行动顺序总集: 撕咬 in 深夜2;
下列顺序统计出局名单: 警犬撕咬), by two edits: its module under roles/ and one row of roster.py. Played in a
fresh interpreter on the copy, the role is built, its skill settles in the step the seed's order gives it,
its exit stands in its slot of the exit list, its listener and typed state work and its win part ends the
game."""
from __future__ import annotations

import filecmp
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import bansha

ROLE_MODULE = '''"""警犬 (a throwaway role of the test): 撕咬 [深夜][指定] → [致死伤害], listed in the exit list's 警犬撕咬;
its faction wins once a bite has put a role out (a made-up win part, to see the win check read it)."""
from dataclasses import dataclass

from bansha.engine.events import on
from bansha.engine.skills import RoleDef
from bansha.rulesets.jiu import harm
from bansha.rulesets.jiu.common import VILLAGE
from bansha.rulesets.jiu.events import DEATH
from bansha.rulesets.jiu.roles._kit import skill, 指定

SLOT = "警犬撕咬"


@dataclass
class Bites:
    out: int = 0


def bite(game, use):
    for t in use.settled:
        harm.damage(game, t, "致死伤害", use.actor, "撕咬", slot=SLOT)


def counted(game, seat, cause):
    if cause == "撕咬":
        game.state.of(Bites).out += 1


def win(game, faction):
    return "警犬咬出局了一名角色" if faction == VILLAGE and game.state.of(Bites).out >= 1 else None


撕咬 = skill("撕咬", "深夜", bite, tags=(指定,), description="对结算目标造成[致死伤害]。")
ROLE = RoleDef("警犬", VILLAGE, (撕咬,), listens=(on(DEATH, counted),), exit_slot=SLOT, win=win)
'''

PLAY = '''
import json
import bansha
from bansha.replay import play
from bansha.scenario import load
from bansha.rulesets.jiu import RULESET
from bansha.rulesets.jiu.roles import built as roles
from bansha.rulesets.jiu.action_order import in_scope

lineup = {1: "朱雀", 2: "刺客鸭", 3: "黑商", 4: "九天圣人", 5: "岚", 6: "摄魂师", 7: "预言家", 8: "狼巫", 9: "闪电战士",
          10: "瘟神", 11: "帝尊魔皇", 12: "圣女", 13: "狂戮", 14: "警犬"}
steps = [{"at": "start", "actions": [{"by": 2, "skill": "群内可选技能", "choice": "遮天"}]},
         {"at": "day 1", "sheriff_votes": [{"by": n, "for": 12} for n in lineup],
          "actions": [{"by": 12, "skill": "任职宣言", "choice": "自由"}, {"by": 12, "skill": "辅政", "targets": [1]}]},
         {"at": "night 1", "actions": [{"by": 14, "skill": "撕咬", "targets": [5]},
                                       {"by": 2, "skill": "杀人", "targets": [7]}]}]
g = play(load({"ruleset": "jiu", "options": {"moon_draw": "不抽取"}, "rng": 0, "steps": steps,
               "seats": [{"seat": n, "name": f"P{n}", "role": r} for n, r in lineup.items()]}))
dog = roles.ROLES["警犬"]
print(json.dumps({
    "package": bansha.__file__,
    "built": "警犬" in roles.BUILT,
    "step": dog.skills[0].step,
    "deep_night_2": in_scope("深夜2", RULESET.skill_names()),
    "slot": roles.ROLES["警犬"].exit_slot,
    "ranks": [RULESET.exit_rank[s] for s in ("灾星血光之灾", "警犬撕咬", "赏金猎人捕杀")],
    "deaths": [(e["seat"], e["cause"]) for e in g.events if e["type"] == "death"],
    "winner": g.winner, "reason": g.outcome.reason,
}, ensure_ascii=False))
'''


def _changed(a: Path, b: Path) -> list[str]:
    """The files that differ between two trees (added, removed or edited), as paths relative to them."""
    out: list[str] = []

    def walk(cmp: filecmp.dircmp, at: str) -> None:
        out.extend(f"{at}{n}" for n in cmp.left_only + cmp.right_only + cmp.diff_files
                   if not n.startswith("__pycache__") and not n.endswith((".so", ".c")))  # the compiled build's, not copied
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{at}{name}/")
    walk(filecmp.dircmp(a, b, ignore=["__pycache__"]), "")
    return sorted(out)


def test_a_role_added_by_its_module_and_a_roster_row_alone_is_built_ordered_listed_and_judged(tmp_path):
    src = Path(bansha.__file__).parent
    copy = tmp_path / "bansha"
    shutil.copytree(src, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
    (copy / "rulesets/jiu/roles/police_dog.py").write_text(ROLE_MODULE, encoding="utf-8")
    roster = copy / "rulesets/jiu/roster.py"
    text = roster.read_text(encoding="utf-8")
    assert text.count("圣女:9@saintess") == 1
    roster.write_text(text.replace("圣女:9@saintess", "圣女:9@saintess 警犬:6@police_dog"), encoding="utf-8")

    assert _changed(src, copy) == ["rulesets/jiu/roles/police_dog.py", "rulesets/jiu/roster.py"]

    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", PLAY], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["package"].startswith(str(copy))
    assert got["built"] and got["step"] == "深夜2"  # 行动顺序总集: 警犬 撕咬 in 深夜2
    assert got["deep_night_2"] == ["杀人", "大杀四方", "雷击", "光明湮灭", "瘟疫爆发", "祈愿", "撕咬", "天火"]
    # its slot of the exit list, declared by the module, stands where the seed writes it: 灾星血光之灾, 警犬撕咬, 赏金猎人捕杀
    assert got["slot"] == "警犬撕咬" and got["ranks"] == sorted(got["ranks"])
    # 狼人杀人 before 警犬撕咬 in the exit list, though the bite was entered first
    assert got["deaths"][:2] == [[7, "杀人"], [5, "撕咬"]]
    assert got["winner"] == "村民阵营" and got["reason"] == "警犬咬出局了一名角色"
