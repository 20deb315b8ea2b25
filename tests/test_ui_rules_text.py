"""The in-app rules say what the engine does (issue 13): facts read from the engine, and the
points a newcomer misread, in both languages."""
from __future__ import annotations

import pytest
from test_ui_frame_support import make_app

from game.engine import new_match
from game.engine import polignac_rules as R
from game.ui.scenes.rules import RulesScene


def page(tmp_path, game, lang):
    app = make_app(tmp_path, language=lang, store=False)
    scene = RulesScene(app, game)
    # the words said, not where the lines may break
    return app, " ".join(text for _, text in scene.blocks()).replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_polignac_rules_give_each_player_count_its_cards_sevens_and_limit_from_the_engine(tmp_path, lang):
    app, _ = page(tmp_path, "polignac", lang)
    scene = RulesScene(app, "polignac")
    rows = [text.replace("\u00a0", " ") for kind, text in scene.blocks() if kind == "bullet"]
    for players in R.PLAYERS:
        match = new_match("polignac", players, {"preset": "classique"}, seed=2, dealer=0)
        cards = len(match.view(1).hand)                     # a player who is not the dealer
        removed = 32 - cards * players                      # the dealer holds no extra card here
        head = {"fr": f"À {players} joueurs", "en": f"{players} players"}[lang]
        row = next(r for r in rows if r.startswith(head))
        assert f"{cards} " in row and str(match.target) in row, row
        words = {0: {"fr": "tout le jeu", "en": "whole pack"}, 2: {"fr": "deux 7", "en": "two sevens"},
                 4: {"fr": "quatre 7", "en": "four sevens"}}[removed][lang]
        assert words in row, row
        assert removed == R.LEFTOVER[players]


@pytest.mark.parametrize("lang, phrases", [
    ("fr", ["Pas de roi de cœur\u00a0: −5 pour qui le prend. On n’entame pas à cœur tant qu’on a une autre couleur",
            "Le paquet est mélangé à chaque donne", "traditionnel",
            "le net total de la partie, puis le meilleur net d’une ronde", "Pas de 7e ni de 13e pli"]),
    ("en", ["No king of hearts: −5 for whoever takes it. Hearts may not be led while you hold another suit",
            "The pack is shuffled before every deal", "traditional",
            "the total net over the match, then by the best net of a single round", "No 7th or 13th trick"]),
])
def test_double_king_rules_say_the_lead_rule_the_shuffle_and_the_tie_breaks(tmp_path, lang, phrases):
    _, text = page(tmp_path, "double_king", lang)
    for phrase in phrases:
        assert phrase.replace("\u00a0", " ") in text, phrase
    assert "plus moins moins" not in text


@pytest.mark.parametrize("lang, phrases", [
    ("fr", ["Le premier en cartes peut remuer lui aussi", "met un jeton de plus",
            "un dans celui du cabaret", "À deux levées chacun, le panier va au premier qui a fait sa deuxième levée",
            "À une levée chacun, personne ne le gagne", "plus besoin de monter une fois la levée coupée",
            "tous les paniers à jouer, et chacun des autres joueurs de la table lui donne un jeton",
            "environ une donne sur 29"]),
    ("en", ["The eldest may stir too", "adds one more counter", "one in the cabaret basket",
            "At two tricks each, it goes to the first to win his second trick",
            "At one trick each, nobody wins it", "no longer once the trick has been trumped",
            "every basket to play, and every other player at the table gives him one counter",
            "about one deal in 29"]),
])
def test_guinguette_rules_say_who_may_stir_the_antes_the_vole_and_the_split_baskets(tmp_path, lang, phrases):
    _, text = page(tmp_path, "guinguette", lang)
    for phrase in phrases:
        assert phrase in text, phrase


