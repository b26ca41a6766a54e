"""The deck builder's words for a game's own terms: card types, stat names
and the stat values that are game terms (a trigger, a colour, a keyword), in
the language in place.

They come from the cards' data, so they are written here for the translation
tools to gather (``QT_TRANSLATE_NOOP``), one context per game
(``cards:vanguard``...), as the mat's zone labels are (``mat:<game>``, see
:mod:`desktop.wording`): the same English word takes other words in another
game. A word not listed reads as :func:`desktop.wording.words_of` gives it.
Names stay as printed (:data:`NAME_STATS`: clans, traits, titles...); so do
card names and rule numbers.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.wording import STAT_WORDS, keyword_words, words_of
from engine.cards import LANGUAGE_FIELDS

#: stats whose values are names, shown as printed in every language
NAME_STATS = frozenset(
    {
        "clan",
        "race",
        "title",
        "traits",
        "name_struck",
        "character",
        "back_name",
        "back_character",
        "back_text",
        "era",
        "evolve",
        "union_fusion",
        "union_potara",
        "union_name",
        "allows",
        "planet",
        "attributes",
        "rarity",
    }
)

#: stats whose values are the game's terms, translated in the game's context
TERM_STATS = frozenset(
    {"trigger", "triggers", "skills", "color", "specified", "side", "keywords", "evolve_kind", "gm_skill"}
)

#: the words gathered for translation; the code reads them through :func:`game_term`
_TERMS = (
    # Cardfight!! Vanguard
    QT_TRANSLATE_NOOP("cards:vanguard", "normal unit"),
    QT_TRANSLATE_NOOP("cards:vanguard", "trigger unit"),
    QT_TRANSLATE_NOOP("cards:vanguard", "clan"),
    QT_TRANSLATE_NOOP("cards:vanguard", "race"),
    QT_TRANSLATE_NOOP("cards:vanguard", "grade"),
    QT_TRANSLATE_NOOP("cards:vanguard", "power"),
    QT_TRANSLATE_NOOP("cards:vanguard", "shield"),
    QT_TRANSLATE_NOOP("cards:vanguard", "critical"),
    QT_TRANSLATE_NOOP("cards:vanguard", "skills"),
    QT_TRANSLATE_NOOP("cards:vanguard", "trigger"),
    QT_TRANSLATE_NOOP("cards:vanguard", "draw"),
    QT_TRANSLATE_NOOP("cards:vanguard", "stand"),
    QT_TRANSLATE_NOOP("cards:vanguard", "heal"),
    QT_TRANSLATE_NOOP("cards:vanguard", "front"),
    QT_TRANSLATE_NOOP("cards:vanguard", "over"),
    QT_TRANSLATE_NOOP("cards:vanguard", "boost"),
    QT_TRANSLATE_NOOP("cards:vanguard", "intercept"),
    QT_TRANSLATE_NOOP("cards:vanguard", "twin drive"),
    QT_TRANSLATE_NOOP("cards:vanguard", "restraint"),
    # Weiss Schwarz
    QT_TRANSLATE_NOOP("cards:weiss", "character"),
    QT_TRANSLATE_NOOP("cards:weiss", "event"),
    QT_TRANSLATE_NOOP("cards:weiss", "climax"),
    QT_TRANSLATE_NOOP("cards:weiss", "color"),
    QT_TRANSLATE_NOOP("cards:weiss", "cost"),
    QT_TRANSLATE_NOOP("cards:weiss", "counter"),
    QT_TRANSLATE_NOOP("cards:weiss", "level"),
    QT_TRANSLATE_NOOP("cards:weiss", "name struck"),
    QT_TRANSLATE_NOOP("cards:weiss", "power"),
    QT_TRANSLATE_NOOP("cards:weiss", "side"),
    QT_TRANSLATE_NOOP("cards:weiss", "soul"),
    QT_TRANSLATE_NOOP("cards:weiss", "title"),
    QT_TRANSLATE_NOOP("cards:weiss", "traits"),
    QT_TRANSLATE_NOOP("cards:weiss", "triggers"),
    QT_TRANSLATE_NOOP("cards:weiss", "yellow"),
    QT_TRANSLATE_NOOP("cards:weiss", "red"),
    QT_TRANSLATE_NOOP("cards:weiss", "blue"),
    QT_TRANSLATE_NOOP("cards:weiss", "green"),
    QT_TRANSLATE_NOOP("cards:weiss", "weiss"),
    QT_TRANSLATE_NOOP("cards:weiss", "schwarz"),
    QT_TRANSLATE_NOOP("cards:weiss", "draw"),
    QT_TRANSLATE_NOOP("cards:weiss", "shot"),
    QT_TRANSLATE_NOOP("cards:weiss", "pool"),
    QT_TRANSLATE_NOOP("cards:weiss", "comeback"),
    QT_TRANSLATE_NOOP("cards:weiss", "return"),
    QT_TRANSLATE_NOOP("cards:weiss", "standby"),
    QT_TRANSLATE_NOOP("cards:weiss", "gate"),
    QT_TRANSLATE_NOOP("cards:weiss", "treasure"),
    QT_TRANSLATE_NOOP("cards:weiss", "choice"),
    QT_TRANSLATE_NOOP("cards:weiss", "bounce"),
    QT_TRANSLATE_NOOP("cards:weiss", "purple"),
    # Dragon Ball Super Card Game
    QT_TRANSLATE_NOOP("cards:dbscg", "leader"),
    QT_TRANSLATE_NOOP("cards:dbscg", "battle"),
    QT_TRANSLATE_NOOP("cards:dbscg", "extra"),
    QT_TRANSLATE_NOOP("cards:dbscg", "color"),
    QT_TRANSLATE_NOOP("cards:dbscg", "character"),
    QT_TRANSLATE_NOOP("cards:dbscg", "traits"),
    QT_TRANSLATE_NOOP("cards:dbscg", "era"),
    QT_TRANSLATE_NOOP("cards:dbscg", "power"),
    QT_TRANSLATE_NOOP("cards:dbscg", "rarity"),
    QT_TRANSLATE_NOOP("cards:dbscg", "block"),
    QT_TRANSLATE_NOOP("cards:dbscg", "back name"),
    QT_TRANSLATE_NOOP("cards:dbscg", "back character"),
    QT_TRANSLATE_NOOP("cards:dbscg", "back power"),
    QT_TRANSLATE_NOOP("cards:dbscg", "back text"),
    QT_TRANSLATE_NOOP("cards:dbscg", "combo power"),
    QT_TRANSLATE_NOOP("cards:dbscg", "combo cost"),
    QT_TRANSLATE_NOOP("cards:dbscg", "cost"),
    QT_TRANSLATE_NOOP("cards:dbscg", "specified"),
    QT_TRANSLATE_NOOP("cards:dbscg", "keywords"),
    QT_TRANSLATE_NOOP("cards:dbscg", "over realm"),
    QT_TRANSLATE_NOOP("cards:dbscg", "dark over realm"),
    QT_TRANSLATE_NOOP("cards:dbscg", "evolve"),
    QT_TRANSLATE_NOOP("cards:dbscg", "evolve kind"),
    QT_TRANSLATE_NOOP("cards:dbscg", "evolve cost"),
    QT_TRANSLATE_NOOP("cards:dbscg", "union fusion"),
    QT_TRANSLATE_NOOP("cards:dbscg", "union potara"),
    QT_TRANSLATE_NOOP("cards:dbscg", "union cost"),
    QT_TRANSLATE_NOOP("cards:dbscg", "swap"),
    QT_TRANSLATE_NOOP("cards:dbscg", "swap cost"),
    QT_TRANSLATE_NOOP("cards:dbscg", "red"),
    QT_TRANSLATE_NOOP("cards:dbscg", "blue"),
    QT_TRANSLATE_NOOP("cards:dbscg", "green"),
    QT_TRANSLATE_NOOP("cards:dbscg", "yellow"),
    QT_TRANSLATE_NOOP("cards:dbscg", "black"),
    QT_TRANSLATE_NOOP("cards:dbscg", "ex"),
    QT_TRANSLATE_NOOP("cards:dbscg", "xeno"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Double Strike"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Triple Strike"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Quadruple Strike"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Victory Strike"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Dual Attack"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Triple Attack"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Critical"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Blocker"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Super Combo"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Indestructible"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Barrier"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Ultimate"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Warrior of Universe 7"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Deflect"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Dragon Ball"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Revenge"),
    QT_TRANSLATE_NOOP("cards:dbscg", "Wormhole"),
    QT_TRANSLATE_NOOP("cards:dbscg", "side"),
    QT_TRANSLATE_NOOP("cards:dbscg", "front"),
    QT_TRANSLATE_NOOP("cards:dbscg", "back"),
    # System Gate
    QT_TRANSLATE_NOOP("cards:systemgate", "gate"),
    QT_TRANSLATE_NOOP("cards:systemgate", "unit"),
    QT_TRANSLATE_NOOP("cards:systemgate", "item"),
    QT_TRANSLATE_NOOP("cards:systemgate", "spell"),
    QT_TRANSLATE_NOOP("cards:systemgate", "allows"),
    QT_TRANSLATE_NOOP("cards:systemgate", "starting energy"),
    QT_TRANSLATE_NOOP("cards:systemgate", "life"),
    QT_TRANSLATE_NOOP("cards:systemgate", "planet"),
    QT_TRANSLATE_NOOP("cards:systemgate", "attributes"),
    QT_TRANSLATE_NOOP("cards:systemgate", "limit"),
    QT_TRANSLATE_NOOP("cards:systemgate", "power"),
    QT_TRANSLATE_NOOP("cards:systemgate", "critical"),
    QT_TRANSLATE_NOOP("cards:systemgate", "defense"),
    QT_TRANSLATE_NOOP("cards:systemgate", "gm skill"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Gate Master value"),
    QT_TRANSLATE_NOOP("cards:systemgate", "cost"),
    QT_TRANSLATE_NOOP("cards:systemgate", "keywords"),
    QT_TRANSLATE_NOOP("cards:systemgate", "finale"),
    QT_TRANSLATE_NOOP("cards:systemgate", "vampire curse"),
    QT_TRANSLATE_NOOP("cards:systemgate", "life bond"),
    QT_TRANSLATE_NOOP("cards:systemgate", "token"),
    QT_TRANSLATE_NOOP("cards:systemgate", "equip cost"),
    QT_TRANSLATE_NOOP("cards:systemgate", "union name"),
    QT_TRANSLATE_NOOP("cards:systemgate", "union cost"),
    QT_TRANSLATE_NOOP("cards:systemgate", "life cost"),
    QT_TRANSLATE_NOOP("cards:systemgate", "draw"),
    QT_TRANSLATE_NOOP("cards:systemgate", "neg life"),
    QT_TRANSLATE_NOOP("cards:systemgate", "energy"),
    QT_TRANSLATE_NOOP("cards:systemgate", "mill"),
    QT_TRANSLATE_NOOP("cards:systemgate", "berserk"),
    QT_TRANSLATE_NOOP("cards:systemgate", "neg draw"),
    QT_TRANSLATE_NOOP("cards:systemgate", "guard"),
    QT_TRANSLATE_NOOP("cards:systemgate", "assault"),
    QT_TRANSLATE_NOOP("cards:systemgate", "neg energy"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Dual Attack"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Revenge"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Penetrate"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Slow Start"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Move"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Counter"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Soulguard"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Vampire Curse"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Dive"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Ghoststrike"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Gear Swap"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Life Bond"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Combine"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Pilot"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Set"),
    QT_TRANSLATE_NOOP("cards:systemgate", "Union"),
)


def cards_context(game: str) -> str:
    """The translation context of a game's card terms: ``dbscg-1.0`` -> ``cards:dbscg``."""
    return "cards:" + game.split("-", 1)[0]


