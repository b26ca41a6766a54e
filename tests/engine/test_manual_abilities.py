"""Abilities carried out by hand (the ``manual`` effect): an imported card's
ability whose trigger the engine understands but whose effect it does not
still triggers when the rules say (VG 8.4.1: an automatic ability triggers
on its event and is played at the next check timing), shows the card's words
to its player, and waits while they make the change by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import paths, registry
from engine.bots import RandomBot
from engine.decks import parse_deck_text
from engine.errors import LoadError
from engine.match import Match

WORDS = "Choose one of your opponent's rear-guards, and put it on the bottom of their deck."

LANTERN_SET = f'''
[set]
id = "LG"
game = "vanguard"
name = "Lantern Guild"

[[card]]
id = "LG-01-010"
number = "LG/01-010"
name = "Lantern Bearer"
type = "normal_unit"
clan = "Sunforge Legion"
grade = 1
power = 7000
shield = 5000
critical = 1
skills = ["boost"]
text = "[AUTO](RC): When this unit is placed on (RC), {WORDS}"

  [[card.ability]]
  kind = "auto"
  when = "placed"
  zones = ["RC"]
  effect = [{{ manual = "{WORDS}" }}]
  text = "When placed on (RC), {WORDS}"
'''


@pytest.fixture
def lantern(library: Path) -> str:
    """The Lantern Guild set in a card library of its own, and a Sunforge demo deck with four of it."""
    folder = paths.user_cards_dir("vanguard")
    folder.mkdir(parents=True)
    (folder / "LG.toml").write_text(LANTERN_SET, encoding="utf-8")
    registry.get("vanguard").reload_cards()
    deck = (paths.decks_dir("vanguard") / "sunforge-legion.txt").read_text(encoding="utf-8")
    return deck.replace("2 PMV1-007 Flint Lancer", "2 LG/01-010").replace("2 PMV1-008 Brazier Acolyte", "2 LG/01-010")


def _to_manual_step(m: Match, bot: RandomBot) -> bool:
    for _ in range(20_000):
        d = m.decision
        if d is None:
            return False
        if d.prompt.startswith("By hand:"):
            return True
        m.apply(bot.choose(d))
    return False


def test_a_manual_effect_triggers_shows_the_words_and_waits_for_the_changes_by_hand(lantern: str) -> None:
    deck = parse_deck_text(lantern, "lantern.txt")
    for seed in range(1, 40):
        m = Match.new("vanguard", [deck], seed=seed)
        bot = RandomBot(seed)
        if _to_manual_step(m, bot):
            break
    else:
        pytest.fail("no Lantern Bearer was placed on a rear-guard circle in 39 games")
    d = m.decision
    assert d is not None and WORDS in d.prompt and [o.key for o in d.options] == ["done"]
    assert d.options[0].verb == "resolve" and d.about == "effect"
    bearer = next(
        c for z in m.game.zones.values() if z.name.startswith("RC") for c in z.cards if c.card.id == "LG-01-010"
    )
    seat = d.player
    # the change by hand while the step waits: a card of the opponent's deck top to their drop (any legal change)
    opp = 1 - seat
    deck_zone = m.game.zone(opp, "deck")
    top = deck_zone.cards[-1]
    answers = len(m.answers)
    m.manual(seat, {"move": top.iid, "to": m.game.zone(opp, "drop").key})
    assert top.zone.name == "drop" and m.decision is d  # the step still waits
    m.apply(("done",))
    assert m.decision is not d and len(m.answers) == answers + 2
    assert bearer.zone.name.startswith("RC")
    assert any("carries out by hand" in getattr(e, "text", "") for e in m.journal)


def test_bots_play_manual_abilities_by_doing_nothing_to_the_end(lantern: str) -> None:
    deck = parse_deck_text(lantern, "lantern.txt")
    manual_steps = 0
    for seed in range(1, 11):
        m = Match.new("vanguard", [deck], seed=seed)
        bot = RandomBot(seed)
        for _ in range(50_000):
            d = m.decision
            if d is None:
                break
            manual_steps += d.prompt.startswith("By hand:")
            m.apply(bot.choose(d))
        assert m.is_terminal()
        m.game.check_invariants()
    assert manual_steps > 0


def test_a_manual_step_with_no_words_is_refused_when_the_set_loads(lantern: str) -> None:
    folder = paths.user_cards_dir("vanguard")
    (folder / "LG.toml").write_text(LANTERN_SET.replace(f'manual = "{WORDS}"', 'manual = ""'), encoding="utf-8")
    rs = registry.get("vanguard")
    rs.reload_cards()
    assert "LG-01-010" not in rs.pool
    [problem] = rs.pool.problems
    assert "LG.toml" in problem and "manual" in problem
    with pytest.raises(LoadError):
        from engine.cards import load_card_file

        load_card_file(folder / "LG.toml", "vanguard", rs.schema)
