"""Invariant fuzzing: random games over random legal decks with the engine's checks after every step.

Used by the test suite (a few thousand games) and by ``scripts/soak.py`` (as many as you like).
"""
from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.decks import Deck
from sakura_lab.engine import api as S
from sakura_lab.game import SETUP_TOKENS, new_state

BASIC_FOUR = ("yurina", "saine", "himika", "tokoyo")


@dataclass
class FuzzReport:
    games: int = 0
    decisions: int = 0
    reasons: Counter = field(default_factory=Counter)
    turn_cap_draws: int = 0
    failures: list[tuple[int, str, str]] = field(default_factory=list)  # (seed, pairing, error)
    pairings_seen: set = field(default_factory=set)
    seconds: float = 0.0

    def summary(self) -> str:
        return (f"{self.games} games, {self.decisions} decisions, {len(self.pairings_seen)} matchups, "
                f"{len(self.failures)} failures, {self.turn_cap_draws} turn-cap draws, "
                f"end reasons {dict(self.reasons)}, {self.seconds:.1f}s")


def fuzz_game(seed: int, decks: Sequence, *, check_every: int = 1, clone_every: int = 0,
              allow_unimplemented: bool = False, max_turns: int | None = None,
              card_stats: bool = False) -> S.GameState:
    """Play one random game, checking invariants after every ``check_every`` decisions.

    With ``clone_every`` > 0, every so often a clone is played a few random steps and the original is
    verified unchanged (clone independence). ``card_stats`` keeps the card and mechanic counters
    (``st.cstats``, ``st.mstats``), e.g. to check that a mechanic really happened.
    """
    rng = random.Random(seed)
    kw = {} if max_turns is None else {"max_turns": max_turns}
    st = new_state(seed, decks, allow_unimplemented=allow_unimplemented, card_stats=card_stats, **kw)
    n_cards = len(st.cards)
    S.check_invariants(st, SETUP_TOKENS, n_cards)
    k = 0
    while st.outcome is None:
        d = st.decision
        if d is None or not d.options:
            raise S.RulesError(f"no decision at a non-terminal state: {st!r}")
        if clone_every and k % clone_every == 0:
            before = signature(st)
            c = st.clone()
            for _ in range(20):
                if c.outcome is not None:
                    break
                assert c.decision is not None
                c.apply(rng.randrange(len(c.decision.options)))
            if signature(st) != before:
                raise S.RulesError("playing on a clone changed the original")
        st.apply(rng.randrange(len(d.options)))
        k += 1
        if k % check_every == 0:
            S.check_invariants(st, SETUP_TOKENS, n_cards)
    S.check_invariants(st, SETUP_TOKENS, n_cards)
    return st


def agents_game(seed: int, decks: Sequence, agents: Sequence, *, max_turns: int | None = None,
                each_step: Callable[[S.GameState], None] | None = None) -> S.GameState:
    """Play one game between ``agents`` (one per seat, e.g. from ``ai.base.make_agent``), checking invariants
    after every decision; ``each_step(state)`` runs after each decision too (a test's own counters)."""
    st = new_state(seed, decks) if max_turns is None else new_state(seed, decks, max_turns=max_turns)
    n_cards = len(st.cards)
    while not st.is_terminal:
        d = st.decision
        assert d is not None
        st.apply(agents[d.player].decide(st.view(d.player), d))
        S.check_invariants(st, SETUP_TOKENS, n_cards)
        if each_step is not None:
            each_step(st)
    return st


def assert_same_game(seed: int, decks: Sequence) -> tuple[S.GameState, S.GameState]:
    """Determinism (DESIGN.md §3): the same seed and the same random answers give the same game twice (both
    returned, for a test's own comparisons)."""
    a = fuzz_game(seed, decks)
    b = fuzz_game(seed, decks)
    assert signature(a) == signature(b), f"seed {seed}: two runs of the same game differ"
    assert a.decisions_made == b.decisions_made
    return a, b


