"""Harnais de fiabilité du cours : kills en pleine écriture, rédacteurs concurrents.

Versions longues : `make fiabilite` (ou `python -m fiabilite.harnais`). Versions courtes : les
tests tests/test_crash.py et tests/test_ecrivains_concurrents.py.
"""
