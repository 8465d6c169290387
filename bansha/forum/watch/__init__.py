"""Following a game's Discuz! X threads by itself (`bansha watch`, the console's 跟帖 panel).

One idea per module: `address` (a thread's address as a reader copies it), `model` (a post and a
page as read), `message` (a post's HTML to the text a reader sees), `mobile` and `page` (the two
forms Discuz serves: the mobile API v4 JSON and the thread's HTML page), `fetch` (polite HTTP:
validators, per-forum rate limit, a login cookie), `reading` (a thread's new pages, API first,
the page where there is none, and the edit marks only the page shows), `tables` (what the watcher
keeps beside the games), `authors` (forum accounts to seats), `ingest` (posts read → the log's
`post` inputs, the floor being the key), `poll` (one round over a game's threads, with backoff),
`runner` (rounds in a loop: the CLI and the console's thread), `attach` (what the director sets,
checked) and `live` (the tally, the waiting list and who has not posted). docs/forum-watch.md
says how and why."""
