"""The game state (DESIGN.md §3): plain data, its copy, and the objects frames pass around.

This module is the bottom of the engine's layers; the rules live above it, one concern per module:

- ``frames``     the work stack: ``push``, ``ask`` (decisions), queued triggers (CR 5-5, 9-9)
- ``abilities``  abilities in force, declared hooks (``hooks``), events, "cannot", distance / mastery
- ``zones``      moving cards between zones (CR 7), shuffling
- ``tokens``     moving sakura tokens (CR 6-3), caps, life and the end of the game (CR 4-2), vigor
- ``enhance``    disenchant (CR 9-6) and Unguarded (CR 10-6)
- ``resolve``    the run loop with situation-triggered processing (CR 5-5)
- ``damage``     damage (CR 5-8); ``deck``: draw, Burnout, reshuffle (CR 7-1-6, 10-10, 9-8)
- ``attack``     attack values and ranges (CR 5-6, 5-7, 6-4); ``play``: playing cards and resolving
  attacks with reactions (CR 9-2..9-4, 10-5); ``turn``: phases, basic actions, hand limit (CR 4-1, 8, 9-7)
- ``invariants`` the checks the tests run after every step

Card scripts and players reach all of them through ``engine.api``. :class:`GameState` answers decisions
(:meth:`GameState.apply`) by calling the run loop, which ``engine.resolve`` installs in :data:`RUNTIME`
when the engine package is imported (the state itself imports nothing above it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DIST,
    FLARE,
    HAND,
    LIFE,
    MAX_TURNS,
    MODE_EFFECT,
    N_ZONES,
    SHADOW,
    UNUSED,
)

Frame = tuple  # (callable, args)

PHASE_SETUP: Final = 0
PHASE_START: Final = 1
PHASE_MAIN: Final = 2
PHASE_END: Final = 3
PHASE_NAMES = ("setup", "start", "main", "end")


from sakura_lab.engine.errors import RulesError  # noqa: E402 - a plain class, so mypyc can compile this module
from sakura_lab.engine.hostrules import rules_for  # noqa: E402


class Runtime:
    """The functions of upper layers the state's own methods call, installed at import of the engine
    package (``engine/__init__.py``): the run loop, the player view, the modified distance."""

    __slots__ = ("run", "view", "distance")

    def __init__(self) -> None:
        self.run: Callable[[GameState], None] = _not_wired
        self.view: Callable[[GameState, int], Any] = _not_wired
        self.distance: Callable[[GameState], int] = _not_wired


def _not_wired(*_args: Any) -> Any:
    raise RulesError("the engine is not wired: import sakura_lab.engine (its __init__ installs the rules)")


RUNTIME: Final = Runtime()


class Decision:
    """A choice the rules give ``player``: answer with an index into ``options`` (plain data)."""

    __slots__ = ("player", "kind", "options", "context")

    def __init__(self, player: int, kind: str, options: tuple, context: Any = None) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.context = context

    def __repr__(self) -> str:
        return f"Decision(p{self.player} {self.kind} {self.options!r} ctx={self.context!r})"


class Outcome:
    """End of a game: ``winner`` is 0/1 or None for a draw; ``reason`` says why; ``turns`` how long."""

    __slots__ = ("winner", "reason", "turns")

    def __init__(self, winner: int | None, reason: str, turns: int) -> None:
        self.winner = winner
        self.reason = reason
        self.turns = turns

    def __repr__(self) -> str:
        return f"Outcome(winner={self.winner}, reason={self.reason!r}, turns={self.turns})"


class Attack:
    """An attack object (CR 6-4) in a player's ＜Attacking＞ zone (CR 7-1-15)."""

    __slots__ = (
        "aid", "player", "card", "megami", "category", "subtype", "range", "aura", "life",
        "statics", "after", "flags", "mods", "cancelled", "damage_cancelled", "after_cancelled",
        "is_reaction", "reacted_to", "chosen", "dealt_aura", "dealt_life", "marks", "source",
    )
    aid: int
    player: int
    card: int
    megami: str
    category: str | None
    subtype: str | None
    range: tuple[int, ...]
    aura: int | None
    life: int | None
    statics: tuple
    after: tuple
    flags: frozenset

    def __init__(self) -> None:
        self.mods: list[tuple] = []
        self.cancelled = False
        self.damage_cancelled = False
        self.after_cancelled = False
        self.is_reaction = False
        self.reacted_to = -1
        self.chosen: str | None = None  # "aura", "life" or "both" once damage was dealt
        self.dealt_aura = 0
        self.dealt_life = 0
        self.marks: dict[str, Any] = {}
        self.source = -1  # card whose effect created an effect attack

    def copy(self) -> Attack:
        a = Attack()
        a.aid = self.aid
        a.player = self.player
        a.card = self.card
        a.megami = self.megami
        a.category = self.category
        a.subtype = self.subtype
        a.range = self.range
        a.aura = self.aura
        a.life = self.life
        a.statics = self.statics
        a.after = self.after
        a.flags = self.flags
        a.mods = list(self.mods)
        a.cancelled = self.cancelled
        a.damage_cancelled = self.damage_cancelled
        a.after_cancelled = self.after_cancelled
        a.is_reaction = self.is_reaction
        a.reacted_to = self.reacted_to
        a.chosen = self.chosen
        a.dealt_aura = self.dealt_aura
        a.dealt_life = self.dealt_life
        a.marks = dict(self.marks)
        a.source = self.source
        return a


