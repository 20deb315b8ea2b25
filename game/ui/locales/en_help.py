"""English strings of the table that helps to learn: hints, taking back, playing the obvious."""

STRINGS = {
    'table.btn.hint': 'Hint',
    'table.btn.take_back': 'Take back',
    'help.thinking': 'Hint — thinking…',
    'help.hint_tag': 'Hint — {line}',
    'hint.tie': '{action}: as good as {other} here ({value}, {over}).',
    'hint.tie_short': '{action}: as good as {other} here ({value}).',
    'help.no_question': 'Nothing is yours to decide just now.',
    'help.first_hint_title': 'A hint',
    'help.first_hint': 'You may ask for one hint each deal. A match played with hints counts separately in the statistics: your results and your rating stay those of the matches you play unaided.',
    'help.first_hint_yes': 'Show the hint',
    'help.one_per_deal': 'One hint per deal in a normal match (which then counts separately in the statistics); in a practice match, as many as you like.',
    'help.one_per_deal_short': 'One hint per deal in a normal match.',
    'help.hint_failed': 'No hint this time: {reason}',
    'help.took_back': 'You take back your last decision.',
    'help.nothing_to_take_back': 'Nothing to take back: you have made no choice yet.',
    'help.played_for_you': 'Your only playable card, the {card}, was played for you.',
    'help.decided': 'The rest of the deal is decided: its cards are played for you.',
    'settings.auto_play': 'Play the obvious for me',
    'settings.auto_play_help': 'When only one card is legal, it is played for you. When the rest of a deal is already decided, it is played out quickly.',
}
