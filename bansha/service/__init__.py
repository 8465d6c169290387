"""What the web console, the QQ bot and the CLI all call: a seat's view and its submission, the
console's view, deadlines and posts due, seat links, accounts and sessions, the audit, the bot's
bindings and outbox, and the words and times they show. The interfaces import this package and
never each other; this package imports none of them (tests/test_layers.py), so the bot runs
without the web's libraries and a page change cannot reach the bot's replies."""
