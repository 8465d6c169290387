"""Issue 21's tables: the bot knows an incoming event by its whole identity (a restarted client may
reuse a message id for another player's message), so `bot_seen` gives way to `bot_events`; failed
logins are counted per address in the database (`bansha.service.throttle`). On SQLite every statement
is the one bansha ran before versions (IF NOT EXISTS), so a data directory that has them is taken
as it is.

Revision ID: 0004
Revises: 0003
"""
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

SQLITE = [
    "DROP TABLE IF EXISTS bot_seen",
    """CREATE TABLE IF NOT EXISTS bot_events (
    self_id TEXT NOT NULL,
    message_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    time INTEGER NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (self_id, message_id, user_id, time)
)""",
    """CREATE TABLE IF NOT EXISTS login_failures (
    address TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    until REAL NOT NULL,
    last REAL NOT NULL
)""",
]


def upgrade() -> None:
    bind = op.get_bind()
    for sql in SQLITE:
        if bind.dialect.name != "sqlite":  # BIGINT for SQLite's integers, 8-byte seconds
            sql = sql.replace("INTEGER", "BIGINT").replace("REAL", "DOUBLE PRECISION")
        bind.exec_driver_sql(sql)


def downgrade() -> None:
    raise NotImplementedError("bansha upgrades in place; restore a backup to go back")
