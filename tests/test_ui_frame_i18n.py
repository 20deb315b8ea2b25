"""Catalogues: both languages complete, English fallback, French typography."""
from __future__ import annotations

import re

import pytest

from game.ui import i18n
from game.ui.locales import en_menus, en_rules, fr_menus, fr_rules


@pytest.mark.parametrize("fr, en", [(fr_menus, en_menus), (fr_rules, en_rules)])
def test_french_and_english_catalogues_have_the_same_keys(fr, en):
    assert set(fr.STRINGS) == set(en.STRINGS)


@pytest.mark.parametrize("fr, en", [(fr_menus, en_menus), (fr_rules, en_rules)])
def test_both_languages_fill_the_same_fields(fr, en):
    for key, text in fr.STRINGS.items():
        assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", en.STRINGS[key])), key


def test_no_french_string_sets_an_unelided_word_before_a_player_s_name_or_a_move():
    """The favour's help read "vous jouez sous la carte de Ernestine" (and "de Anatole", "de
    Hortense"), a hint "aussi bon ici que Arrêter là" ("que atout pique"): before a name or a
    move's words that may begin with a vowel, "de", "que", "le" would have to be elided, which
    words filled in later cannot be; the French strings never set one there."""
    i18n.reload()
    for key, text in i18n.catalogue("fr").items():
        unelided = r"(?i)\b(de|que|le|la|je|ne|jusque|lorsque|puisque) \{(names?|other|action)\}"
        assert not re.search(unelided, text), (key, text)


def test_every_french_string_has_a_no_break_space_before_high_punctuation():
    """A no-break space before « : », a narrow one before « ; ? ! » (the Imprimerie nationale's
    rule: the colon's narrow space made "Double King : 7" read "Double King: 7" in a small title)."""
    i18n.reload()
    for key, text in i18n.catalogue("fr").items():
        for match in re.finditer(r"(.)([:;?!])", text):
            before, mark = match.groups()
            if mark == ":" and before.isdigit():
                continue                       # a time of day, 12:30
            assert before == (i18n.NBSP if mark == ":" else i18n.NNBSP), f"{key}: {text!r}"
        for match in re.finditer(r"«(.)|(.)»", text):
            assert i18n.NBSP in match.groups(), f"{key}: {text!r}"
        assert "'" not in text and " -" not in text, f"{key}: {text!r}"     # ’ and −, not ' and -


def test_the_narrow_no_break_space_is_drawn_as_a_space_by_the_table_font():
    import pygame

    from game.ui import widgets
    pygame.font.init()
    font = widgets.font_px(40)
    narrow, space = font.size("a" + i18n.NNBSP + "b")[0], font.size("a b")[0]
    assert 0 < narrow - font.size("ab")[0] <= space - font.size("ab")[0]
    image = font.render(i18n.NNBSP, True, (255, 255, 255), (0, 0, 0))
    assert max(image.get_at((x, y))[0] for x in range(image.get_width())
               for y in range(image.get_height())) < 60          # blank, not a missing-glyph box


def test_negative_numbers_are_written_with_a_minus_sign():
    assert i18n.number(-3) == "\u22123" and i18n.number(0) == "0" and i18n.number(12) == "12"
    assert i18n.signed(2) == "+2" and i18n.signed(-3) == "\u22123" and i18n.signed(0) == "0"


def test_a_missing_key_falls_back_to_english_then_to_the_key(monkeypatch):
    monkeypatch.setitem(i18n._cache, "fr", {"only.fr": "seulement"})
    monkeypatch.setitem(i18n._cache, "en", {"only.en": "English only", "both": "x"})
    assert i18n.translate("only.fr", "fr") == "seulement"
    assert i18n.translate("only.en", "fr") == "English only"
    assert i18n.translate("nowhere.at.all", "fr") == "nowhere.at.all"


def test_a_bad_format_field_never_raises():
    assert i18n.translate("setup.players_n", "fr", n=4) == "4\u00a0joueurs"      # kept with its figure
    assert i18n.translate("setup.players_n", "fr", wrong=4) == "{n} joueurs"


def test_english_apostrophes_are_printed_as_one_typographer_s_mark():
    """The English strings mixed "dealer’s écart" and "Dealer's écart", "the table's menu": an
    apostrophe typed within a word prints as ’ everywhere; quotes and fields are left alone."""
    english = i18n.catalogue("en")
    assert not [key for key, text in english.items() if i18n.APOSTROPHE.search(text)]
    assert i18n.translate("saves.empty", "en").count("\u2019") == 1 and "table\u2019s" in i18n.translate(
        "saves.empty", "en")
    assert i18n.APOSTROPHE.sub("\u2019", "{name}'s 'turn' it's") == "{name}\u2019s 'turn' it\u2019s"


