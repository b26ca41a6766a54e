"""Cardfight!! Vanguard as an engine game: replays, and the demo set using the whole vocabulary."""

from __future__ import annotations

from engine.bots import RandomBot
from engine.match import Match
from tests.engine.games.vg import (
    RS,
)


def test_vg_replay_reproduces_the_game() -> None:
    """VG 5.2.4: all randomness comes from the seed, so replaying the answers gives the same journal."""
    m = Match.new("vanguard", seed=21)
    bot = RandomBot(21)
    for _ in range(150):
        if m.decision is None:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


def test_vg_demo_set_uses_the_whole_vocabulary() -> None:
    """VG 2 / VG 10: the demo set has at least 40 cards of two clans, and its abilities use every
    trigger, cost and effect word of the issue's list (on-ride, on-call, attacks, hits, boosted, end of
    battle; counter blast, soul blast, soul charge, discard; power, critical, draw, search, superior
    call from deck / drop / soul, retire, bind, heal, limit break)."""
    pool = RS.pool
    cards = list(pool.cards.values())
    assert len(cards) >= 40
    assert len({c.get("clan") for c in cards}) >= 2
    whens = {ab.when for c in cards for ab in c.abilities if ab.kind == "auto"}
    assert {"placed", "attacks", "hits", "boosted", "boosts", "battle_end", "ridden", "main_start", "turn_end"} <= whens
    assert any(ab.zones == ("VC",) and ab.when == "placed" for c in cards for ab in c.abilities)  # on-ride
    assert any(ab.zones == ("RC",) and ab.when == "placed" for c in cards for ab in c.abilities)  # on-call
    costs = {w for c in cards for ab in c.abilities for w, _ in ab.cost}
    assert {
        "counter_blast",
        "soul_blast",
        "soul_charge",
        "discard",
        "rest_self",
        "soul_self",
        "retire_rearguard",
    } <= costs
    effects = {w for c in cards for ab in c.abilities for w, _ in ab.effect}
    # a unit gets power or critical for a turn or a battle (the shared verb "gets")
    changed = {
        (s, v.until) for c in cards for ab in c.abilities for w, v in ab.effect if w == "gets" for s, _ in v.changes
    }
    assert {("power", "turn"), ("critical", "turn"), ("power", "battle")} <= changed
    assert {
        "power",
        "draw",
        "search",
        "superior_call",
        "superior_ride",
        "retire",
        "bind",
        "heal",
    } <= effects
    assert {"soul_charge", "damage", "reveal_top", "seal", "win_game", "remove", "grant"} <= effects
    sources = {dict(v).get("from") for c in cards for ab in c.abilities for w, v in ab.effect if w == "superior_call"}
    assert {"deck", "drop", "soul"} <= sources
    lb_kinds = {ab.kind for c in cards for ab in c.abilities if any(w == "limit_break" for w, _ in ab.condition)}
    assert lb_kinds == {"auto", "act", "cont"}
    skills = {s for c in cards for s in (c.get("skills") or ())}
    assert {"boost", "intercept", "twin_drive", "restraint"} <= skills
