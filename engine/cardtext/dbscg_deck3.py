"""Dragon Ball Super Card Game card text: more plays from the deck, the hand and
the Drop Area. "Choose 1 <X> card in your hand and play it on top of this card
(in Active Mode)" is the shared play on top of the skill's own card
(``play_on_top``: DBS 9-4-2, 11-3). Registered with the deck module's rules
(`engine.cardtext.dbscg_deck.DECK_EFFECTS`)."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Rule, Steps, compose, rule
from engine.cardtext.dbscg_looks import effects

# -- a card played on top of this card -------------------------------------------------------------


def _on_top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X in your hand and play it on top of this card (in Active Mode)(, then shuffle your
    deck)": the sentence read without "on top of this card", its one play of one card then played on top of
    this card (a Battle Card's skill: the card it is on must be in the Battle Area)."""
    if ctx.card.get("type", "").lower() != "battle" or tuple(ctx.zones) != ("battle",):
        return None
    steps = compose(effects(), m.group("pre") + (m.group("post") or ""), ctx)
    if not steps or "_it" in str(steps):
        return None
    plays = [i for i, step in enumerate(steps) if "play" in step]
    if len(plays) != 1 or any("play_on_top" in step for step in steps):
        return None
    what = dict(steps[plays[0]]["play"])
    if what.get("up_to", what.get("count")) != 1 or "rest" in what or "negated" in what or what.get("count") == "all":
        return None  # one card, played as this line says only
    active = {"active": True} if m.group("active") else {}
    return [*steps[: plays[0]], {"play_on_top": {"play": what, **active}}, *steps[plays[0] + 1 :]]


DECK3_EFFECTS: list[Rule] = [
    rule(r"(?P<pre>[^.]+?) on top of this card(?P<active> in active mode)?(?P<post>,[^.]+)?", _on_top),
]