def test_the_guinguette_rules_match_the_engines_defaults():
    """The figures the text gives are the defaults the engine declares."""
    from game.engine import game_module
    defaults = {o.name: o.default for o in game_module("guinguette").OPTIONS}
    assert (defaults["guinguette_ante"], defaults["cabaret_ante"], defaults["cotillon_ante"]) == (1, 1, 1)
    assert (defaults["eldest_extra"], defaults["remuer_cost"], defaults["one_trick_fine"]) == (1, 2, 2)
    assert (defaults["vole_bonus"], defaults["vole_payers"], defaults["vole_mouche"]) == (1, "all", True)
    assert defaults["must_undertrump"] is True and defaults["tierce_suits"] == "same"
    assert defaults["match_length"] == 3


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_the_rules_fill_every_value_they_name(tmp_path, lang, game):
    """The default of Polignac's limit read "Selon les joueurs ({n})": each value that depends on
    the table now says what it comes to at each count of players, from the engine."""
    app, text = page(tmp_path, game, lang)
    assert "{" not in text and "}" not in text
    if game == "polignac":
        text = text.replace("\u202f", " ").replace("\xa0", " ")
        at = {"fr": "{} joueurs : {}", "en": "{} players: {}"}[lang]
        for players in (3, 5, 7):
            mate = players + 1
            assert at.format(f"{players}–{mate}", R.TARGET_BY_PLAYERS[players]) in text


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", ["polignac", "double_king", "guinguette"])
def test_each_game_s_rules_say_how_to_play_with_the_keyboard(tmp_path, lang, game):
    """The whole match can be played with the keys (game/ui/table/keys.py), and nothing in the app
    said so: each game's rules page ends its text with the keys, before the options."""
    app = make_app(tmp_path, language=lang, store=False)
    blocks = RulesScene(app, game).blocks()
    heading = {"fr": "Jouer au clavier", "en": "Playing with the keyboard"}[lang]
    at = blocks.index(("heading", heading))
    assert at < blocks.index(("heading", app.t("rules.options_heading")))
    keys = " ".join(text for kind, text in blocks[at + 1:at + 7] if kind == "bullet")
    for key in ("Enter" if lang == "en" else "Entrée", "Tab", "Space" if lang == "en" else "Espace",
                "H", "L", "M", "Ctrl+Z", "F11"):
        assert key in keys, key


@pytest.mark.parametrize("lang,heading,changed,marked", [
    ("fr", "Cette partie", ["Faillite\u00a0: Quitte la table", "Jetons au départ\u00a0: 8"],
     "Cette partie\u00a0: Quitte la table (par défaut\u00a0: Fin de partie)"),
    ("en", "This match", ["Bankruptcy: Leaves the table", "Starting counters: 8"],
     "This match: Leaves the table (default: Ends the match)"),
])
def test_the_rules_opened_at_a_table_say_which_rules_that_match_plays_otherwise(tmp_path, lang, heading, changed,
                                                                                 marked):
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    app = make_app(tmp_path, language=lang, store=False)
    seats = default_seats(5)
    table = TableScene(app, MatchConfig("guinguette", 5, {"bankruptcy": "eliminate", "starting_chips": 8},
                                        seats, seed=1, dealer=0))
    app.push(table)
    try:
        table.open_rules()
        scene = app.top
        assert isinstance(scene, RulesScene)
        blocks = scene.blocks()
        assert blocks[0] == ("heading", heading), "the match's own rules come first"
        ours = []
        for kind, text in blocks[1:]:
            if kind != "bullet":
                break
            ours.append(text)
        assert sorted(ours) == sorted(changed)
        assert ("changed", marked) in blocks, "the option's line says this match's value"
        assert sum(kind == "changed" for kind, _ in blocks) == 2
        scene.choose("polignac")                     # another game's page: no match of it here
        assert all(kind != "changed" for kind, _ in scene.blocks())
        assert scene.blocks()[0] != ("heading", heading)
    finally:
        table.close()


def test_the_rules_of_a_match_played_by_default_say_so_first(tmp_path):
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene
    app = make_app(tmp_path, language="fr", store=False)
    table = TableScene(app, MatchConfig("polignac", 4, {"preset": "classique"}, default_seats(4), seed=1, dealer=0))
    app.push(table)
    try:
        table.open_rules()
        blocks = app.top.blocks()
        assert blocks[:2] == [("heading", "Cette partie"), ("para", "Les règles par défaut, sans changement.")]
        assert all(kind != "changed" for kind, _ in blocks)
    finally:
        table.close()


def test_the_rules_from_the_title_name_no_match(tmp_path):
    app = make_app(tmp_path, language="fr", store=False)
    for game in ("polignac", "double_king", "guinguette"):
        blocks = RulesScene(app, game).blocks()
        assert blocks[0] != ("heading", "Cette partie") and all(kind != "changed" for kind, _ in blocks)


