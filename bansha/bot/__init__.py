"""The QQ bot: players send night actions by QQ private message and receive their feedback by
itself, through a OneBot v11 client (NapCat, Lagrange.OneBot …) connected by reverse WebSocket.

Only `handlers` and `app` import NoneBot; the rest (binding, outbox, parsing, replies) works on
the store alone, so the web console can show bindings and sent messages without the bot extra."""
