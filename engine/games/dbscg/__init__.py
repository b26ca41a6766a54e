"""Dragon Ball Super Card Game: rule manual ver.1.073 (``dbscg``, rule
prefix ``DBS``) and ver.1.00 (``dbscg-1.0``, prefix ``DBS1.0``)."""

from __future__ import annotations

from engine.games.dbscg import attack_limits as _attack_limits  # "your opponent's cards can't attack Leader Cards"
from engine.games.dbscg import chosen_steps as _chosen_steps  # several steps done to the same chosen cards
from engine.games.dbscg import cost_of as _cost_of  # "reduce the energy costs of 《X》 cards in your hand by 1"
from engine.games.dbscg import cost_per as _cost_per  # "reduce the energy cost of this card by 1 for each X"
from engine.games.dbscg import drop_skills as _drop_skills  # "Add this card from your Drop Area to your hand"
from engine.games.dbscg import grammar as _grammar  # registers the vocabulary and the shared verbs
from engine.games.dbscg import hand_to as _hand_to  # "draw cards until you have 4 cards in your hand"
from engine.games.dbscg import if_done as _if_done  # "... If you played a card, ..."
from engine.games.dbscg import look_add as _look_add  # "look at the top N cards of your deck, add ... among them"
from engine.games.dbscg import opponent_may as _opponent_may  # "your opponent may X. If they don't, Y"
from engine.games.dbscg import play_on_top as _play_on_top  # "choose X in your hand and play it on top of this card"
from engine.games.dbscg import power_per as _power_per  # "this card gets +N power for each card in your energy"
from engine.games.dbscg import shuffle_in as _shuffle_in  # "shuffle up to 2 X from your Drop Area into your deck"
from engine.games.dbscg import to_all as _to_all  # "all 《X》 cards in your Battle Area gain [Barrier]"
from engine.games.dbscg import top_up_to as _top_up_to  # "send up to N cards from the top of your deck to your Warp"
from engine.games.dbscg import totals as _totals  # "KO cards whose energy costs add up to N or less"
from engine.games.dbscg.ruleset import DragonBallSuper, DragonBallSuper10
from engine.games.dbscg.schema import SCHEMA

__all__ = ["SCHEMA", "DragonBallSuper", "DragonBallSuper10"]

del (
    _attack_limits,
    _chosen_steps,
    _cost_of,
    _cost_per,
    _grammar,
    _drop_skills,
    _hand_to,
    _if_done,
    _look_add,
    _opponent_may,
    _play_on_top,
    _power_per,
    _shuffle_in,
    _to_all,
    _top_up_to,
    _totals,
)
