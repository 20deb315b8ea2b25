"""Tapis Vert: a desktop card table for Polignac, Guinguette and Double King."""

__version__ = "0.1.0"
