"""French strings of the app frame and the menus (a no-break space before : ; ? ! and in « »)."""

STRINGS = {
    "app.title": "Tapis Vert",
    "title.tagline": "Polignac · Double King · Guinguette",
    "title.new": "Nouvelle partie",
    "title.continue": "Continuer",
    "title.saves": "Parties enregistrées",
    "title.stats": "Statistiques",
    "title.settings": "Réglages",
    "title.rules": "Règles",
    "title.quit": "Quitter",
    "common.ok": "OK",
    "common.back": "Retour",
    "common.yes": "Oui",
    "common.no": "Non",
    "common.cancel": "Annuler",
    "message.error": "Un souci",
    "message.table_missing": "La table de jeu n’est pas encore installée.",
    "message.cannot_start": "La partie ne peut pas commencer\u00a0: {reason}",
    "message.cannot_load": "Cette partie ne peut pas être reprise\u00a0: {reason}",
    "message.settings_not_saved": "Les réglages n’ont pas pu être enregistrés\u00a0: {reason}",
    "message.damaged_title": "Fichiers abîmés",
}
