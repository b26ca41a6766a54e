"""Text for people as data: a message id plus parameters.

The engine does not word what it shows in any one language. A
:class:`Message` names its words by an id (``phase.battle``) and carries the
values to put in them (card references, numbers, zones); the desktop renders
it in the player's language, and :meth:`Message.english` renders it in
English for everything without a desktop (the command line, a bot's log,
tests). The English words of every id are in :data:`ENGLISH`: they are what
translators translate (the desktop's translation build reads them from here).

Messages are made when text is shown, from what the journal already records
(a :class:`~engine.events.PhaseBegan` keeps the phase and step ids): they are
never written to the journal, so saves and journal digests do not depend on
the words.

The first family worded this way is the phases and steps of every game
(:func:`phase_messages`); see docs/decisions.md for the way the other texts
follow.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["ENGLISH", "Message", "phase_id", "phase_messages", "step_id"]

#: Parameters: (name, value) pairs, values as text or whole numbers.
Params = tuple[tuple[str, str | int], ...]


@dataclass(frozen=True, slots=True)
class Message:
    """Words for people, by id: ``Message("phase.battle")``; parameters fill
    the ``{name}`` fields of the words (``Message("turn", (("n", 3),))``)."""

    id: str
    params: Params = ()

    @property
    def template(self) -> str:
        """The English words with their ``{name}`` fields (the id itself when
        it has none, so an unknown id still reads as something)."""
        return ENGLISH.get(self.id, self.id)

    def english(self) -> str:
        return self.template.format(**dict(self.params)) if self.params else self.template


#: the English words of every message id (the ids are stable: translations
#: and tests name them)
ENGLISH: dict[str, str] = {
    # -- phases (VG 2.2, WS 6, DBS 6, SG 6) --
    "phase.set_up": "Set-up",
    "phase.stand": "Stand Phase",
    "phase.draw": "Draw Phase",
    "phase.ride": "Ride Phase",
    "phase.main": "Main Phase",
    "phase.battle": "Battle Phase",
    "phase.end": "End Phase",
    "phase.clock": "Clock Phase",
    "phase.climax": "Climax Phase",
    "phase.attack": "Attack Phase",
    "phase.charge": "Charge Phase",
    "phase.start": "Start Phase",
    # -- steps --
    "step.start": "Start Step",
    "step.attack": "Attack Step",
    "step.guard": "Guard Step",
    "step.drive": "Drive Step",
    "step.damage": "Damage Step",
    "step.close": "Close Step",
    "step.attack_declaration": "Attack Declaration Step",
    "step.trigger": "Trigger Step",
    "step.counter": "Counter Step",
    "step.battle": "Battle Step",
    "step.encore": "Encore Step",
    "step.offense": "Offense Step",
    "step.defense": "Defense Step",
    "step.main_phase_end": "Main Phase End Step",
    "step.draw": "Draw Step",
    "step.stand": "Stand Step",
    "step.skill": "Skill Step",
    "step.finale": "Finale Step",
    "step.clean_up": "Clean Up",
}

_WORD = re.compile(r"[^a-z0-9]+")


def _slug(name: str, suffix: str) -> str:
    """``Charge Phase`` -> ``charge``; ``attack declaration`` -> ``attack_declaration``."""
    words = _WORD.sub("_", name.lower()).strip("_")
    if words.endswith("_" + suffix) and words != suffix:
        words = words[: -len(suffix) - 1]
    return words


def phase_id(phase: str) -> str:
    """The message id of a phase as a ruleset names it (``battle``,
    ``Charge Phase``, ``Set-up``); an empty phase is the set-up."""
    return f"phase.{_slug(phase, 'phase') or 'set_up'}"


def step_id(step: str) -> str:
    """The message id of a step as a ruleset names it (``drive``, ``Damage Step``)."""
    return f"step.{_slug(step, 'step')}"


def phase_messages(phase: str, step: str = "") -> tuple[Message, ...]:
    """The phase, then the step if there is one, as messages. A name no id
    is known for is worded as the games print theirs (``call`` -> ``Call
    Step``; a name that already says Phase or Step, or is capitalised, stays
    as it is) and kept as its own id (see :attr:`Message.template`)."""
    if phase and phase_id(phase) not in ENGLISH:
        phase = phase if "Phase" in phase or "-" in phase else f"{phase.title()} Phase"
    out = [_known(phase_id(phase), phase)]
    if step:
        if step_id(step) not in ENGLISH and not ("Step" in step or "Phase" in step or step[:1].isupper()):
            step = f"{step.title()} Step"
        out.append(_known(step_id(step), step))
    return tuple(out)


def _known(mid: str, name: str) -> Message:
    return Message(mid if mid in ENGLISH else name)
