"""Who a message of the record is for, besides a tuple of seats or a group: everyone, or the director
alone (a leaf, so the mechanisms that emit can name it without importing the game)."""
from typing import Final

PUBLIC: Final = "public"
DIRECTOR: Final = "director"
