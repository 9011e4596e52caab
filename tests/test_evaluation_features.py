"""The evaluation's features (core, generic and each megami's own state) and the weights file format."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sakura_lab.ai import evaluation as E
from sakura_lab.ai import megami_features as MF
from sakura_lab.engine.constants import (
    AUX1,
    AUX3,
    AUX_TOKENS,
    CARD_BASE,
    DISCARD,
    EXTRA,
    HAND,
    IN_USE,
    PLAYED,
)
from sakura_lab.testing import scenario, uid

UMBRELLA_ATTACK = "06-yukihi-o-n-1"  # closed 4-6, open 0-2
TRAP_ATTACK = "05-oboro-o-n-1"
TRAP_ACTION = "05-oboro-o-n-4"
PLAN_CARD = "07-shinra-o-n-5"
CENTRIFUGE = "08-hagane-o-n-1"
POISONS = ["09-chikage-o-p-1", "09-chikage-o-p-2", "09-chikage-o-p-3", "09-chikage-o-p-4", "09-chikage-o-p-4"]


def feat(st, p: int) -> dict[str, float]:
    return dict(zip(E.FEATURES, E.features(st, p), strict=True))


def test_feature_names_are_unique_and_sided() -> None:
    assert len(set(E.FEATURES)) == len(E.FEATURES)
    for block in MF.REGISTRY.values():
        for n in block.names:
            assert f"my_{n}" in E.FEATURES and f"op_{n}" in E.FEATURES


def test_host_indicators_cover_megami_1_to_14() -> None:
    assert len(MF.HOST_NAMES) == 14
    assert MF.HOST_MEGAMI[9:] == ("kururu", "thallya", "raira", "utsuro", "honoka")


def test_registry_covers_the_megami_with_own_state() -> None:
    assert {"oboro", "yukihi", "shinra", "hagane", "chikage", "kururu", "thallya", "raira", "utsuro",
            "honoka"} <= set(MF.REGISTRY)


def test_yukihi_umbrella_against_hand() -> None:
    st = scenario(megami0=("yukihi", "yurina"), hand0=[UMBRELLA_ATTACK], dist=5)
    f = feat(st, 0)
    assert (f["my_yukihi_umbrella_open"], f["my_yukihi_umbrella_fit"], f["my_yukihi_umbrella_fit_flip"]) == (0, 1, 0)
    st = scenario(megami0=("yukihi", "yurina"), hand0=[UMBRELLA_ATTACK], dist=1)
    f = feat(st, 0)
    assert (f["my_yukihi_umbrella_open"], f["my_yukihi_umbrella_fit"], f["my_yukihi_umbrella_fit_flip"]) == (0, 0, 1)
    st.marks[("umbrella", 0)] = True  # opened: the card now hits at 1
    f = feat(st, 0)
    assert (f["my_yukihi_umbrella_open"], f["my_yukihi_umbrella_fit"], f["my_yukihi_umbrella_fit_flip"]) == (1, 1, 0)
    # seen from the other player, the same values are the opponent's
    g = feat(st, 1)
    assert g["op_yukihi_umbrella_open"] == 1 and g["my_yukihi_umbrella_open"] == 0


def test_features_of_an_unhosted_megami_are_zero() -> None:
    st = scenario(hand0=[UMBRELLA_ATTACK], dist=5)  # yurina + saine: no umbrella state
    st.marks[("umbrella", 0)] = True
    f = feat(st, 0)
    state = [n for n in MF.NAMES if n not in MF.HOST_NAMES]
    assert all(f[f"my_{n}"] == 0 for n in state)
    assert all(f[f"op_{n}"] == 0 for n in state)
    assert f["my_host_yurina"] == 1 and f["my_host_yukihi"] == 0 and f["op_host_tokoyo"] == 1


def test_shinra_plan_and_plan_cards() -> None:
    st = scenario(megami0=("shinra", "yurina"), hand0=[PLAN_CARD, "01-yurina-o-n-1"])
    f = feat(st, 0)
    assert (f["my_shinra_plan_devious"], f["my_shinra_plan_cards"], f["my_shinra_plan_devious_cards"]) == (0, 1, 0)
    st.marks[("plan", 0)] = "devious"
    f = feat(st, 0)
    assert (f["my_shinra_plan_devious"], f["my_shinra_plan_cards"], f["my_shinra_plan_devious_cards"]) == (1, 1, 1)


def test_oboro_traps_and_parts() -> None:
    st = scenario(megami0=("oboro", "yurina"), hand0=[TRAP_ATTACK], discard0=[TRAP_ACTION, "01-yurina-o-n-1"])
    f = feat(st, 0)
    assert (f["my_oboro_traps_discard"], f["my_oboro_traps_hand"], f["my_oboro_parts_assembled"]) == (1, 1, 0)


def test_hagane_anvil_and_centrifuge() -> None:
    st = scenario(megami0=("hagane-a1", "yurina"), hand0=[CENTRIFUGE], deck0=["01-yurina-o-n-1"])
    f = feat(st, 0)
    assert (f["my_hagane_anvil"], f["my_hagane_anvil_tokens"], f["my_hagane_centrifuge_hand"]) == (0, 0, 1)
    u = uid(st, "01-yurina-o-n-1")  # put a card on the Anvil with two tokens
    st.zones[0][0].remove(u)
    st.zones[0][AUX1].append(u)
    st.loc[u] = AUX1
    st.tok[AUX_TOKENS] = 2
    f = feat(st, 0)
    assert (f["my_hagane_anvil"], f["my_hagane_anvil_tokens"]) == (1, 2)


def test_chikage_pouch_and_poisons_given() -> None:
    st = scenario(megami0=("chikage", "yurina"), extra0=POISONS)
    f = feat(st, 0)
    assert (f["my_chikage_pouch"], f["my_chikage_poisons_op_hand"], f["my_chikage_poisons_op_deck"]) == (5, 0, 0)
    # give one poison to the opponent's hand and one to their deck (MR 7-4: they become its owner)
    p1, p2 = st.zones[0][EXTRA][:2]
    for u, zone in ((p1, 1), (p2, 0)):
        st.zones[0][EXTRA].remove(u)
        st.zones[1][zone].append(u)
        st.loc[u] = zone
        st.owner[u] = 1
    f = feat(st, 0)
    assert (f["my_chikage_pouch"], f["my_chikage_poisons_op_hand"], f["my_chikage_poisons_op_deck"]) == (3, 1, 1)
    assert feat(st, 1)["op_chikage_pouch"] == 3


def _move(st, u: int, p: int, zone: int) -> None:
    st.zones[st.owner[u]][st.loc[u]].remove(u)
    st.zones[p][zone].append(u)
    st.loc[u] = zone


ACCELER = "10-kururu-o-n-2"  # action, Mechanism 行行付 (2 actions, 1 enhancement)
ELEKITER = "10-kururu-o-n-1"  # action
MOZULE = "10-kururu-o-n-6"  # enhancement
BODY_SHIFT = "01-yurina-o-n-5"  # action


def test_kururu_mechanism_icons_and_completed_frames() -> None:
    st = scenario(megami0=("kururu", "yurina"), hand0=[ACCELER], played0=[ELEKITER], discard0=[BODY_SHIFT, MOZULE])
    f = feat(st, 0)
    assert (f["my_kururu_mech_icons"], f["my_kururu_mech_complete"]) == (1, 0)
    _move(st, uid(st, BODY_SHIFT), 0, PLAYED)  # a second action in the gear pool (MR 8-3)
    f = feat(st, 0)
    assert (f["my_kururu_mech_icons"], f["my_kururu_mech_complete"]) == (2, 0)
    _move(st, uid(st, MOZULE), 0, PLAYED)  # an enhancement: 行行付 completed
    f = feat(st, 0)
    assert (f["my_kururu_mech_icons"], f["my_kururu_mech_complete"]) == (3, 1)
    assert feat(st, 1)["op_kururu_mech_complete"] == 1
    _move(st, uid(st, ACCELER), 0, DISCARD)  # no gear card in hand: nothing to assemble for
    f = feat(st, 0)
    assert (f["my_kururu_mech_icons"], f["my_kururu_mech_complete"]) == (0, 0)


YAKSHA = "transform-01"
NAGA = "transform-02"


def test_thallya_artificial_tokens_and_forms() -> None:
    st = scenario(megami0=("thallya", "yurina"), extra0=[YAKSHA, NAGA])
    f = feat(st, 0)
    assert (f["my_thallya_machine_tokens"], f["my_thallya_burned_tokens"], f["my_thallya_forms"]) == (5, 0, 0)
    st.marks[("thallya_art", 0)] = (2, 3, 0, 0)  # (Machine, Burned, +1, -1), MR 9-2
    _move(st, uid(st, NAGA), 0, AUX3)  # TransForm: the card goes to <Machine> (MR 9-3)
    f = feat(st, 0)
    assert (f["my_thallya_machine_tokens"], f["my_thallya_burned_tokens"], f["my_thallya_forms"]) == (2, 3, 1)
    assert feat(st, 1)["op_thallya_forms"] == 1 and feat(st, 1)["my_thallya_machine_tokens"] == 0


def test_raira_gauges_and_electrified_cards() -> None:
    st = scenario(megami0=("raira", "yurina"), played0=[BODY_SHIFT], hand0=["01-yurina-o-n-1"])
    st.marks[("wind", 0)] = 15
    st.marks[("thunder", 0)] = 4
    played, hand = uid(st, BODY_SHIFT), uid(st, "01-yurina-o-n-1")
    st.marks[("electrified", 0)] = (played, hand)  # the card in hand has lost it (MR 10-3-1-1)
    f = feat(st, 0)
    assert (f["my_raira_wind"], f["my_raira_thunder"], f["my_raira_electrified"]) == (12, 4, 1)
    assert st.marks[("electrified", 0)] == (played, hand)  # reading does not write to the state
    _move(st, hand, 0, IN_USE)
    assert feat(st, 0)["my_raira_electrified"] == 2


def test_utsuro_shadow_and_ashen() -> None:
    st = scenario(megami0=("utsuro", "yurina"), shadow=7)
    f = feat(st, 0)
    assert (f["my_utsuro_shadow"], f["my_utsuro_ashen"]) == (7, 0)
    st = scenario(megami0=("utsuro", "yurina"), shadow=14)
    f = feat(st, 0)
    assert (f["my_utsuro_shadow"], f["my_utsuro_ashen"]) == (12, 1)
    assert feat(st, 1)["my_utsuro_shadow"] == 0  # the opponent hosts no Utsuro


GUARDIAN = "14-honoka-o-n-1-ex1"
FLOWERS = "14-honoka-o-s-1-ex1"


def test_honoka_bloomed_cards_and_flowers_tokens() -> None:
    st = scenario(megami0=("honoka", "yurina"), extra0=[GUARDIAN], devoted0=[FLOWERS])
    f = feat(st, 0)
    assert (f["my_honoka_bloomed"], f["my_honoka_flowers_tokens"]) == (1, 0)  # Flowers left <Extra> already
    _move(st, uid(st, GUARDIAN), 0, HAND)
    st.tok[CARD_BASE + uid(st, FLOWERS)] = 3
    f = feat(st, 0)
    assert (f["my_honoka_bloomed"], f["my_honoka_flowers_tokens"]) == (2, 3)
    assert feat(st, 1)["op_honoka_bloomed"] == 2


def test_generic_hand_features() -> None:
    # Yurina's Slash (3-4, 3/1) fits at 3 and its aura damage 3 exceeds a shield of 2
    st = scenario(hand0=["01-yurina-o-n-1"], aura=(3, 2), dist=3)
    f = feat(st, 0)
    assert f["my_fit"] == 1 and f["my_hand_dmg"] == 1 and f["my_pierce"] == 1
    st = scenario(hand0=["01-yurina-o-n-1"], aura=(3, 5), dist=3)
    assert feat(st, 0)["my_pierce"] == 0


def test_evaluate_uses_weights_in_feature_order() -> None:
    st = scenario(hand0=["01-yurina-o-n-1"], dist=3)
    w = E.Weights.from_dict({f: (1.0 if f == "my_hand_dmg" else 0.0) for f in E.FEATURES})
    assert E.evaluate(st, 0, w) == pytest.approx(E.SCALE * 1.0)


# ---------------------------------------------------------------- the weights file
def _v1_doc() -> dict:
    core = E.CORE_FEATURES
    names = [f"my_{f}" for f in core] + [f"op_{f}" for f in core] + ["my_turn", "threat"]
    return {"note": "v1", "weights": {n: 0.5 for n in names}}


def test_packaged_weights_load() -> None:
    w = E.load_weights()
    assert len(w.values) == len(E.FEATURES)


def test_format1_fails_loudly_unless_migrated(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    path.write_text(json.dumps(_v1_doc()))
    with pytest.raises(E.WeightsFormatError):
        E.load_weights(path)
    w = E.load_weights(path, migrate=True).as_dict()
    assert w["my_life"] == 0.5 and w["threat"] == 0.5
    assert all(w[f"my_{n}"] == 0.0 for n in E.GENERIC_FEATURES + MF.NAMES)


def test_missing_or_unknown_feature_fails(tmp_path: Path) -> None:
    doc = {"format": E.FORMAT, "weights": {f: 0.1 for f in E.FEATURES}}
    del doc["weights"]["my_life"]
    path = tmp_path / "w.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError, match="my_life"):
        E.load_weights(path)
    doc["weights"]["my_life"] = 0.1
    doc["weights"]["my_mystery"] = 1.0
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError, match="my_mystery"):
        E.load_weights(path)
    with pytest.raises(E.WeightsFormatError):
        E.Weights.from_dict({"my_life": 1.0})


def test_format2_without_the_new_megami_features_migrates(tmp_path: Path) -> None:
    new = [f for f in E.FEATURES if any(m in f for m in ("kururu", "thallya", "raira", "utsuro", "honoka"))]
    doc = {"format": E.FORMAT, "weights": {f: 0.5 for f in E.FEATURES if f not in new}}
    path = tmp_path / "w.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError):
        E.load_weights(path)
    w = E.load_weights(path, migrate=True).as_dict()
    assert all(w[f] == 0.0 for f in new) and w["my_life"] == 0.5
    del doc["weights"]["my_life"]  # a missing core feature is still an error
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError, match="my_life"):
        E.load_weights(path, migrate=True)


def test_other_format_or_feature_list_fails(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"format": 99, "weights": {}}))
    with pytest.raises(E.WeightsFormatError):
        E.load_weights(path)
    path.write_text(json.dumps({"format": E.FORMAT, "features": ["x"], "weights": {f: 0 for f in E.FEATURES}}))
    with pytest.raises(E.WeightsFormatError):
        E.load_weights(path)


def test_weighted_sum_equals_the_dot_product_over_every_feature() -> None:
    """``evaluation.weighted_sum`` skips the terms whose feature is 0 (other megami's blocks, unhosted
    indicators) but must equal the plain dot product over :func:`features` bit for bit, for every style's
    weights, at positions of random games of every implemented megami (both players' points of view)."""
    import random
    import zlib

    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.game import new_state
    from sakura_lab.sim.specs import implemented_megami

    pairings = form_pairings(tuple(implemented_megami()))
    rng = random.Random(20261201)
    checked = 0
    for g in range(60):
        a, b = rng.choice(pairings), rng.choice(pairings)
        decks = (random_deck(a, rng), random_deck(b, rng))
        st = new_state(zlib.crc32(f"ws{g}".encode()), decks)
        while not st.is_terminal and st.turn < 30:
            if rng.random() < 0.3:
                for w in E.STYLES.values():
                    for p in (0, 1):
                        plain = sum(x * y for x, y in zip(w.values, E.features(st, p), strict=True))
                        assert E.weighted_sum(st, p, w) == plain
                        checked += 1
            st.apply(rng.randrange(len(st.decision.options)))
    assert checked > 1000
