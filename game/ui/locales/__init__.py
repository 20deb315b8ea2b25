"""Translation catalogues: ``<lang>_<part>.py`` modules, each with a dict ``STRINGS``."""
