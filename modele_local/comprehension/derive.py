"""Le mode « dérive » du résumeur : des résumés qui se trompent, de façon semée et reproductible.

Un vrai LLM qui résume peut oublier un fait, garder une valeur périmée ou confondre deux personnes.
Le résumeur du modèle local est exact par défaut ; pour mesurer la rétention d'une stratégie, on
lui demande de dériver, requête par requête, avec l'en-tête HTTP :

    x-modele-local-derive: <graine entière>      (sans l'en-tête : aucune dérive)

Côté cours : `client_anthropic(derive=7)` ou `client_gemini(derive=7)` posent cet en-tête.

Erreurs introduites, tirées dans cet ordre avec un générateur semé par (graine, contenu à
résumer) — même graine et même requête donnent donc le même résumé, d'un processus à l'autre :

1. **Valeur périmée** (`P_PERIMEE` = 0,5) : pour chaque fait qui a changé au fil de la
   conversation (« équipe Paiements » puis « Plateforme »), le résumé garde l'ancienne valeur.
2. **Oubli** (`P_OUBLI` = 0,2) : chaque fait autre que le prénom disparaît du résumé.
3. **Fusion de deux personnes** (`P_FUSION` = 0,3) : quand le prénom de l'utilisateur et celui
   d'une autre personne (le responsable) sont connus, le résumé attribue les faits de
   l'utilisateur à l'autre (« Malik travaille chez Atelier… ») et perd le responsable.

Seuls les faits reconnus dérivent ; les propos cités (« Autres informations », « Demandes »)
restent exacts. La dérive ne touche que les demandes de résumé, jamais les autres réponses.
Une consigne de contenu aide sans rendre exact : « garde la valeur la plus récente » divise
`P_PERIMEE` par deux, « nomme les personnes » `P_FUSION` ; l'oubli ne change pas.

    >>> [deriver({"equipe": "Plateforme"}, {"equipe": ["Paiements", "Plateforme"]}, g)
    ...  for g in (0, 1, 2)]    # exact, valeur périmée, fait oublié
    [{'equipe': 'Plateforme'}, {'equipe': 'Paiements'}, {}]
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import TYPE_CHECKING

from modele_local.comprehension.graine import ModeSeme

if TYPE_CHECKING:
    from modele_local.comprehension.consignes import Contenu

EN_TETE = "x-modele-local-derive"
P_PERIMEE = 0.5
P_OUBLI = 0.2
P_FUSION = 0.3


# La graine de la requête en cours : lire l'en-tête, l'activer, la lire (`graine.py`).
_MODE = ModeSeme(EN_TETE, "la graine de la dérive")
lire_graine, graine_active, graine_courante = _MODE.lire, _MODE.active, _MODE.courante


def historique(textes: list[str]) -> dict[str, list[str]]:
    """Valeurs successives (distinctes) de chaque fait, de la plus ancienne à la plus récente.

        >>> historique(["Je suis dans l'équipe Paiements.", "Je rejoins l'équipe Data."])
        {'equipe': ['Paiements', 'Data']}
    """
    from modele_local.comprehension.faits import extraire_faits, phrases  # au premier usage

    valeurs: dict[str, list[str]] = {}
    for texte in textes:
        for phrase in phrases(texte):
            for cle, valeur in extraire_faits(phrase):
                suite = valeurs.setdefault(cle, [])
                if valeur in suite:
                    suite.remove(valeur)
                suite.append(valeur)
    return valeurs


def deriver(faits: dict[str, str], valeurs: dict[str, list[str]], graine: object,
            p_perimee: float = P_PERIMEE, p_oubli: float = P_OUBLI,
            p_fusion: float = P_FUSION) -> dict[str, str]:
    """Les faits après dérive, tirée avec un générateur semé par `graine` (voir le module).

    Mêmes tirages quelles que soient les probabilités : une probabilité plus basse n'ajoute
    jamais d'erreur, elle en retire certaines (voir `faits_retenus`).
    """
    rng = random.Random(hashlib.sha256(json.dumps(graine, ensure_ascii=False, default=str)
                                       .encode()).hexdigest())
    sortie = dict(faits)
    for cle in list(sortie):
        anciennes = [v for v in valeurs.get(cle, []) if v != sortie[cle]]
        if anciennes and rng.random() < p_perimee:
            sortie[cle] = anciennes[-1]
    for cle in list(sortie):
        if cle != "prenom" and rng.random() < p_oubli:
            del sortie[cle]
    if "prenom" in sortie and "responsable" in sortie and rng.random() < p_fusion:
        sortie["prenom"] = sortie.pop("responsable")
    return sortie


def faits_retenus(morceaux: list[tuple[str, str]], contenu: Contenu | None = None) -> dict[str, str]:
    """Les faits à écrire dans le résumé : exacts, ou dérivés si la requête porte une graine.

    La consigne de contenu aide sans rendre parfait : « garde la valeur la plus récente » divise
    par deux le risque de valeur périmée, « nomme les personnes » celui de fusion ; l'oubli ne
    change pas (« garde les faits importants » ne dit pas au modèle ce qu'il oublie). Une phrase
    qui parle d'un autre (« mon collègue Julien est allergique au gluten, pas moi ») ne donne
    jamais de fait sur l'utilisateur, consigne ou pas : elle reste citée telle quelle.
    """
    from modele_local.comprehension.consignes import Contenu
    from modele_local.comprehension.faits import faits_de, phrases
    from modele_local.comprehension.repondeur import niee_dans
    from modele_local.comprehension.tri import parle_d_un_tiers

    c = contenu or Contenu()
    textes = ["\n".join(p for p in phrases(t) if not parle_d_un_tiers(p)) for _, t in morceaux]
    faits = faits_de(textes)
    tout = "\n".join(textes)   # « je ne travaille pas chez Airbus » : pas un fait
    faits = {c: v for c, v in faits.items() if not niee_dans(v, tout)}
    graine = graine_courante()
    if graine is None:
        return faits
    return deriver(faits, historique(textes), [graine, morceaux],
                   p_perimee=P_PERIMEE / (2 if c.recentes else 1),
                   p_fusion=P_FUSION / (2 if c.personnes else 1))
