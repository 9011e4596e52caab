"""Players: registry and specs, full games for every player type, and the hidden-information proof."""
from __future__ import annotations

import random
import zlib

import pytest

from sakura_lab.ai.base import AgentSpecError, list_agents, make_agent, parse_spec
from sakura_lab.cards.chikage import POISONS
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DECK, DISCARD, HAND, OUT, SPECIAL, UNUSED
from sakura_lab.engine.view import HiddenInformationError
from sakura_lab.fuzz import BASIC_FOUR, signature
from sakura_lab.game import SETUP_TOKENS, new_state, play

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")

CHEAP = {
    "random": "random",
    "greedy": "greedy",
    "heuristic": "heuristic",
    "aggressive": "heuristic:aggressive",
    "defensive": "heuristic:defensive",
    "lookahead": "lookahead",
    "mcts": "mcts:worlds=1,top=2",
}


def test_registry_lists_every_player():
    names = {i.name for i in list_agents()}
    assert {"random", "greedy", "heuristic", "lookahead", "mcts"} <= names


def test_parse_and_make():
    assert parse_spec("mcts:aggressive:worlds=5,turns=2") == ("mcts", "aggressive", {"worlds": 5, "turns": 2})
    assert make_agent("heuristic:defensive", seed=1).name == "heuristic:defensive"
    assert make_agent("mcts:worlds=10", seed=1).worlds == 10


def test_heuristic_costs_switch():
    """Which card pays a basic action's cost (CR 9-7 ii) is simulated by the exhaustive procedure (top=0) and left to
    the fast rule by the best-few one (the default since session 18), unless ``costs`` says otherwise (a measuring
    switch, docs/evaluation.md 10a)."""
    from sakura_lab.ai.heuristic import SIMULATED, SIMULATED_FAST

    assert make_agent("heuristic", seed=1).simulated == SIMULATED_FAST
    assert make_agent("heuristic:top=0", seed=1).simulated == SIMULATED
    assert make_agent("heuristic:top=2", seed=1).simulated == SIMULATED_FAST
    assert make_agent("heuristic:top=2,costs=1", seed=1).simulated == SIMULATED
    assert make_agent("heuristic:costs=0", seed=1).simulated == SIMULATED_FAST


def test_heuristic_also_simulates_the_named_fast_rule_decisions():
    """``also`` (a measuring switch: docs/evaluation.md, session 10) adds decision kinds that the fast rules answer
    (the start-phase reshuffle, CR 8-1-3 iii; the mulligan, CR 4-1; the hand limit, CR 8-3-2; ...) to the simulated
    ones; an unknown kind is a clear error."""
    from sakura_lab.ai.heuristic import SIMULATED_FAST

    agent = make_agent("heuristic:also=reshuffle+mulligan", seed=1)
    assert agent.simulated == SIMULATED_FAST | {"reshuffle", "mulligan"}
    with pytest.raises(AgentSpecError, match="'main' is not a decision kind the fast rules answer"):
        make_agent("heuristic:also=main", seed=1)


@pytest.mark.parametrize("spec,msg", [
    ("alphazero", "unknown player"), ("heuristic:reckless", "no style"), ("mcts:budget=3", "no parameter"),
    ("mcts:worlds=0", "bad parameters"), ("", "empty"), ("heuristic:costs=2", "costs must be"),
])
def test_bad_specs(spec, msg):
    with pytest.raises(AgentSpecError, match=msg):
        make_agent(spec)


def _random_game_decks(seed):
    pairings = form_pairings(BASIC_FOUR)
    r = random.Random(seed)
    return random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r)


@pytest.mark.parametrize("name", list(CHEAP))
def test_every_player_plays_full_games(name):
    """Fuzz with each player type: games over random pairings/forms end without errors or broken
    invariants (issue 3 acceptance 1)."""
    spec = CHEAP[name]
    games = 6 if name in ("lookahead", "mcts") else 12
    for g in range(games):
        decks = _random_game_decks(1000 + g)
        st = new_state(g, decks)
        agents = (make_agent(spec, g), make_agent("random" if g % 2 else spec, g + 1))
        n = len(st.cards)
        while not st.is_terminal:
            d = st.decision
            i = agents[d.player].decide(st.view(d.player), d)
            assert 0 <= i < len(d.options)
            st.apply(i)
            S.check_invariants(st, SETUP_TOKENS, n)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


