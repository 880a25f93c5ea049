"""Montrer une valeur à un élève : courte, sans adresse mémoire, jamais coupée au milieu d'un mot.

Sert à `verifier` (correction/verifier_greffon.py).

    >>> montrer(print)
    '<fonction print>'
    >>> montrer(list(range(100)), limite=30)
    '[0, 1, 2, 3, … (96 de plus, 100 en tout)]'
    >>> ecart([1, {"a": 2}], [1, {"a": 3}])
    'élément 1, clé "a" : obtenu 2, attendu 3'
"""

from __future__ import annotations

import re
from typing import Any

LIMITE = 140


def _sans_adresse(texte: str) -> str:
    texte = re.sub(r"<(?:built-in )?function ([\w.<>]+) at 0x[0-9a-fA-F]+>", r"<fonction \1>", texte)
    texte = re.sub(r"<built-in function ([\w.]+)>", r"<fonction \1>", texte)
    texte = re.sub(r"<bound method ([\w.]+) of .*?>", r"<méthode \1>", texte)
    return re.sub(r" (?:object )?at 0x[0-9a-fA-F]+", "", texte)


def couper(texte: str, limite: int) -> str:
    """Coupe après une virgule ou une espace (jamais dans un mot) et ferme d'un « … ».

    Le résultat, marque de coupe comprise, ne dépasse jamais `limite` caractères.

        >>> couper("un deux trois quatre", 12)
        'un deux …'
        >>> couper("Tarif(modele='x', entree=2.0, sortie=10.0)", 36)
        "Tarif(modele='x', entree=2.0, …)"
    """
    if len(texte) <= limite:
        return texte
    fermeture = texte[-1] if texte[-1] in ")]}" else ""  # Tarif(…), […], {…} restent fermés
    suite = ", …" + fermeture if fermeture else " …"
    place = max(limite - len(suite), 0)
    debut = texte[:place]
    coupe = max(debut.rfind(", "), debut.rfind(" "))
    if coupe > place // 3:
        debut = debut[:coupe]        # juste avant une espace : aucun mot coupé
    elif texte[place:place + 1].isalnum():
        while debut and (debut[-1].isalnum() or debut[-1] == "_"):  # pas de mot coupé
            debut = debut[:-1]
    return (debut.rstrip(", ") if fermeture else debut.rstrip()) + suite


def montrer(valeur: Any, limite: int = LIMITE) -> str:
    """La représentation Python de `valeur`, lisible en une ligne."""
    if isinstance(valeur, (list, tuple)) and len(repr(valeur)) > limite:
        morceaux, ouvre, ferme = [], *("[]" if isinstance(valeur, list) else "()")
        for element in valeur:
            suivant = montrer(element, limite // 2)
            if len(", ".join(morceaux + [suivant])) > limite - 20:
                break
            morceaux.append(suivant)
        reste = len(valeur) - len(morceaux)
        suite = f", … ({reste} de plus, {len(valeur)} en tout)" if reste else ""
        return f"{ouvre}{', '.join(morceaux)}{suite}{ferme}"
    if isinstance(valeur, str) and len(valeur) > limite:
        return repr(couper(valeur, limite - 20)) + f" ({len(valeur)} caractères)"
    return couper(_sans_adresse(repr(valeur)), limite)


def ecart(obtenu: Any, attendu: Any, chemin: str = "") -> str | None:
    """Où deux valeurs diffèrent d'abord (listes, tuples, dictionnaires), ou None."""
    prefixe = f"{chemin} : " if chemin else ""
    if isinstance(obtenu, (list, tuple)) and isinstance(attendu, (list, tuple)):
        for i, (o, a) in enumerate(zip(obtenu, attendu, strict=False)):
            if o != a:
                sous = f"{chemin}, élément {i}" if chemin else f"élément {i}"
                return ecart(o, a, sous) or f"{sous} : obtenu {montrer(o, 60)}, attendu {montrer(a, 60)}"
        if len(obtenu) != len(attendu):
            return f"{prefixe}{len(obtenu)} éléments au lieu de {len(attendu)}"
        return None
    if isinstance(obtenu, dict) and isinstance(attendu, dict):
        manquantes = [k for k in attendu if k not in obtenu]
        en_trop = [k for k in obtenu if k not in attendu]
        if manquantes or en_trop:
            dits = ([f"clés manquantes {montrer(manquantes, 60)}"] if manquantes else []) + (
                [f"clés en trop {montrer(en_trop, 60)}"] if en_trop else [])
            return prefixe + " ; ".join(dits)
        for cle, a in attendu.items():
            if obtenu[cle] != a:
                sous = f'{chemin + ", " if chemin else ""}clé "{cle}"'
                return ecart(obtenu[cle], a, sous) or (
                    f"{sous} : obtenu {montrer(obtenu[cle], 60)}, attendu {montrer(a, 60)}")
    return None
