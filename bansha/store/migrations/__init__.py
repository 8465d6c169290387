"""Alembic's environment and the schema's versions (`bansha.store.migrate` runs them)."""
