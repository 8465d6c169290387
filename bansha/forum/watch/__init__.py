"""Following a game's Discuz! X threads by itself (`bansha watch`, the console's 跟帖 panel).

The pieces, each one idea: `address` (a thread's address as a reader copies it), `message` (a
post's HTML to the text a reader sees), `mobile` and `page` (the two forms Discuz serves: the
mobile API v4 JSON and the thread's HTML page), `fetch` (polite HTTP: interval, validators,
per-forum rate limit, a login cookie), `tables` (what the watcher keeps beside the games),
`authors` (forum accounts to seats), `ingest` (posts read → the log's `post` inputs, the floor
being the key), `poll` (one round over a game's attached threads, with backoff) and `live` (the
tally, the waiting list and who has not posted, as the console shows them)."""
