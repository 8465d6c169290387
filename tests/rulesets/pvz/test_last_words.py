"""遗言 (6.5, rulings R-LAST-WORDS): day exits and night-1 exits leave last words once; a
red-carded seat and a later-night victim have none."""

from .helpers import TWELVE, act, action, advance, announcements, card, day, everyone, new_game, night, play, refused


def words(by, text):
    return {"kind": "last_words", "by": by, "text": text}


def test_R89_an_exiled_seat_leaves_last_words_once_published_in_the_公示():
    """PVZ-R89: 白天出局的角色 … 提交遗言."""
    g = play(TWELVE, night(1), day(1, votes=everyone(range(1, 13), 9)))
    g.submit(words(9, "我是好人"))
    assert "已经提交过遗言" in refused(g, words(9, "再说一句"))
    g.close()
    assert any("9号" in a and "的遗言：我是好人" in a for a in announcements(g))
    assert "已经提交过遗言" in refused(g, words(9, "再说一句"))


def test_R89_a_night_1_victim_leaves_last_words_on_day_1():
    """PVZ-R89: 第一天夜晚出局的角色截止24:00 … 提交遗言."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(5, "杀人", 10))
    g.close()
    g.submit(words(10, "平民一个"))
    g.close()
    assert any("的遗言：平民一个" in a for a in announcements(g))


def test_A10_a_later_night_victim_has_no_last_words():
    """PVZ-A10 (ruling R-LAST-WORDS): the seed gives later-night exits no last words."""
    g = play(TWELVE, night(1), day(1), night(2, act(5, "杀人", 10)))
    assert "没有遗言" in refused(g, words(10, "……"))


def test_R100_a_red_carded_seat_has_no_last_words():
    """PVZ-R98, R100 (issue: a red card … with no shot and no last words)."""
    g = play(TWELVE, night(1), day(1, cards=[card(9, "红牌")]))
    assert "没有遗言" in refused(g, words(9, "……"))


def test_last_words_from_a_seat_in_play_or_empty_are_refused():
    g = new_game(TWELVE)
    assert "没有遗言" in refused(g, words(3, "还活着"))
    g = play(TWELVE, night(1), day(1, votes=everyone(range(1, 13), 9)))
    assert "不能为空" in refused(g, words(9, "  "))