def signature(st: S.GameState) -> tuple:
    """Everything mutable about a state, for equality checks."""
    return (
        tuple(st.owner), tuple(st.loc), tuple(st.cstate), tuple(tuple(tuple(z) for z in pz) for pz in st.zones),
        tuple(st.tok), tuple(st.vigor), tuple(st.flinch), st.turn, st.turn_player, st.phase, len(st.stack),
        tuple(st.rngs), tuple(sorted(st.attacks)), tuple(st.played_count), tuple(st.terminal),
        repr(st.decision), repr(st.outcome),
    )


def run_fuzz(games: int, *, seed: int = 0, bases: Sequence[str] = BASIC_FOUR, season: str | None = None,
             clone_every: int = 0, stop_on_failure: bool = False, max_turns: int | None = None) -> FuzzReport:
    """Play ``games`` random games cycling over every matchup of form pairings of ``bases``
    (mirror pairings included)."""
    pairings = form_pairings(bases, season)
    matchups = [(a, b) for i, a in enumerate(pairings) for b in pairings[i:]]
    rng = random.Random(seed)
    rng.shuffle(matchups)
    rep = FuzzReport()
    t0 = time.perf_counter()
    for g in range(games):
        a, b = matchups[g % len(matchups)]
        game_seed = seed * 1_000_003 + g
        drng = random.Random(game_seed)
        decks = (random_deck(a, drng, season), random_deck(b, drng, season))
        label = f"{'+'.join(a)} vs {'+'.join(b)}"
        rep.pairings_seen.add((a, b))
        try:
            st = fuzz_game(game_seed, decks, clone_every=clone_every, max_turns=max_turns)
        except Exception as e:  # noqa: BLE001 - the report lists every crash with its seed
            rep.failures.append((game_seed, label, f"{type(e).__name__}: {e}"))
            if stop_on_failure:
                raise
            continue
        rep.games += 1
        rep.decisions += st.decisions_made
        assert st.outcome is not None
        rep.reasons[st.outcome.reason] += 1
        if st.outcome.reason == "turn_cap":
            rep.turn_cap_draws += 1
    rep.seconds = time.perf_counter() - t0
    return rep


def megami_pairings(megami: str, bases: Sequence[str] = BASIC_FOUR) -> tuple[list, list]:
    """(pairings that include a form of ``megami``, every pairing of ``bases`` + ``megami``) of forms."""
    everything = form_pairings(tuple(bases) + (megami,))
    mine = [pr for pr in everything if any(f.split("-")[0] == megami for f in pr)]
    return mine, everything


def megami_decks(megami: str, i: int, rng: random.Random, bases: Sequence[str] = BASIC_FOUR) -> tuple:
    """Random decks for game ``i``: a pairing with ``megami`` (cycling) against a random pairing,
    alternating the seats."""
    mine, everything = megami_pairings(megami, bases)
    a = random_deck(mine[i % len(mine)], rng)
    b = random_deck(rng.choice(everything), rng)
    return (a, b) if i % 2 == 0 else (b, a)


def fuzz_megami(megami: str, games: int, seed: int, clone_every: int = 50):
    """Yield the finished states of ``games`` invariant-checked random games in which one side hosts a
    form of ``megami`` and the other any pairing of the basic four and ``megami``."""
    rng = random.Random(seed)
    for i in range(games):
        yield fuzz_game(seed + i, megami_decks(megami, i, rng), clone_every=clone_every)


# ---------------------------------------------------------------- older card readings (issue 17)

def older_cards(form: str, season: str) -> list[str]:
    """Cards of ``form``'s pool that read in ``season`` otherwise than today, or are withdrawn since."""
    from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue

    cat = get_catalogue()
    latest = {c.id for c in cat.cards(season=LATEST_SEASON)}
    return [c.id for c in cat.pool(form, season) if not c.current_wording or c.id not in latest]