class AttackValues:
    """An attack's Range, damage and flags after every modification (CR 5-6, 5-7, 6-4-1)."""

    __slots__ = ("range", "aura", "life", "flags")

    def __init__(self, rng: frozenset[int], aura: int | None, life: int | None, flags: frozenset[str]) -> None:
        self.range = rng
        self.aura = aura
        self.life = life
        self.flags = flags

    def __repr__(self) -> str:
        r = sorted(self.range)
        a = "-" if self.aura is None else self.aura
        b = "-" if self.life is None else self.life
        return f"<range {r} {a}/{b} {sorted(self.flags)}>"


class Ctx:
    """Who resolves an effect and around which card / attack (immutable, shared by frames)."""

    __slots__ = ("player", "card", "attack", "reacted", "mode")

    def __init__(self, player: int, card: int = -1, attack: int = -1, reacted: int = -1, mode: int = MODE_EFFECT):
        self.player = player
        self.card = card
        self.attack = attack
        self.reacted = reacted
        self.mode = mode

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def with_attack(self, aid: int) -> Ctx:
        return Ctx(self.player, self.card, aid, self.reacted, self.mode)

    def __repr__(self) -> str:
        return f"Ctx(p{self.player} card={self.card} atk={self.attack} reacted={self.reacted})"


class AbilityCache:
    """The abilities in force, and per hook the subset that implements it (computed lazily by
    ``engine.abilities``; a typed class here so that the compiled hot paths read it natively)."""

    __slots__ = ("all", "hooks", "forbids", "distance_delta", "mastery_delta", "modify_attack", "cost_delta",
                 "on_event")

    def __init__(self, abilities: list[tuple[int, Any]]) -> None:
        self.all = abilities
        self.hooks: dict[str, list[tuple[int, Any]]] = {}
        # the hooks the hot paths ask most, filled in by ``abilities.active_abilities`` (same lists as in ``hooks``)
        self.forbids: list[tuple[int, Any]] = []
        self.distance_delta: list[tuple[int, Any]] = []
        self.mastery_delta: list[tuple[int, Any]] = []
        self.modify_attack: list[tuple[int, Any]] = []
        self.cost_delta: list[tuple[int, Any]] = []
        self.on_event: list[tuple[int, Any]] = []


