"""English strings of the app frame and the menus."""

STRINGS = {
    "app.title": "Tapis Vert",
    "title.tagline": "Polignac · Double King · Guinguette",
    "title.new": "New match",
    "title.continue": "Continue",
    "title.saves": "Saved matches",
    "title.stats": "Statistics",
    "title.settings": "Settings",
    "title.rules": "Rules",
    "title.quit": "Quit",
    "common.ok": "OK",
    "common.back": "Back",
    "common.yes": "Yes",
    "common.no": "No",
    "common.cancel": "Cancel",
    "message.error": "Something went wrong",
    "message.table_missing": "The card table is not installed yet.",
    "message.cannot_start": "The match cannot start: {reason}",
    "message.cannot_load": "This match cannot be resumed: {reason}",
    "message.settings_not_saved": "The settings could not be saved: {reason}",
    "message.damaged_title": "Damaged files",
}
