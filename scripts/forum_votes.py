"""Post a day's votes to the test forum (`bansha testforum`), one every few seconds, as the players
would — to try `bansha watch` and the console's 跟帖 panel by hand:

    .venv/bin/bansha testforum --port 8900 &
    .venv/bin/python scripts/forum_votes.py --forum http://127.0.0.1:8900 --new "【PVZ.Killer】第1场警长竞选贴"
    .venv/bin/python scripts/forum_votes.py --forum http://127.0.0.1:8900 --tid 1 --seats docs/examples/seats.txt \\
        --votes 1:1,2:1,3:1,4:1,5:1,6:6,7:6,8:6,9:6,10:1,11:1,12:1,13:1,14:1,15:1 --every 3

Each seat posts as the account named like its nickname (uid 100 + seat), in the PVZ vote format.
"""
from __future__ import annotations

import argparse
import sys
import time

import httpx


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--forum", default="http://127.0.0.1:8900")
    ap.add_argument("--new", metavar="SUBJECT", help="open a thread with this subject and print its address")
    ap.add_argument("--tid", type=int)
    ap.add_argument("--seats", default="docs/examples/seats.txt", help="one seat a line, 昵称 first")
    ap.add_argument("--votes", default="", help="SEAT:TARGET,… in posting order")
    ap.add_argument("--every", type=float, default=3.0, help="seconds between two posts")
    args = ap.parse_args()
    forum = httpx.Client(base_url=args.forum, timeout=10)
    if args.new:
        tid = forum.post("/_testforum/threads", json={"subject": args.new, "author": "导演", "uid": 1}).json()["tid"]
        print(f"{args.forum}/thread-{tid}-1-1.html")
        return 0
    if not args.tid:
        print("需要 --tid（或先用 --new 开帖）", file=sys.stderr)
        return 1
    names = [line.split()[0] for line in open(args.seats, encoding="utf-8") if line.strip()]
    for pair in filter(None, args.votes.split(",")):
        seat, target = (int(x) for x in pair.split(":"))
        text = f"【{seat:02d}.{names[seat - 1]}】【投票】给【{target:02d}.{names[target - 1]}】"
        try:
            r = forum.post(f"/_testforum/threads/{args.tid}/posts", json={"author": names[seat - 1], "uid": 100 + seat,
                                                                          "text": text})
            print(f"{time.strftime('%H:%M:%S')} {r.json()['floor']}楼 {text}", flush=True)
        except httpx.HTTPError as e:
            print(f"{time.strftime('%H:%M:%S')} 论坛没有回应（{type(e).__name__}）：{text} 没有发出", flush=True)
        time.sleep(args.every)
    return 0


if __name__ == "__main__":
    sys.exit(main())
