"""One module per identity of the draft pool, and what they share (`_kit`, the gifts). The tables read from
them (`ROLES`, `BUILT`, `SKILL_NAMES`, `COPIED_AS`) are `built.py`'s: this package loads no module by itself,
so a mechanism that imports the kit does not load every role (an import circle)."""