def deck_with_older_cards(forms: tuple[str, str], rng: random.Random, season: str, *,
                          shuffle: bool = False) -> Deck:
    """A random legal deck of ``forms`` that holds every older-reading card of their pools as room allows
    (``shuffle``: which ones fit, when not all do, changes from deck to deck)."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.decks import make_deck

    cat = get_catalogue()
    deck = random_deck(forms, rng, season)
    cards = list(deck.normals) + list(deck.specials)
    kind = {c.id: c.kind for f in forms for c in cat.pool(f, season)}
    wanted = [cid for f in forms for cid in older_cards(f, season)]
    if shuffle:
        rng.shuffle(wanted)
    for cid in wanted:
        if cid in cards:
            continue
        spare = [x for x in cards if kind[x] == kind[cid] and x not in wanted]
        if spare:
            cards[cards.index(rng.choice(spare))] = cid
    return make_deck(list(forms), cards, season=season)


def season_schedule(bases: Sequence[str], season: str, games: int, seed: int, *,
                    cover_all: bool = False) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """``games`` matchups of form pairings of ``bases`` in ``season``; the first ones cover every form (with
    ``cover_all``, fewer games than that is an error instead of a shorter cover)."""
    rng = random.Random(seed)
    pairings = form_pairings(bases, season)
    forms = sorted({f for p in pairings for f in p})
    left = forms[:]
    rng.shuffle(left)
    chosen: list[tuple[str, str]] = []
    while left:
        a = left.pop()
        mates = [p for p in pairings if a in p and (p[0] in left or p[1] in left)] or [p for p in pairings if a in p]
        p = rng.choice(mates)
        chosen.append(p)
        for f in p:
            if f in left:
                left.remove(f)
    if cover_all and len(chosen) > 2 * games:
        raise ValueError(f"{season}: {games} games cannot hold every form")
    while len(chosen) < 2 * games:
        chosen.append(rng.choice(pairings))
    return [(chosen[2 * i], chosen[2 * i + 1]) for i in range(games)]


def old_first_deck(forms: tuple[str, str], rng: random.Random, season: str) -> Deck:
    """A random legal deck of ``forms`` that holds every card of their pools read older in ``season`` (as many
    as fit), the rest drawn at random."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.decks import make_deck

    cat = get_catalogue()
    seen: dict[str, str] = {}
    for form in forms:
        for c in cat.pool(form, season):
            seen[c.id] = c.kind
    normals = sorted(cid for cid, k in seen.items() if k == "normal")
    specials = sorted(cid for cid, k in seen.items() if k == "special")

    def pick(ids: list[str], n: int) -> list[str]:
        old = [cid for cid in ids if not cat.card(cid, season).current_wording]
        rng.shuffle(old)
        chosen = old[:n]
        rest = [cid for cid in ids if cid not in chosen]
        return chosen + rng.sample(rest, n - len(chosen))

    return make_deck(list(forms), pick(normals, 7) + pick(specials, 3), season=season)


def season_deck_pairs(bases: Sequence[str], season: str, seed: int, games: int) -> list[tuple[Deck, Deck]]:
    """Deck pairs for one season: side 0 of game i hosts form 2i of ``bases``' forms, side 1 form 2i+1
    (cycling), each with a random partner among ``bases``, decks from :func:`old_first_deck`."""
    from sakura_lab.cards.catalogue import get_catalogue

    rng = random.Random(seed)
    forms = [m.code for m in get_catalogue().megamis(season) if m.base in bases]
    pairings = form_pairings(bases, season)
    out = []
    for i in range(games):
        sides = []
        for f in (forms[(2 * i) % len(forms)], forms[(2 * i + 1) % len(forms)]):
            pr = rng.choice([p for p in pairings if f in p])
            sides.append(old_first_deck(pr, rng, season))
        out.append((sides[0], sides[1]))
    return out
