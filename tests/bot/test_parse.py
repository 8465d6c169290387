"""Players' own words read into commands."""
from __future__ import annotations

import pytest

from bansha.bot.parse import Reading, chinese_number, parse

SKILLS = {n: Reading(choices) for n, choices in {
    "预言": (), "毒药": (), "救药": (), "杀人": (), "查验": (), "交易": ("预言", "毒药", "守护之盾"), "守护之盾": (),
    "审判": ()}.items()}


@pytest.mark.parametrize("text, skill, targets, choice", [
    ("预言 5", "预言", [5], None),
    ("【预言】5号", "预言", [5], None),
    ("技能：毒药 目标：7号", "毒药", [7], None),
    ("技能:毒药  目标:7号", "毒药", [7], None),
    ("杀人 3", "杀人", [3], None),
    ("杀人3号", "杀人", [3], None),
    ("<查验>１２号", "查验", [12], None),
    ("预言 五号", "预言", [5], None),
    ("预言 十二号", "预言", [12], None),
    ("交易 3 毒药", "交易", [3], "毒药"),
    ("交易 3号，守护之盾", "交易", [3], "守护之盾"),
    ("今晚预言5号", "预言", [5], None),
    ("审判 3 5 选择：3", "审判", [3, 5], 3),
    ('审判 3 5 选择：{"处决": 3, "同意": [3, 5]}', "审判", [3, 5], {"处决": 3, "同意": [3, 5]}),
])
def test_actions(text, skill, targets, choice):
    cmd = parse(text, SKILLS)
    assert (cmd.kind, cmd.skill, cmd.targets, cmd.choice) == ("action", skill, targets, choice), cmd.error


@pytest.mark.parametrize("text, kind, rest", [
    ("帮助", "help", ""), ("？", "help", ""), ("状态", "status", ""), ("绑定 ab3-k9z", "bind", "ab3-k9z"),
    ("绑定AB3K9Z", "bind", "AB3K9Z"), ("撤回 毒药", "withdraw", "毒药"), ("撤回", "withdraw", ""),
    ("放弃毒药", "pass", "毒药"), ("遗言 我是好人", "words", "我是好人"), ("群聊 今晚刀3", "chat", "今晚刀3"),
    ("群聊今晚刀3", "chat", "今晚刀3"), ("导演 推进 g1", "director", "推进 g1"), ("", "empty", ""),
])
def test_commands(text, kind, rest):
    cmd = parse(text, SKILLS)
    assert (cmd.kind, cmd.rest) == (kind, rest)


@pytest.mark.parametrize("text", ["投票 5", "放逐5号", "投5", "改票 3"])
def test_votes_are_recognised(text):
    assert parse(text, SKILLS).kind == "vote"


@pytest.mark.parametrize("text, error", [
    ("预言 5 谢谢", "无法识别“谢谢”"),
    ("交易 3 金币", "无法识别“金币”；<交易>可选：预言、毒药、守护之盾"),
    ("你好", "看不懂“你好”"),
    ("x" * 600, "消息过长（最多 500 个字）"),
    ("审判 3 5 选择：{bad", "选择“{bad”看起来是 JSON，但无法解析；请检查引号、冒号和括号"),
])
def test_unreadable_is_named(text, error):
    cmd = parse(text, SKILLS)
    assert cmd.kind == "unknown" and cmd.error == error


def test_a_players_own_words_are_kept_as_typed():
    assert parse("群聊 今晚刀７，没意见吧？", SKILLS).rest == "今晚刀７，没意见吧？"
    assert parse("遗言　我是好人（真的）", SKILLS).rest == "我是好人（真的）"


def test_chinese_numbers():
    assert [chinese_number(t) for t in ("一", "十", "十一", "二十", "二十三", "五", "一二", "百")] == \
        [1, 10, 11, 20, 23, 5, None, None]
