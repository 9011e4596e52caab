"""The game state and the core rules of the Sakura Duel (CR chapters 4-10).

Design (DESIGN.md §3): every pending piece of work is a *frame* ``(function, args)`` on an explicit
stack inside the state. Frames are immutable tuples of module-level functions, shared DSL nodes and
ints, so ``clone()`` copies lists and a handful of small objects, never Python call stacks. When the
rules give a player a choice, a frame calls :func:`ask`, which stores a :class:`Decision` and pushes a
continuation frame; :meth:`GameState.apply` pops it and calls it with the chosen option.

Situation-triggered processing (CR 5-5) is done between frames: triggered work queued by events is
pushed on top of the stack after the current frame finishes (nested resolution, CR 9-9), and
enhancements left without tokens are disenchanted (CR 5-5-2, 9-6).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    ACTION,
    ATTACK,
    AURA,
    AURA_CAP,
    BACKWARD,
    BASIC_ACTIONS,
    CARD_BASE,
    D_BASIC_COST,
    D_CHARGE,
    D_DAMAGE,
    D_DAMAGE_SPLIT,
    D_HAND_LIMIT,
    D_MAIN,
    D_MULLIGAN,
    D_MULLIGAN_ORDER,
    D_ORDER,
    D_REACT,
    D_RESHUFFLE,
    DECK,
    DEVOTED,
    DISCARD,
    DIST,
    DIST_CAP,
    ENHANCE,
    ENHANCEMENT,
    EXTRA,
    FLARE,
    FOCUS,
    FORWARD,
    HAND,
    HAND_LIMIT,
    IN_USE,
    IN_USE_STATE,
    LIFE,
    MASTERY_ZONE,
    MAX_TURNS,
    MODE_EFFECT,
    MODE_FULLPOWER,
    MODE_REACTION,
    MODE_STANDARD,
    N_ZONES,
    OUT,
    OUTSIDE,
    PLAYED,
    REACTION,
    RECOVER,
    RETREAT,
    SEAL,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
    VARIABLE,
    VIGOR_CAP,
)
from sakura_lab.engine.rng import next_state

Frame = tuple  # (callable, args)

PHASE_SETUP, PHASE_START, PHASE_MAIN, PHASE_END = 0, 1, 2, 3
PHASE_NAMES = ("setup", "start", "main", "end")


from sakura_lab.engine.errors import RulesError  # noqa: E402 - a plain class, so mypyc can compile this module


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


class GameState:
    """Everything about one game in progress. Build it with :func:`sakura_lab.game.new_state`."""

    __slots__ = (
        "cards", "owner", "loc", "cstate", "zones", "tok", "vigor", "flinch", "turn", "turn_player",
        "phase", "phase_base", "stack", "decision", "outcome", "rngs", "attacks", "next_aid",
        "played_count", "play_index", "terminal", "main_mode", "turn_effects", "buffs", "marks",
        "triggers", "enh_dirty", "disenchanting", "start_distance", "record", "events", "seed",
        "decks", "season", "max_turns", "decisions_made", "hosts", "cstats", "abcache", "rules",
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
    rngs: list[int]  # PRNG states: seat 0 shuffles, seat 1 shuffles, game
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
    abcache: _AbilityCache | None  # abilities in force; None = recompute (see invalidate())
    rules: tuple[tuple[int, Any], ...]  # host rules in force (engine.hostrules), src = -1 - player

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
        run(self)

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
        c.owner = list(self.owner)
        c.loc = list(self.loc)
        c.cstate = list(self.cstate)
        c.zones = [[list(z) for z in pz] for pz in self.zones]
        c.tok = list(self.tok)
        c.vigor = list(self.vigor)
        c.flinch = list(self.flinch)
        c.turn = self.turn
        c.turn_player = self.turn_player
        c.phase = self.phase
        c.phase_base = self.phase_base
        c.stack = list(self.stack)
        c.decision = self.decision
        c.outcome = self.outcome
        c.rngs = list(self.rngs)
        c.attacks = {k: a.copy() for k, a in self.attacks.items()}
        c.next_aid = self.next_aid
        c.played_count = list(self.played_count)
        c.play_index = dict(self.play_index)
        c.terminal = list(self.terminal)
        c.main_mode = self.main_mode
        c.turn_effects = list(self.turn_effects)
        c.buffs = list(self.buffs)
        c.marks = dict(self.marks)
        c.triggers = list(self.triggers)
        c.enh_dirty = self.enh_dirty
        c.disenchanting = set(self.disenchanting)
        c.start_distance = self.start_distance
        c.record = self.record
        c.events = list(self.events) if self.events is not None else None
        c.seed = self.seed
        c.decks = self.decks
        c.season = self.season
        c.max_turns = self.max_turns
        c.decisions_made = self.decisions_made
        c.hosts = self.hosts
        c.cstats = None if self.cstats is None else {k: list(v) for k, v in self.cstats.items()}
        c.abcache = self.abcache  # never mutated in place, so it can be shared
        c.rules = self.rules
        return c

    def view(self, player: int) -> Any:
        from sakura_lab.engine.view import PlayerView

        return PlayerView(self, player)

    # ------------------------------------------------------------------ convenience readers
    def life(self, p: int) -> int:
        return self.tok[LIFE + p]

    def aura(self, p: int) -> int:
        return self.tok[AURA + p]

    def flare(self, p: int) -> int:
        return self.tok[FLARE + p]

    @property
    def distance(self) -> int:
        return current_distance(self)

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
                record: bool = False, max_turns: int = MAX_TURNS, card_stats: bool = False) -> GameState:
    """A state with ``cards`` placed as ``where[uid] = (player, zone, special state)`` and every other
    field at its start value (no tokens, turn 0, setup phase, empty stack); the game builder and the
    test scenarios fill in tokens, turn and RNG from there."""
    from sakura_lab.engine.hostrules import rules_for

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
    st.rngs = [0, 0, 0]
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
    st.abcache = None
    st.hosts = hosts
    st.rules = rules_for(hosts)  # host rules of the additional rules (engine.hostrules)
    return st


# ====================================================================== run loop
def run(st: GameState) -> None:
    """Resolve frames until a decision is pending or the game is over."""
    stack = st.stack
    while st.decision is None and st.outcome is None:
        if st.triggers:
            _flush_triggers(st)
            continue
        if st.enh_dirty:
            st.enh_dirty = False
            _check_disenchant(st)
            if st.triggers:
                continue
        if not stack:
            raise RulesError("empty work stack")
        fn, args = stack.pop()
        fn(st, *args)


def push(st: GameState, fn: Callable, *args: Any) -> None:
    st.stack.append((fn, args))


def ask(st: GameState, player: int, kind: str, options: Sequence, fn: Callable, *args: Any,
        context: Any = None, auto_single: bool = True) -> None:
    """Give ``player`` a decision; ``fn(st, chosen_option, *args)`` resumes resolution.

    A decision with a single option is answered at once (nothing to choose) unless ``auto_single``
    is False. A decision without options is a bug of the engine (CR: every choice has a legal option).
    """
    options = tuple(options)
    if not options:
        raise RulesError(f"decision {kind} for p{player} has no options")
    if len(options) == 1 and auto_single:
        st.stack.append((fn, (options[0],) + args))
        return
    st.decision = Decision(player, kind, options, context)
    st.stack.append((fn, args))


def queue_trigger(st: GameState, label: tuple, fn: Callable, *args: Any) -> None:
    """Queue triggered work (situation-triggered processing, CR 5-5): it runs after the current step."""
    st.triggers.append((label, fn, args))


def _flush_triggers(st: GameState) -> None:
    trig = st.triggers
    st.triggers = []
    if len(trig) == 1:
        label, fn, args = trig[0]
        st.stack.append((fn, args))
        return
    # Several at once: the turn player chooses the order (CR 5-1-1, 5-5, 9-1).
    push(st, _order_triggers, tuple(trig))


def _order_triggers(st: GameState, trig: tuple) -> None:
    labels = tuple(t[0] for t in trig)
    if len(set(labels)) == 1:  # identical effects: order does not matter
        for i in range(len(trig) - 1, -1, -1):  # (an index loop: mypyc cannot reverse an Any tuple)
            _label, fn, args = trig[i]
            st.stack.append((fn, args))
        return
    ask(st, st.turn_player, D_ORDER, range(len(trig)), _order_answer, trig, context=labels)


def _order_answer(st: GameState, i: int, trig: tuple) -> None:
    rest = trig[:i] + trig[i + 1:]
    if rest:
        push(st, _order_triggers, rest)
    label, fn, args = trig[i]
    st.stack.append((fn, args))


# ====================================================================== abilities and events
def invalidate(st: GameState) -> None:
    """Forget the cached list of abilities in force. Call after any change of a card's zone, special
    state, owner or definition, of turn effects or of the cards being disenchanted."""
    st.abcache = None


class _AbilityCache:
    """The abilities in force, and per hook the subset that implements it (computed lazily)."""

    __slots__ = ("all", "hooks")

    def __init__(self, abilities: list[tuple[int, Any]]) -> None:
        self.all = abilities
        self.hooks: dict[str, list[tuple[int, Any]]] = {}


_METHOD_HOOKS = ("on_event", "forbids", "mastery_delta", "modify_attack", "cost_delta")
_OVERRIDES: dict[tuple[type, str], bool] = {}


def _implements(ab: Any, hook: str) -> bool:
    if hook in _METHOD_HOOKS:
        key = (type(ab), hook)
        hit = _OVERRIDES.get(key)
        if hit is None:
            hit = _OVERRIDES[key] = getattr(type(ab), hook, None) is not getattr(Ability, hook)
        return hit
    return bool(getattr(ab, hook, None))


def active_abilities(st: GameState) -> list[tuple[int, Any]]:
    """(source uid, ability) for every ability in force: Ongoing (CR 9-1-1-6), Devoted (9-1-1-8),
    Forced texts of public cards that declare themselves global, and turn-long effects.

    The list is cached until :func:`invalidate`; callers must not modify it."""
    cache = st.abcache
    if cache is None:
        out: list[tuple[int, Any]] = []
        cards = st.cards
        for p in (0, 1):
            zp = st.zones[p]
            for u in zp[ENHANCE]:
                if u in st.disenchanting:  # a card being disenchanted loses its Ongoing effects (CR 9-6)
                    continue
                cd = cards[u]
                for ab in (cd if cd.variant is None else card_of(st, u)).script.ongoing:
                    out.append((u, ab))
            for u in zp[SPECIAL]:
                if st.cstate[u] == DEVOTED:
                    cd = cards[u]
                    for ab in (cd if cd.variant is None else card_of(st, u)).script.devoted:
                        out.append((u, ab))
        for src, ab in st.turn_effects:
            out.append((src, ab))
        out.extend(st.rules)
        cache = st.abcache = _AbilityCache(out)
    result = cache.all
    if st.marks.get("cancel_keys"):
        # CR 10-28: identical effects marked "cancel out if duplicated" are all invalid together.
        keys = [ab.cancel_key for _, ab in result if ab.cancel_key is not None]
        dup = {k for k in keys if keys.count(k) > 1}
        if dup:
            result = [(s, ab) for s, ab in result if ab.cancel_key not in dup]
    return result


def hooked(st: GameState, hook: str) -> list[tuple[int, Any]]:
    """The abilities in force that implement ``hook`` (a method of :class:`Ability` or an attribute such
    as ``arrow_aura_cap``): the hot paths loop over these only."""
    cache = st.abcache
    if cache is None:
        active_abilities(st)
        cache = st.abcache
        assert cache is not None
    if not cache.all:
        return cache.all
    if st.marks.get("cancel_keys"):
        return [(s, ab) for s, ab in active_abilities(st) if _implements(ab, hook)]
    lst = cache.hooks.get(hook)
    if lst is None:
        lst = cache.hooks[hook] = [(s, ab) for s, ab in cache.all if _implements(ab, hook)]
    return lst


def emit(st: GameState, *ev: Any) -> None:
    """Tell every ability in force that ``ev`` happened (they may queue triggered work)."""
    if st.record:
        st.log("event", *ev)
    for src, ab in hooked(st, "on_event"):
        ab.on_event(st, src, ev)


def forbidden(st: GameState, what: str, player: int, detail: Any = None) -> bool:
    for src, ab in hooked(st, "forbids"):
        if ab.forbids(st, src, what, player, detail):
            return True
    return False


def mastery_zone(st: GameState) -> int:
    m = MASTERY_ZONE
    for src, ab in hooked(st, "mastery_delta"):
        m += ab.mastery_delta(st, src)
    return max(0, m)


def current_distance(st: GameState) -> int:
    """CR 5-2-1: the tokens on ＜Distance＞ after modifications (``distance_delta`` abilities), never below 0."""
    d = st.tok[DIST]
    for src, ab in hooked(st, "distance_delta"):
        d += ab.distance_delta(st, src)
    return max(0, d)


def add_turn_effect(st: GameState, src: int, ability: Any) -> None:
    """An ability in force until the end of this turn (e.g. "this turn your Specials cost 1 less")."""
    st.turn_effects.append((src, ability))
    st.abcache = None


# ====================================================================== RNG helpers
def rand_below(st: GameState, stream: int, n: int) -> int:
    s, out = next_state(st.rngs[stream])
    st.rngs[stream] = s
    return out % n


def shuffle_deck(st: GameState, p: int) -> None:
    """Shuffle ``p``'s deck with ``p``'s own stream (keyed by the side, DESIGN.md §6)."""
    deck = st.zones[p][DECK]
    for i in range(len(deck) - 1, 0, -1):
        j = rand_below(st, p, i + 1)
        deck[i], deck[j] = deck[j], deck[i]


# ====================================================================== cards and zones
def move_card(st: GameState, uid: int, zone: int, *, top: bool = True, player: int | None = None) -> None:
    """Move card ``uid`` to ``zone`` of its owner (CR 7-2: zones that hold only their owner's cards).

    Tokens on the card move with it (CR 6-3); when the card goes somewhere tokens cannot sit, they go
    to ＜Shadow＞ (CR 7-1-9: tokens associated with no enhancement move to Shadow).
    """
    old_p = st.owner[uid] if player is None else player
    old = st.loc[uid]
    if old == ENHANCE or old == SPECIAL or zone == ENHANCE or zone == SPECIAL:
        st.abcache = None  # only these zones hold abilities in force (CR 9-1-1-6, 9-1-1-8)
    src_zone = _locate(st, uid)
    if src_zone is not None:
        src_zone.remove(uid)
    p = st.owner[uid]
    if zone == DECK:
        if top:
            st.zones[p][DECK].insert(0, uid)
        else:
            st.zones[p][DECK].append(uid)
    else:
        st.zones[p][zone].append(uid)
    st.loc[uid] = zone
    if st.cards[uid].is_special:
        if zone == SPECIAL and old != SPECIAL:
            st.cstate[uid] = DEVOTED if old in (IN_USE, ENHANCE) else st.cstate[uid]
            st.abcache = None
    if zone not in (IN_USE, ENHANCE, SPECIAL) and st.tok[CARD_BASE + uid]:
        n = st.tok[CARD_BASE + uid]
        st.tok[CARD_BASE + uid] = 0
        st.tok[SHADOW] += n
    if old == ENHANCE or zone == ENHANCE:
        st.enh_dirty = True
    if st.record and old != zone:
        st.log("move", old_p, uid, old, zone)


def _locate(st: GameState, uid: int) -> list[int] | None:
    z = st.loc[uid]
    if z < 0:
        return None
    for p in (0, 1):
        lst = st.zones[p][z]
        if uid in lst:
            return lst
    return None


def draw(st: GameState, p: int, n: int = 1) -> None:
    """Draw ``n`` cards one at a time (CR 7-1-6); an empty deck causes Burnout each time (CR 5-5-3)."""
    for _ in range(n):
        push(st, _draw_one, p)


def _draw_one(st: GameState, p: int) -> None:
    deck = st.zones[p][DECK]
    if not deck:
        if st.record:
            st.log("burnout", p)
        # Burnout (焦燥, CR 10-10): 1/1 damage, the player chooses aura or life.
        push_damage(st, p, 1, 1, kind="burnout")
        return
    uid = deck[0]
    move_card(st, uid, HAND)


# ====================================================================== tokens (CR 6-3)
def aura_cap(st: GameState, p: int, arrow_player: int = -1) -> int:
    cap = AURA_CAP
    if arrow_player == p:
        for src, ab in hooked(st, "arrow_aura_cap"):
            f = getattr(ab, "arrow_aura_cap", None)
            if f is not None:
                cap = max(cap, f(st, src, p))
        if cap > AURA_CAP:  # remember it: tokens moved in under a raised cap stay after it drops (CR 7-1-3-1)
            st.marks[("aura_cap_peak", p)] = max(cap, st.marks.get(("aura_cap_peak", p), 0))
    return cap


def room(st: GameState, place: int, arrow_player: int = -1) -> int:
    if place == DIST:
        return DIST_CAP - st.tok[DIST]
    if place == AURA or place == AURA + 1:
        return max(0, aura_cap(st, place - AURA, arrow_player) - st.tok[place])
    return 1 << 30


def move_tokens(st: GameState, src: int, dst: int, n: int, *, arrow_player: int = -1,
                cause: str = "effect") -> int:
    """Move up to ``n`` sakura tokens from place ``src`` to place ``dst`` (CR 6-3: as many as possible).

    ``arrow_player`` >= 0 marks a card's arrow effect (CR 10-1) generated by that player.
    Returns how many moved.
    """
    if n <= 0 or src == dst:
        return 0
    if arrow_player >= 0 and src == DIST:
        # Smoke and the like: card arrows cannot move tokens out of ＜Distance＞.
        for _s, ab in hooked(st, "blocks_arrow_from_distance"):
            if getattr(ab, "blocks_arrow_from_distance", False):
                return 0
    if src >= CARD_BASE and dst == SHADOW:
        # Replacement: e.g. Space for Master sends its tokens to Distance instead (its Ongoing text).
        u = src - CARD_BASE
        if st.loc[u] == ENHANCE and u not in st.disenchanting:
            for ab in st.cards[u].script.ongoing:
                if getattr(ab, "redirect_shadow_to_distance", False):
                    # What cannot fit on a full ＜Distance＞ stays on the card (CR 6-3; rulings memo).
                    return _raw_move(st, src, DIST, n, arrow_player, cause)
    return _raw_move(st, src, dst, n, arrow_player, cause)


def _raw_move(st: GameState, src: int, dst: int, n: int, arrow_player: int, cause: str) -> int:
    tok = st.tok
    avail = (1 << 30) if src == OUTSIDE else tok[src]
    k = min(n, avail, room(st, dst, arrow_player))
    if k <= 0:
        return 0
    if src != OUTSIDE:
        tok[src] -= k
    if dst != OUTSIDE:
        tok[dst] += k
    if st.record:
        st.log("tokens", src, dst, k, cause)
    if src >= CARD_BASE or dst >= CARD_BASE:
        st.enh_dirty = True
    for place, delta in ((src, -k), (dst, k)):
        if place < 2:  # life
            p = place
            new = tok[place]
            emit(st, "life_changed", p, new - delta, new, cause)
            if new == 0:
                _check_win(st)
        elif place < 4:
            p = place - AURA
            # per-turn count of Aura changes by cause, kept even while no ability listens
            # ("the first time this turn ...", counted from the start of the turn)
            key = ("turn", "aura_changes", p, cause)
            st.marks[key] = st.marks.get(key, 0) + 1
            emit(st, "aura_changed", p, tok[place] - delta, tok[place], cause)
    return k


def _check_win(st: GameState) -> None:
    """CR 4-2: a player whose opponent's life is 0 wins; both at 0 is a draw (our reading of step 4)."""
    if st.outcome is not None:
        return
    z0 = st.tok[LIFE] == 0 and not loss_replaced(st, 0)
    z1 = st.tok[LIFE + 1] == 0 and not loss_replaced(st, 1)
    if z0 and z1:
        st.outcome = Outcome(None, "both_life_zero", st.turn)
    elif z0:
        st.outcome = Outcome(1, "life", st.turn)
    elif z1:
        st.outcome = Outcome(0, "life", st.turn)
    if st.outcome is not None and st.record:
        st.log("game_over", st.outcome.winner, st.outcome.reason)


def loss_replaced(st: GameState, p: int) -> bool:
    """A replacement effect in force ("if you would lose, instead ...") takes over the loss of ``p``;
    its ``replace_loss`` queues the work that replaces the loss (and may call :func:`lose` later)."""
    for src, ab in hooked(st, "replace_loss"):
        if ab.replace_loss(st, src, p):
            return True
    return False


def lose(st: GameState, p: int, reason: str = "effect") -> None:
    """CR 4-2 step 2: a player loses because of an effect; the other wins."""
    if st.outcome is None and not loss_replaced(st, p):
        st.outcome = Outcome(1 - p, reason, st.turn)
        if st.record:
            st.log("game_over", 1 - p, reason)


def gain_vigor(st: GameState, p: int, n: int = 1) -> None:
    """CR 5-1-4: a flinched player gains nothing and loses the flinch instead; cap 2 (5-1-2)."""
    if n <= 0:
        return
    if st.flinch[p]:
        st.flinch[p] = False
        if st.record:
            st.log("flinch_removed", p)
        return
    st.vigor[p] = min(VIGOR_CAP, st.vigor[p] + n)


def set_unused(st: GameState, uid: int) -> None:
    """CR 10-17: the Special card returns, unused, to its owner's ＜Special＞ zone."""
    move_card(st, uid, SPECIAL)
    st.cstate[uid] = UNUSED
    st.abcache = None
    if st.record:
        st.log("unused", st.owner[uid], uid)


def set_vigor(st: GameState, p: int, value: int) -> None:
    st.vigor[p] = max(0, min(VIGOR_CAP, value))


def flinch(st: GameState, p: int) -> None:
    st.flinch[p] = True
    if st.record:
        st.log("flinch", p)


# ====================================================================== damage (CR 5-8)
def push_damage(st: GameState, target: int, aura: int | None, life: int | None, *, kind: str = "effect",
                aid: int = -1, chooser: int | None = None, both: bool = False) -> None:
    """Resolve two-value damage ``aura/life`` to ``target`` (CR 5-8-2, 5-8-3-2); None means "-"."""
    push(st, _damage_start, target, aura, life, kind, aid, target if chooser is None else chooser, both)


def aura_like(st: GameState, p: int) -> tuple[int, list[int]]:
    """Aura tokens plus tokens of enhancements treated as aura for damage (Silent Wall)."""
    walls = []
    for u in st.zones[p][ENHANCE]:
        if u in st.disenchanting:
            continue
        for ab in st.cards[u].script.ongoing:
            if getattr(ab, "counts_as_aura", False) and st.tok[CARD_BASE + u] > 0:
                walls.append(u)
                break
    return st.tok[AURA + p] + sum(st.tok[CARD_BASE + u] for u in walls), walls


def _damage_start(st: GameState, target: int, aura: int | None, life: int | None, kind: str, aid: int,
                  chooser: int, both: bool) -> None:
    if aura is None and life is None:
        return
    if both:
        # CR 10-26 (2022-11): both damages are dealt simultaneously.
        push(st, _damage_done, target, "both", aura, life, kind, aid)
        if life is not None:
            push(st, _damage_life, target, life, kind, aid)
        if aura is not None:
            push(st, _damage_aura, target, aura, kind, aid)
        return
    opts = []
    if aura is not None:
        total, _ = aura_like(st, target)
        if life is None or total >= aura:
            opts.append("aura")
    if life is not None:
        opts.append("life")
    ask(st, chooser, D_DAMAGE, opts, _damage_chosen, target, aura, life, kind, aid,
        context=(target, aura, life, kind))


def _damage_chosen(st: GameState, choice: str, target: int, aura: int | None, life: int | None, kind: str,
                   aid: int) -> None:
    if choice == "aura":
        push(st, _damage_done, target, "aura", aura, None, kind, aid)
        push(st, _damage_aura, target, aura, kind, aid)
    else:
        push(st, _damage_done, target, "life", None, life, kind, aid)
        push(st, _damage_life, target, life, kind, aid)


def _damage_done(st: GameState, target: int, chosen: str, aura: Any, life: Any, kind: str, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is not None:
        atk.chosen = chosen
    emit(st, "damage_done", target, chosen, aid, kind)


def _damage_aura(st: GameState, target: int, n: int, kind: str, aid: int) -> None:
    """Aura damage: tokens from ＜Aura＞ (and aura-like enhancements) to ＜Shadow＞ (CR 5-8-3-1)."""
    if n <= 0:
        _record_dealt(st, aid, 0, None)
        return
    total, walls = aura_like(st, target)
    if walls:
        lo = max(0, n - st.tok[AURA + target])
        wall_tokens = total - st.tok[AURA + target]
        hi = min(n, wall_tokens)
        if hi > lo:
            ask(st, target, D_DAMAGE_SPLIT, range(lo, hi + 1), _damage_aura_split, target, n, kind, aid,
                tuple(walls), context=(n, st.tok[AURA + target], wall_tokens))
            return
        _damage_aura_split(st, lo, target, n, kind, aid, tuple(walls))
        return
    moved = move_tokens(st, AURA + target, SHADOW, n, cause=_dmg_cause(kind))
    _record_dealt(st, aid, moved, None)


def _dmg_cause(kind: str) -> str:
    return "attack_damage" if kind == "attack" else "damage"


def _damage_aura_split(st: GameState, from_walls: int, target: int, n: int, kind: str, aid: int,
                       walls: tuple) -> None:
    moved = 0
    left = from_walls
    for u in walls:
        if left <= 0:
            break
        k = move_tokens(st, CARD_BASE + u, SHADOW, left, cause=_dmg_cause(kind))
        left -= k
        moved += k
    moved += move_tokens(st, AURA + target, SHADOW, n - moved, cause=_dmg_cause(kind))
    _record_dealt(st, aid, moved, None)


def _damage_life(st: GameState, target: int, n: int, kind: str, aid: int) -> None:
    """Life damage: tokens from ＜Life＞ to the same player's ＜Flare＞ (CR 5-8-3-1)."""
    moved = move_tokens(st, LIFE + target, FLARE + target, n, cause=_dmg_cause(kind)) if n > 0 else 0
    _record_dealt(st, aid, None, moved)
    if moved > 0 and st.outcome is None:
        emit(st, "life_damage", target, moved, aid, kind)


def _record_dealt(st: GameState, aid: int, aura: int | None, life: int | None) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    if st.cstats is not None:  # attack damage is credited to the card (or the source of an effect attack)
        u = atk.card if atk.card >= 0 else atk.source
        if u >= 0:
            rec = st.cstats.get(u)
            if rec is None:
                rec = st.cstats[u] = [0, 0, 0, 0, 0]
            rec[2] += aura or 0
            rec[3] += life or 0
    if aura is not None:
        atk.dealt_aura += aura
    if life is not None:
        atk.dealt_life += life


def push_single_damage(st: GameState, target: int, where: str, n: int, kind: str = "effect") -> None:
    """Single-value damage to "aura", "life" or "flare" (CR 5-8-1, 5-8-3-1)."""
    if where == "aura":
        push(st, _damage_aura, target, n, kind, -1)
    elif where == "life":
        push(st, _damage_life, target, n, kind, -1)
    else:
        push(st, _damage_flare, target, n)


def _damage_flare(st: GameState, target: int, n: int) -> None:
    move_tokens(st, FLARE + target, SHADOW, n, cause="damage")


# ====================================================================== attacks (CR 6-4, 9-4, 10-5)
def new_attack(st: GameState, player: int, *, card: int = -1, rng: Sequence[int] = (), aura: int | None = 0,
               life: int | None = 0, after: tuple = (), statics: tuple = (), flags: frozenset = frozenset(),
               source: int = -1) -> Attack:
    """Create an attack object in ``player``'s ＜Attacking＞ zone (not yet checked for range)."""
    atk = Attack()
    atk.aid = st.next_aid
    st.next_aid += 1
    atk.player = player
    atk.card = card
    atk.source = source if source >= 0 else card
    if card >= 0:
        cd = card_of(st, card)
        atk.megami = cd.megami
        atk.category = "special" if cd.is_special else "normal"
        atk.subtype = cd.subtype
        atk.range = tuple(cd.range)
        atk.aura = cd.aura
        atk.life = cd.life
        atk.after = cd.script.after
        atk.statics = cd.script.attack_statics
        atk.flags = cd.script.flags
    else:
        atk.megami = st.cards[source].megami if source >= 0 else ""
        atk.category = None
        atk.subtype = None
        atk.range = tuple(rng)
        atk.aura = aura
        atk.life = life
        atk.after = after
        atk.statics = statics
        atk.flags = flags
    st.attacks[atk.aid] = atk
    return atk


def _attack_acc(st: GameState, atk: Attack, with_buffs: bool) -> AttackAcc:
    """Collect every modification of ``atk``: its own Forced texts, modifications put on it, pending
    "next attack" effects (``with_buffs``) and the abilities in force."""
    acc = AttackAcc()
    for ab in atk.statics:
        ab.modify_attack(st, atk.card, atk, acc)
    for m in atk.mods:
        _apply_mod(acc, m)
    if with_buffs and st.buffs and not atk.marks.get("made"):
        # "next attack" effects that will attach when this attack is made already count for the range
        # check that decides whether it is made (CR 9-2-1 i, 10-5 i; rulings memo §24)
        for bp, filt, mods in st.buffs:
            if bp == atk.player and (filt is None or filt(st, atk)):
                for m in mods:
                    _apply_mod(acc, m)
    for src, ab in hooked(st, "modify_attack"):
        ab.modify_attack(st, src, atk, acc)
    return acc


def _substituted_damage(st: GameState, atk: Attack, acc: AttackAcc) -> tuple[int | None, int | None]:
    """Damage after substitution and exchange (CR 5-6 i, ii), before any +/-."""
    aura, life = atk.aura, atk.life
    if atk.card >= 0:
        dfn = st.cards[atk.card].script.damage_fn
        if dfn is not None:
            aura, life = dfn(st, atk)
    if acc.aura_subst is not None and aura is not None:
        aura = acc.aura_subst
    if acc.life_subst is not None and life is not None:
        life = acc.life_subst
    if acc.exchange:
        aura, life = life, aura
    return aura, life


def damage_before_addsub(st: GameState, atk: Attack) -> tuple[int | None, int | None]:
    """The damage an effect that itself adds or subtracts sees (CR 9-1-3-2): after substitution and
    exchange, before +/- (pending "next attack" effects are left out)."""
    return _substituted_damage(st, atk, _attack_acc(st, atk, False))


def attack_values(st: GameState, atk: Attack) -> AttackValues:
    """Range, damage and flags of ``atk`` after every modification in CR 5-6 / 5-7 order."""
    acc = _attack_acc(st, atk, True)
    # --- damage: substitution, exchange, +/- (CR 5-6 i, ii, v), then the rules' correction (vi)
    aura, life = _substituted_damage(st, atk, acc)
    if aura is not None:
        aura += acc.aura_add
    if life is not None:
        life += acc.life_add
    flags = set(atk.flags) | acc.flags
    flags -= acc.lost
    if "lose_no_reactions" in acc.lost:
        flags = {f for f in flags if not f.startswith("no_reactions")}
    if aura is not None:
        aura = max(0, aura) if "overwhelm" in flags else max(0, min(5, aura))  # CR 6-4-1-4, 10-21
    if life is not None:
        life = max(0, life)  # CR 6-4-1-5
    # --- range (CR 5-7): change, shift, add, remove, expand, reduce
    r = set(acc.change if acc.change is not None else atk.range)
    if acc.shift:
        r = {x + acc.shift for x in r}
    r |= set(acc.added)
    r -= set(acc.removed)
    if r and acc.near_expand > 0:
        lo = min(r)
        r |= set(range(lo - acc.near_expand, lo))
    if r and acc.far_expand > 0:
        hi = max(r)
        r |= set(range(hi + 1, hi + acc.far_expand + 1))
    for x in acc.near_reduce:  # one modification at a time: the 2022 reading of CR 10-4
        if r:
            lo = min(r)
            r -= set(range(lo, lo + x))  # CR 10-4-3
    for x in acc.far_reduce:
        if r:
            hi = max(r)
            r -= set(range(hi - x + 1, hi + 1))  # CR 10-4-4
    return AttackValues(frozenset(r), aura, life, frozenset(flags))


def _apply_mod(acc: AttackAcc, m: tuple) -> None:
    kind = m[0]
    if kind == "dmg":
        acc.aura_add += m[1]
        acc.life_add += m[2]
    elif kind == "far":
        acc.far_expand += m[1]
    elif kind == "near":
        acc.near_expand += m[1]
    elif kind == "far_reduce":
        acc.far_reduce.append(m[1])
    elif kind == "near_reduce":
        acc.near_reduce.append(m[1])
    elif kind == "shift":
        acc.shift += m[1]
    elif kind == "flag":
        acc.flags.add(m[1])
    elif kind == "lose":
        acc.lost.add(m[1])
    elif kind == "exchange":
        acc.exchange = not acc.exchange
    else:  # pragma: no cover - a programming error in a card script
        raise RulesError(f"unknown attack modification {m!r}")


def in_range(st: GameState, atk: Attack, vals: AttackValues | None = None) -> bool:
    vals = vals or attack_values(st, atk)
    return current_distance(st) in vals.range


def can_attack(st: GameState, player: int) -> bool:
    return not forbidden(st, "attack", player)


def make_effect_attack(st: GameState, ctx: Ctx, rng: Sequence[int], aura: int | None, life: int | None,
                       after: tuple = (), statics: tuple = (), flags: frozenset = frozenset()) -> None:
    """CR 10-5 "you attack with ...": create, check the range, and resolve it nested (CR 9-9)."""
    src = ctx.card
    atk = new_attack(st, ctx.player, rng=rng, aura=aura, life=life, after=after, statics=statics,
                     flags=flags, source=src)
    atk.megami = st.cards[src].megami if src >= 0 else ""
    if not can_attack(st, ctx.player) or not in_range(st, atk):
        del st.attacks[atk.aid]  # illegal: the attack disappears (CR 10-5 i)
        if st.record:
            st.log("attack_illegal", ctx.player, atk.aid)
        return
    push_resolve_attack(st, atk.aid)


def push_resolve_attack(st: GameState, aid: int) -> None:
    push(st, _atk_made, aid)


def _atk_made(st: GameState, aid: int) -> None:
    """An attack within range was made (CR 9-4 preamble); "next attack" effects attach to it."""
    atk = st.attacks[aid]
    p = atk.player
    atk.marks["made"] = True
    keep = []
    for b in st.buffs:
        bp, filt, mods = b
        if bp == p and (filt is None or filt(st, atk)):
            atk.mods.extend(mods)
        else:
            keep.append(b)
    st.buffs = keep
    for ab in atk.statics:  # Forced texts checked "when this attack is made" (e.g. Treachery)
        f = getattr(ab, "on_made", None)
        if f is not None:
            f(st, atk)
    if st.record:
        st.log("attack", p, aid, atk.card, repr(attack_values(st, atk)))
    push(st, _atk_window, aid)
    emit(st, "attack_made", p, aid)


def reaction_options(st: GameState, aid: int) -> list[int]:
    """Cards the attacked player may react with (CR 9-4 i, 10-22)."""
    atk = st.attacks[aid]
    q = 1 - atk.player
    if atk.is_reaction:  # an attack made as a Reaction cannot be reacted to (CR 9-4 i)
        return []
    vals = attack_values(st, atk)
    if "no_reactions" in vals.flags:
        return []
    no_normal = "no_reactions_normal" in vals.flags
    no_special = "no_reactions_special" in vals.flags
    out = []
    zq = st.zones[q]
    for u in zq[HAND]:
        cd = st.cards[u]
        if no_normal and cd.is_normal:
            continue
        if cd.ctype is not None and "no_reactions_" + cd.ctype in vals.flags:  # e.g. No Reactions (Attack)
            continue
        if cd.subtype == REACTION or (cd.script.reaction_if is not None and cd.script.reaction_if(st, q, u)):
            if can_play(st, q, u, MODE_REACTION, aid):
                out.append(u)
    for u in zq[SPECIAL]:
        cd = st.cards[u]
        if no_special or st.cstate[u] != UNUSED:
            continue
        if cd.ctype is not None and "no_reactions_" + cd.ctype in vals.flags:
            continue
        if cd.subtype == REACTION or (cd.script.reaction_if is not None and cd.script.reaction_if(st, q, u)):
            if can_play(st, q, u, MODE_REACTION, aid):
                out.append(u)
    return out


def _atk_window(st: GameState, aid: int) -> None:
    push(st, _atk_after_reaction, aid)
    atk = st.attacks[aid]
    opts = reaction_options(st, aid)
    if not opts:
        return
    q = 1 - atk.player
    ask(st, q, D_REACT, [("pass",)] + [("react", u) for u in opts], _atk_react_answer, aid,
        context=aid, auto_single=False)


def _atk_react_answer(st: GameState, ans: tuple, aid: int) -> None:
    if ans[0] == "pass":
        return
    atk = st.attacks[aid]
    q = 1 - atk.player
    start_play(st, q, ans[1], MODE_REACTION, aid)


def _atk_after_reaction(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    if atk.cancelled:  # CR 9-4 ii
        if st.record:
            st.log("attack_cancelled", atk.player, aid)
        _atk_remove(st, aid)
        return
    vals = attack_values(st, atk)
    if "unavoidable" not in vals.flags and current_distance(st) not in vals.range:  # CR 9-4 iii
        if st.record:
            st.log("attack_missed", atk.player, aid)
        _atk_remove(st, aid)
        return
    push(st, _atk_after_damage, aid)
    if not atk.damage_cancelled:  # CR 9-4 iv, v
        for ab in atk.statics:  # "instead of dealing damage, ..." (replacement by the attack's own text)
            f = getattr(ab, "replace_damage", None)
            if f is not None and f(st, atk):
                return
        q = 1 - atk.player
        chooser = atk.player if "attacker_chooses" in vals.flags else q
        push_damage(st, q, vals.aura, vals.life, kind="attack", aid=aid, chooser=chooser,
                    both="both_damage" in vals.flags)


def _atk_after_damage(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    push(st, _atk_end, aid)
    if not atk.after_cancelled and atk.after:  # CR 9-4 vi, vii
        ctx = Ctx(atk.player, atk.card, aid, atk.reacted_to)
        push_nodes(st, atk.after, ctx)


def _atk_end(st: GameState, aid: int) -> None:
    _atk_remove(st, aid)
    emit(st, "attack_resolved", aid)


def _atk_remove(st: GameState, aid: int) -> None:
    """CR 9-4 viii: the attack leaves ＜Attacking＞. It stays readable in ``st.marks`` for effects
    that refer to it after its resolution (e.g. "the damage the reacted attack dealt")."""
    atk = st.attacks.pop(aid, None)
    if atk is not None:
        st.marks[("done_attack", aid)] = (atk.player, atk.chosen, atk.dealt_aura, atk.dealt_life, atk.card)


def push_nodes(st: GameState, nodes: Sequence, ctx: Ctx) -> None:
    """Schedule DSL nodes to resolve in order (first on top of the stack)."""
    for i in range(len(nodes) - 1, -1, -1):
        st.stack.append((nodes[i].run, (ctx,)))


# ====================================================================== playing cards (CR 9-2, 9-3)
def card_cost(st: GameState, player: int, uid: int) -> int:
    """The Cost of special ``uid`` (CR 6-2-1-12, 5-6): script X or printed, then +/- deltas, min 0."""
    cd = card_of(st, uid)
    if cd.script.cost_fn is not None:
        base = cd.script.cost_fn(st, player, uid)
    else:
        base = cd.cost or 0
    delta = 0
    for ab in cd.script.forced:
        delta += ab.cost_delta(st, uid, uid, player)
    for src, ab in hooked(st, "cost_delta"):
        delta += ab.cost_delta(st, src, uid, player)
    return max(0, base + delta)


def card_of(st: GameState, uid: int) -> CardDef:
    """The information of card ``uid``, honouring "S becomes a copy of T" (CR 10-16): everything but
    the category (Normal/Special, CR 6-2-1-1) is read from the copy source."""
    cd = st.cards[uid]
    if cd.variant is not None:  # a card whose information depends on the state (e.g. Yukihi's umbrella)
        cd = cd.variant(st, uid) or cd
    if not st.marks.get("copies"):
        return cd
    t = st.marks.get(("copy", uid))
    if t is None:
        return cd
    src = st.cards[t]
    key = (cd.id, src.id)
    merged = _COPY_CACHE.get(key)
    if merged is None:
        merged = CardDef(src.id, src.megami, cd.kind, src.ctype, src.subtype, src.range, src.aura, src.life,
                         src.charge, src.cost, src.names, src.script)
        _COPY_CACHE[key] = merged
    return merged


_COPY_CACHE: dict[tuple[str, str], CardDef] = {}


def can_play(st: GameState, player: int, uid: int, mode: int, reacted: int = -1) -> bool:
    """Whether ``player`` may legally play card ``uid`` now in ``mode`` (CR 8-2-2, 9-2, 9-4 i)."""
    cd = card_of(st, uid)
    if cd.ctype is None or cd.ctype == VARIABLE:  # CR 6-2-1-5
        return False
    if st.terminal[player] and mode != MODE_EFFECT:  # 終端 (CR 9-2)
        return False
    if cd.subtype == THROUGHOUT and mode in (MODE_STANDARD, MODE_REACTION):  # CR 8-2-2 A
        return False
    free = bool(st.marks) and st.marks.get(("free_play", uid), False)  # by effect, without paying the Cost
    if cd.is_special and st.cstate[uid] != UNUSED and st.loc[uid] == SPECIAL and not free:
        return False
    sc = cd.script
    if sc.play_condition is not None and not sc.play_condition(st, player, uid, mode, reacted):
        return False
    if cd.is_special and not free and card_cost(st, player, uid) > st.tok[FLARE + player]:
        return False
    xc = sc.extra.get("extra_cost")  # additional costs must be payable (CR 10-31)
    if xc is not None and not xc.can_pay(st, player, uid):
        return False
    if cd.ctype == ATTACK:
        if not can_attack(st, player) or forbidden(st, "play_attack_card", player, uid):
            return False
        if not sc.attack_statics and not st.buffs and not hooked(st, "modify_attack") and sc.damage_fn is None:
            # fast path: nothing can modify the range, so it is the printed one (CR 9-2-1 i)
            return current_distance(st) in cd.range
        atk = new_attack(st, player, card=uid)
        if mode == MODE_REACTION:
            atk.is_reaction = True
            atk.reacted_to = reacted
        ok = in_range(st, atk)
        del st.attacks[atk.aid]
        st.next_aid -= 1
        if not ok:
            return False
    return True


def start_play(st: GameState, player: int, uid: int, mode: int, reacted: int = -1) -> None:
    """Play card ``uid`` (CR 9-2): resolved nested when played as a Reaction or by an effect (9-9)."""
    push(st, _play, player, uid, mode, reacted)


def _play(st: GameState, player: int, uid: int, mode: int, reacted: int) -> None:
    cd = card_of(st, uid)
    if not can_play(st, player, uid, mode, reacted):
        st.marks.pop(("free_play", uid), None)
        if st.record:
            st.log("play_illegal", player, uid)
        return
    free = st.marks.pop(("free_play", uid), False)
    aid = -1
    if cd.ctype == ATTACK:  # CR 9-2-1 i: the attack is created, range already checked
        atk = new_attack(st, player, card=uid)
        if mode == MODE_REACTION:
            atk.is_reaction = True
            atk.reacted_to = reacted
        aid = atk.aid
    # CR 9-3: pay the Cost from Flare to Shadow.
    if cd.is_special:
        cost = 0 if free else card_cost(st, player, uid)
        st.marks[("paid", uid)] = cost
        st.marks[("flare_at_payment", uid)] = st.tok[FLARE + player]
        move_tokens(st, FLARE + player, SHADOW, cost, cause="cost")
    xc = cd.script.extra.get("extra_cost")
    if xc is not None:  # CR 10-31: additional costs are paid with the Cost (CR 9-3)
        xc.pay(st, player, uid)
    from_zone = st.loc[uid]
    move_card(st, uid, IN_USE)
    if cd.is_special:
        st.cstate[uid] = IN_USE_STATE
        st.abcache = None
    st.played_count[player] += 1
    st.play_index[uid] = st.played_count[player]
    if mode == MODE_FULLPOWER:
        st.marks[("fullpower", uid)] = True
    else:
        st.marks.pop(("fullpower", uid), None)
    if st.record:
        st.log("play", player, uid, mode, from_zone, reacted)
    if st.cstats is not None:  # [uses, reaction uses, aura damage, life damage, first-use turn]
        rec = st.cstats.get(uid)
        if rec is None:
            rec = st.cstats[uid] = [0, 0, 0, 0, st.turn]
        rec[0] += 1
        if mode == MODE_REACTION:
            rec[1] += 1
    ctx = Ctx(player, uid, aid, reacted, mode)
    push(st, _finish_play, player, uid)
    if cd.ctype == ATTACK:
        push_resolve_attack(st, aid)
    elif cd.ctype == ACTION:
        push_nodes(st, cd.script.on_play, ctx)
    elif cd.ctype == ENHANCEMENT:
        push(st, _enh_to_zone, uid)
        push_nodes(st, cd.script.initialize, ctx)
        push(st, _enh_charge, player, uid)
    emit(st, "card_played", player, uid, mode, reacted)


def card_charge(st: GameState, uid: int) -> int:
    """The Charge of enhancement ``uid`` (CR 6-2-1-11), with "increase/decrease" (CR 10-35-2), min 0."""
    cd = card_of(st, uid)
    n = cd.charge or 0
    f = cd.script.extra.get("charge_fn")
    if f is not None:
        n = f(st, uid)
    n += st.marks.get(("charge_delta", uid), 0)
    return max(0, n)


def _enh_charge(st: GameState, player: int, uid: int) -> None:
    """CR 9-2-3 iii: Charge from ＜Shadow＞ and/or own ＜Aura＞, split as the player likes."""
    c = card_charge(st, uid)
    a = st.tok[AURA + player]
    s = st.tok[SHADOW]
    total = min(c, a + s)
    lo = max(0, total - s)
    hi = min(total, a)
    ask(st, player, D_CHARGE, [("aura", k) for k in range(lo, hi + 1)], _enh_charge_answer, player, uid, total,
        context=(uid, c))


def _enh_charge_answer(st: GameState, ans: tuple, player: int, uid: int, total: int) -> None:
    k = ans[1]
    move_tokens(st, AURA + player, CARD_BASE + uid, k, cause="charge")
    move_tokens(st, SHADOW, CARD_BASE + uid, total - k, cause="charge")


def _enh_to_zone(st: GameState, uid: int) -> None:
    if st.loc[uid] == IN_USE:  # CR 9-2-3 v
        move_card(st, uid, ENHANCE)


def _finish_play(st: GameState, player: int, uid: int) -> None:
    """CR 9-2-1 v / 9-2-2 iv: a card still in use goes to the played pile or becomes Devoted."""
    cd = card_of(st, uid)
    if st.loc[uid] == IN_USE:
        if cd.ctype == ENHANCEMENT:
            move_card(st, uid, ENHANCE)
        elif cd.is_special:
            move_card(st, uid, SPECIAL)
            st.cstate[uid] = DEVOTED
            st.abcache = None
        else:
            to_played = cd.script.extra.get("to_played")  # a replacement of "goes to the played pile"
            if to_played is not None:
                to_played(st, player, uid)
            else:
                move_card(st, uid, PLAYED)
    if cd.script.terminal:  # 終端: no more cards or basic actions this turn (CR 9-2)
        st.terminal[player] = True


# ====================================================================== enhancements (CR 9-6, 10-6)
def _check_disenchant(st: GameState) -> None:
    """CR 5-5-2: an enhancement without tokens is disenchanted (turn player orders several)."""
    for p in (st.turn_player, 1 - st.turn_player):
        for u in list(st.zones[p][ENHANCE]):
            if st.tok[CARD_BASE + u] == 0 and u not in st.disenchanting:
                st.disenchanting.add(u)
                st.abcache = None
                queue_trigger(st, ("disenchant", st.cards[u].id), _disenchant, u)


def _disenchant(st: GameState, uid: int) -> None:
    if st.loc[uid] != ENHANCE:
        st.disenchanting.discard(uid)
        st.abcache = None
        return
    if st.record:
        st.log("disenchant", st.owner[uid], uid)
    push(st, _disenchant_end, uid)
    p = st.owner[uid]
    push_nodes(st, st.cards[uid].script.disenchant, Ctx(p, uid))
    for src, ab in hooked(st, "on_disenchant"):  # "when an enhancement is disenchanted" (no log event)
        ab.on_disenchant(st, src, uid)


def _disenchant_end(st: GameState, uid: int) -> None:
    st.disenchanting.discard(uid)
    st.abcache = None
    if st.loc[uid] != ENHANCE:
        return
    if st.tok[CARD_BASE + uid] > 0:  # tokens were put back: it stays (CR 9-6 ii)
        return
    if st.cards[uid].is_special:
        move_card(st, uid, SPECIAL)
        st.cstate[uid] = DEVOTED
        st.abcache = None
    else:
        move_card(st, uid, PLAYED)


def unguarded_discard(st: GameState, uid: int) -> None:
    """CR 10-6 Unguarded: the enhancement goes face down to the discard pile, its tokens to Shadow.
    It leaves without being disenchanted, so its Disenchant effects do not resolve."""
    if st.loc[uid] != ENHANCE:
        return
    n = st.tok[CARD_BASE + uid]
    if n:
        move_tokens(st, CARD_BASE + uid, SHADOW, n, cause="unguarded")
    st.disenchanting.discard(uid)
    st.abcache = None
    move_card(st, uid, DISCARD)


# ====================================================================== basic actions (CR 9-7)
def basic_moves_something(st: GameState, p: int, action: str) -> bool:
    """CR 9-7 i-B: an unspecified basic action may be chosen only if it would move some token."""
    if forbidden(st, "basic_action", p, action):  # "cannot perform basic action X"
        return False
    tok = st.tok
    d = current_distance(st)
    if action == FORWARD:
        return d > mastery_zone(st) and tok[DIST] > 0 and room(st, AURA + p) > 0
    if action == BACKWARD:
        return tok[AURA + p] > 0 and room(st, DIST) > 0
    if action == RECOVER:
        return tok[SHADOW] > 0 and room(st, AURA + p) > 0
    if action == FOCUS:
        return tok[AURA + p] > 0
    if action == RETREAT:
        return d <= mastery_zone(st) and tok[SHADOW] > 0 and room(st, DIST) > 0
    raise RulesError(f"unknown basic action {action!r}")


def do_basic_action(st: GameState, p: int, action: str) -> None:
    """Resolve basic action ``action`` for ``p`` (CR 9-7 iii; 9-7-1..5)."""
    if forbidden(st, "basic_action", p, action):
        return
    if st.record:
        st.log("basic", p, action)
    d = current_distance(st)
    if action == FORWARD:
        if d > mastery_zone(st):
            move_tokens(st, DIST, AURA + p, 1, cause="basic")
    elif action == BACKWARD:
        move_tokens(st, AURA + p, DIST, 1, cause="basic")
    elif action == RECOVER:
        move_tokens(st, SHADOW, AURA + p, 1, cause="basic")
    elif action == FOCUS:
        move_tokens(st, AURA + p, FLARE + p, 1, cause="basic")
    elif action == RETREAT:
        if d <= mastery_zone(st):
            move_tokens(st, SHADOW, DIST, 1, cause="basic")
    emit(st, "basic_action", p, action)


def basic_action_choices(st: GameState, p: int) -> list[str]:
    return [a for a in BASIC_ACTIONS if basic_moves_something(st, p, a)]


# ====================================================================== reshuffle (CR 9-8)
def push_reshuffle(st: GameState, p: int, by_rules: bool, replaceable: bool = True) -> None:
    if replaceable:  # "if you would reshuffle, you may instead ...": the ability pushes its own work
        for src, ab in hooked(st, "replace_reshuffle"):
            if ab.replace_reshuffle(st, src, p, by_rules):
                return
    push(st, _reshuffle_cards, p)
    if by_rules:  # CR 9-8 i: a reshuffle created by the rules costs 1 life damage
        push(st, _damage_life, p, 1, "reshuffle", -1)
    emit(st, "before_reshuffle", p)


def _reshuffle_cards(st: GameState, p: int) -> None:
    zp = st.zones[p]
    for z in (PLAYED, DISCARD):
        for u in list(zp[z]):
            if st.cards[u].is_normal:
                move_card(st, u, DECK, top=False)
    shuffle_deck(st, p)
    if st.record:
        st.log("reshuffle", p)
    emit(st, "reshuffled", p)


# ====================================================================== end the current phase (10-13)
def end_current_phase(st: GameState) -> None:
    """CR 10-13: drop the rest of this phase's work, then tidy ＜In Use＞, ＜Attacking＞ and empty
    enhancements without resolving Disenchant effects."""
    if st.marks.get("ending_phase"):
        return
    st.marks["ending_phase"] = True
    if st.record:
        st.log("end_phase_now", st.turn_player, PHASE_NAMES[st.phase])
    del st.stack[st.phase_base:]
    st.triggers = []
    st.decision = None
    for p in (0, 1):
        for u in list(st.zones[p][IN_USE]):
            cd = st.cards[u]
            if cd.ctype == ENHANCEMENT:
                move_card(st, u, ENHANCE)
            elif cd.is_special:
                move_card(st, u, SPECIAL)
                st.cstate[u] = DEVOTED
                st.abcache = None
            else:
                move_card(st, u, PLAYED)
    for aid in list(st.attacks):
        _atk_remove(st, aid)
    for p in (0, 1):
        for u in list(st.zones[p][ENHANCE]):
            if st.tok[CARD_BASE + u] == 0:
                st.disenchanting.discard(u)
                st.abcache = None
                if st.cards[u].is_special:
                    move_card(st, u, SPECIAL)
                    st.cstate[u] = DEVOTED
                    st.abcache = None
                else:
                    move_card(st, u, PLAYED)
    st.disenchanting.clear()
    st.abcache = None
    st.enh_dirty = False
    st.marks.pop("ending_phase", None)


# ====================================================================== turn structure (CR 4-1, 8)
def setup_frames(st: GameState) -> None:
    """CR 4-1 steps 5-7 as frames (steps 1-4 are done by the game builder)."""
    tp = st.turn_player
    push(st, _begin_first_turn)
    push(st, _mulligan, 1 - tp)
    push(st, _mulligan, tp)


def _mulligan(st: GameState, p: int) -> None:
    hand = tuple(st.zones[p][HAND])
    subsets = []
    n = len(hand)
    for mask in range(1 << n):
        subsets.append(tuple(hand[i] for i in range(n) if mask >> i & 1))
    ask(st, p, D_MULLIGAN, subsets, _mulligan_chosen, p, context=hand)


def _mulligan_chosen(st: GameState, chosen: tuple, p: int) -> None:
    if not chosen:
        return
    push(st, draw_frame, p, len(chosen))  # CR 4-1 5-3: draw as many as were put back
    push(st, _mulligan_next, p, chosen)


def draw_frame(st: GameState, p: int, n: int) -> None:
    draw(st, p, n)


def _mulligan_next(st: GameState, p: int, rest: tuple) -> None:
    if not rest:
        return
    ask(st, p, D_MULLIGAN_ORDER, rest, _mulligan_put, p, rest)


def _mulligan_put(st: GameState, uid: int, p: int, rest: tuple) -> None:
    move_card(st, uid, DECK, top=False)  # CR 4-1 5-2: bottom of the deck in any order
    rest = tuple(u for u in rest if u != uid)
    _mulligan_next(st, p, rest)


def _begin_first_turn(st: GameState) -> None:
    tp = st.turn_player
    st.vigor[tp] = 0  # CR 4-1 step 6
    st.vigor[1 - tp] = 1
    st.turn = 0
    push(st, _begin_turn)


def _begin_turn(st: GameState) -> None:
    st.turn += 1
    if st.turn > st.max_turns:
        st.outcome = Outcome(None, "turn_cap", st.turn - 1)
        if st.record:
            st.log("game_over", None, "turn_cap")
        return
    st.played_count = [0, 0]
    st.play_index = {}
    st.terminal = [False, False]
    st.main_mode = -1
    st.turn_effects = []
    st.abcache = None
    st.buffs = []
    st.marks = {k: v for k, v in st.marks.items() if not (isinstance(k, tuple) and k[0] in _TURN_MARKS)}
    if st.record:
        st.log("turn", st.turn_player)
    _enter_phase(st, PHASE_START, _main_phase)
    push(st, _start_fixed)
    push(st, _start_effects)


_TURN_MARKS = frozenset({"turn", "done_attack", "fullpower"})


def _enter_phase(st: GameState, phase: int, next_fn: Callable) -> None:
    push(st, next_fn)
    st.phase = phase
    st.phase_base = len(st.stack)


def _start_effects(st: GameState) -> None:
    st.start_distance = current_distance(st)  # CR 8-1-1
    emit(st, "start_phase", st.turn_player)  # CR 8-1-2


def _start_fixed(st: GameState) -> None:
    """CR 8-1-3 i-iv, skipped on turns 1 and 2."""
    if st.turn <= 2:
        return
    p = st.turn_player
    push(st, draw_frame, p, 2)  # iv
    push(st, _start_reshuffle, p)  # iii
    push(st, _start_decay, p)  # ii
    gain_vigor(st, p, 1)  # i


def _start_decay(st: GameState, p: int) -> None:
    """CR 8-1-3 ii: each of the turn player's enhancements loses one token, simultaneously."""
    for u in list(st.zones[p][ENHANCE]):
        if st.tok[CARD_BASE + u] > 0:
            move_tokens(st, CARD_BASE + u, SHADOW, 1, cause="decay")


def _start_reshuffle(st: GameState, p: int) -> None:
    ask(st, p, D_RESHUFFLE, (False, True), _start_reshuffle_answer, p, auto_single=False)


def _start_reshuffle_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        push_reshuffle(st, p, by_rules=True)


def _main_phase(st: GameState) -> None:
    _enter_phase(st, PHASE_MAIN, _end_phase)
    push(st, _main_loop)
    emit(st, "main_phase", st.turn_player)


def main_options(st: GameState) -> list[tuple]:
    """The turn player's options in the main phase (CR 8-2-2 A and B)."""
    p = st.turn_player
    opts: list[tuple] = []
    if not st.terminal[p]:
        zp = st.zones[p]
        cands = list(zp[HAND]) + [u for u in zp[SPECIAL] if st.cstate[u] == UNUSED]
        for u in cands:
            if can_play(st, p, u, MODE_STANDARD):
                opts.append(("play", u))
        if st.main_mode < 0:  # the full-power action is chosen instead of the standard action (8-2-1)
            for u in cands:
                cd = st.cards[u]
                if (cd.subtype == THROUGHOUT or cd.script.extra.get("all_out")) and can_play(st, p, u, MODE_FULLPOWER):
                    opts.append(("fullpower", u))
        if any(not st.cards[u].script.extra.get("undiscardable") for u in zp[HAND]) or (
                st.vigor[p] > 0 and not forbidden(st, "pay_vigor", p)):
            for a in basic_action_choices(st, p):
                opts.append(("basic", a))
    opts.append(("end",))
    return opts


def _main_loop(st: GameState) -> None:
    ask(st, st.turn_player, D_MAIN, main_options(st), _main_answer, auto_single=False)


def _main_answer(st: GameState, ans: tuple) -> None:
    p = st.turn_player
    kind = ans[0]
    if kind == "end":
        return
    if kind == "fullpower":
        st.main_mode = MODE_FULLPOWER
        start_play(st, p, ans[1], MODE_FULLPOWER)  # CR 8-2-2 B: the main phase ends after it
        return
    st.main_mode = MODE_STANDARD
    push(st, _main_loop)
    if kind == "play":
        start_play(st, p, ans[1], MODE_STANDARD)
    elif kind == "basic":
        opts: list[tuple] = []
        if st.vigor[p] > 0 and not forbidden(st, "pay_vigor", p):
            opts.append(("vigor",))
        opts.extend(("card", u) for u in st.zones[p][HAND] if not st.cards[u].script.extra.get("undiscardable"))
        ask(st, p, D_BASIC_COST, opts, _basic_cost_answer, p, ans[1], context=ans[1])
    else:  # pragma: no cover
        raise RulesError(f"bad main option {ans!r}")


def _basic_cost_answer(st: GameState, ans: tuple, p: int, action: str) -> None:
    """CR 9-7 ii: pay 1 vigor or put a card from hand face down, then do the action."""
    if ans[0] == "vigor":
        st.vigor[p] -= 1
    else:
        move_card(st, ans[1], DISCARD)
    do_basic_action(st, p, action)


def _end_phase(st: GameState) -> None:
    _enter_phase(st, PHASE_END, _next_turn)
    push(st, _hand_limit, st.turn_player)
    push(st, _end_effects)


def _end_effects(st: GameState) -> None:
    emit(st, "end_phase", st.turn_player)  # CR 8-3-1 (Resurgence, 10-7, is one of these)


def hand_limit(st: GameState, p: int) -> int:
    n = HAND_LIMIT
    for src, ab in hooked(st, "hand_limit_delta"):
        f = getattr(ab, "hand_limit_delta", None)
        if f is not None:
            n += f(st, src, p)
    return n


def _hand_limit(st: GameState, p: int) -> None:
    """CR 8-3-2: discard face down down to the hand limit (cards that cannot be discarded stay)."""
    hand = st.zones[p][HAND]
    if len(hand) <= hand_limit(st, p):
        return
    opts = [u for u in hand if not st.cards[u].script.extra.get("undiscardable")]
    if not opts:
        return
    ask(st, p, D_HAND_LIMIT, opts, _hand_limit_answer, p)


def _hand_limit_answer(st: GameState, uid: int, p: int) -> None:
    move_card(st, uid, DISCARD)
    push(st, _hand_limit, p)


def _next_turn(st: GameState) -> None:
    st.turn_player = 1 - st.turn_player
    push(st, _begin_turn)


# ====================================================================== invariants (tests)
def total_tokens(st: GameState) -> int:
    return sum(st.tok[:OUTSIDE]) + sum(st.tok[OUTSIDE + 1:])  # every place but Out of Game (incl. AUX_TOKENS)


def check_invariants(st: GameState, expected_tokens: int | None = None, card_count: int | None = None) -> None:
    """Raise RulesError if a conservation rule or zone cap is broken (used by tests after every step)."""
    tok = st.tok
    if expected_tokens is not None and total_tokens(st) != expected_tokens + st.marks.get("outside_delta", 0):
        raise RulesError(f"sakura tokens not conserved: {total_tokens(st)} != {expected_tokens}")
    for i, n in enumerate(tok):
        if n < 0:
            raise RulesError(f"negative tokens at place {i}")
    if tok[DIST] > DIST_CAP:
        raise RulesError("distance over its cap")
    for p in (0, 1):
        if tok[AURA + p] > max(aura_cap(st, p, p), st.marks.get(("aura_cap_peak", p), 0)):
            raise RulesError(f"aura of p{p} over its cap")
        if not 0 <= st.vigor[p] <= VIGOR_CAP:
            raise RulesError("vigor out of range")
    seen = 0
    for p in (0, 1):
        for z, lst in enumerate(st.zones[p]):
            for u in lst:
                seen += 1
                if st.loc[u] != z:
                    raise RulesError(f"card {u} in zone {z} but loc says {st.loc[u]}")
                if st.owner[u] != p:
                    raise RulesError(f"card {u} in p{p}'s zone but owned by p{st.owner[u]}")
                if tok[CARD_BASE + u] and z not in (ENHANCE, IN_USE, SPECIAL):
                    raise RulesError(f"tokens on card {u} in zone {z}")
    if seen != len(st.cards):
        raise RulesError(f"card count {seen} != {len(st.cards)}")
    if st.outcome is None and st.decision is not None and not st.decision.options:
        raise RulesError("decision with no options")


__all__ = [
    "Attack", "AttackValues", "Ctx", "Decision", "GameState", "Outcome", "RulesError", "CardDef",
    "EXTRA", "OUT", "SEAL",
]
