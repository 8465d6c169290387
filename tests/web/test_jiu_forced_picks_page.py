"""245's <强制> picks on the players' pages, each submitted through the page's own form: 狼狗's side with a dog's
surface identity (JIU-R94, R95) at the opening and at 黄昏2 (where the step waits for it, as the opening does),
暗恋者's 主人 of the two farthest (JIU-R130), 盗火者's list of 5 and its 黄昏 removal (JIU-R109, R110), 大天狗's
天狗吞月 (JIU-R102); and a guard barred by the other one says why (JIU-R67)."""
from __future__ import annotations

from html.parser import HTMLParser

from fastapi.testclient import TestClient

from bansha.engine import acting
from bansha.rulesets.jiu.roles.fire_thief import Fire
from bansha.rulesets.jiu.roles.tengu import MoonEaten
from bansha.rulesets.jiu.roles.secret_admirer import Crush
from bansha.rulesets.jiu.roles.wolf_dog import DogFace

from .conftest import jiu_game

ROLES = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "闪电战士", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
         "大天狗", "怪盗", "盗火者"]
SAGE, ADMIRER, DOG, DUCK, TENGU, THIEF = 3, 7, 9, 10, 13, 15


class _Form(HTMLParser):
    """The fields of one form as the page writes them: hidden inputs, and each select's options (value, label)."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden: dict[str, str] = {}
        self.selects: list[tuple[str, list[tuple[str, str]]]] = []
        self._option: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and a.get("type") == "hidden":
            self.hidden[a["name"]] = a["value"]
        elif tag == "select":
            self.selects.append((a["name"], []))
        elif tag == "option" and a.get("value"):
            self._option = a["value"]

    def handle_data(self, data):
        if self._option is not None:
            self.selects[-1][1].append((self._option, data.strip()))
            self._option = None


def form_of(app, token: str, skill: str) -> tuple[_Form, str]:
    page = TestClient(app).get(f"/p/{token}").text
    start = page.index(f'data-skill="{skill}"')
    html = page[start:page.index("</form>", start)]
    parser = _Form()
    parser.feed(html)
    return parser, html


def submit(app, token: str, form: _Form, picks: list[str]):
    """Post the form with one option picked in each select, in order (values as the page wrote them)."""
    data: dict[str, list[str]] = {k: [v] for k, v in form.hidden.items()}
    for (name, options), value in zip(form.selects, picks):
        assert value in [v for v, _ in options], (value, options)
        data.setdefault(name, []).append(value)
    client = TestClient(app)
    data["csrf"] = [client.get(f"/p/{token}/api/state").json()["csrf"]]
    r = client.post(f"/p/{token}/act", data=data, follow_redirects=False)
    assert r.status_code == 303, r.text[-400:]


def value_of(form: _Form, label: str) -> str:
    return next(v for _, opts in form.selects for v, text in opts if text == label)


def _game(app):
    tokens = jiu_game(app, ROLES, start_date="2026-12-03")
    store = app.state.web.store
    assert acting.waiting(store.open("j")) == {THIEF: ["代偿"]}
    return tokens, store


def _opening(store) -> None:
    store.record("j", {"kind": "action", "by": THIEF, "skill": "代偿", "targets": [1, 2, 3, 4, 5]})
    store.record("j", {"kind": "action", "by": TENGU, "skill": "家国抉择", "choice": "远征"})
    store.record("j", {"kind": "action", "by": ADMIRER, "skill": "跨越千里", "targets": [14]})
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})


def test_jiu_r94_r95_the_dog_picks_its_side_and_face_in_one_go(app):
    """JIU-R95 "若选择做狗…表面身份为发动者自行决定的一个村民阵营的身份": the page lists 做狼 and 做狗 with each village
    identity; the pick sent is the one the check takes, and the dog is seen as it."""
    tokens, store = _game(app)
    _opening(store)
    form, _ = form_of(app, tokens[DOG], "做狼还是做狗")
    labels = [t for _, opts in form.selects for _, t in opts]
    assert "做狼" in labels and "做狗（预言家）" in labels and "做狗（九天圣人）" in labels
    assert not any("刺客鸭" in t or "帝尊魔皇" in t for t in labels)  # village identities only
    submit(app, tokens[DOG], form, [value_of(form, "做狗（预言家）")])
    assert store.inputs("j")[-1].payload["choice"] == ["做狗", "预言家"]
    game = store.open("j")
    assert "做狼还是做狗" in game.settled
    assert game.seats[DOG].state_of(DogFace).side == "做狗" and game.seats[DOG].surface_role == "预言家"
    assert DOG not in game.groups.get("狼人", [])


def test_jiu_r96_at_dusk_the_step_waits_for_the_dog_switching_to_dog(app):
    """JIU-R96 "游戏日黄昏，狼狗必须切换到另外一个身份": a wolf dog switches to dog and names its surface identity, so
    黄昏2 waits for it (with the 黄昏2 deadline) and offers only the dog's faces; a dog switching back has nothing
    to choose and is not waited for."""
    tokens, store = _game(app)
    _opening(store)
    store.record("j", {"kind": "action", "by": DOG, "skill": "做狼还是做狗", "choice": "做狼"})
    store.record("j", {"kind": "close"})  # day 1
    store.record("j", {"kind": "settle", "step": "黄昏1"})
    game = store.open("j")
    assert "做狼还是做狗" in acting.waiting(game).get(DOG, [])
    state = TestClient(app).get(f"/p/{tokens[DOG]}/api/state").json()
    offer = next(o for o in state["offers"] if o["name"] == "做狼还是做狗")
    assert offer["awaited"] and offer["deadline"]
    form, _ = form_of(app, tokens[DOG], "做狼还是做狗")
    labels = [t for _, opts in form.selects for _, t in opts]
    assert "做狼" not in labels and "做狗（圣女）" in labels
    submit(app, tokens[DOG], form, [value_of(form, "做狗（圣女）")])
    store.record("j", {"kind": "pass", "by": THIEF, "skill": "启蒙"})
    game = store.open("j")
    assert "黄昏2" in game.settled
    assert game.seats[DOG].state_of(DogFace).side == "做狗" and game.seats[DOG].surface_role == "圣女"
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # day 2
    store.record("j", {"kind": "settle", "step": "黄昏1"})
    game = store.open("j")
    assert "做狼还是做狗" not in acting.waiting(game).get(DOG, [])


def test_jiu_r130_the_admirer_picks_its_master_of_the_two_farthest(app):
    """JIU-R130 "距离你电梯楼最远的角色为你的暗恋对象（若有2人则二选一）": 15 seats, 7号's farthest are 14号 and 15号;
    选择主人 waits for the pick and the page offers just those two."""
    tokens, store = _game(app)
    store.record("j", {"kind": "action", "by": THIEF, "skill": "代偿", "targets": [1, 2, 3, 4, 5]})
    store.record("j", {"kind": "action", "by": TENGU, "skill": "家国抉择", "choice": "回家"})
    assert acting.waiting(store.open("j")) == {ADMIRER: ["跨越千里"]}
    assert [o.targets for o in acting.openings(store.open("j"), ADMIRER) if o.skill == "跨越千里"] == [[14, 15]]
    form, _ = form_of(app, tokens[ADMIRER], "跨越千里")
    assert [(n, [v for v, _ in o]) for n, o in form.selects] == [("targets", ["14", "15"])]
    submit(app, tokens[ADMIRER], form, ["15"])
    assert store.inputs("j")[-1].payload["targets"] == [15]
    game = store.open("j")
    assert "选择主人" in game.settled and game.seats[ADMIRER].state_of(Crush).master == 15


def test_jiu_r109_r110_the_thief_names_its_list_and_its_removal(app):
    """JIU-R109 "获得此技能时：选择5个任意马甲作为待公告名单": five selects of the other accounts; JIU-R110 the removal
    at 黄昏2 offers the list once 启蒙 is sent (taken right after it), a select for each mark its largest gain reaches."""
    tokens, store = _game(app)
    form, _ = form_of(app, tokens[THIEF], "代偿")
    assert [n for n, _ in form.selects] == ["targets"] * 5
    assert str(THIEF) not in [v for v, _ in form.selects[0][1]]
    submit(app, tokens[THIEF], form, ["2", "4", "6", "8", "10"])
    game = store.open("j")
    assert game.seats[THIEF].state_of(Fire).pending == [2, 4, 6, 8, 10]
    store.record("j", {"kind": "action", "by": TENGU, "skill": "家国抉择", "choice": "回家"})
    store.record("j", {"kind": "action", "by": ADMIRER, "skill": "跨越千里", "targets": [14]})
    store.record("j", {"kind": "action", "by": DUCK, "skill": "群内可选技能", "choice": "遮天"})
    store.record("j", {"kind": "action", "by": DOG, "skill": "做狼还是做狗", "choice": "做狼"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "settle", "step": "黄昏1"})
    assert 'data-skill="代偿"' not in TestClient(app).get(f"/p/{tokens[THIEF]}").text  # no 启蒙 sent: nothing owed
    # 启蒙 a village role (+4, no mark reached): the removal is still taken — a refusal would tell its camp now
    form, _ = form_of(app, tokens[THIEF], "启蒙")
    submit(app, tokens[THIEF], form, ["赶尸人", "2"])
    form, _ = form_of(app, tokens[THIEF], "代偿")
    submit(app, tokens[THIEF], form, ["4"])
    # 启蒙 a wolf with 狂戮 (not in this game, 10 points): 暴露计数 0→10 reaches 6 and 10, two removals are owed
    form, _ = form_of(app, tokens[THIEF], "启蒙")  # 更改
    submit(app, tokens[THIEF], form, ["狂戮", str(DUCK)])
    form, _ = form_of(app, tokens[THIEF], "代偿")
    assert [(n, [v for v, _ in o]) for n, o in form.selects] == [("targets", ["2", "4", "6", "8", "10"])] * 2
    submit(app, tokens[THIEF], form, ["6", "8"])
    assert store.inputs("j")[-1].payload == {"kind": "action", "by": THIEF, "skill": "代偿", "targets": [6, 8]}
    store.record("j", {"kind": "action", "by": DOG, "skill": "做狼还是做狗", "choice": ["做狗", "预言家"]})
    game = store.open("j")
    assert "黄昏2" in game.settled and game.seats[THIEF].state_of(Fire).pending == [2, 4, 10]
    assert game.seats[THIEF].state_of(Fire).exposure == 10


def test_jiu_r102_the_tengu_names_a_third_of_the_living_at_deep_night(app):
    """JIU-R102 "选择当天不在天狗吞月公示名单内的、当夜存活人数1/3（向下取整）名角色": 深夜1 waits for the 远征 大天狗, whose
    page offers 15//3 = 5 selects of the living; the roles named get [霸道]."""
    tokens, store = _game(app)
    _opening(store)
    store.record("j", {"kind": "action", "by": DOG, "skill": "做狼还是做狗", "choice": "做狼"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # stops at the 狼狗's 黄昏 switch the close made due (picks.hold)
    store.record("j", {"kind": "close"})  # night 1: the switch is forfeited (the director's, at random)
    assert store.open("j").period == "night 1"
    for _ in range(6):
        waiting = acting.waiting(store.open("j"))
        if "天狗吞月" in waiting.get(TENGU, []):
            break
        for n, skills in waiting.items():
            for skill in skills:
                store.record("j", {"kind": "pass", "by": n, "skill": skill})
    assert "天狗吞月" in acting.waiting(store.open("j"))[TENGU]
    form, _ = form_of(app, tokens[TENGU], "天狗吞月")
    alive = sorted(store.open("j").alive())
    assert [n for n, _ in form.selects] == ["targets"] * (len(alive) // 3)
    submit(app, tokens[TENGU], form, ["1", "2", "3", "4", "5"])
    assert store.inputs("j")[-1].payload["targets"] == [1, 2, 3, 4, 5]
    store.record("j", {"kind": "close"})
    game = store.open("j")
    assert game.state.of(MoonEaten).lists["night 1"] == [1, 2, 3, 4, 5]


def test_jiu_r67_the_other_guard_says_why_it_cannot_be_sent(app):
    """JIU-R67 "每晚只能发动一个守护": once 黑暗守护 is sent, the 光明守护 form says so in the rules' words instead of
    "当前没有合法目标"."""
    tokens, store = _game(app)
    _opening(store)
    store.record("j", {"kind": "action", "by": DOG, "skill": "做狼还是做狗", "choice": "做狼"})
    store.record("j", {"kind": "close"})
    store.record("j", {"kind": "close"})  # stops at the 狼狗's 黄昏 switch the close made due (picks.hold)
    store.record("j", {"kind": "close"})
    for _ in range(6):
        waiting = acting.waiting(store.open("j"))
        if SAGE in waiting:
            break
        for n, skills in waiting.items():
            for skill in skills:
                store.record("j", {"kind": "pass", "by": n, "skill": skill})
    form, _ = form_of(app, tokens[SAGE], "黑暗守护")
    submit(app, tokens[SAGE], form, ["5"])
    _, html = form_of(app, tokens[SAGE], "光明守护")
    assert "（每晚只能发动一个守护）" in html and "当前没有合法目标" not in html