class GameState:
    """Everything about one game in progress. Build it with :func:`sakura_lab.game.new_state`."""

    __slots__ = (
        "cards", "owner", "loc", "cstate", "zones", "tok", "vigor", "flinch", "turn", "turn_player",
        "phase", "phase_base", "stack", "decision", "outcome", "rngs", "attacks", "next_aid",
        "played_count", "play_index", "terminal", "main_mode", "turn_effects", "buffs", "marks",
        "triggers", "enh_dirty", "disenchanting", "start_distance", "record", "events", "seed",
        "decks", "season", "max_turns", "decisions_made", "hosts", "cstats", "abcache", "rules", "mstats",
        "ablast",
    )
    cards: tuple[CardDef, ...]  # shared, immutable card definitions indexed by uid
    owner: list[int]  # owner of each card (CR 5-4)
    loc: list[int]  # zone of each card
    cstate: list[int]  # special card state (unused / in use / devoted)
    zones: list[list[list[int]]]  # zones[player][zone] -> ordered uids
    tok: list[int]  # sakura tokens per place (see constants: LIFE, AURA, ..., CARD_BASE + uid)
    vigor: list[int]
    flinch: list[bool]
    turn: int
    turn_player: int
    phase: int
    phase_base: int  # stack height where the current phase's work starts (CR 10-13)
    stack: list[tuple]
    decision: Decision | None
    outcome: Outcome | None
    rngs: list[int]  # PRNG states as 32-bit halves (rng.limbs): seat 0 shuffles, seat 1 shuffles, game
    attacks: dict[int, Attack]
    next_aid: int
    played_count: list[int]  # cards played this turn per player (連火)
    play_index: dict[int, int]
    terminal: list[bool]
    main_mode: int
    turn_effects: list[tuple[int, Any]]
    buffs: list[tuple]
    marks: dict[Any, Any]
    triggers: list[tuple]
    enh_dirty: bool
    disenchanting: set[int]
    start_distance: int
    record: bool
    events: list[tuple] | None
    seed: int
    decks: tuple
    season: str
    max_turns: int
    decisions_made: int
    hosts: tuple
    cstats: dict[int, list[int]] | None  # per-card counters for statistics (None = off)
    abcache: AbilityCache | None  # abilities in force; None = recompute (see abilities.invalidate())
    rules: tuple[tuple[int, Any], ...]  # host rules in force (engine.hostrules), src = -1 - player
    mstats: dict[str, list[int]] | None  # mechanic counters per player (engine.telemetry; None = off)
    # the last ability cache built (a memo, see abilities.active_abilities): most invalidations (a card moved
    # between zones) leave the abilities in force as they were, and then that cache, with the per-hook lists
    # already computed, is taken again instead of built anew
    ablast: AbilityCache | None

    # ------------------------------------------------------------------ public contract
    @property
    def is_terminal(self) -> bool:
        return self.outcome is not None

    def apply(self, index: int) -> None:
        """Answer the pending decision with ``index`` into its options and run until the next one."""
        d = self.decision
        if d is None:
            raise RulesError("no decision is pending")
        if not 0 <= index < len(d.options):
            raise RulesError(f"answer {index} is out of range for {d.kind} with {len(d.options)} options")
        self.decision = None
        fn, args = self.stack.pop()
        self.decisions_made += 1
        if self.record:
            self.log("answer", d.player, d.kind, d.options[index])
        fn(self, d.options[index], *args)
        RUNTIME.run(self)

    def apply_option(self, option: Any) -> None:
        """Answer with the option value itself (convenience for tests and scripts)."""
        d = self.decision
        if d is None:
            raise RulesError("no decision is pending")
        try:
            i = d.options.index(option)
        except ValueError:
            raise RulesError(f"{option!r} is not an option of {d!r}") from None
        self.apply(i)

    def clone(self) -> GameState:
        """An independent copy: playing on it never changes this state (shared parts are immutable)."""
        c = GameState.__new__(GameState)
        c.cards = self.cards
        c.owner = self.owner.copy()
        c.loc = self.loc.copy()
        c.cstate = self.cstate.copy()
        c.zones = [[z.copy() for z in pz] for pz in self.zones]
        c.tok = self.tok.copy()
        c.vigor = self.vigor.copy()
        c.flinch = self.flinch.copy()
        c.turn = self.turn
        c.turn_player = self.turn_player
        c.phase = self.phase
        c.phase_base = self.phase_base
        c.stack = self.stack.copy()
        c.decision = self.decision
        c.outcome = self.outcome
        c.rngs = self.rngs.copy()
        c.attacks = {k: a.copy() for k, a in self.attacks.items()}
        c.next_aid = self.next_aid
        c.played_count = self.played_count.copy()
        c.play_index = self.play_index.copy()
        c.terminal = self.terminal.copy()
        c.main_mode = self.main_mode
        c.turn_effects = self.turn_effects.copy()
        c.buffs = self.buffs.copy()
        c.marks = self.marks.copy()
        c.triggers = self.triggers.copy()
        c.enh_dirty = self.enh_dirty
        c.disenchanting = self.disenchanting.copy()
        c.start_distance = self.start_distance
        c.record = self.record
        c.events = self.events.copy() if self.events is not None else None
        c.seed = self.seed
        c.decks = self.decks
        c.season = self.season
        c.max_turns = self.max_turns
        c.decisions_made = self.decisions_made
        c.hosts = self.hosts
        c.cstats = None if self.cstats is None else {k: v.copy() for k, v in self.cstats.items()}
        c.abcache = self.abcache  # never mutated in place, so it can be shared
        c.ablast = self.ablast
        c.rules = self.rules
        c.mstats = None if self.mstats is None else {k: v.copy() for k, v in self.mstats.items()}
        return c

    def view(self, player: int) -> Any:
        """What ``player`` may see (CR 7-1): an ``engine.view.PlayerView``."""
        return RUNTIME.view(self, player)

    # ------------------------------------------------------------------ convenience readers
    def life(self, p: int) -> int:
        return self.tok[LIFE + p]

    def aura(self, p: int) -> int:
        return self.tok[AURA + p]

    def flare(self, p: int) -> int:
        return self.tok[FLARE + p]

    @property
    def distance(self) -> int:
        return RUNTIME.distance(self)

    @property
    def shadow(self) -> int:
        return self.tok[SHADOW]

    def hand(self, p: int) -> list[int]:
        return self.zones[p][HAND]

    def zone(self, p: int, z: int) -> list[int]:
        return self.zones[p][z]

    def card_tokens(self, uid: int) -> int:
        return self.tok[CARD_BASE + uid]

    def cid(self, uid: int) -> str:
        return self.cards[uid].id

    def find(self, card_id: str, player: int | None = None) -> int:
        """The uid of the card with id ``card_id`` (of ``player`` if given)."""
        for u, cd in enumerate(self.cards):
            if cd.id == card_id and (player is None or self.owner[u] == player):
                return u
        raise KeyError(card_id)

    def log(self, *ev: Any) -> None:
        if self.events is not None:
            self.events.append((self.turn,) + ev)

    def __repr__(self) -> str:
        return (f"<GameState turn {self.turn} p{self.turn_player} {PHASE_NAMES[self.phase]} "
                f"life {self.tok[LIFE]}/{self.tok[LIFE + 1]} aura {self.tok[AURA]}/{self.tok[AURA + 1]} "
                f"flare {self.tok[FLARE]}/{self.tok[FLARE + 1]} dist {self.tok[DIST]} shadow {self.tok[SHADOW]}>")


