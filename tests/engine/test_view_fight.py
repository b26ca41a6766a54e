"""The attack under way and the first turn's limits, in the same shape in
every game's view (``extras["fight"]``, ``extras["limits"]``), read without
changing anything: a game whose views are read has the same journal."""

from __future__ import annotations

import pytest

from engine.bots import RandomBot
from engine.match import Match

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")
KEYS = {"attackers", "targets", "defender", "attack", "attack_plus", "defence", "defence_plus"}


def play(rid: str, seed: int, look: bool, answers: int = 1500) -> tuple[Match, list[dict[str, object]]]:
    m = Match.new(rid, seed=seed)
    bots = [RandomBot(seed * 8 + i) for i in range(len(m.game.players))]
    fights: list[dict[str, object]] = []
    limits: list[tuple[int, list[str]]] = []
    for _ in range(answers):
        d = m.decision
        if d is None:
            break
        if look:
            view = m.view(d.player)
            limits.append((view.turn, view.extras["limits"]))
            if view.extras["fight"] is not None:
                fights.append(view.extras["fight"])
                ids = {c.iid for z in view.zones for c in z.cards}
                assert set(view.extras["fight"]["attackers"]) <= ids
                assert set(view.extras["fight"]["targets"]) <= ids
        m.apply(bots[d.player].choose(d))
    if look:
        assert any(t == 1 and lim for t, lim in limits), "the first turn's limit is never told"
        assert all(not lim for t, lim in limits if t >= 3), "a first-turn limit told after the first turns"
    return m, fights


@pytest.mark.parametrize("rid", GAMES)
def test_every_attack_is_in_the_view_and_reading_it_changes_nothing(rid: str) -> None:
    looked, fights = play(rid, 4, look=True)
    plain, _ = play(rid, 4, look=False)
    assert looked.journal_digest() == plain.journal_digest()
    assert fights, "no attack seen"
    for f in fights:
        assert set(f) == KEYS
        assert f["attackers"] and isinstance(f["attack"], int)
        assert f["defence"] is None or isinstance(f["defence"], int)
        for label, amount in [*f["attack_plus"], *f["defence_plus"]]:  # type: ignore[misc]
            assert label in ("shield", "combo") and amount > 0
    if rid == "vanguard":
        assert any(f["defence_plus"] for f in fights), "no guardian's shield seen"
