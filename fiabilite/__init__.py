"""Harnais de fiabilité du cours : kills en pleine écriture, écrivains concurrents.

Versions longues : `make fiabilite` (ou `python -m fiabilite.harnais`). Versions courtes : les
tests tests/test_crash.py et tests/test_ecrivains_concurrents.py.
"""
