"""Triggers that watch a player's keyword skills from every card of that
player's field (DBS 8-6-2; skills of Leader and Battle Cards work in their
areas, DBS 2-12-2): "when you activate a [Union] skill", "when you activate
[Union-Fusion]", "when you play a Battle Card using a [Union-Fusion] skill"
(DBS 10-13), "when you play a Battle Card using [Over Realm]" (DBS 10-15-3),
"when your Leader Card activates [Awaken] (or [Wish])" (DBS 10-2, 10-28),
"when a 《X》 card is played in your Battle Area" / "when you play a 《X》
Battle Card" (DBS 3-6-3: a Battle Card placed in the Battle Area is played),
"when one of your 《X》 cards is KO'd" (DBS 10-1)."""

from __future__ import annotations

from typing import Any

from engine.abilities import register_vocabulary
from engine.games.dbscg.abilities import trigger
from engine.games.dbscg.schema import GAME, NAME
from engine.games.dbscg.skills import FIELD_ZONES, live_abilities
from engine.games.dbscg.state import character_name, character_of, game_state
from engine.grammar.spec import ANY_KIND, Table, Text, Word
from engine.state import Card, Game

WATCHED = {
    "you_union": "when you activate a [Union] skill: its cost paid, whether or not the card is then played (DBS 10-13)",
    "you_union_fusion": "when you activate [Union-Fusion]: its cost paid (DBS 10-13-3)",
    "you_play_union_fusion": "when you play a Battle Card using a [Union-Fusion] skill (DBS 10-13-3-4)",
    "you_play_over_realm": "when you play a Battle Card using [Over Realm] (DBS 10-15-3)",
    # fired by engine.games.dbscg.abilities.awaken_watchers as the Leader Card's skill is activated
    "leader_awakens": "when your Leader Card activates [Awaken] (DBS 10-2)",
    "leader_awakens_or_wishes": "when your Leader Card activates [Awaken] or [Wish] (DBS 10-2, 10-28)",
    # fired by play_watch: a Battle Card of the kind the skill's played_is names
    "you_play": "when you play a Battle Card (of the kind the condition played_is names) in your Battle Area"
    " (DBS 3-6-3)",
    # fired by ko_watch: a Battle Card of the kind the skill's ko_is names
    "ally_ko_of": "when one of your Battle Cards (of the kind the condition ko_is names) is KO-ed (DBS 10-1)",
}
#: the kind of Battle Card a "you_play" skill waits for, read as the card is played (a trigger condition, DBS 8-6-2;
#: no other reader checks it)
PLAYED_IS = Word(
    Table(
        {"trait": Text(what="a special trait"), "character": Text(what="a character name"), "name": NAME},
        example='{ trait = "Storm Riders" }',
    ),
    ANY_KIND,
    '"when a 《X》 / {X} card is played in your Battle Area": the card played has that special trait, character'
    " name or card name",
)
KO_IS = Word(
    PLAYED_IS.spec,
    ANY_KIND,
    '"when one of your 《X》 cards is KO\'d": the card KO-ed has that special trait, character name or card name',
)
register_vocabulary(GAME, triggers=WATCHED, conditions={"played_is": PLAYED_IS, "ko_is": KO_IS})


def watch(g: Game, seat: int, when: str) -> None:
    """The skills waiting for ``when`` on the cards of ``seat``'s Leader Area and Battle Area become pending."""
    if when not in game_state(g).whens:
        return  # no card of this game has such a trigger
    for name in FIELD_ZONES:
        for card in list(g.zone(seat, name).cards):
            trigger(g, when, card)


def played_fits(card: Card, want: dict[str, Any]) -> bool:
    """Whether ``card`` has the special trait (DBS 2-6-4), character name (DBS 2-5) and card name ``want`` names."""
    st = card.card.stats
    return (
        ("trait" not in want or want["trait"] in st.get("traits", ()))
        and ("character" not in want or character_name(str(want["character"])) == character_of(card.card))
        and ("name" not in want or want["name"] == card.card.name)
    )


def play_watch(g: Game, card: Card) -> None:
    """DBS 3-6-3, 8-6-2: ``card`` (a Battle Card) just played in its owner's Battle Area fulfils the trigger
    condition of that player's field cards waiting for the play of a Battle Card of its kind (one such skill
    a card side: the compiler reads no more)."""
    _watch_card(g, card, "you_play", "played_is")


def ko_watch(g: Game, card: Card) -> None:
    """DBS 10-1, 8-6-2: ``card`` (a Battle Card) just KO-ed fulfils the trigger condition of its owner's field
    cards waiting for the KO of one of their Battle Cards of its kind (read with the card's information as it
    was in the Battle Area, DBS 8-6-5-1-2: its printed name, character and special traits)."""
    _watch_card(g, card, "ally_ko_of", "ko_is")


def _watch_card(g: Game, card: Card, when: str, word: str) -> None:
    """The skills ``when`` of the field cards of ``card``'s owner whose conditions ``word`` ``card`` fits."""
    if when not in game_state(g).whens or card.card.type != "battle":
        return
    seat = card.zone.owner if word == "played_is" else card.owner
    for name in FIELD_ZONES:
        for c in list(g.zone(seat, name).cards):
            waits = [
                dict(value)
                for ab in live_abilities(c)
                if ab.kind == "auto" and ab.when == when
                for w, value in ab.condition
                if w == word
            ]
            if waits and all(played_fits(card, want) for want in waits):
                trigger(g, when, c)
