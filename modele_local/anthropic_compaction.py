"""Compaction côté serveur (bêta) : blocs `compaction` signés, état de préfixe qu'ils transportent."""

from __future__ import annotations


def etat_de_compaction(message: dict) -> str | None:
    """État de préfixe porté par le bloc `compaction` en tête de `message`, sinon None."""
    return None
