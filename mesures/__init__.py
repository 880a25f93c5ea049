"""Les mesures du cours : ce que coûte chaque stratégie de mémoire, côte à côte.

Tout lancer : `make mesures` (ou `.venv/bin/python -m mesures`) ; voir `mesures/__main__.py`.
Chaque mesure se lance aussi seule : `python -m mesures.comparer`, `mesures.persistance`,
`mesures.suite`, et `python mesures/tokens.py`.
"""
