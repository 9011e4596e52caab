"""Small integer constants shared by the engine: zones, token places, card kinds, decision kinds.

Ints (not enums) keep the hot path cheap; names are kept for logs in ``*_NAMES`` tables.
"""
from __future__ import annotations

from typing import Final

# --- card zones (CR 7-1) -------------------------------------------------------------------
DECK: Final = 0
HAND: Final = 1
PLAYED: Final = 2  # 捨て札, face up (CR 7-1-7)
DISCARD: Final = 3  # 伏せ札, face down (CR 7-1-8)
ENHANCE: Final = 4  # 付与札 (CR 7-1-9)
SPECIAL: Final = 5  # 切札 (CR 7-1-11)
EXTRA: Final = 6  # 追加札 (CR 7-1-12)
OUT: Final = 7  # ゲーム外 (CR 7-1-16)
IN_USE: Final = 8  # 使用中 (CR 7-1-14)
SEAL: Final = 9  # 封印 (CR 7-1-13)
# Zones that a megami's additional rules add. Each belongs to one megami, since one player may host two
# megami with such zones (a shared zone mixed Hagane's Anvil card with Oboro's parts):
AUX1: Final = 10  # Hagane A1's ＜Anvil＞ (megami rules 6-3-1)
AUX2: Final = 11  # Vanished Oboro's assembled parts (CR25 additional rules 3-4)
AUX3: Final = 12  # Thallya's ＜Machine＞ (マシン): TransForm cards moved there (megami rules 9-4)
AUX4: Final = 13  # Yatsuha AA1's ＜Memory＞ (思い出): face-down Normal cards (megami rules 14-4)
AUX5: Final = 14  # Mizuki's ＜Barracks＞ (兵舎): Unit and Normal cards, face down (megami rules 16-4)
AUX6: Final = 15  # Kanawe's ＜Plot＞ (構想): the prepared Plot card (megami rules 18-4-1)
AUX7: Final = 16  # Kanawe's ＜Completed＞ (達成済): completed Plot cards (megami rules 18-4-2)
AUX8: Final = 17  # Renri's ＜Falsehood＞ (偽証中): a Normal card played as a Falsehood, face down (megami rules 20-2-2)
AUX9: Final = 18  # Historian Renri's ＜Relics＞ (遺物): Normal cards, face down, their effects not in force
#                   (CR v1.14.1 §20-2-3, WitchSand/furuyoni-rules)
N_ZONES: Final = 19
ZONE_NAMES: Final = ("deck", "hand", "played", "discard", "enhancement", "special", "extra", "out", "in-use", "seal",
              "aux1", "aux2", "aux3", "aux4", "aux5", "aux6", "aux7", "aux8", "aux9")

# --- sakura token places (CR 7-1-1 .. 7-1-5); per-player places are base + player --------
LIFE: Final = 0  # LIFE + p
AURA: Final = 2  # AURA + p
FLARE: Final = 4  # FLARE + p
DIST: Final = 6
SHADOW: Final = 7
OUTSIDE: Final = 8  # Out of Game: unlimited tokens (CR 7-1-16)
AUX_TOKENS: Final = 9  # AUX_TOKENS + p: sakura tokens held by player p's AUX1 zone (e.g. Hagane's anvil)
AUX4_TOKENS: Final = 11  # AUX4_TOKENS + p: sakura tokens in player p's AUX4 zone (Yatsuha's ＜Memory＞, MR 14-4)
FLOW_TOKENS: Final = 13  # FLOW_TOKENS + p: sakura tokens in player p's ＜Flow＞ (Akina's 資金流, at most 5; MR 21-1)
LOST_TOKENS: Final = 15  # Innealra's ＜Lost＞ (ロスト / 迷失区): one shared place, no owner (MR 24-4)
CARD_BASE: Final = 16  # tokens on card uid u live at place CARD_BASE + u
TOKEN_PLACE_NAMES: Final = ("life0", "life1", "aura0", "aura1", "flare0", "flare1", "distance", "shadow", "outside")

