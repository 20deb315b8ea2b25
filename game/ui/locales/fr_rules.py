"""French rules help: each game's rules in brief, its presets and options (from shared/rules/*.md).

A body is plain text: "## " starts a heading, "- " a bullet. Option keys: optname (label),
option (one-line help), value, preset (name), presethelp (one line)."""

STRINGS = {
    'optname.polignac.leftover_method': 'Cartes en trop',
    'option.polignac.leftover_method': 'À 3, 5, 6 et 7 joueurs\xa0: on retire des 7, ou le donneur fait un écart',
    'value.polignac.leftover_method.remove_sevens': 'Retirer des 7',
    'value.polignac.leftover_method.dealer_ecart': 'Écart du donneur',
    'optname.polignac.sevens_removed': 'Les 7 retirés',
    'option.polignac.sevens_removed': 'Quels 7 quittent le jeu à 3, 5 et 6 joueurs',
    'value.polignac.sevens_removed.black': 'Les noirs',
    'value.polignac.sevens_removed.red': 'Les rouges',
    'optname.polignac.direction': 'Sens du jeu',
    'option.polignac.direction': 'Donne et jeu vers la droite (usage français) ou vers la gauche',
    'value.polignac.direction.counter_clockwise': 'Vers la droite',
    'value.polignac.direction.clockwise': 'Vers la gauche',
    'optname.polignac.deal_packets': 'Distribution',
    'option.polignac.deal_packets': 'Nombre de cartes données à la fois (seule l’animation change)',
    'value.polignac.deal_packets.2': 'Par deux',
    'value.polignac.deal_packets.2_or_3': 'Par deux ou trois',
    'value.polignac.deal_packets.1': 'Une à une',
    'optname.polignac.discard_rule': 'Défausse',
    'option.polignac.discard_rule': 'Sans la couleur\xa0: jeter un valet (le Polignac d’abord), ni roi ni dame tant qu’on a un valet, ou libre',
    'value.polignac.discard_rule.jack_forced': 'Valet obligé',
    'value.polignac.discard_rule.no_honours_while_jacks': 'Ni roi ni dame',
    'value.polignac.discard_rule.free': 'Libre',
    'optname.polignac.guard_rule_it': 'Garde italienne',
    'option.polignac.guard_rule_it': 'Règle italienne\xa0: jamais le roi ni la dame d’une couleur dont on tient le valet',
    'optname.polignac.early_stop': 'Arrêt au dernier valet',
    'option.polignac.early_stop': 'La donne s’arrête quand le dernier valet est tombé',
    'optname.polignac.general_favour_question': 'Faveur du général',
    'option.polignac.general_favour_question': 'Qui tente le général peut demander aux autres de le favoriser',
    'optname.polignac.jack_value': 'Points par valet',
    'option.polignac.jack_value': 'Points pour chaque valet pris',
    'optname.polignac.polignac_factor': 'Multiple du Polignac',
    'option.polignac.polignac_factor': 'Le valet de pique vaut ce nombre de fois un valet ordinaire',
    'optname.polignac.own_jack_factor': 'Valet qui fait sa levée',
    'option.polignac.own_jack_factor': 'Un valet qui remporte lui-même sa levée compte ce nombre de fois (1 = sans effet)',
    'optname.polignac.first_trick_penalty': 'Première levée',
    'option.polignac.first_trick_penalty': 'Points pour qui fait la première levée',
    'optname.polignac.last_trick_penalty': 'Dernière levée',
    'option.polignac.last_trick_penalty': 'Points pour qui fait la dernière levée (chaque donne se joue alors jusqu’au bout)',
    'optname.polignac.capot_penalty': 'Capote',
    'option.polignac.capot_penalty': 'Points pour chacun des autres quand un joueur fait toutes les levées',
    'optname.polignac.target': 'Limite',
    'option.polignac.target': 'La limite\xa0: selon le nombre de joueurs (15, 12 ou 10) ou un nombre fixe',
    'value.polignac.target.by_players': 'Selon les joueurs ({n})',
    'value.polignac.target.n': '{n} points',
    'value.polignac.target.n_one': '{n} point',
    'optname.polignac.limit_check': 'Vérification de la limite',
    'option.polignac.limit_check': 'La limite est vérifiée après chaque levée, ou seulement en fin de donne',
    'value.polignac.limit_check.per_trick': 'Après chaque levée',
    'value.polignac.limit_check.end_of_deal': 'En fin de donne',
    'optname.polignac.show_last_trick': 'Revoir le dernier pli',
    'option.polignac.show_last_trick': 'On peut regarder à nouveau le dernier pli',
    'optname.double_king.pack_mode': 'Le paquet',
    'option.double_king.pack_mode': 'Mélangé à chaque donne, ou traditionnel\xa0: on ramasse les plis et on coupe sans mélanger',
    'value.double_king.pack_mode.random': 'Mélangé',
    'value.double_king.pack_mode.traditional': 'Traditionnel',
    'optname.double_king.trigger_anywhere': 'Obligation partout',
    'option.double_king.trigger_anywhere': 'La dame, le valet ou le roi est forcé aussi quand l’as ou le roi (Pas de dames), l’as ou la dame (Pas de valets ni de rois) est déjà dans le pli sans en être l’entame',
    'optname.double_king.literal_kj_on_queen': 'Valet ou roi sur la dame',
    'option.double_king.literal_kj_on_queen': 'Pas de valets ni de rois\xa0: une dame entamée force le valet ou le roi (pas seulement le valet)',
    'optname.double_king.highest_heart_discard': 'Plus haut cœur',
    'option.double_king.highest_heart_discard': 'Pas de cœurs\xa0: sans la couleur demandée, on jette son plus haut cœur',
    'optname.double_king.go_over': 'Monter à l’atout',
    'option.double_king.go_over': 'Jeu d’atout\xa0: monter sur la meilleure carte quand on entame atout, ou toujours',
    'value.double_king.go_over.trump_led': 'Atout entamé',
    'value.double_king.go_over.always': 'Toujours',
    'optname.double_king.must_undertrump': 'Sous-couper',
    'option.double_king.must_undertrump': 'Jeu d’atout\xa0: sans pouvoir surcouper, on doit quand même couper',
    'optname.double_king.rounds': 'Rondes',
    'option.double_king.rounds': 'Rondes de 20 donnes dans la partie (5 en tournoi)',
    'optname.double_king.show_last_trick': 'Revoir le dernier pli',
    'option.double_king.show_last_trick': 'Permettre de revoir le dernier pli (selon la règle, les plis restent cachés)',
    'preset.polignac.classique': 'Classique',
    'presethelp.polignac.classique': 'Valet obligé en défausse, arrêt au dernier valet, général avec faveur, limite selon le nombre de joueurs.',
    'preset.polignac.boussac_1896': 'Boussac 1896',
    'presethelp.polignac.boussac_1896': 'Selon l’Encyclopédie de 1896\xa0: défausse libre, toutes les levées jouées, limite à 10.',
    'preset.polignac.italien': 'Italien',
    'presethelp.polignac.italien': 'Défausse libre, arrêt au dernier valet, pas de question de faveur, limite à 10.',
    'rules.polignac.deal_row': '- À {n} joueurs\xa0: {cards} cartes chacun, {pack}\xa0; limite classique {target} points.',
    'rules.polignac.removed.0': 'tout le jeu est distribué',
    'rules.polignac.removed.2': 'on retire deux 7, {default} ({other} selon l’option)',
    'rules.polignac.removed.4': 'on retire les quatre 7',
    'rules.polignac.body': (
        '## Le but\n'
        'Ne pas ramasser de valets. Chaque valet pris dans une levée coûte des points\xa0; le valet de pique, «\xa0le Polignac\xa0», coûte double. Le premier joueur qui atteint la limite perd la partie\xa0; tous les autres gagnent.\n'
        '\n'
        '## Le jeu\n'
        '- De 3 à 8 joueurs, un jeu de 32 cartes, distribué deux par deux. Selon le nombre de joueurs\xa0:\n'
        '{deal_rows}\n'
        '- Avec l’option «\xa0Cartes en trop\xa0: écart du donneur\xa0», aucun 7 n’est retiré\xa0: le donneur reçoit les cartes en trop et en écarte autant, face cachée, jamais un valet.\n'
        '- Ordre des cartes dans chaque couleur\xa0: R, D, V, A, 10, 9, 8, 7. L’as est plus faible que le valet. Pas d’atout.\n'
        '- On joue vers la droite\xa0: le joueur à droite du donneur entame, puis le gagnant de chaque levée entame la suivante.\n'
        '\n'
        '## Jouer une carte\n'
        '- Il faut fournir à la couleur demandée, avec n’importe quelle carte de cette couleur\xa0: on n’est jamais obligé de monter.\n'
        '- Sans la couleur, on se défausse. En règle classique, celui qui tient un valet doit le jeter, et le Polignac d’abord.\n'
        '\n'
        '## Compter les points\n'
        '- Chaque valet pris\xa0: 1 point\xa0; le Polignac\xa0: 2 points. Une donne vaut donc 5 points en valets.\n'
        '- La donne s’arrête dès que le dernier valet est tombé (sauf avec l’option contraire).\n'
        '- Capote\xa0: celui qui fait toutes les levées ne marque rien, et chacun des autres prend 5 points.\n'
        '\n'
        '## Le général\n'
        'Si, quand le dernier valet tombe, un joueur a fait toutes les levées, il peut continuer pour les faire toutes\xa0: c’est le général. Il peut le jouer en silence ou demander aux autres de le favoriser\xa0; ceux qui répondent oui doivent alors jeter leurs plus grosses cartes sans jamais le battre. S’il perd une levée, la donne s’arrête et il garde ses valets.\n'
        '\n'
        '## La fin\n'
        'En règle classique, la limite dépend du nombre de joueurs (voir «\xa0Le jeu\xa0»). Elle est vérifiée après chaque levée. Si plusieurs joueurs la franchissent ensemble, celui qui a le plus de points perd\xa0; les ex æquo partagent la défaite.\n'
        '\n'
        '## Les préréglages\n'
        '- Classique\xa0: valet obligé en défausse, arrêt au dernier valet, général avec faveur, limite selon le nombre de joueurs.\n'
        '- Boussac 1896\xa0: défausse libre, toutes les levées sont jouées, limite à 10.\n'
        '- Italien\xa0: défausse libre, arrêt au dernier valet, pas de question de faveur, limite à 10.'
    ),
    'rules.double_king.body': (
        '## Le but\n'
        'Un jeu de plis à quatre, chacun pour soi, en vingt donnes (une ronde). Six contrats négatifs, joués deux fois chacun, retirent des points\xa0; les jeux d’atout en rapportent. Le classement de la ronde donne 16, 12, 8 et 4 points de classement.\n'
        '\n'
        '## Le jeu\n'
        '- 4 joueurs, 52 cartes, l’as est la plus forte carte. On joue vers la gauche.\n'
        '- Distribution par paquets de 4, 4 et 5\xa0: treize cartes chacun. Le voisin de gauche du donneur entame.\n'
        '- Le paquet est mélangé à chaque donne. L’option «\xa0Le paquet\xa0: traditionnel\xa0» suit l’usage\xa0: mélangé au début de la ronde seulement, puis les plis sont ramassés et le paquet simplement coupé.\n'
        '- Il faut toujours fournir à la couleur demandée.\n'
        '\n'
        '## Le choix du donneur\n'
        'Après avoir vu ses cartes, le donneur choisit le contrat. Sur ses cinq donnes, chacun choisit exactement trois contrats négatifs et deux jeux d’atout (il nomme alors l’atout). Chaque contrat négatif se joue au plus deux fois par ronde.\n'
        '\n'
        '## Les contrats\n'
        '{contracts}\n'
        'Les contrats «\xa0Pas de cœurs\xa0», «\xa0Pas de dames\xa0», «\xa0Pas de valets ni de rois\xa0» et «\xa0Pas de roi de cœur\xa0» s’arrêtent à la fin du pli où tombe la dernière carte pénalisante\xa0; les autres se jouent en treize plis.\n'
        '\n'
        '## La fin\n'
        'À la fin de la ronde, chacun fait son net\xa0: ses points d’atout moins ses pénalités. Le meilleur net reçoit 16 points de classement, puis 12, 8 et 4\xa0; des joueurs à égalité se partagent les points de leurs places. Une partie compte une ronde\xa0; l’option «\xa0Rondes\xa0» va jusqu’à cinq, la longueur d’un tournoi.\n'
        'Le classement final suit les points de classement\xa0; à égalité, le net total de la partie, puis le meilleur net d’une ronde départagent. Ceux qui restent à égalité partagent la place.'
    ),
    'rules.double_king.contract.plis': 'Pas de plis\xa0: −1 par pli.',
    'rules.double_king.contract.coeurs': 'Pas de cœurs\xa0: −1 par cœur pris. On n’entame pas à cœur tant qu’on a une autre couleur\xa0; sans la couleur demandée, on doit jeter un cœur.',
    'rules.double_king.contract.dames': 'Pas de dames\xa0: −2 par dame. Sur un as ou un roi entamé, la dame de la couleur doit tomber\xa0; sans la couleur, on jette une dame.',
    'rules.double_king.contract.rois_valets': 'Pas de valets ni de rois\xa0: −1 par valet ou roi. Sur un as entamé, le valet ou le roi doit tomber\xa0; sur une dame, le valet\xa0; sans la couleur, on jette un valet ou un roi.',
    'rules.double_king.contract.roi_coeur': 'Pas de roi de cœur\xa0: −5 pour qui le prend. On n’entame pas à cœur tant qu’on a une autre couleur\xa0; sans la couleur demandée, on doit jeter le roi de cœur.',
    'rules.double_king.contract.sept_treize': 'Pas de 7e ni de 13e pli\xa0: −2 pour le septième pli, −3 pour le dernier.',
    'rules.double_king.contract.atout': 'Atout\xa0: +1 par pli. {go_over} Sans la couleur demandée, il faut couper, et surcouper si on le peut\xa0; {undertrump}',
    # when one must go over, as the match plays the option "go_over" (rules A6)
    'rules.double_king.go_over.trump_led': 'Quand on entame atout, il faut monter si on le peut.',
    'rules.double_king.go_over.always': 'Dans la couleur demandée, il faut monter sur la meilleure carte du pli si on le peut, sauf s’il est déjà coupé.',
    # the end of the trump game's sentence, as the match plays the option "must_undertrump"
    'rules.double_king.undertrump.on': 'sinon on coupe quand même («\xa0{option}\xa0»\xa0: {value}).',
    'rules.double_king.undertrump.off': 'sinon on joue la carte qu’on veut («\xa0{option}\xa0»\xa0: {value}).',
    'rules.guinguette.body': (
        '## Le but\n'
        'Un vieux jeu d’argent, joué avec des jetons. Chaque donne met en jeu trois paniers\xa0: la guinguette, le cabaret et le cotillon. Celui qui a le plus de jetons à la fin gagne.\n'
        '\n'
        '## Le jeu\n'
        '- De 3 à 8 joueurs\xa0: 36 cartes jusqu’à quatre joueurs, 52 au-delà. Ordre des cartes\xa0: R, D, V, 10 … 2, et l’as, la plus faible.\n'
        '- À chaque donne, chacun met un jeton dans le panier de la guinguette et un dans celui du cabaret\xa0; un panier qui n’a pas été gagné garde son contenu.\n'
        '- Chacun reçoit quatre cartes, deux par deux\xa0; le reste, face cachée au milieu, forme le talon. L’ancien jeu l’appelait aussi le cotillon, d’où «\xa0remuer le cotillon\xa0» (échanger une carte avec le talon)\xa0; ici, «\xa0le cotillon\xa0» est le troisième panier et son jeu de levées. On joue vers la droite\xa0: le premier en cartes est à droite du donneur.\n'
        '\n'
        '## La guinguette\n'
        'Celui qui reçoit la dame de carreau prend le panier de la guinguette. Si elle est restée dans le talon, le panier reste pour la donne suivante, même si un échange la fait entrer dans une main.\n'
        '\n'
        '## Le cabaret\n'
        'Un cabaret est une tierce basse\xa0: trois cartes de suite de la même couleur, le roi et la dame n’en faisant jamais partie (la meilleure est V-10-9). Les joueurs qui en ont une l’annoncent, puis misent comme au poker\xa0: parler, tenir, renvier d’un demi-septier (1), d’une chopine (2) ou d’une pinte (4), ou quitter. Le meilleur cabaret prend le panier\xa0; à égalité, celui qui est le plus près de la droite du donneur.\n'
        'Avec la tierce de même couleur, le cabaret est rare\xa0: à quatre joueurs, environ une donne sur 29, et l’on ne mise presque jamais. L’option «\xa0Couleurs de la tierce\xa0: toutes couleurs\xa0» en fait sortir environ quatre donnes sur dix.\n'
        '\n'
        '## Le cotillon\n'
        '- Chacun met un jeton dans le panier au jeu (le premier des paniers à jouer, ou un nouveau). Le premier en cartes nomme l’atout, puis joue forcément et met un jeton de plus.\n'
        '- Chacun des autres dit «\xa0je joue\xa0», «\xa0je passe\xa0» (il abandonne sa mise et sa main) ou «\xa0je remue\xa0». Le premier en cartes peut remuer lui aussi. Remuer coûte 2 jetons, mis au panier\xa0: on glisse une carte dans le talon, on le mêle et on tire celle du dessus (ce peut être la sienne). Ceux qui ont remué peuvent remuer encore, tour après tour.\n'
        '- Quatre levées\xa0: il faut fournir à la couleur, en montant si on le peut, mais plus besoin de monter une fois la levée coupée\xa0; sans la couleur, il faut couper et surcouper si on le peut, sinon couper quand même (option «\xa0Sous-couper\xa0», active par défaut).\n'
        '- Celui qui fait le plus de levées, au moins deux, prend le panier. À deux levées chacun, le panier va au premier qui a fait sa deuxième levée. À une levée chacun, personne ne le gagne\xa0: il repasse en tête des paniers à jouer.\n'
        '- Celui qui ne fait aucune levée «\xa0fait la mouche\xa0» : il doit un nouveau panier, égal au panier au jeu, mis à la file des paniers à jouer\xa0; celui qui n’en fait qu’une paie une amende de 2 jetons dans le prochain panier à jouer.\n'
        '- La vole (les quatre levées)\xa0: son auteur prend le panier au jeu et tous les paniers à jouer, et chacun des autres joueurs de la table lui donne un jeton\xa0; les autres joueurs qui ont joué doivent en plus chacun un panier entier, mis à la file.\n'
        '- Si tous les autres passent, le premier en cartes prend le panier sans jouer.\n'
        '\n'
        '## La fin\n'
        'La partie dure trois tours par défaut\xa0: chacun est premier en cartes trois fois. {bankruptcy} Les paniers restants sont partagés, et l’on classe les joueurs selon leurs jetons.'
    ),
    'rules.guinguette.end.end_match': 'Elle s’arrête plus tôt si un joueur ne peut payer les mises d’une donne («\xa0{option}\xa0»\xa0: {value}).',
    'rules.guinguette.end.eliminate': 'Un joueur qui ne peut payer les mises d’une donne quitte la table et la partie continue sans lui, jusqu’à ce qu’il en reste trop peu pour jouer («\xa0{option}\xa0»\xa0: {value}).',
    'optname.guinguette.starting_chips': 'Jetons au départ',
    'option.guinguette.starting_chips': 'Jetons de chaque joueur au début de la partie',
    'optname.guinguette.guinguette_ante': 'Mise de la guinguette',
    'option.guinguette.guinguette_ante': 'Mise de chaque joueur dans le panier de la guinguette à chaque donne',
    'optname.guinguette.cabaret_ante': 'Mise du cabaret',
    'option.guinguette.cabaret_ante': 'Mise de chaque joueur dans le panier du cabaret à chaque donne',
    'optname.guinguette.cotillon_ante': 'Mise du cotillon',
    'option.guinguette.cotillon_ante': 'Mise de chaque joueur dans le panier du cotillon à chaque donne',
    'optname.guinguette.eldest_extra': 'Supplément du premier',
    'option.guinguette.eldest_extra': 'Jeton de plus que met le premier en cartes quand il dit «\xa0je joue\xa0»',
    'optname.guinguette.remuer_cost': 'Prix pour remuer',
    'option.guinguette.remuer_cost': 'Prix d’un échange de carte avec le talon (remuer le cotillon)',
    'optname.guinguette.one_trick_fine': 'Amende d’une levée',
    'option.guinguette.one_trick_fine': 'Amende de celui qui ne fait qu’une levée',
    'optname.guinguette.vole_bonus': 'Prime de la vole',
    'option.guinguette.vole_bonus': 'Jetons que chacun paie à celui qui fait les quatre levées',
    'optname.guinguette.strict_doubling': 'Doublement strict',
    'option.guinguette.strict_doubling': 'Un panier non gagné double\xa0: chacun y ajoute sa part au lieu de la mise normale',
    'optname.guinguette.tierce_suits': 'Couleurs de la tierce',
    'option.guinguette.tierce_suits': 'Une tierce de cabaret est de la même couleur, ou de couleurs quelconques. À {players} joueurs, un cabaret sort environ une donne sur {same} en même couleur, {any} sur 10 en toutes couleurs',
    'value.guinguette.tierce_suits.same': 'Même couleur',
    'value.guinguette.tierce_suits.any': 'Toutes couleurs',
    'optname.guinguette.ace_six_adjacent': 'As-six-sept',
    'option.guinguette.ace_six_adjacent': 'À 36 cartes, as-six-sept compte comme une tierce',
    'optname.guinguette.max_remuer': 'Limite d’échanges',
    'option.guinguette.max_remuer': 'Nombre maximal d’échanges par joueur et par donne (0 = sans limite)',
    'optname.guinguette.must_undertrump': 'Sous-couper',
    'option.guinguette.must_undertrump': 'Sans la couleur, on doit couper même sans pouvoir surcouper',
    'optname.guinguette.vole_payers': 'Qui paie la vole',
    'option.guinguette.vole_payers': 'Tous les joueurs de la table, ou seulement ceux qui ont joué',
    'value.guinguette.vole_payers.all': 'Toute la table',
    'value.guinguette.vole_payers.active': 'Ceux qui ont joué',
    'optname.guinguette.vole_mouche': 'Panier après la vole',
    'option.guinguette.vole_mouche': 'Après une vole, les autres joueurs qui ont joué doivent encore un panier entier',
    'optname.guinguette.match_length': 'Tours',
    'option.guinguette.match_length': 'Longueur de la partie en tours (chacun donne une fois par tour)',
    'optname.guinguette.bankruptcy': 'Faillite',
    'option.guinguette.bankruptcy': 'Qui ne peut payer les mises termine la partie, ou quitte la table',
    'value.guinguette.bankruptcy.end_match': 'Fin de partie',
    'value.guinguette.bankruptcy.eliminate': 'Quitte la table',
    'optname.guinguette.hide_trump_after_naming': 'Atout caché',
    'option.guinguette.hide_trump_after_naming': 'L’atout n’est pas affiché pendant le jeu\xa0: il faut s’en souvenir',
    'summary.polignac': 'De 3 à 8 joueurs\xa0: ne pas ramasser de valets, surtout pas le Polignac.',
    'summary.double_king': 'À quatre, une ronde de 20 donnes\xa0: à chaque donne le donneur choisit le contrat.',
    'summary.guinguette': 'De 3 à 8 joueurs, avec des jetons\xa0: la guinguette, le cabaret et le cotillon à chaque donne.',
}