def _hidden_positions(n_positions, seed, bases=BASIC_FOUR, opponent_hosts=None):
    """Mid-game positions with a decision pending, reached by random play over the form pairings of
    ``bases``. With ``opponent_hosts`` (a base megami or a form), only positions where the deciding player's
    opponent hosts her."""
    out = []
    rng = random.Random(seed)
    pairings = form_pairings(bases)
    if opponent_hosts is not None:
        hosting = [pr for pr in pairings if any(opponent_hosts in (f, f.split("-")[0]) for f in pr)]
    while len(out) < n_positions:
        r = random.Random(rng.randrange(10**6))
        a, b = r.choice(pairings), r.choice(pairings)
        if opponent_hosts is not None:
            b = r.choice(hosting)
        decks = (random_deck(a, r), random_deck(b, r))
        st = new_state(rng.randrange(10**6), decks)
        steps = rng.randrange(10, 120)
        for _ in range(steps):
            if st.is_terminal:
                break
            st.apply(rng.randrange(len(st.decision.options)))
        if st.is_terminal or len(st.decision.options) < 2:
            continue
        if opponent_hosts is not None and st.decision.player != 0:
            continue
        out.append(st)
    return out


def _permute(cards, group, rng):
    defs = [cards[u] for u in group]
    rng.shuffle(defs)
    for u, cd in zip(group, defs, strict=True):
        cards[u] = cd


def _permute_hidden(st, p, rng):
    """Same view for ``p``; everything hidden from ``p`` altered: the opponent's hidden cards (hand, deck
    order, face-down discards and face-down normal cards in Out of Game; unused and face-down Specials)
    permuted among themselves, the poisons of their pouch and
    their face-down parts likewise, and their secret Plan flipped."""
    from sakura_lab.cards.oboro import ASSEMBLED
    from sakura_lab.cards.shinra import DEVIOUS, DIVINE, current_plan
    from sakura_lab.engine.constants import EXTRA

    c = st.clone()
    v = c.view(p)
    q = 1 - p
    hidden = lambda us: [u for u in us if not v.can_see(u)]  # noqa: E731
    cards = list(c.cards)
    out = hidden(c.zones[q][OUT])  # face down in Out of Game: not chosen in Deck Construction (CR 10-29)
    _permute(cards, hidden([u for z in (HAND, DECK, DISCARD) for u in c.zones[q][z]])
             + [u for u in out if not c.cards[u].is_special], rng)
    _permute(cards, hidden([u for u in c.zones[q][SPECIAL] if c.cstate[u] == UNUSED])
             + [u for u in out if c.cards[u].is_special], rng)
    _permute(cards, hidden([u for u in c.zones[q][EXTRA] if c.cards[u].id in POISONS]), rng)
    _permute(cards, hidden([u for z in (EXTRA, ASSEMBLED) for u in c.zones[q][z] if c.cards[u].script.data.get("part")]),
             rng)
    c.cards = tuple(cards)
    try:
        v.info("shinra_plan", q)
    except HiddenInformationError:
        c.marks[("plan", q)] = DEVIOUS if current_plan(c, q) == DIVINE else DIVINE
    S.invalidate(c)
    return c


def _determinized(st, p, seed):
    """What a search sees of ``st`` as player ``p``: one determinization, as plain data."""
    from sakura_lab.engine.view import determinize

    d = determinize(st.view(p), random.Random(seed))
    return signature(d), tuple(cd.id for cd in d.cards), sorted(d.marks.items(), key=repr)


def _assert_same_answers(spec, positions, rng):
    """Every player's answer, and the determinized game itself, are the same after the alteration."""
    changed = 0
    for st in positions:
        d = st.decision
        p = d.player
        other = _permute_hidden(st, p, rng)
        if other.cards != st.cards or other.marks != st.marks:
            changed += 1
        assert _determinized(st, p, 7) == _determinized(other, p, 7)
        a1 = make_agent(spec, 42).decide(st.view(p), d)
        a2 = make_agent(spec, 42).decide(other.view(p), other.decision)
        assert a1 == a2, f"{spec} answered {a1} vs {a2} at {d!r}"
    return changed


