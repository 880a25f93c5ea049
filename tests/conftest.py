"""Réglages communs des tests : le modèle local est imposé, aucune clé réelle n'est utilisée."""

import os

os.environ["CONTEXTE_HORS_LIGNE"] = "1"
