"""The game log (sakura_lab.engine.log): one vocabulary (A/B), no Python reprs, a status line per turn
that matches the game, and the log's words translated with --lang ja|zh (issue 12, item 3)."""
from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from sakura_lab.engine.constants import AURA, DIST, FLARE, HAND, LIFE
from sakura_lab.engine.log import format_log, status_at

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import golden_logs  # noqa: E402

RANDOM_GAMES = [g for g in golden_logs.games() if g.agent == "random"]


def _snapshot(st) -> tuple[int, ...]:
    return (st.tok[LIFE], st.tok[LIFE + 1], st.tok[AURA], st.tok[AURA + 1], st.tok[FLARE], st.tok[FLARE + 1],
            st.tok[DIST], len(st.zones[0][HAND]), len(st.zones[1][HAND]))


@pytest.mark.parametrize("game", RANDOM_GAMES, ids=lambda g: g.name)
def test_status_reconstruction_matches_the_game(game):
    """The status lines are worked out backwards from the final state; at every decision of games of
    every form of megami 1-9 they equal the real position (no token or hand change goes unrecorded)."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(game.seed)
    decks = (random_deck(game.side0, r), random_deck(game.side1, r))
    st = new_state(game.seed, decks, record=True)
    agents = (make_agent(game.agent, game.seed), make_agent(game.agent, game.seed + 1))
    seen: dict[int, tuple[int, ...]] = {}
    while not st.is_terminal:
        seen[len(st.events) - 1] = _snapshot(st)
        d = st.decision
        st.apply(agents[d.player].decide(st.view(d.player), d))
    assert status_at(st, list(seen)) == seen


def _log(lang: str = "en") -> str:
    from sakura_lab.decks import load_deck
    from sakura_lab.game import play_game

    return play_game(load_deck(ROOT / "decks/yurina-saine.toml"), load_deck(ROOT / "decks/himika-tokoyo.toml"),
                     seed=3, log=True, lang=lang).log_text


def test_log_has_one_vocabulary_and_no_python_reprs():
    for path in sorted((ROOT / "tests" / "golden").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\bP[01]\b", text), path.name  # players are A and B, as in the study tables
        for token in ("True", "False", "None", "<range", "[]", "('", "['", ", '"):
            assert token not in text, (path.name, token)


def test_every_turn_has_a_status_line():
    lines = _log().split("\n")
    turns = [i for i, line in enumerate(lines) if line.startswith("== Turn ")]
    assert turns
    for i in turns:
        status = lines[i + 1]
        assert re.fullmatch(r"   status: A life \d+, aura \d+, flare \d+, hand \d+ \| B life \d+, aura \d+, flare \d+, "
                            r"hand \d+ \| distance \d+", status), status
    assert lines[turns[0] + 1] == ("   status: A life 10, aura 3, flare 0, hand 3 | B life 10, aura 3, flare 0, hand 3"
                                   " | distance 10")


def test_status_line_shows_the_current_distance():
    """CR 5-2-1: the status line's distance is the current distance (tokens in Distance plus every modifier:
    Chikage's Silent Approach, Thallya's Artificial tokens, ...), recorded with each turn's heading; in this
    golden game Silent Approach is in play at the start of turn 5 (9 tokens, current distance 7)."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.deckgen import random_deck
    from sakura_lab.engine import api as S
    from sakura_lab.game import new_state

    game = next(g for g in RANDOM_GAMES if g.name == "random-shinra+chikage_vs_saine-a1+himika-s120")
    r = random.Random(game.seed)
    decks = (random_deck(game.side0, r), random_deck(game.side1, r))
    st = new_state(game.seed, decks, record=True)
    agents = (make_agent(game.agent, game.seed), make_agent(game.agent, game.seed + 1))
    at_turn_5 = None
    while not st.is_terminal:
        if st.turn == 5 and at_turn_5 is None:
            at_turn_5 = (st.tok[DIST], S.current_distance(st))
        d = st.decision
        st.apply(agents[d.player].decide(st.view(d.player), d))
    assert at_turn_5 == (9, 7)
    lines = format_log(st).split("\n")
    i = lines.index("== Turn 5: B ==")
    assert lines[i + 1].endswith("| distance 7")


@pytest.mark.parametrize(("lang", "words"), [
    ("ja", ("ターン", "ライフ", "オーラ", "フレア", "間合", "手札", "ゲーム終了")),
    ("zh", ("回合", "命", "装", "气", "距离", "手牌", "游戏结束")),
])
def test_lang_translates_the_words_not_only_card_names(lang, words):
    text = _log(lang)
    for word in words:
        assert word in text, word
    for english in ("Turn", "life", "aura", "flare", "distance", "plays", "token(s)", "Game over"):
        assert english not in text, english
    assert len(text.split("\n")) == len(_log("en").split("\n"))  # the same events, line for line


def test_unknown_language_is_refused():
    from sakura_lab.decks import load_deck
    from sakura_lab.game import new_state

    st = new_state(1, (load_deck(ROOT / "decks/yurina-saine.toml"), load_deck(ROOT / "decks/himika-tokoyo.toml")),
                   record=True)
    with pytest.raises(ValueError, match="unknown log language"):
        format_log(st, "fr")
