"""Double King at the table under every rule option: each refused card has its own reason, in both
languages (issue 7)."""
import random

import pytest
from test_ui_double_king import click, make_app, next_click, start

from game.engine import new_match
from game.engine.double_king_rules import CONTRACT_NAMES
from game.ui import i18n
from game.ui.games.double_king import REASONS, DoubleKingTable
from game.ui.table.draw import hand_rects

EVERY_OPTION = {"pack_mode": "traditional", "trigger_anywhere": True, "literal_kj_on_queen": True,
                "highest_heart_discard": True, "go_over": "always", "must_undertrump": False,
                "show_last_trick": True, "rounds": 2}


@pytest.mark.parametrize("options", [{}, EVERY_OPTION], ids=["default", "every-option"])
def test_every_refusal_the_rules_make_has_its_own_reason(options):
    """Random play: every card the engine refuses carries a code the table words (rules §4.1)."""
    rng = random.Random(7)
    codes = set()
    for seed in range(6):
        m = new_match("double_king", 4, options=dict(options), seed=seed, dealer=seed % 4)
        while m.deal <= 3 and not m.match_over:
            legal = m.legal_actions()
            if m.phase == "play":
                for card in range(64):
                    if (m.hands[m.to_act] >> card) & 1:
                        why = m.refusal(card)
                        if why is not None:
                            codes.add(why.code)
            m.apply(rng.choice(legal), m.to_act)
    assert codes and codes <= set(REASONS)


def test_both_languages_word_every_contract_and_reason():
    fr, en = i18n.catalogue("fr"), i18n.catalogue("en")
    fr_keys = {k for k in fr if k.startswith("dk.")}
    en_keys = {k for k in en if k.startswith("dk.")}
    assert fr_keys == en_keys
    for name in CONTRACT_NAMES:
        assert f"dk.contract.{name}" in fr_keys and f"dk.short.{name}" in fr_keys
    for key in REASONS.values():
        assert key in fr_keys
    assert fr["dk.reason.hearts_not_led"] == "Vous ne pouvez pas entamer cœur"


def test_a_table_with_every_option_plays_on_and_explains_each_dimmed_card():
    app = make_app()
    table = start(app, seed=13, dealer=0, options=EVERY_OPTION)
    picks = [2]                     # the person's first contract: no queens
    explained = 0
    counted = 0
    try:
        assert isinstance(table.adapter, DoubleKingTable)
        assert not table.bar_buttons[1].enabled      # no trick gathered yet: nothing to see again
        for _ in range(4000):
            if table.match.deal > 4:
                break
            if table.person_to_play():
                view = table.match.view(table.person)
                if view.penalty_cards:
                    # the bar counts the penalty cards not yet played, as the engine's view does:
                    # one lying in the trick has fallen (§4.2)
                    assert table.adapter.penalty_left == len(view.penalty_left)
                    counted += 1
                for code, _ in hand_rects(table):
                    if not table.legal(code):
                        text = table.reason(code)
                        assert text and text != app.t("table.reason.generic")
                        assert "{" not in text and not text.startswith("dk.")
                        explained += 1
            pos = next_click(app, table, picks)
            click(app, pos) if pos else app.frame(1 / 60)
        assert table.match.deal > 4 and explained > 0 and counted > 0
        assert table.resyncs == 0
        assert table.model.last_trick and table.bar_buttons[1].enabled   # show_last_trick on: it may be seen
    finally:
        table.close()
