"""`bansha serve` with the marker ruleset known (the load test's servers run as real processes):
python serve_markers.py ARGS… is `bansha ARGS…` with "markers" registered first."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bansha import rulesets  # noqa: E402

rulesets.KNOWN["markers"] = "marker_rules"

from bansha.cli import main  # noqa: E402

main(sys.argv[1:])
