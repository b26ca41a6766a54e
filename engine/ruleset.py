"""The ruleset interface: what each game supplies to the shared core.

A ruleset is code without state (the state is the :class:`Game`). It declares
its format as data (players, teams, deck sections, zones) and implements
narrow hooks. A variant or format (``dbscg-1.0``, ``systemgate-tagteam``) is a
subclass that changes flags and overrides few hooks.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Generator, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

from engine import paths
from engine.abilities import Ability
from engine.cardimport.library import add_user_sets
from engine.cards import CardDef, CardPool, CardSchema, load_card_dir
from engine.decisions import Decision, Option
from engine.decks import DeckEntry, DeckList, load_deck_file
from engine.errors import DeckError, LoadError
from engine.events import Happened
from engine.flow import run_effects
from engine.grammar.selector import UNPAID
from engine.grammar.spec import IdleCheck, steps_idle
from engine.state import Card, Game, Zone
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


class Ruleset(ABC):
    #: registry id, e.g. ``"vanguard"``
    id: ClassVar[str] = ""
    #: human title for menus
    title: ClassVar[str] = ""
    #: folder name under assets/cards and assets/decks, and the QR label game code
    game: ClassVar[str] = ""
    label_code: ClassVar[str] = ""
    #: prefix of rule numbers in this game's rules document, e.g. ``"VG"``
    rule_prefix: ClassVar[str] = ""
    players: ClassVar[int] = 2
    #: team of each seat; default one team per seat
    teams: ClassVar[tuple[int, ...] | None] = None
    #: a team loses when any member loses (team formats)
    team_loses_together: ClassVar[bool] = False
    deck_sections: ClassVar[tuple[str, ...]] = ("main",)
    #: at check timing the turn player chooses the order of every player's
    #: waiting abilities (VG 8.4.1.3), instead of each ability's master
    turn_player_orders_pending: ClassVar[bool] = False
    #: the name of the discard pile zone (drop, waiting room...)
    discard_zone: ClassVar[str] = "drop"
    schema: ClassVar[CardSchema]

    # -- data ------------------------------------------------------------------

    @cached_property
    def pool(self) -> CardPool:
        """Every card of this game (loaded once): the sets of
        ``assets/cards/<game>/``, then the sets the user imported into the card
        library that load (:mod:`engine.cardimport.library`)."""
        pool = load_card_dir(paths.cards_dir(self.game), self.game, self.schema)
        for card in pool.cards.values():
            problem = self.card_problem(card)
            if problem:
                raise LoadError(card.source, card.line, f"card {card.id}: {problem}")
        add_user_sets(pool, self.schema, self.card_problem)
        return pool

    def reload_cards(self) -> None:
        """Read the card sets again at the next use (after an import into the
        card library, or a removal)."""
        self.__dict__.pop("pool", None)

    def card_problem(self, card: CardDef) -> str | None:
        """What makes ``card`` one the game cannot play, beyond its schema (the
        fields a card type must have): a problem, or None."""
        return None

    def demo_deck_paths(self) -> list[Path]:
        return sorted(paths.decks_dir(self.game).glob("*.txt"))

    def demo_decks(self) -> list[DeckList]:
        """The game's demo deck lists (read once per session)."""
        return list(self._demo_decks)

    @cached_property
    def _demo_decks(self) -> list[DeckList]:
        return [load_deck_file(p) for p in self.demo_deck_paths()]

    def seat_teams(self) -> tuple[int, ...]:
        return self.teams if self.teams is not None else tuple(range(self.players))

    @abstractmethod
    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        """Resolve ``deck`` against the card pool and check this game's
        deck-construction rules; raise :class:`DeckError` naming file and line."""

    def deck_error(self, deck: DeckList, line: int | None, message: str) -> DeckError:
        return DeckError(deck.path, line, message)

    def bind(self, deck: DeckList) -> DeckList:
        """``deck`` with every entry naming its card by id: an entry that
        names a card by name ("4x Blaster Knight", as lists are pasted) is
        looked up in the pool; a name no card has is a :class:`DeckError`.
        A card named in the main deck whose card type is a section of this
        game's decks (a DBSCG leader, a System Gate gate) goes to that section,
        as pasted lists and Cockatrice decks put every card in one list.
        Every ruleset's :meth:`check_deck` sees the bound list."""
        if not any(e.by_name or (e.name and e.card_id not in self.pool) for es in deck.sections.values() for e in es):
            return deck
        bound = DeckList(deck.path, deck.name)
        for section, entries in deck.sections.items():
            out = bound.sections.setdefault(section, [])
            for e in entries:
                if not e.by_name and (e.card_id in self.pool or not e.name):
                    out.append(e)
                    continue
                whole = e.given or (e.name if e.by_name else f"{e.card_id} {e.name}")
                card = self._named(whole, section)
                if card is None:
                    what = (
                        f"no card named {whole!r}"
                        if e.by_name
                        else f"unknown card id {e.card_id}, and no card named {whole!r}"
                    )
                    raise self.deck_error(deck, e.line, f"{what} (not in the {self.game} card sets)")
                home = card.type if section == "main" and card.type in self.deck_sections else section
                bound.sections.setdefault(home, []).append(DeckEntry(e.count, card.id, e.line, card.name))
        return bound

    def _named(self, name: str, section: str) -> CardDef | None:
        """The card a deck list means by ``name`` in ``section``: in a section
        named for a card type (``leader``), a card of that type; in the main
        deck, a card of a type no other section is named for; of several
        printings, the first by id."""
        found = self.pool.named(name)
        if section != "main":
            typed = [c for c in found if c.type == section]
        else:
            typed = [c for c in found if c.type not in self.deck_sections]
        best = typed or found
        return best[0] if best else None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A ruleset's own :meth:`check_deck` is given the deck bound to card ids (:meth:`bind`)."""
        super().__init_subclass__(**kwargs)
        check = cls.__dict__.get("check_deck")
        if check is None or getattr(check, "binds_names", False) or getattr(check, "__isabstractmethod__", False):
            return

        @functools.wraps(check)
        def check_deck(self: Ruleset, deck: DeckList) -> dict[str, list[CardDef]]:
            result: dict[str, list[CardDef]] = check(self, self.bind(deck))
            return result

        check_deck.binds_names = True  # type: ignore[attr-defined]
        setattr(cls, "check_deck", check_deck)  # noqa: B010 (mypy refuses assigning a method)

    # -- game structure -----------------------------------------------------------

    @abstractmethod
    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        """Create every zone and put each player's cards in them."""

    @abstractmethod
    def play(self, g: Game) -> Flow:
        """The whole game: set-up, then turns until it ends (the flow raises
        :class:`~engine.errors.GameOver` through :meth:`Game.end_game`)."""

    def turns(self, g: Game, point: str = "turn") -> Flow | None:
        """The turns resumed from the state alone at ``point``: ``"turn"``,
        the beginning of a turn (a game whose :meth:`play` runs them after
        the set-up calls :meth:`Game.between_turns` there), or ``"main"``,
        each choice of the main phase's action (:meth:`Game.resting`), so
        that clones and undo replay only the answers since (:mod:`engine.snapshot`).
        None when the game's flow cannot resume there."""
        return None

    # -- narrow hooks ----------------------------------------------------------------

    def rule_actions(self, g: Game) -> bool:
        """Perform every rule action that applies now, simultaneously; flag
        losses with :meth:`Game.flag_loss`. Return True when something was done
        (the core then checks again)."""
        return False

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        """Resolve one pending automatic ability."""
        if p.resolve is not None:
            yield from p.resolve(g, p)
        elif p.ability is not None:
            yield from run_effects(g, p, p.ability.effect, self.effect_handlers())

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:  # noqa: B027 (a hook: nothing by default)
        """Make pending the automatic abilities waiting for ``event``, which
        has just happened and been journaled (:meth:`Game.happen`). Abilities
        waiting for an event of the game (a play, an attack, a KO...) trigger
        here and nowhere else, so a prohibited or replaced event triggers
        nothing of its own; those waiting for a moment of the turn ("at the
        beginning of", "at the end of the battle") or a situation are made
        pending by the flow at that moment. ``facts`` are the cards as they
        were before the event."""

    def effect_handlers(self) -> dict[str, Any]:
        return {}

    def idle_checks(self) -> dict[str, IdleCheck]:
        """For the game's own effect words that act on cards: why the word
        would do nothing now (see :meth:`Verb.idle`)."""
        return {}

    def option_abilities(self, g: Game, option: Option) -> tuple[Ability, ...]:
        """The abilities of its card an option of a decision puts to work at
        once: the ability an activate option uses (its ``value``), or what
        playing an event-like card does (a game says which cards)."""
        if option.verb == "activate" and option.card is not None and isinstance(option.value, int):
            abilities = g.cards[option.card].card.abilities
            if 0 <= option.value < len(abilities):
                return (abilities[option.value],)
        return ()

    def would_do_nothing(self, g: Game, option: Option) -> str | None:
        """Why choosing ``option`` would play or use an effect that does
        nothing now (every step finds no card to act on), in words, for a
        player to be warned before paying for it; None when it does
        something or when that cannot be told in advance."""
        abilities = self.option_abilities(g, option)
        if not abilities or option.card is None:
            return None
        card = g.cards[option.card]
        checks = self.idle_checks()
        reasons = []
        for ab in abilities:
            p = Pending(0, card.master, card.name, card.iid, card.incarnation, ab)
            p.ctx[UNPAID] = bool(option.cost or ab.cost)
            reasons.append(steps_idle(g, p, ab.effect, checks))
        return None if None in reasons else reasons[0]

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """Whether moving ``card`` from ``src`` to ``dst`` keeps it the same card
        (by default a card changing zones becomes a new card)."""
        return False

    def forget_card_caches(self, g: Game, cards: Sequence[Card]) -> None:  # noqa: B027 (a hook: nothing by default)
        """The printed identity of ``cards`` (``Card.card``, ``Card.name``)
        was changed in a copy of the game (:func:`engine.determinize.redeal`):
        forget whatever was read from it and kept by card (options built once,
        abilities indexed by card). The rules never change a card's identity."""

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        """Game-specific public facts for a player's view (power totals...).

        Two keys have the same shape in every game, for the screen:

        - ``fight``: the attack under way, or None: ``attackers`` and
          ``targets`` (card iids; no target when a player is attacked
          directly), ``defender`` (seat), ``attack`` (the attack's power),
          ``defence`` (the number it is compared with, None if there is
          none), and ``attack_plus`` / ``defence_plus``: ``[label, amount]``
          pairs added to each side (a guardian's shield, combo power);
        - ``limits``: the limits of the first turn in force now, in words
          with their rule number (``[]`` when none applies)."""
        return {}

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        """The current stats of a visible card for a view (after effects)."""
        return {k: g.stat(card, k) for k in card.card.stats if isinstance(card.card.stats[k], int)}

    def __repr__(self) -> str:
        return f"<Ruleset {self.id}>"
