"""English strings of the table that helps to learn: hints, taking back, playing the obvious."""

STRINGS = {
    'table.btn.hint': 'Hint',
    'table.btn.take_back': 'Take back',
    'help.thinking': 'Hint — thinking…',
    'help.hint_tag': 'Hint — {line}',
    'hint.tie': '{action}: as good as {other} here ({value} on average over the ways the hidden cards may lie).',
    'hint.tie_short': '{action}: as good as {other} here ({value}).',
    'help.no_question': 'Nothing is yours to decide just now.',
    'help.first_hint_title': 'A hint',
    'help.first_hint': 'You may ask for one hint each deal. A match played with hints counts apart in the statistics: your results and your rating stay those of the matches you play alone.',
    'help.first_hint_yes': 'Show the hint',
    'help.one_per_deal': 'One hint per deal in a normal match (which then counts apart in the statistics); in practice, as many as you like.',
    'help.hint_failed': 'No hint this time: {reason}',
    'help.took_back': 'You take back your last decision.',
    'help.nothing_to_take_back': 'Nothing to take back: you have made no choice yet.',
    'help.decided': 'The rest of the deal is decided: the cards are played out.',
    'settings.auto_play': 'Play the obvious for me',
    'settings.auto_play_help': 'A single legal card is played for you. A rest of a deal already decided is played out quickly.',
}