@pytest.mark.parametrize("lang, hint, sheet, old", [
    ("en", "H: a hint; when it comes, the gold frame goes onto what it advises (its card or its button) and "
           "Enter takes it",
     "On a deal’s sheet, Escape puts the sheet away and leaves the deal on the table as it ended; a click, "
     "Enter or Space then goes on to the next deal. On the match’s end sheet, Escape puts it away likewise, "
     "the final table in sight; a click, Enter or Space brings it back.",
     "puts the frame on the card a hint advises"),
    ("fr", "H\xa0: un conseil\u202f; quand il vient, le cadre doré se pose sur ce qu’il indique (sa carte ou son "
           "bouton) et Entrée le prend",
     "Sur la feuille d’une donne, Échap range la feuille et laisse la donne sur la table telle qu’elle a fini\u202f;"
     " un clic, Entrée ou Espace passent ensuite à la donne suivante. Sur la feuille de fin de partie, Échap la"
     " range de même, la table finale en vue\u202f; un clic, Entrée ou Espace la font revenir.",
     "le pose sur la carte qu’un conseil indique"),
])
def test_the_keys_page_says_what_h_enter_and_escape_do_now(tmp_path, lang, hint, sheet, old):
    """The keys' help still said Enter "puts the frame on the card a hint advises": since, a hint
    asked with H brings the frame onto its advice and the first Enter takes it, and Escape on a
    deal's sheet puts the sheet away leaving the deal in sight, on the match's end the final table,
    where it only closed the sheet (game/ui/table/keys.py, sheets.py)."""
    app = make_app(tmp_path, language=lang, store=False)
    keys = app.t("rules.keys")
    assert old not in keys
    assert hint in keys
    assert sheet in keys


@pytest.mark.parametrize("lang,ends,leaves", [
    ("fr", "Elle s’arrête plus tôt si un joueur ne peut payer les mises d’une donne",
     "Un joueur qui ne peut payer les mises d’une donne quitte la table"),
    ("en", "It stops sooner if a player cannot pay a deal’s antes",
     "A player who cannot pay a deal’s antes leaves the table")])
def test_guinguette_s_end_says_what_a_player_who_cannot_pay_does_to_the_match(tmp_path, lang, ends, leaves):
    """Both of a tester's matches ended early, a player unable to pay, while "The end" said only
    that a match lasts three rounds (the early end was said under the option "Bankruptcy" alone).
    The end says it too, as the option stands: by default (or at a table that plays it) the match
    stops; at a table where the player leaves, he leaves and the match goes on."""
    from game.ui.config import MatchConfig, default_seats
    from game.ui.table import TableScene

    def the_end(blocks) -> str:
        at = blocks.index(("heading", {"fr": "La fin", "en": "The end"}[lang]))
        return blocks[at + 1][1]
    app = make_app(tmp_path, language=lang, store=False)
    assert ends in the_end(RulesScene(app, "guinguette").blocks())
    for options, said, unsaid in (({}, ends, leaves), ({"bankruptcy": "eliminate"}, leaves, ends)):
        table = TableScene(app, MatchConfig("guinguette", 5, options, default_seats(5), seed=1, dealer=0))
        app.push(table)
        try:
            table.open_rules()
            end = the_end(app.top.blocks())
            assert said in end and unsaid not in end, end
        finally:
            table.close()


@pytest.mark.parametrize("lang, deal_head", [("fr", "Le jeu"), ("en", "The deal")])
def test_guinguette_rules_name_the_talon_where_the_deal_leaves_it(tmp_path, lang, deal_head):
    """The deal's paragraph called the undealt cards "the cotillon", a basket's name, and the next
    paragraphs spoke of "the talon" (the word the cloth and the lessons write) without saying what it
    is. The deal's paragraph names the talon, and its old name."""
    app = make_app(tmp_path, language=lang, store=False)
    blocks = [(kind, text.replace("\u00a0", " ")) for kind, text in RulesScene(app, "guinguette").blocks()]
    heads = [i for i, (kind, text) in enumerate(blocks) if text == deal_head]
    assert heads, [text for kind, text in blocks if kind != "bullet"]
    first_talon = next(i for i, (_, text) in enumerate(blocks) if "talon" in text)
    after = next(i for i, (kind, _) in enumerate(blocks) if i > heads[0] and kind == blocks[heads[0]][0])
    assert heads[0] < first_talon < after, blocks[first_talon]
    assert "cotillon" in blocks[first_talon][1]
