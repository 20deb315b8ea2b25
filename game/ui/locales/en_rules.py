"""English rules help: each game's rules in brief, its presets and options (from shared/rules/*.md).

A body is plain text: "## " starts a heading, "- " a bullet. Option keys: optname (label),
option (one-line help), value, preset (name), presethelp (one line)."""

STRINGS = {
    'optname.polignac.leftover_method': 'Leftover cards',
    'option.polignac.leftover_method': 'With 3, 5, 6 or 7 players: remove sevens, or the dealer lays aside an écart',
    'value.polignac.leftover_method.remove_sevens': 'Remove sevens',
    'value.polignac.leftover_method.dealer_ecart': "Dealer's écart",
    'optname.polignac.sevens_removed': 'Sevens removed',
    'option.polignac.sevens_removed': 'Which two sevens leave the pack with 3, 5 or 6 players',
    'value.polignac.sevens_removed.black': 'The black ones',
    'value.polignac.sevens_removed.red': 'The red ones',
    'optname.polignac.direction': 'Direction of play',
    'option.polignac.direction': 'Deal and play to the right (French custom) or to the left',
    'value.polignac.direction.counter_clockwise': 'To the right',
    'value.polignac.direction.clockwise': 'To the left',
    'optname.polignac.deal_packets': 'Dealing',
    'option.polignac.deal_packets': 'Cards dealt at a time (only the animation changes)',
    'value.polignac.deal_packets.2': 'Two at a time',
    'value.polignac.deal_packets.2_or_3': 'Twos and threes',
    'value.polignac.deal_packets.1': 'One at a time',
    'optname.polignac.discard_rule': 'Discarding',
    'option.polignac.discard_rule': 'When void: throw a jack (the jack of spades first), no king or queen while holding a jack, or free',
    'value.polignac.discard_rule.jack_forced': 'Jack forced',
    'value.polignac.discard_rule.no_honours_while_jacks': 'No king or queen',
    'value.polignac.discard_rule.free': 'Free',
    'optname.polignac.guard_rule_it': 'Italian guard rule',
    'option.polignac.guard_rule_it': 'Italian rule: never play the king or queen of a suit whose jack you hold',
    'optname.polignac.early_stop': 'Stop at the last jack',
    'option.polignac.early_stop': 'The deal stops when the last jack has fallen',
    'optname.polignac.general_favour_question': 'Favour for the général',
    'option.polignac.general_favour_question': 'A player attempting the général may ask the others to favour it',
    'optname.polignac.jack_value': 'Points per jack',
    'option.polignac.jack_value': 'Points for each jack taken',
    'optname.polignac.polignac_factor': 'Jack of spades multiple',
    'option.polignac.polignac_factor': 'The jack of spades counts this many times a jack',
    'optname.polignac.own_jack_factor': 'Jack winning its own trick',
    'option.polignac.own_jack_factor': 'A jack that wins its own trick counts this many times (1 = off)',
    'optname.polignac.first_trick_penalty': 'First trick',
    'option.polignac.first_trick_penalty': 'Points for taking the first trick',
    'optname.polignac.last_trick_penalty': 'Last trick',
    'option.polignac.last_trick_penalty': 'Points for taking the last trick (every deal is then played to the end)',
    'optname.polignac.capot_penalty': 'Capote',
    'option.polignac.capot_penalty': 'Points charged to every other player when one player takes every trick',
    'optname.polignac.target': 'Limit',
    'option.polignac.target': 'The limit: by number of players (15, 12 or 10) or a fixed number',
    'value.polignac.target.by_players': 'By player count ({n})',
    'value.polignac.target.n': '{n} points',
    'value.polignac.target.n_one': '{n} point',
    'optname.polignac.limit_check': 'Limit check',
    'option.polignac.limit_check': 'The limit is checked after every trick, or only at the end of a deal',
    'value.polignac.limit_check.per_trick': 'After every trick',
    'value.polignac.limit_check.end_of_deal': 'At the end of a deal',
    'optname.polignac.show_last_trick': 'Review the last trick',
    'option.polignac.show_last_trick': 'The last trick may be looked at again',
    'optname.double_king.pack_mode': 'The pack',
    'option.double_king.pack_mode': 'Shuffled every deal, or traditional: tricks gathered and only cut between deals',
    'value.double_king.pack_mode.random': 'Shuffled',
    'value.double_king.pack_mode.traditional': 'Traditional',
    'optname.double_king.trigger_anywhere': 'Trigger anywhere',
    'option.double_king.trigger_anywhere': 'A queen, king or jack is forced also when the ace or king (No queens), or the ace or queen (No kings or jacks), is already in the trick without having led it',
    'optname.double_king.literal_kj_on_queen': 'King or jack on a queen',
    'option.double_king.literal_kj_on_queen': 'No kings or jacks: a queen led forces the king or the jack (not only the jack)',
    'optname.double_king.highest_heart_discard': 'Highest heart',
    'option.double_king.highest_heart_discard': 'No hearts: a player void in the suit led must throw his highest heart',
    'optname.double_king.go_over': 'Going over',
    'option.double_king.go_over': "Trump game: play higher than the trick's best card when trumps are led, or always",
    'value.double_king.go_over.trump_led': 'Trumps led',
    'value.double_king.go_over.always': 'Always',
    'optname.double_king.must_undertrump': 'Undertrump',
    'option.double_king.must_undertrump': 'Trump game: a void player who cannot overtrump must still play a trump',
    'optname.double_king.rounds': 'Rounds',
    'option.double_king.rounds': 'Rounds of 20 deals in the match (5 in tournament play)',
    'optname.double_king.show_last_trick': 'Review the last trick',
    'option.double_king.show_last_trick': 'Let players look back at the last trick (tricks stay face down by the rules)',
    'preset.polignac.classique': 'Classic',
    'presethelp.polignac.classique': 'Jack forced when discarding, stop at the last jack, général with favour, limit by player count.',
    'preset.polignac.boussac_1896': 'Boussac 1896',
    'presethelp.polignac.boussac_1896': 'After the 1896 encyclopaedia: free discards, every trick played, limit 10.',
    'preset.polignac.italien': 'Italian',
    'presethelp.polignac.italien': 'Free discards, stop at the last jack, no favour question, limit 10.',
    'rules.polignac.deal_row': '- {n} players: {cards} cards each, {pack}; classic limit {target} points.',
    'rules.polignac.removed.0': 'the whole pack is dealt',
    'rules.polignac.removed.2': 'two sevens removed, {default} (or {other}, by option)',
    'rules.polignac.removed.4': 'all four sevens removed',
    'rules.polignac.body': (
        '## The aim\n'
        'Avoid taking jacks. Every jack in a trick you win costs points; the jack of spades, “le Polignac”, costs double. The first player to reach the limit loses the match; everyone else wins.\n'
        '\n'
        '## The deal\n'
        '- 3 to 8 players, a 32-card pack dealt two at a time. By the number of players:\n'
        '{deal_rows}\n'
        "- With the option “Leftover cards: dealer’s écart” no seven is removed: the dealer takes the leftover cards and lays aside as many, face down, never a jack.\n"
        '- Cards rank K, Q, J, A, 10, 9, 8, 7 in every suit: the ace is below the jack. No trumps.\n'
        "- Play goes to the right: the player on the dealer's right leads, then the winner of each trick leads the next.\n"
        '\n'
        '## Playing a card\n'
        '- Follow suit with any card of the suit led: you never have to play higher.\n'
        '- When void, discard. Under the classic rule a player holding a jack must throw it, the jack of spades first.\n'
        '\n'
        '## Scoring\n'
        '- Each jack taken: 1 point; the jack of spades: 2. A deal is worth 5 points in jacks.\n'
        '- The deal stops as soon as the last jack has fallen (unless the option says otherwise).\n'
        '- Capote: a player who wins every trick scores nothing, and every other player takes 5 points.\n'
        '\n'
        '## The général\n'
        'If one player has won every trick when the last jack falls, he may carry on to win them all: the général. He plays it silently or asks the others to favour it; those who say yes must then throw their biggest cards without ever beating him. If he loses a trick the deal stops and he keeps his jacks.\n'
        '\n'
        '## The end\n'
        'Under the classic rules the limit depends on the number of players (see “The deal”). It is checked after every trick. If several players cross it together, the one with most points loses; players tied on that total share the loss.\n'
        '\n'
        '## The presets\n'
        '- Classic: jack forced when discarding, stop at the last jack, général with favour, limit by player count.\n'
        '- Boussac 1896: free discards, every trick is played, limit 10.\n'
        '- Italian: free discards, stop at the last jack, no favour question, limit 10.'
    ),
    'rules.double_king.body': (
        '## The aim\n'
        'A trick-taking game for four, each for himself, over twenty deals (a round). Six negative contracts, each played twice, take points away; the trump deals bring points. The round ranks the players and gives 16, 12, 8 and 4 ranking points.\n'
        '\n'
        '## The deal\n'
        '- 4 players, 52 cards, the ace is the highest card. Play goes to the left.\n'
        "- Cards are dealt in packets of 4, 4 and 5: thirteen each. The dealer's left-hand neighbour leads.\n"
        '- The pack is shuffled before every deal. The option “The pack: traditional” follows the custom: shuffled at the start of the round only, then the tricks are gathered and the pack is only cut.\n'
        '- You must always follow suit.\n'
        '\n'
        "## The dealer's choice\n"
        'Having seen his cards, the dealer chooses the contract. Over his five deals each player chooses exactly three negative contracts and two trump games (naming the trump). Each negative contract is played at most twice in a round.\n'
        '\n'
        '## The contracts\n'
        '{contracts}\n'
        'The contracts “No hearts”, “No queens”, “No kings or jacks” and “No king of hearts” stop at the end of the trick in which the last penalty card falls; the others play all thirteen tricks.\n'
        '\n'
        '## The end\n'
        'At the end of the round each player has a net score: his trump points less his penalties. The best net gets 16 ranking points, then 12, 8 and 4; tied players share the points of the places they hold. A match is one round by default; the “Rounds” option goes up to five, the length of a tournament.\n'
        'The final ranking follows the ranking points; ties are broken by the total net over the match, then by the best net of a single round. Players still tied share the place.'
    ),
    'rules.double_king.contract.plis': 'No tricks: −1 per trick.',
    'rules.double_king.contract.coeurs': 'No hearts: −1 per heart taken. Hearts may not be led while you hold another suit; void in the suit led, you must throw a heart.',
    'rules.double_king.contract.dames': 'No queens: −2 per queen. When an ace or king is led, the queen of that suit must fall; void, you throw a queen.',
    'rules.double_king.contract.rois_valets': 'No kings or jacks: −1 per king or jack. When an ace is led the king or the jack must fall; on a queen, the jack; void, you throw a king or a jack.',
    'rules.double_king.contract.roi_coeur': 'No king of hearts: −5 for whoever takes it. Hearts may not be led while you hold another suit; void in the suit led, you must throw the king of hearts.',
    'rules.double_king.contract.sept_treize': 'No 7th or 13th trick: −2 for the seventh trick, −3 for the last.',
    'rules.double_king.contract.atout': 'Trumps: +1 per trick. {go_over} Void in the suit led you must trump, overtrumping if you can; {undertrump}',
    # when one must go over, as the match plays the option "go_over" (rules A6)
    'rules.double_king.go_over.trump_led': 'When trumps are led you must go over if you can.',
    'rules.double_king.go_over.always': 'Following the suit led you must go over the trick’s best card if you can, unless it is already trumped.',
    # the end of the trump game's sentence, as the match plays the option "must_undertrump"
    'rules.double_king.undertrump.on': 'otherwise you still trump (“{option}”: {value}).',
    'rules.double_king.undertrump.off': 'otherwise you may play any card (“{option}”: {value}).',
    'rules.guinguette.body': (
        '## The aim\n'
        'An old gambling game played with counters. Every deal puts three baskets at stake: the guinguette, the cabaret and the cotillon. Whoever holds most counters at the end wins.\n'
        '\n'
        '## The deal\n'
        '- 3 to 8 players: 36 cards up to four players, 52 beyond. Cards rank K, Q, J, 10 … 2, and the ace, the lowest.\n'
        '- Every deal, each player puts one counter in the guinguette basket and one in the cabaret basket; a basket not won keeps what it holds.\n'
        "- Each player gets four cards, two at a time; the rest, face down in the middle, is the talon. The old game called it the cotillon too, hence “remuer le cotillon” (exchanging a card with the talon); here “the cotillon” is the third basket and its game of tricks. Play goes to the right: the eldest sits on the dealer's right.\n"
        '\n'
        '## The guinguette\n'
        'The player dealt the queen of diamonds takes the guinguette basket. If she stayed in the talon, the basket waits for the next deal, even if an exchange brings her into a hand.\n'
        '\n'
        '## The cabaret\n'
        "A cabaret is a low tierce: three cards in sequence in one suit, never with the king or the queen (the best is J-10-9). Its holders announce it, then bet as in poker: check, call, raise by a demi-septier (1), a chopine (2) or a pinte (4), or fold. The best cabaret takes the basket; between equal ones, the holder nearest the dealer's right.\n"
        'With the same-suit tierce a cabaret is rare: with four players about one deal in 29, and a betting round almost never. The option “Tierce suits: any suits” brings one in about four deals out of ten.\n'
        '\n'
        '## The cotillon\n'
        '- Everyone puts one counter in the basket in play (the first of the baskets to play, or a new one). The eldest names trumps, then always plays and adds one more counter.\n'
        '- Each other player says “I play”, “I pass” (giving up his stake and his hand) or “I stir” (remuer). The eldest may stir too. Stirring costs 2 counters into the basket: you slip one card into the talon, shuffle it and draw its top card (maybe your own). Those who stirred may stir again, round after round.\n'
        '- Four tricks: follow suit, going over if you can, but no longer once the trick has been trumped; void, you must trump, overtrumping if you can, otherwise still trump (the “Undertrump” option, on by default).\n'
        '- The player with most tricks, at least two, takes the basket. At two tricks each, it goes to the first to win his second trick. At one trick each, nobody wins it: it goes back to the front of the baskets to play.\n'
        '- A player with no trick “makes the mouche”: he owes a new basket as big as the one in play, put in the line of baskets to play; a player with one trick pays a fine of 2 counters into the next basket to be played.\n'
        '- The vole (all four tricks): its maker takes the basket in play and every basket to play, and every other player at the table gives him one counter; the other players who played each owe a full basket besides, put in the line.\n'
        '- If everyone else passes, the eldest takes the basket without play.\n'
        '\n'
        '## The end\n'
        'The match lasts three rounds by default: everyone is eldest three times. {bankruptcy} The baskets left are shared out, and players are ranked by their counters.'
    ),
    'rules.guinguette.end.end_match': 'It stops sooner if a player cannot pay a deal’s antes (“{option}”: {value}).',
    'rules.guinguette.end.eliminate': 'A player who cannot pay a deal’s antes leaves the table and the match goes on without him, until too few are left to play (“{option}”: {value}).',
    'optname.guinguette.starting_chips': 'Starting counters',
    'option.guinguette.starting_chips': 'Counters each player starts with',
    'optname.guinguette.guinguette_ante': 'Guinguette ante',
    'option.guinguette.guinguette_ante': "Each player's stake in the guinguette basket every deal",
    'optname.guinguette.cabaret_ante': 'Cabaret ante',
    'option.guinguette.cabaret_ante': "Each player's stake in the cabaret basket every deal",
    'optname.guinguette.cotillon_ante': 'Cotillon ante',
    'option.guinguette.cotillon_ante': "Each player's stake in the cotillon basket every deal",
    'optname.guinguette.eldest_extra': "Eldest's extra",
    'option.guinguette.eldest_extra': 'Extra counter the eldest puts into the cotillon basket when he says “I play”',
    'optname.guinguette.remuer_cost': 'Price of stirring',
    'option.guinguette.remuer_cost': 'Price of exchanging one card with the talon (remuer le cotillon)',
    'optname.guinguette.one_trick_fine': 'One-trick fine',
    'option.guinguette.one_trick_fine': 'Fine for a player who takes only one trick',
    'optname.guinguette.vole_bonus': 'Vole bonus',
    'option.guinguette.vole_bonus': 'Counters each player pays to a player who takes all four tricks',
    'optname.guinguette.strict_doubling': 'Strict doubling',
    'option.guinguette.strict_doubling': 'An unwon basket is doubled: each player adds a share of it instead of the normal ante',
    'optname.guinguette.tierce_suits': 'Tierce suits',
    'option.guinguette.tierce_suits': 'A cabaret tierce is three cards of one suit, or of any suits. With {players} players a cabaret comes about one deal in {same} in one suit, {any} in 10 in any suits',
    'value.guinguette.tierce_suits.same': 'Same suit',
    'value.guinguette.tierce_suits.any': 'Any suits',
    'optname.guinguette.ace_six_adjacent': 'Ace-six-seven',
    'option.guinguette.ace_six_adjacent': 'With 36 cards, ace-six-seven counts as a tierce',
    'optname.guinguette.max_remuer': 'Stir limit',
    'option.guinguette.max_remuer': 'The most times a player may stir in one deal (0 = no limit)',
    'optname.guinguette.must_undertrump': 'Undertrump',
    'option.guinguette.must_undertrump': 'A player void in the suit led must trump even when he cannot overtrump',
    'optname.guinguette.vole_payers': 'Who pays the vole',
    'option.guinguette.vole_payers': 'Every player at the table, or only those who played',
    'value.guinguette.vole_payers.all': 'The whole table',
    'value.guinguette.vole_payers.active': 'Those who played',
    'optname.guinguette.vole_mouche': 'Basket after a vole',
    'option.guinguette.vole_mouche': 'After a vole the other players who played still pay a full basket',
    'optname.guinguette.match_length': 'Rounds',
    'option.guinguette.match_length': 'Length of the match in rounds (each player deals once per round)',
    'optname.guinguette.bankruptcy': 'Bankruptcy',
    'option.guinguette.bankruptcy': 'A player who cannot pay the antes ends the match, or leaves the table',
    'value.guinguette.bankruptcy.end_match': 'Ends the match',
    'value.guinguette.bankruptcy.eliminate': 'Leaves the table',
    'optname.guinguette.hide_trump_after_naming': 'Hidden trump',
    'option.guinguette.hide_trump_after_naming': 'The trump is not shown during the play: players must remember it',
    'summary.polignac': '3 to 8 players: avoid taking jacks, above all the jack of spades.',
    'summary.double_king': 'Four players, a round of 20 deals: each deal the dealer chooses the contract.',
    'summary.guinguette': '3 to 8 players, with counters: the guinguette, the cabaret and the cotillon every deal.',
}