@pytest.mark.parametrize("name", list(CHEAP))
def test_players_do_not_read_hidden_information(name):
    """A player's answer does not change when everything hidden from it is altered under the same view
    (CR 7-1; issue 3 acceptance 2; issue 9): positions over every form pairing of megami 1-9."""
    spec = CHEAP[name]
    rng = random.Random(5)
    positions = _hidden_positions(12, seed=zlib.crc32(name.encode()) % 1000, bases=NINE)
    assert _assert_same_answers(spec, positions, rng) > 0  # the test really altered something


@pytest.mark.parametrize("megami", ["shinra", "chikage", "oboro"])
@pytest.mark.parametrize("name", list(CHEAP))
def test_players_ignore_megami_hidden_state(name, megami):
    """Megami rules 5-1 (Shinra's Plan is known only to its player), 7-3-1 (only the pouch's player may
    look into Chikage's poison pouch) and CR25 additional rules 3-9 (Vanished Oboro's parts are face
    down): with the opponent hosting her, altering that state under the same view changes no answer."""
    from sakura_lab.cards.chikage import POISONS
    from sakura_lab.cards.oboro import ASSEMBLED
    from sakura_lab.engine.constants import EXTRA

    spec = CHEAP[name]
    rng = random.Random(11)
    n = 4 if name in ("lookahead", "mcts") else 8
    positions = _hidden_positions(n, seed=zlib.crc32((name + megami).encode()) % 1000, bases=NINE,
                                  opponent_hosts=megami)
    _assert_same_answers(spec, positions, rng)
    if megami == "shinra":  # the positions must include a secret Plan (prepared at least once)
        hidden = sum(1 for st in positions if st.marks.get(("plan", 1)) and not st.marks.get(("plan_unprepared", 1)))
        assert hidden or name in ("lookahead", "mcts")
    if megami == "chikage":
        assert any(sum(st.cards[u].id in POISONS for u in st.zones[1][EXTRA]) >= 2 for st in positions)
    if megami == "oboro":
        assert any(st.zones[1][ASSEMBLED] or any(st.cards[u].script.data.get("part") for u in st.zones[1][EXTRA])
                   for st in positions) or name in ("lookahead", "mcts")


@pytest.mark.parametrize("name", list(CHEAP))
def test_players_ignore_the_opponents_unchosen_cards(name):
    """CR 4-1 step 2, 7-1-16, 10-29: with the opponent hosting Explorer Kururu (MR 8-4 reads the cards not
    chosen in Deck Construction, so the game has them face down in Out of Game), permuting the opponent's
    unchosen cards with their deck, hand and face-down discards (and unused Specials) under the same view
    changes no answer and no determinization."""
    spec = CHEAP[name]
    n = 4 if name in ("lookahead", "mcts") else 8
    positions = _hidden_positions(n, seed=zlib.crc32((name + "unchosen").encode()) % 1000,
                                  bases=("yurina", "saine", "himika", "tokoyo", "kururu"), opponent_hosts="kururu-a1")
    assert all(st.zones[1][OUT] and st.zones[0][OUT] for st in positions)
    assert _assert_same_answers(spec, positions, random.Random(13)) > 0


def test_view_hides_opponent_cards():
    from sakura_lab.engine.view import HiddenInformationError

    st = new_state(3, _random_game_decks(3))
    v = st.view(0)
    opp_hand = st.zones[1][HAND]
    with pytest.raises(HiddenInformationError):
        v.card(opp_hand[0])
    with pytest.raises(HiddenInformationError):
        v.discard(1)
    assert v.hand_size(1) == len(opp_hand)
    assert all(uid is None for uid, dev in v.specials(1))


def test_heuristic_beats_random_small_sample():
    """Smoke check of playing strength (the measured ladder is in the README)."""
    from sakura_lab.decks import load_deck

    a, b = load_deck("decks/yurina-saine.toml"), load_deck("decks/himika-tokoyo.toml")
    wins = 0
    for g in range(6):
        for seat in (0, 1):
            decks = (a, b) if seat == 0 else (b, a)
            agents = [None, None]
            agents[seat] = make_agent("heuristic", g)
            agents[1 - seat] = make_agent("random", g)
            st = play(new_state(g, decks), agents)
            wins += st.outcome.winner == seat
    assert wins >= 11


