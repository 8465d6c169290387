"""The QQ bot: players send night actions by QQ private message and receive their feedback by
itself, through a OneBot v11 client (NapCat, Lagrange.OneBot …) connected by reverse WebSocket.

Only `handlers`, `sender` and `app` import NoneBot; parsing and replies work on the store alone.
Bindings, the outbox and the relayed group chat live in `bansha.service` (binding, outbox, relay,
bot_view), so the web console shows them without importing the bot."""
