"""Settings, saved matches, the autosave and statistics: JSON files in platformdirs folders.

No pygame here, and never pickle or eval. Design §5; issue 8.

Quick use (the UI)::

    from game.store import Store, MatchRecord, StoreError

    store = Store()                        # the person's folders (platformdirs, app "TapisVert")
    problems = store.startup_check()       # list[StoreProblem]: show each once, then carry on
    store.take_problems()                  # problems found since (list_matches, autosave_info...)

    # ---- settings (dict-like; a bad value falls back to that key's default)
    s = store.settings
    s["speed"]                             # "slow" | "normal" | "fast" | "instant"
    s["speed"] = "fast"                    # ValueError if the value is not accepted
    s["language"]                          # "auto" | "fr" | "en"   ("auto": follow the system)
    s["card_back"], s["four_colour"], s["think_pause_ms"]
    s["player_name"] = "Anne"              # the person's name, once for every game
    s.game("polignac")                     # {"players", "options", "levels", "player_name"}
                                           # (player_name: as an older copy kept it, per game)
    s.set_game("polignac", players=4, options={"preset": "classique"},
               levels=["amateur", "amateur", "expert"])
    s.save()                               # atomic; returns a StoreProblem or None if it failed

    # ---- a match being played
    record = MatchRecord.new(game, players, options, seed, dealer, seats)
                                           # seats: [{"name", "kind": "person"|"computer", "level"}]
    store.autosave_start(record)           # from now on every record.add() is autosaved
    match.apply_json(seat, action)         # the engine first (RuleError: nothing recorded) ...
    record.add(seat, action)               # ... then the record: appended to the autosave
    store.autosave_end()                   # the match is over (or abandoned): no more Continue
    store.autosave_close()                 # the app quits mid-match: the file stays for Continue

    # ---- Continue
    info = store.autosave_info()           # None, or {"game", "players", "actions", "saved_at", "bucket"}
    record, match = store.load_autosave()  # replayed through the engine: same hands, trick, scores
                                           # StoreError (file moved to damaged/) if it cannot be used
    store.autosave_start(record)           # keep autosaving the resumed match

    # ---- named saves
    entry = store.save_match(record, "Dimanche soir", match)   # -> SavedMatch
    store.list_matches()                   # [SavedMatch(id, name, game, players, saved_at, summary,
                                           #             seats)], newest first
    record, match = store.load_match(entry.id)                # StoreError if damaged or illegal
    store.rename_match(entry.id, "Revanche")
    store.delete_match(entry.id)

    # ---- statistics
    store.record_finished(record, match)   # at the end of a match: place, won, deals and points
                                           # of the person (seat 0) from the engine's result
    store.record_match_end(game, players, place=1, deals=7, points=-12, won=None)
                                           # the same by hand; won defaults to place == 1
    store.stats.game("polignac")           # {"played", "won", "lost", "places": {"1": n, ...},
                                           #  "deals", "points", "average_per_deal"}
    store.stats.games()                    # every game with at least one match

Every problem is a :class:`StoreProblem` with a stable ``key`` (``store.truncated``,
``store.not_json``, ``store.too_large``, ``store.future_version``, ``store.wrong_format``,
``store.rule_breaking``, ``store.unreadable``, ``store.bad_setting``, ``store.write_failed``,
``store.not_found``, ``store.game_unavailable``, ``store.game_unknown``, ``store.future_left``,
``store.future_settings``, ``store.future_stats``, ``store.stats_newer``,
``store.restored_backup``; English texts in
``MESSAGES``, which the UI's English catalogue takes as they are), ``params`` for the
translation (``file``, ``detail``, the damage as found, in English; where it can be said in
the person's words, its ``cause`` as a key of ``MESSAGES`` with its own params: for a write the
system refused ``store.cause.denied``, ``.read_only`` or ``.full`` and ``where``, the folder; for
a file read, ``store.cause.too_large``, ``.not_utf8``, ``.json_line``, ``.unmarked``, ``.marked``,
``.newer`` and the like: ``StoreProblem.told(translate)`` says it in the person's words), an
English ``text``,
the ``path`` and ``moved_to`` (where in ``damaged/`` the file now is). Loading raises
:class:`StoreError` whose ``.problem`` is that object. Writes never raise to the UI: a failed
autosave is logged and reported by ``store.last_problem``; the previous file stays intact, and
each later action tries the whole journal again (saving resumes once the file can be written).

Folders (:class:`Paths`): ``settings.json`` in the user config folder; ``matches/`` and
``stats.json`` in the user data folder; ``autosave.jsonl`` in the user state folder; logs in the user
log folder; a ``damaged/`` folder beside each. ``Store(Paths.under(root))`` puts all under one root.
"""
from __future__ import annotations

from .paths import APP_NAME, Paths
from .problems import MESSAGES, StoreError, StoreProblem
from .record import FORMAT, VERSION, MatchRecord, RecordError
from .saves import SavedMatch
from .settings import DEFAULTS, Settings
from .stats import Stats
from .store import Store

__all__ = ["APP_NAME", "DEFAULTS", "FORMAT", "MESSAGES", "MatchRecord", "Paths", "RecordError",
           "SavedMatch", "Settings", "Stats", "Store", "StoreError", "StoreProblem", "VERSION"]
