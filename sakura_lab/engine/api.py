"""The engine's public surface for card scripts, players and tests: one import for every rule function.

Card modules write ``from sakura_lab.engine import api as S`` and call ``S.move_card``, ``S.ask``, ... The
functions live in the layer modules listed in ``engine.state``; this module only gathers them.
"""
from __future__ import annotations

from sakura_lab.engine.abilities import (
    active_abilities,
    add_turn_effect,
    card_of,
    current_distance,
    emit,
    forbidden,
    hooked,
    invalidate,
    mastery_zone,
)
from sakura_lab.engine.attack import (
    attack_range,
    attack_values,
    can_attack,
    checked_distance,
    damage_before_addsub,
    in_range,
    new_attack,
)
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    HAND,
    IN_USE,
    OUT,
    PLAYED,
    SEAL,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.damage import aura_like, damage_life, push_damage, push_single_damage
from sakura_lab.engine.deck import burnout, draw, draw_frame, draw_one_unreplaced, push_reshuffle
from sakura_lab.engine.enhance import check_disenchant, unguarded_discard
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.frames import ask, flush_triggers, push, push_nodes, queue_trigger
from sakura_lab.engine.invariants import check_invariants, register_invariant, total_tokens
from sakura_lab.engine.play import (
    can_play,
    card_charge,
    card_cost,
    make_effect_attack,
    push_resolve_attack,
    reaction_options,
    remove_attack,
    start_play,
)
from sakura_lab.engine.resolve import run
from sakura_lab.engine.state import (
    PHASE_END,
    PHASE_MAIN,
    PHASE_NAMES,
    PHASE_SETUP,
    PHASE_START,
    RUNTIME,
    Attack,
    AttackValues,
    Ctx,
    Decision,
    GameState,
    Outcome,
    blank_state,
)
from sakura_lab.engine.tokens import (
    aura_cap,
    check_win,
    flinch,
    free_tokens,
    gain_vigor,
    lose,
    loss_replaced,
    move_tokens,
    room,
    set_vigor,
)
from sakura_lab.engine.turn import (
    additional_basic_actions,
    basic_action_choices,
    basic_moves_something,
    begin_turn,
    do_basic_action,
    end_current_phase,
    end_phase,
    enter_phase,
    hand_limit,
    main_loop,
    main_options,
    setup_frames,
)
from sakura_lab.engine.zones import face_down_out, move_card, rand_below, set_unused, shuffle_deck

__all__ = ['AURA', 'Attack', 'AttackValues', 'CARD_BASE', 'Ctx', 'DECK', 'DEVOTED', 'DISCARD', 'DIST', 'Decision', 'ENHANCE', 'EXTRA', 'GameState', 'HAND', 'IN_USE', 'OUT', 'Outcome', 'PHASE_END', 'PHASE_MAIN', 'PHASE_NAMES', 'PHASE_SETUP', 'PHASE_START', 'PLAYED', 'RUNTIME', 'RulesError', 'SEAL', 'SHADOW', 'SPECIAL', 'UNUSED', 'active_abilities', 'add_turn_effect', 'additional_basic_actions', 'ask', 'attack_range', 'attack_values', 'aura_cap', 'aura_like', 'basic_action_choices', 'basic_moves_something', 'begin_turn', 'blank_state', 'burnout', 'can_attack', 'can_play', 'card_charge', 'card_cost', 'card_of', 'check_disenchant', 'checked_distance', 'check_invariants', 'check_win', 'current_distance', 'damage_before_addsub', 'damage_life', 'do_basic_action', 'draw', 'draw_frame', 'draw_one_unreplaced', 'emit', 'end_current_phase', 'end_phase', 'enter_phase', 'face_down_out', 'flinch', 'flush_triggers', 'forbidden', 'free_tokens', 'gain_vigor', 'hand_limit', 'hooked', 'in_range', 'invalidate', 'lose', 'loss_replaced', 'main_loop', 'main_options', 'make_effect_attack', 'mastery_zone', 'move_card', 'move_tokens', 'new_attack', 'push', 'push_damage', 'push_nodes', 'push_reshuffle', 'push_resolve_attack', 'push_single_damage', 'queue_trigger', 'rand_below', 'reaction_options', 'register_invariant', 'remove_attack', 'room', 'run', 'set_unused', 'set_vigor', 'setup_frames', 'shuffle_deck', 'start_play', 'total_tokens', 'unguarded_discard']