def blank_state(cards: Sequence[CardDef], owner: Sequence[int], where: Sequence[tuple[int, int, int]], *,
                hosts: tuple[tuple[str, ...], tuple[str, ...]], season: str, seed: int = 0, decks: tuple = (),
                record: bool = False, max_turns: int = MAX_TURNS, card_stats: bool = False,
                mechanic_stats: bool | None = None) -> GameState:
    """A state with ``cards`` placed as ``where[uid] = (player, zone, special state)`` and every other
    field at its start value (no tokens, turn 0, setup phase, empty stack); the game builder and the
    test scenarios fill in tokens, turn and RNG from there. Mechanic counters (``engine.telemetry``) are on
    with the card statistics unless ``mechanic_stats`` says otherwise."""
    n = len(cards)
    st = GameState.__new__(GameState)
    st.cards = tuple(cards)
    st.owner = list(owner)
    st.loc = [-1] * n
    st.cstate = [UNUSED] * n
    st.zones = [[[] for _ in range(N_ZONES)] for _ in range(2)]
    for u, (p, z, state) in enumerate(where):
        st.zones[p][z].append(u)
        st.loc[u] = z
        st.cstate[u] = state
    st.tok = [0] * (CARD_BASE + n)
    st.vigor = [0, 0]
    st.flinch = [False, False]
    st.turn = 0
    st.turn_player = 0
    st.phase = PHASE_SETUP
    st.phase_base = 0
    st.stack = []
    st.decision = None
    st.outcome = None
    st.rngs = [0, 0, 0, 0, 0, 0]
    st.attacks = {}
    st.next_aid = 0
    st.played_count = [0, 0]
    st.play_index = {}
    st.terminal = [False, False]
    st.main_mode = -1
    st.turn_effects = []
    st.buffs = []
    st.marks = {}
    st.triggers = []
    st.enh_dirty = False
    st.disenchanting = set()
    st.start_distance = 10
    st.record = record
    st.events = [] if record else None
    st.seed = seed
    st.decks = decks
    st.season = season
    st.max_turns = max_turns
    st.decisions_made = 0
    st.cstats = {} if card_stats else None
    st.mstats = {} if (card_stats if mechanic_stats is None else mechanic_stats) else None
    st.abcache = None
    st.ablast = None
    st.hosts = hosts
    st.rules = rules_for(hosts)  # host rules of the additional rules in force (engine.hostrules)
    return st
