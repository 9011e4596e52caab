"""No card of a supported megami is "vanilla by accident": every one has a script with effects (or is
vanilla by design) and at least one test marked ``@pytest.mark.card("<id>")``.

The markers are read from ``tests/cards/*.py`` with :mod:`ast` (so this test needs no card test to run);
``tests/conftest.py`` makes them honest: a marked test whose card is never played or put into effect fails.
"""
from __future__ import annotations

import ast
import functools
import pathlib

import pytest

from sakura_lab.cards.catalogue import LATEST_SEASON, CatalogueError, get_catalogue
from sakura_lab.cards.registry import SCRIPTS, is_implemented, load_all
from sakura_lab.engine.cardbase import CardScript

SUPPORTED = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
             "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi",
             "kanawe", "kamuwi", "renri", "akina", "shisui", "misora", "innealra")
CARD_TESTS = pathlib.Path(__file__).parent / "cards"

# Script fields that carry effects. Not counted: ``summary`` (our words only), ``vanilla`` (checked on its
# own), declared flags that only tag a card (``users``, ``undiscardable``, ...), and the megami data keys
# other than EFFECT_EXTRAS (rule tags such as "trap", "umbrella", "part").
EFFECT_FIELDS = ("on_play", "after", "attack_statics", "initialize", "disenchant", "ongoing", "devoted",
                 "forced", "replacements", "flags", "terminal", "unguarded", "play_condition", "cost_fn",
                 "damage_fn", "reaction_if",
                 "variant")  # the card's information depends on the state (Yukihi's umbrella, Tempered Attack)
EFFECT_EXTRAS = ("levels",  # an Oboro part's effects per assembly level
                 "on_transform", "machine_basic", "machine_forced")  # a Thallya TransForm card's texts (MR 9-3-1)
# Cards whose printed effect is implemented by a host rule of their megami form, not by their script; the
# marked test must show that effect (it is named here so that nothing else can skip the script check).
HOST_RULE_EFFECTS = {
    "05-oboro-A1-n-2": "Shuriken's return from the played pile: host rule ShurikenReturn (oboro-a1)",
    "17-hatsumi-A1-d-1": "Forward Submersion, a dive marker: host rule HatsumiRules resolves the dive (MR 15-2)",
    "17-hatsumi-A1-d-2": "Backward Submersion, a dive marker: host rule HatsumiRules resolves the dive (MR 15-2)",
    "22-renri-a1-n-2": "Fog of Deception's declaration as another megami's card: host rule HistorianRule (renri-a1)",
    "22-renri-a1-n-5": "Divine Gift's exchange with a relic before a reshuffle: host rule HistorianRule (renri-a1)",
    **{f"20-kanawe-o-p-0{i}": "a Plot card: its condition and progress are host rule KanaweRules' (MR 18-5)"
       for i in range(1, 7)},
}
# Card ids that are the other side of one card, not a card of their own (MR 18-2: a Plot card's Will side):
# no object is built for them (``extra_copies=0``); the card they are the back of carries the test.
SIDES = {f"20-kanawe-o-p-0{i}-will": f"20-kanawe-o-p-0{i}" for i in range(1, 7)}


def _cards():
    cat = get_catalogue()
    seen = {}
    for m in SUPPORTED:
        for c in cat.cards(megami=m, season=LATEST_SEASON):
            seen[c.id] = c
    return sorted(seen.values(), key=lambda c: c.id)


