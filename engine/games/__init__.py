"""The four games, each built on the shared core."""
