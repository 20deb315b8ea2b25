"""The menu scenes: title, setup, settings, rules, saved matches, statistics, messages."""
