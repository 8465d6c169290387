"""Issue 19's 待发布: the director marks each post bansha gave as posted on the forum. A mark names
the post by its period, its place among the period's posts and a digest of its text, so a post
whose text changed (an undo, a corrected input) is a new post, not one already posted.

Revision ID: 0005
Revises: 0004
"""
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

SQL = """CREATE TABLE IF NOT EXISTS posted_marks (
    game_id TEXT NOT NULL,
    period TEXT NOT NULL,
    n INTEGER NOT NULL,
    digest TEXT NOT NULL,
    account TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, period, n, digest)
)"""


def upgrade() -> None:
    op.get_bind().exec_driver_sql(SQL)


def downgrade() -> None:
    raise NotImplementedError("bansha upgrades in place; restore a backup to go back")
