"""The `bansha` command."""
from __future__ import annotations

import json
import sys

import click

from bansha.engine.errors import ScenarioError
from bansha.replay import replay


@click.group()
def main() -> None:
    """bansha — a director's engine for forum werewolf games (版杀)."""


@main.command("replay")
@click.argument("file", type=click.Path(dir_okay=False))
def replay_cmd(file: str) -> None:
    """Play a scenario file and print its record as one JSON object."""
    try:
        with open(file, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        click.echo(f"{file}: no such file", err=True)
        sys.exit(2)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        click.echo(f"scenario: not JSON ({e})", err=True)
        sys.exit(2)
    try:
        rec = replay(data)
    except ScenarioError as e:
        click.echo(f"{e.field}: {e.message}", err=True)
        sys.exit(2)
    click.echo(json.dumps(rec, ensure_ascii=False))
