"""Playmat's data files (mat layouts, card sets, decks, icons), importable as ``playmat_assets``."""
