"""The director's web console and the players' private pages, on the same SQLite data
directory as the CLI: both see the same games, and an input made in either shows in the other."""