class _Cheater:
    """Reads the opponent's hand through the private state: the proof above must catch it."""

    name = "cheater"

    def decide(self, view, decision):
        st = view._st
        q = 1 - view.player
        h = sum(ord(ch) for u in st.zones[q][HAND] + st.zones[q][DECK][:1] for ch in st.cards[u].id)
        return h % len(decision.options)


def test_the_hidden_information_proof_catches_a_cheater():
    rng = random.Random(5)
    differ = 0
    for st in _hidden_positions(12, seed=9):
        p = st.decision.player
        other = _permute_hidden(st, p, rng)
        if _Cheater().decide(st.view(p), st.decision) != _Cheater().decide(other.view(p), other.decision):
            differ += 1
    assert differ > 0


@pytest.mark.parametrize("spec", ["heuristic", "greedy"])
def test_player_covers_every_form_pairing(spec):
    """One game for each of the 45 form pairings of the basic four (each against a rotating opponent
    pairing), invariants checked after every decision (issue 3 acceptance 1)."""
    pairings = form_pairings(BASIC_FOUR)
    for i, pairing in enumerate(pairings):
        r = random.Random(i)
        decks = (random_deck(pairing, r), random_deck(pairings[(i * 7 + 3) % len(pairings)], r))
        st = new_state(i, decks)
        agents = (make_agent(spec, i), make_agent("heuristic:aggressive" if i % 2 else "greedy", i + 1))
        n = len(st.cards)
        while not st.is_terminal:
            d = st.decision
            st.apply(agents[d.player].decide(st.view(d.player), d))
            S.check_invariants(st, SETUP_TOKENS, n)


def test_poison_pouch_is_private_and_players_ignore_its_contents():
    """Megami rules 7-3-1: only its owner may look at the poison pouch. The opponent's view refuses its
    cards, and a player's answer does not change when the pouch's poisons are swapped with poisons the
    player cannot see."""
    from sakura_lab.engine.constants import EXTRA
    from sakura_lab.engine.view import HiddenInformationError

    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        r = random.Random(seed)
        chikage = random_deck(("chikage", "yurina"), r)
        other = random_deck(("saine", "himika"), r)
        st = new_state(seed, (other, chikage))
        for _ in range(r.randrange(5, 60)):
            if st.is_terminal:
                break
            st.apply(r.randrange(len(st.decision.options)))
        if st.is_terminal or st.decision.player != 0 or len(st.decision.options) < 2:
            continue
        pouch = [u for u in st.zones[1][EXTRA] if st.cards[u].id in POISONS]
        if len(pouch) < 2:
            continue
        with pytest.raises(HiddenInformationError):
            st.view(0).card(pouch[0])
        other_st = st.clone()
        cards = list(other_st.cards)
        defs = [cards[u] for u in pouch]
        rng.shuffle(defs)
        for u, cd in zip(pouch, defs, strict=True):
            cards[u] = cd
        other_st.cards = tuple(cards)
        S.invalidate(other_st)
        for spec in ("heuristic", "greedy"):
            a1 = make_agent(spec, 5).decide(st.view(0), st.decision)
            a2 = make_agent(spec, 5).decide(other_st.view(0), other_st.decision)
            assert a1 == a2
        checked += 1
    assert checked >= 5


def test_random_agent_draws_exactly_like_randrange():
    """The random player inlines ``random.Random.randrange``: the same seed must give the same choices,
    so that seeded random games (fuzz seeds, golden logs) do not depend on the inlining."""
    from sakura_lab.ai.random_agent import RandomAgent

    class _D:
        def __init__(self, n: int) -> None:
            self.options = tuple(range(n))

    sizes = [1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 31, 33, 100] * 40
    agent = RandomAgent(12345)
    ref = random.Random(12345)
    assert [agent.decide(None, _D(n)) for n in sizes] == [ref.randrange(n) for n in sizes]
