"""A PVZ day read from its forum posts (6.3, 6.4, 6.2.3, 7.2.4): votes in the 6.4 format, the
【自爆】 posts, and the attendance cards (潜水) — a yellow for no valid speech on a discussion
day (not the election, not a 自爆 day) and a yellow for no vote (the election included)."""
from __future__ import annotations

from dataclasses import dataclass, field

from bansha.engine import cards
from bansha.engine.skills import Intent
from bansha.forum.votes import parse_pvz_vote

EXPLODE = "【自爆】"
INVALID_VOTE = "投票格式或投票对象有误的票无效，须通过重新发帖更正，记黄牌一次"


@dataclass
class DayPosts:
    sheriff_votes: list[dict] = field(default_factory=list)
    votes: list[dict] = field(default_factory=list)
    speakers: set[int] = field(default_factory=set)
    explosions: list[int] = field(default_factory=list)  # authors of 【自爆】, in posting order
    has_election: bool = False
    has_discussion: bool = False

    def election_attendance(self, game, electors: set[int]) -> None:
        if not self.has_election:
            return
        voted = {v["by"] for v in self.sheriff_votes}
        for s in sorted(electors - voted):
            cards.give(game, s, "黄牌", "潜水：警长竞选阶段未投票")

    def merge_explosions(self, game, skills: list) -> list:
        """Turn each 【自爆】 post into a 自爆 use (its author holds the skill) or a red card."""
        out = list(skills)
        for author in self.explosions:
            seat = game.seats[author]
            slot = next((s for s in seat.skills if s.name == "自爆"), None)
            if slot is None:
                out.append(author)
            elif seat.alive:
                out.append(Intent(author, slot, ()))
        return out

    def day_attendance(self, game, exploded: bool, present: list[int]) -> None:
        """`present`: the roles alive when the discussion opened (one exiled today is judged too)."""
        if not self.has_discussion:
            return
        voted = {v["by"] for v in self.votes if not v.get("invalid")}
        for s in present:
            if not exploded and s not in self.speakers:
                cards.give(game, s, "黄牌", "潜水：讨论日无有效发言")
            if not exploded and s not in voted:
                cards.give(game, s, "黄牌", "潜水：投票结束时未投票")


VOTE_WORDS = ("投票", "弃票", "弃权", "投给")


def _looks_like_vote(text: str) -> bool:
    """In the discussion thread a post is a vote attempt only when, after its 【序号.昵称】
    header, it opens with 投票/弃票 (brackets optional); a speech that merely mentions voting is
    speech, not an invalid vote."""
    body = text.strip()
    if body[:1] in "【[":
        close = min((i for i in (body.find("】"), body.find("]")) if i >= 0), default=-1)
        body = body[close + 1:] if close >= 0 else body
    body = body.lstrip(" \t\n【[")
    return body.startswith(VOTE_WORDS)


def read_posts(game, posts: list[dict]) -> DayPosts:
    seats = {n: s.name for n, s in game.seats.items()}
    day = DayPosts()
    for p in posts:
        by, text, thread = p["by"], p["text"], p.get("thread", "discussion")
        if thread == "sheriff":
            day.has_election = True
        else:
            day.has_discussion = True
        if EXPLODE in text and thread != "sheriff":
            day.explosions.append(by)
            continue
        parsed = parse_pvz_vote(text, seats)
        if parsed.kind == "invalid" and thread == "discussion" and not _looks_like_vote(text):
            day.speakers.add(by)
            continue
        if parsed.kind == "none":
            if thread != "sheriff":
                day.speakers.add(by)
            continue
        if parsed.kind == "invalid" or parsed.voter != by:
            why = parsed.error or "投票格式有误"
            game.reject(by, None, f"{why}：{INVALID_VOTE}", vote=text[:40])
            cards.give(game, by, "黄牌", f"无效票（{why}）")
            continue
        vote = {"kind": "vote", "by": by, "for": parsed.target, "post": True}
        (day.sheriff_votes if thread == "sheriff" else day.votes).append(vote)
    return day