def game_term(game: str, words: str) -> str:
    """``words`` (a card type, a stat's name or value, in the players'
    English words) as the game ``game`` says it in the language in place."""
    return QCoreApplication.translate(cards_context(game), words)


def type_words(game: str, card_type: str) -> str:
    """A card type: ``normal_unit`` -> ``normal unit`` (ノーマルユニット)."""
    return game_term(game, words_of(card_type))


def stat_name(game: str, key: str) -> str:
    """A stat's name: ``combo_cost`` -> ``combo cost`` (コンボコスト)."""
    return game_term(game, STAT_WORDS.get(key, words_of(key)))


def stat_value(game: str, key: str, value: object) -> str:
    """One value of a stat: a game term translated, a name or a number as it is."""
    text = str(value)
    if key in TERM_STATS:
        return game_term(game, keyword_words(text) if key.endswith("keywords") else words_of(text))
    return text


def card_stat_pairs(game: str, stats: Mapping[str, object]) -> list[tuple[str, str]]:
    """A card's stats as (name, value) in the game's words, as
    :func:`desktop.wording.stat_pairs` gives them (empty values left out, a
    stat only on or off by its name alone)."""
    pairs: list[tuple[str, str]] = []
    for key, value in stats.items():
        if value in (None, "", (), [], False) or key in LANGUAGE_FIELDS:  # the name and text in another language
            continue
        label = stat_name(game, key)
        if value is True:
            pairs.append((label, ""))
        elif isinstance(value, (tuple, list)):
            pairs.append((label, list_words([stat_value(game, key, v) for v in value])))
        else:
            pairs.append((label, stat_value(game, key, value)))
    return pairs


def list_words(words: list[str]) -> str:
    """Words one after another: ``red, blue`` (赤、青)."""
    return QCoreApplication.translate("DeckWords", ", ").join(words)
