"""Chaînes françaises de la table qui aide à apprendre : conseil, reprise, jeu de l'évidence."""

STRINGS = {
    'table.btn.hint': 'Conseil',
    'table.btn.take_back': 'Annuler le coup',
    'help.thinking': 'Conseil — réflexion en cours…',
    'help.hint_tag': 'Conseil — {line}',
    'hint.tie': '{action} : à égalité ici avec {other} ({value}, {over}).',
    'hint.tie_short': '{action} : à égalité ici avec {other} ({value}).',
    'help.no_question': 'Rien à décider pour vous en ce moment.',
    'help.first_hint_title': 'Un conseil',
    'help.first_hint': 'Vous pouvez demander un seul conseil par donne. Une partie jouée avec des conseils compte à part dans les statistiques\xa0: vos résultats et votre cote restent ceux des parties que vous jouez seul.',
    'help.first_hint_yes': 'Voir le conseil',
    'help.one_per_deal': 'Un conseil par donne en partie normale (elle compte alors à part dans les statistiques) ; à l’entraînement, sans limite.',
    'help.one_per_deal_short': 'Un conseil par donne en partie normale.',
    'help.hint_failed': 'Pas de conseil cette fois : {reason}',
    'help.took_back': 'Vous reprenez votre dernière décision.',
    'help.nothing_to_take_back': 'Rien à reprendre : vous n’avez encore rien choisi.',
    'help.played_for_you': 'Votre seule carte jouable, {card}, a été jouée pour vous.',
    'help.decided': 'La suite de la donne est jouée d’avance : ses cartes tombent seules.',
    'settings.auto_play': 'Jouer l’évidence pour moi',
    'settings.auto_play_help': 'Une seule carte permise : elle est jouée pour vous. Une fin de donne jouée d’avance défile vite.',
}
