"""Playmat's device layer: devices turn the physical table into
observations (:mod:`hardware.observations`); they never change a game."""
