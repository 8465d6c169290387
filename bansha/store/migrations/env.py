"""Alembic's environment: the caller (`bansha.store.migrate`) hands over a connection already in
its transaction, holding the lock that keeps two processes from upgrading at once."""
from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, transactional_ddl=True)
with context.begin_transaction():
    context.run_migrations()