AURA_CAP: Final = 5  # CR 7-1-3-1
DIST_CAP: Final = 10  # CR 7-1-1
VIGOR_CAP: Final = 2  # CR 5-1-2
HAND_LIMIT: Final = 2  # CR 5-1-3
MASTERY_ZONE: Final = 2  # CR 5-2-2
# Fixed caps of token places a megami's additional rules add (read by ``tokens.room``; Distance and the Auras
# have their own, modifiable caps): place -> most sakura tokens it may hold.
PLACE_CAPS: Final[dict[int, int]] = {
    FLOW_TOKENS: 5, FLOW_TOKENS + 1: 5,  # Akina's ＜Flow＞ holds at most 5 (MR 21-1)
}

# --- card categories / types (CR 6-2-1) --------------------------------------------------------
NORMAL: Final = 0
SPECIAL_KIND: Final = 1
OTHER_KIND: Final = 2

ATTACK: Final = "attack"
ACTION: Final = "action"
ENHANCEMENT: Final = "enhance"
VARIABLE: Final = "variable"

REACTION: Final = "reaction"
THROUGHOUT: Final = "fullpower"

# special card states (CR 6-2-2-3)
UNUSED: Final = 0
IN_USE_STATE: Final = 1
DEVOTED: Final = 2

# --- play modes (CR 9-2) ---------------------------------------------------------------------
MODE_STANDARD: Final = 0  # main phase, standard action
MODE_FULLPOWER: Final = 1  # main phase, full-power action (CR 8-2-2 B)
MODE_REACTION: Final = 2  # reaction to an attack (CR 9-4 i)
MODE_EFFECT: Final = 3  # played by a card effect

# --- basic actions (CR 9-7) --------------------------------------------------------------------
FORWARD: Final = "forward"  # 前進
BACKWARD: Final = "backward"  # 後退
RECOVER: Final = "recover"  # 纏い
FOCUS: Final = "focus"  # 宿し
RETREAT: Final = "retreat"  # 離脱
BASIC_ACTIONS: Final = (FORWARD, BACKWARD, RECOVER, FOCUS, RETREAT)

# --- decision kinds ------------------------------------------------------------------------------
D_MULLIGAN: Final = "mulligan"  # choose cards to put on the bottom (CR 4-1 step 5)
D_MULLIGAN_ORDER: Final = "mulligan_order"  # which chosen card goes to the bottom next
D_MAIN: Final = "main"  # main-phase option (CR 8-2)
D_BASIC_COST: Final = "basic_cost"  # pay 1 vigor or discard a card (CR 9-7 ii)
D_REACT: Final = "react"  # reaction or pass (CR 9-4 i)
D_DAMAGE: Final = "damage"  # take aura or life damage (CR 5-8-3-2)
D_DAMAGE_SPLIT: Final = "damage_split"  # which aura-like tokens absorb the damage (Silent Wall)
D_CHARGE: Final = "charge"  # how many charge tokens from aura (rest from shadow) (CR 9-2-3 iii)
D_RESHUFFLE: Final = "reshuffle"  # optional start-phase reshuffle (CR 8-1-3 iii)
D_HAND_LIMIT: Final = "hand_limit"  # end-phase discard (CR 8-3-2)
D_CHOOSE: Final = "choose"  # choose one of a card's modes
D_CARD: Final = "card"  # choose a card (targets)
D_BASIC: Final = "basic"  # which basic action an effect performs
D_MAY: Final = "may"  # optional effect: yes / no
D_ARROW: Final = "arrow"  # direction of a double arrow (CR 10-1)
D_ORDER: Final = "order"  # which of several simultaneous effects resolves first (CR 5-1-1, 9-1)
D_NUMBER: Final = "number"  # declare a number (CR 10-36)

MAX_TURNS: Final = 80  # turn cap: the game is recorded as a draw (reason "turn_cap")

# --- optional per-game tracking a megami's rules switch on (no cost in games that do not) -----------
# st.marks[TRACK_FROM_SHADOW] set: every move of sakura tokens out of ＜Shadow＞ (CR 7-1-5, "ダスト") sets the
# turn mark ("turn", FROM_SHADOW_THIS_TURN), cleared at the start of each turn with the other "turn" marks
# ("if a sakura token moved out of Shadow this turn": Renri's 玄塗り).
TRACK_FROM_SHADOW: Final = "track_from_shadow"
FROM_SHADOW_THIS_TURN: Final = "from_shadow"