@functools.cache
def marked_cards() -> dict[str, tuple[str, ...]]:
    """Card id -> the tests (``file::name``) marked ``@pytest.mark.card(<id>, ...)`` in tests/cards/."""
    out: dict[str, list[str]] = {}
    for path in sorted(CARD_TESTS.glob("test_*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and ast.unparse(deco.func) == "pytest.mark.card":
                    for arg in deco.args:
                        # literal ids only: a marker must be readable without running the module
                        assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                            f"{path.name}::{node.name}: card(...) takes literal card ids, not {ast.unparse(arg)}")
                        out.setdefault(arg.value, []).append(f"{path.name}::{node.name}")
    return {k: tuple(v) for k, v in out.items()}


def has_effects(script: CardScript) -> bool:
    """Whether ``script`` sets any field that carries an effect (EFFECT_FIELDS / EFFECT_EXTRAS)."""
    return (any(getattr(script, f) for f in EFFECT_FIELDS)
            or any(script.data.get(k) for k in EFFECT_EXTRAS))


def test_counts():
    cards = _cards()
    basic = [c for c in cards if c.megami in ("yurina", "saine", "himika", "tokoyo")]
    # 44 original cards; alternates: Yurina 3+3, Saine 3+3 (incl. 合奏), Himika 3, Tokoyo 2+3
    assert len(basic) == 64
    # every form, extra cards, TransForm cards, [Storm], poisons, dive cards, Units (na-s10-2)
    expected = {"kururu": 19, "thallya": 20, "raira": 18, "utsuro": 17, "honoka": 26,
                "korunu": 11,  # 7 normal, 4 special
                "hatsumi": 16,  # 8 normal, 6 special, 2 dive cards
                "mizuki": 15,  # 7 normal, 4 special, Divinity of War, 3 Units
                "yatsuha": 23,  # 11 original, A1 and AA1 alternates 1 + 2, 7 perfect cards, 2 AA1 extras
                "megumi": 11,  # 7 normal, 4 special
                "kamuwi": 12,  # 7 normal, 4 special, Daybreak
                "shisui": 11,  # 7 normal, 4 special
                "renri": 19,  # 7 normal, 4 special, Sigiled Robe, Kiriko's dance; A1: 3 alternates, 3 relic cards
                "kanawe": 23,  # 7 normal, 4 special, 6 Plot cards with their 6 Will sides
                "akina": 11,  # 7 normal, 4 special
                "misora": 11,  # 7 normal, 4 special
                "innealra": 49,  # 3 shared normals + 4x3 per form, 1 shared special + 3x3 per form, 24 fate cards
                }
    per_megami = {m: len([c for c in cards if c.megami == m]) for m in expected}
    assert per_megami == expected
    assert len(cards) - sum(per_megami.values()) == 150  # megami 1-9
    assert len(cards) == len({c.id for c in cards})


def test_markers_name_known_cards():
    """A marker with a typo would never count for the card it meant."""
    cat = get_catalogue()
    known = {c.id for c in cat.cards(season=LATEST_SEASON)}

    def known_reading(marker: str) -> bool:  # "<id>@<season>": an earlier reading, printed in that season,
        cid, _, season = marker.partition("@")  # or the last reading of a card withdrawn since (no plain marker)
        try:
            return not cat.card(cid, season).current_wording or cid not in known
        except CatalogueError:  # unknown card or season
            return False

    unknown = {m: tests for m, tests in marked_cards().items()
               if (m not in known if "@" not in m else not known_reading(m))}
    assert not unknown, f"card markers name unknown ids or current readings as old ones: {unknown}"


def test_host_rule_cards_are_scriptless():
    """An entry of HOST_RULE_EFFECTS is needed only while the script itself has no effect."""
    load_all()
    for cid in HOST_RULE_EFFECTS:
        assert not has_effects(SCRIPTS[cid]) and not SCRIPTS[cid].vanilla, f"drop {cid} from HOST_RULE_EFFECTS"


@pytest.mark.parametrize("info", _cards(), ids=lambda c: c.id)
def test_every_card_has_effects_and_a_test(info):
    load_all()
    assert is_implemented(info.id), f"{info.id} has no script"
    script = SCRIPTS[info.id]
    if info.id in SIDES:  # a side: no object of its own, so no test can play it; its card has the test
        assert script.extra_copies == 0 and SIDES[info.id] in marked_cards()
        return
    assert has_effects(script) or script.vanilla or info.id in HOST_RULE_EFFECTS, (
        f"{info.id} has a script without effects ({', '.join(EFFECT_FIELDS + EFFECT_EXTRAS)} all empty) "
        "that is not marked vanilla")
    assert info.id in marked_cards(), (
        f"no test in tests/cards/ is marked @pytest.mark.card({info.id!r}) (a test that plays it or puts it "
        "into effect; see tests/conftest.py)")