def test_french_typography_for_text_built_at_run_time():
    nb, nn = i18n.NBSP, i18n.NNBSP
    assert i18n.french_typography("Score: 12") == f"Score{nb}: 12"      # a full one before the colon
    assert i18n.french_typography("Vraiment ?") == f"Vraiment{nn}?"
    assert i18n.french_typography(f"Vraiment{nb}!") == f"Vraiment{nn}!"
    assert i18n.french_typography("«Polignac»") == f"«{nb}Polignac{nb}»"
    assert i18n.french_typography("« Je joue ! »") == f"«{nb}Je joue{nn}!{nb}»"
    assert i18n.french_typography("à 12:30") == "à 12:30"
    assert i18n.french_typography("au jeu (4)  : celui") == f"au jeu (4){nb}: celui"    # one space, not two
    assert i18n.french_typography(f"prend {nb}; sans") == f"prend{nn}; sans"
    assert i18n.french_typography("{name}: {n:+d}") == f"{{name}}{nb}: {{n:+d}}"
    assert i18n.french_typography(f"Score{nn}: 12") == f"Score{nb}: 12"
    once = i18n.french_typography("Cabaret ! annoncent : « oui ? »")
    assert i18n.french_typography(once) == once


@pytest.mark.parametrize("env, expected", [("fr_FR.UTF-8", "fr"), ("fr_CA.UTF-8", "fr"),
                                           ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en")])
def test_french_by_default_on_a_french_system(monkeypatch, env, expected):
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", env)
    assert i18n.system_language() == expected


def test_every_option_of_every_game_is_explained_in_both_languages():
    from game.engine import available_games, game_module
    for game in available_games():
        for option in game_module(game).OPTIONS:
            for strings in (fr_rules.STRINGS, en_rules.STRINGS):
                assert strings.get(f"optname.{game}.{option.name}"), (game, option.name)
                assert strings.get(f"option.{game}.{option.name}"), (game, option.name)
            for value in option.choices:
                if isinstance(value, str):
                    assert f"value.{game}.{option.name}.{value}" in fr_rules.STRINGS, (game, value)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_taking_back_a_move_and_resuming_the_match_are_not_called_alike(language):
    """In French the practice table's bar read "Reprendre" (take back your move) and its menu
    "Reprendre" (go back to the match), two different things under one word."""
    i18n.reload()
    t = i18n.catalogue(language)
    assert t["table.btn.take_back"] != t["table.resume"]
    assert t["table.btn.take_back"] != t["saves.load"]


def test_units_agree_with_their_number_in_each_language():
    """"Vous avez fait 1 points de valets" and "coût ≈ 0,3 points": French puts the unit in the
    singular below two, English after one alone."""
    from types import SimpleNamespace

    from game.ui.scenes.review import points_text
    i18n.reload()
    assert [i18n.singular(a, "fr") for a in ("0", "1", "0,3", "1,9", "2", "\u22121", "12")] == \
        [True, True, True, True, False, True, False]
    assert [i18n.singular(a, "en") for a in ("0", "1", "0.3", "2", "\u22121", "1.0")] == \
        [False, True, False, False, True, False]
    for lang, one, two in (("fr", "1\u00a0point de valets", "2\u00a0points de valets"),
                           ("en", "1\u00a0jack point", "2\u00a0jack points")):
        app = SimpleNamespace(settings={"language": lang},
                              t=lambda key, lang=lang, **fmt: i18n.translate(key, lang, **fmt))
        assert points_text(app, "polignac", -1) == one
        assert points_text(app, "polignac", -2) == two


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_deal_end_reason_ends_with_a_full_stop(lang):
    """The deal-end sheets say why the deal ended: "Les treize levées ont été jouées." ended with a
    full stop, "Le dernier valet ou roi est tombé : la donne s'arrête" without. Every game's
    reasons (Double King's early ends and thirteen tricks, Polignac's, Guinguette's) end alike."""
    i18n.reload()
    catalogue = i18n.catalogue(lang)
    keys = [f"dk.banner.early_end.{name}" for name in ("coeurs", "dames", "rois_valets", "roi_coeur")]
    keys += ["dk.deal_end.all_tricks"] + [key for key in catalogue if key.startswith(("pol.reason_end.", "gg.end."))]
    assert len(keys) > 12
    for key in keys:
        assert catalogue[key].endswith("."), f"{key}: {catalogue[key]!r}"


@pytest.mark.parametrize("lang,loses,plates,places", [
    ("fr", "Anatole perd la partie avec 1\u00a0point.", ("1\u00a0pt", "12\u00a0pts"), ("2e ex æquo", "13e")),
    ("en", "Anatole loses the match with 1\u00a0point.", ("1\u00a0pt", "12\u00a0pts"), ("2nd (shared)", "13th"))])
def test_points_and_places_agree_with_their_number(lang, loses, plates, places):
    """A limit of 1 point lost "avec 1 points"; every plate read "12 pt"; the places of a ranking
    beyond the eighth had no words. Points are counted ("1 point", "2 points"; the plates "1 pt",
    "12 pts"), places are ordinals whatever their number."""
    from types import SimpleNamespace

    from game.ui.table.sheets import loser_text, place_text
    i18n.reload()
    table = SimpleNamespace(person=0, settings={"language": lang},
                            seat_name=lambda s: ["Vous", "Anatole", "Hortense"][s])
    assert loser_text(lambda key, **fmt: i18n.translate(key, lang, **fmt), table,
                      {"losers": [1], "points": [0, 1, 0]}) == loses
    assert (i18n.counted("table.points_short", 1, lang), i18n.counted("table.points_short", 12, lang)) == plates
    assert (place_text(lang, 2, True), place_text(lang, 13, False)) == places


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_cotillon_s_basket_has_one_name_on_the_cloth_and_in_the_counts(lang):
    """A newcomer read "the cotillon" in the lesson, "Cotillon 0" on the cloth before the deal's
    antes, then "Basket in play 7" on the same basket and "Cotillon in play (this basket)" in the
    counts: three names for one basket. The cloth names it "Cotillon" throughout (lit once in play),
    the counts as the cotillon in play."""
    i18n.reload()
    catalogue = i18n.catalogue(lang)
    name = catalogue["gg.basket.cotillon"]
    assert "gg.basket.in_play" not in catalogue
    for key in ("gg.count.in_play", "gg.count.in_play_short"):
        assert catalogue[key].startswith(name), (key, catalogue[key])


ENDS_ON_A_FIGURE = re.compile(r"(?<![\w.,:\u2212+-])[+\u2212-]?\d+(?:[.,\u202f]\d+)*$")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_figure_is_never_wrapped_apart_from_the_word_it_counts(lang):
    """"5 points", "12 plis", "3 tricks" were broken across two lines where a text was wrapped
    ("… 5" / "points …"). Every text of the language, its fields filled with figures, wrapped at
    every width: no line ends on a figure with its word starting the next line."""
    import string

    import pygame

    from game.ui import widgets
    pygame.font.init()
    font = widgets.font_px(18)
    i18n.reload()
    checked = 0
    for key, raw in i18n.catalogue(lang).items():
        try:
            fields = {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(raw) if name}
        except ValueError:
            continue
        text = i18n.translate(key, lang, **{name: 7 for name in fields})
        if not re.search(r"\d[\s\u00a0]+[^\W\d_]", text):
            continue
        checked += 1
        for paragraph in text.split("\n"):
            if not re.search(r"\d[\s\u00a0]+[^\W\d_]", paragraph):
                continue
            for width in range(24, min(font.size(paragraph)[0], 480) + 6, 6):
                lines = widgets.wrap(paragraph, font, width)
                for line, after in zip(lines, lines[1:]):
                    assert not (ENDS_ON_A_FIGURE.search(line) and re.match(r"[^\W\d_]", after)), (key, lines)
    assert checked > 50


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_counts_lines_are_written_alike_without_a_full_stop(language):
    """The counts box is a list of facts ("Valets à tomber : 2", "Tous les atouts sont joués"):
    Polignac's last one alone ended with a full stop ("Every jack has fallen."), under lines that
    have none; every game's count lines end the same way."""
    i18n.reload()
    counts = {key: text for key, text in i18n.catalogue(language).items() if ".count." in key}
    assert {"pol.count.no_jacks", "dk.count.trumps_none", "gg.count.not_open"} <= set(counts)
    assert [key for key, text in counts.items() if text.rstrip().endswith(".")] == []
