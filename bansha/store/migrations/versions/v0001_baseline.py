"""The schema as bansha had it before versions: the games and their input log, the caches beside
it, the console's tables and the QQ bot's. On SQLite every statement is the one that bansha ran
(IF NOT EXISTS), so a data directory made by it is taken as it is.

Revision ID: 0001
Revises:
"""
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

STORE = [  # the games and their logs: an import's scratch database in memory has these alone
    """CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    options TEXT NOT NULL,
    rng INTEGER NOT NULL,
    seats TEXT NOT NULL,
    dealt TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    start_date TEXT,
    tz TEXT NOT NULL DEFAULT 'Asia/Shanghai',
    created TEXT NOT NULL
)""",
    """CREATE TABLE IF NOT EXISTS inputs (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    period TEXT NOT NULL,
    payload TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT 'director',
    recorded_at TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seq)
)""",
    # a counter per game, moved by every change to its log (whoever writes: the CLI, the console,
    # the bot), so a reader knows in one lookup whether the log it holds is still the log
    """CREATE TABLE IF NOT EXISTS log_version (
    game_id TEXT PRIMARY KEY,
    v INTEGER NOT NULL
)""",
    """CREATE TRIGGER IF NOT EXISTS inputs_version_insert AFTER INSERT ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (NEW.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END""",
    """CREATE TRIGGER IF NOT EXISTS inputs_version_update AFTER UPDATE ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (NEW.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END""",
    """CREATE TRIGGER IF NOT EXISTS inputs_version_delete AFTER DELETE ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (OLD.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END""",
    "CREATE INDEX IF NOT EXISTS inputs_undone ON inputs (game_id, seq) WHERE undone",
    # a cache, not the truth: each game's last period start (bansha.store.persisted)
    """CREATE TABLE IF NOT EXISTS snapshots (
    game_id TEXT PRIMARY KEY,
    log_key TEXT NOT NULL,
    code TEXT NOT NULL,
    state BLOB NOT NULL
)""",
]
CONSOLE = [  # the console's and the QQ bot's
    "CREATE TABLE IF NOT EXISTS web_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS web_sessions (
    token_hash TEXT PRIMARY KEY,
    csrf TEXT NOT NULL,
    created TEXT NOT NULL,
    expires TEXT NOT NULL,
    flash TEXT
)""",
    """CREATE TABLE IF NOT EXISTS web_links (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    player TEXT NOT NULL,
    created TEXT NOT NULL,
    revoked TEXT,
    why TEXT NOT NULL DEFAULT ''
)""",
    "CREATE UNIQUE INDEX IF NOT EXISTS web_links_one_active ON web_links (game_id, seat) WHERE revoked IS NULL",
    """CREATE TABLE IF NOT EXISTS web_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    link_id INTEGER,
    period TEXT NOT NULL,
    payload TEXT NOT NULL,
    outcome TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    seq INTEGER,
    replaced INTEGER,
    at TEXT NOT NULL
)""",
    "CREATE INDEX IF NOT EXISTS web_submissions_seat ON web_submissions (game_id, seat)",
    "CREATE TABLE IF NOT EXISTS bot_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS bot_bindings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    link_id INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    self_id TEXT NOT NULL DEFAULT '',
    bound TEXT NOT NULL,
    unbound TEXT,
    why TEXT NOT NULL DEFAULT ''
)""",
    "CREATE INDEX IF NOT EXISTS bot_bindings_user ON bot_bindings (user_id) WHERE unbound IS NULL",
    """CREATE TABLE IF NOT EXISTS bot_seen (
    self_id TEXT NOT NULL,
    message_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (self_id, message_id)
)""",
    """CREATE TABLE IF NOT EXISTS bot_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT,
    seat INTEGER,
    user_id TEXT NOT NULL,
    self_id TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    created TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    sent TEXT,
    message_id TEXT,
    error TEXT NOT NULL DEFAULT ''
)""",
    "CREATE INDEX IF NOT EXISTS bot_outbox_pending ON bot_outbox (id) WHERE sent IS NULL",
    """CREATE TABLE IF NOT EXISTS bot_delivered (
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, user_id, key)
)""",
    """CREATE TABLE IF NOT EXISTS bot_chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    period TEXT NOT NULL,
    grp TEXT NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    recipients TEXT NOT NULL,
    at TEXT NOT NULL
)""",
    "CREATE INDEX IF NOT EXISTS bot_chat_game ON bot_chat (game_id)",
]
SQLITE = STORE + CONSOLE

ID = "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"


def postgres() -> list[str]:
    """The same tables in PostgreSQL's types: BIGINT for SQLite's 64-bit integers, identity
    columns for AUTOINCREMENT, BOOLEAN for `undone`, BYTEA for BLOB, and the log_version trigger
    as a PL/pgSQL function."""
    out = []
    for sql in SQLITE:
        if sql.startswith("CREATE TRIGGER"):
            continue
        sql = (sql.replace("INTEGER PRIMARY KEY AUTOINCREMENT", ID).replace("INTEGER", "BIGINT")
               .replace("BLOB", "BYTEA").replace("undone BIGINT NOT NULL DEFAULT 0", "undone BOOLEAN NOT NULL DEFAULT FALSE"))
        out.append(sql)
    out.append("""CREATE OR REPLACE FUNCTION bansha_log_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log_version (game_id, v)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.game_id ELSE NEW.game_id END, 1)
    ON CONFLICT (game_id) DO UPDATE SET v = log_version.v + 1;
    RETURN NULL;
END $$""")
    out.append("CREATE TRIGGER inputs_version AFTER INSERT OR UPDATE OR DELETE ON inputs"
               " FOR EACH ROW EXECUTE FUNCTION bansha_log_version()")
    return out


def upgrade() -> None:
    bind = op.get_bind()
    for sql in (SQLITE if bind.dialect.name == "sqlite" else postgres()):
        bind.exec_driver_sql(sql)


def downgrade() -> None:
    raise NotImplementedError("the first version has nothing before it")
