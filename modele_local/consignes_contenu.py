"""Lire ce qu'une consigne de résumé demande sur le CONTENU : quoi garder d'abord, quoi taire.

La consigne est lue proposition par proposition (coupée sur « . ; ! ? », les retours à la ligne,
« mais ») ; dans chacune, on cherche des SUJETS (secrets, valeurs à jour, personnes, dates…) et
un SENS : garder (« garde », « nomme », « retiens », ou pas de verbe) ou écarter (« supprime »,
« laisse tomber », « masque », « ne confonds pas »…), retourné par une négation (« ne … jamais »,
« aucun », « sans », « never », « don't »). « ne … que » / « only » restreint sans retourner.
Ce n'est pas un texte exact qui compte : « Ne recopie jamais un code ou une clé », « Aucun mot de
passe dans le résumé », « Never copy API keys » demandent la même chose.

| La consigne demande…                                   | Champ de `Contenu`            |
|--------------------------------------------------------|-------------------------------|
| de ne pas recopier codes, clés, mots de passe, jetons  | `secrets=False`               |
| la valeur la plus récente / pas les valeurs périmées   | `recentes=True`               |
| de nommer les personnes, de ne pas les confondre       | `personnes=True` (+ priorité) |
| les faits importants, l'essentiel                      | `importants=True`             |
| de garder d'abord dates, numéros, lieux, décisions…    | `priorites`                   |
| d'écarter une de ces catégories                        | `exclues`                     |
| de laisser tomber le reste (bavardage, hors sujet)     | `seulement=True`              |
| « tout » ce que l'utilisateur a dit (dans la même liste) | rien : la liste ne trie pas |

Les politesses et les répétitions sont toujours retirées : le demander ne change rien.
Sans rien de tout cela, `Contenu()` : le résumé est celui d'avant (voir `resumeur`).

    >>> c = lire_contenu("Ne recopie jamais un code ou une clé. Garde les dates et les noms.")
    >>> c.secrets, sorted(c.priorites)
    (False, ['dates', 'personnes'])
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .faits import sans_accents

CATEGORIES = ("personnes", "dates", "nombres", "lieux", "decisions", "preferences")

# Motifs appliqués à la proposition en minuscules sans accents.
SUJETS = {
    # « jeton » et « token » seuls comptent aussi des tokens : « ne dépasse pas 400 tokens ».
    "secrets": r"\bsecrets?\b|\bcodes?\b|\bmots? de passe\b|\bmdp\b|\bcles?\b"
               r"|\b(?:un|aucun|le|les|de|ni) jetons?\b(?! de (?:sortie|trop))"
               r"|\b(?:jetons?|tokens?) (?:d'acces|d'api|api|secrets?|d'authentification)\b"
               r"|\b(?:access|api|auth) tokens?\b|\bidentifiants?\b|\bpin\b"
               r"|\bpass(?:words?|phrases?|codes?)\b"
               r"|\bkeys?\b|\bcredentials?\b|\bdonnees sensibles\b|\bsensitive\b",
    "recentes": r"plus recente?s?|\bderniere?s? (?:valeur|version|information)s?|\bla nouvelle\b"
                r"|\bnouvelles? (?:valeur|version|information)s?|\b(?:valeur|information)s? a jour\b"
                r"|\ba change\b|\bont change\b"
                r"|\bremplac|\blatest\b|\bmost recent\b|\bnewest\b|\bup[- ]to[- ]date\b"
                r"|\bchanged\b|\bcurrent values?\b",
    "perimees": r"\bperimee?s?\b|\bobsoletes?\b|\banciennes?\b|\banciens?\b|\bdepassee?s?\b"
                r"|\boutdated\b|\bstale\b|\bold values?\b|\bsuperseded\b|\bprevious values?\b",
    "personnes": r"\bpersonnes?\b|\bnoms?\b|\bprenoms?\b|\bqui (?:a dit|fait|est) (?:quoi|qui)\b"
                 r"|\broles?\b|\bcollegues?\b|\bpeople\b|\bnames?\b|\bpersons?\b",
    "dates": r"\bdates?\b|(?<!a )\bjours?\b|\bhoraires?\b|\bheures?\b|\becheances?\b|\brendez-vous\b"
             r"|\bcalendrier\b|\bdeadlines?\b|\bschedules?\b",
    "nombres": r"\bnumeros?\b|\bnombres?\b|\bchiffres?\b|\breferences?\b|\bnumbers?\b|\bids?\b"
               r"|\bfigures?\b",
    "lieux": r"\blieux?\b|\badresses?\b|\bbureaux?\b|\bvilles?\b|\bplaces?\b|\blocations?\b"
             r"|\baddress(?:es)?\b|\boffices?\b",
    "decisions": r"\bdecisions?\b|\bdecide|\bchoix\b|\bengagements?\b|\bchangements?\b"
                 r"|\bchoices?\b|\bcommitments?\b|\bplans?\b",
    "preferences": r"\bpreferences?\b|\bgouts?\b|\bhabitudes?\b|\blangues?\b|\bhabits?\b"
                   r"|\blikes?\b|\bregimes?\b|\ballergies?\b",
    "importants": r"\bimportante?s?\b|\bessentiel(?:le)?s?\b|\bce qui compte\b"
                  r"|\bfaits? cles?\b|\bkey facts?\b|\bwhat matters\b|\bessentials?\b",
    "bavardage": r"\ble reste\b|\bbavardages?\b|\bdigressions?\b|\banecdotes?\b|\bhors sujet\b"
                 r"|\bsmall talk\b|\bchit-?chat\b|\bthe rest\b|\bn'apporte rien\b"
                 r"|\bsans (?:importance|interet)\b|\bdeja traitee?s?\b|\banything else\b"
                 r"|\bquestions? de travail\b|\bfiller\b",
    "tout": r"\btout\b|\btoutes? les informations\b|\bles informations donnees\b"
            r"|\bfaits sur l'utilisat|\bce que l'utilisat\w* (?:a )?dit\b|\beverything\b"
            r"|\ball (?:the )?information\b",
}
ECARTER = re.compile(r"\bsupprim|\bretir|\benleve|\bomet|\boubli|\blaisse tomber\b|\bignor"
                     r"|\bevit|\beffac|\bmasqu|\bexclu|\belimin|\bjette|\bconfond|\bmelang"
                     r"|\bremove|\bdrop|\bomit|\bavoid|\bexclude|\bmask|\bredact|\bstrip"
                     r"|\bforget|\bdelete|\bskip|\bleave out\b|\bconfuse|\bmix up\b")
NEGATION = re.compile(r"\bjamais\b|\baucune?\b|\brien\b|\binterdit|\bne pas\b"
                      r"|\b(?:ne|n')\s*\w+\s+(?:pas|plus|point)\b|\bnever\b|\bnot\b|\bdon't\b"
                      r"|\bno\b|\bnothing\b|\bnone\b")
# « sans » / « without » ne nient que les quelques mots qui suivent (« sans titre », « sans secret »).
SANS = re.compile(r"\b(?:sans|without)\b((?:\s+[\w'-]+){1,4})")
CONFONDRE = re.compile(r"confond|melang|confuse|mix up")
RESTREINT = re.compile(r"\b(?:ne|n')\s*\w+(?:\s+\w+)?\s+qu(?:e|')|\bonly\b|\buniquement\b"
                       r"|\bseulement\b|\bexclusivement\b")
PROPOSITIONS = re.compile(r"[.;!?\n]+|\bmais\b|\bbut\b")


@dataclass(frozen=True)
class Contenu:
    """Ce que la consigne demande sur le contenu ; `Contenu()` : rien de plus que d'habitude."""

    secrets: bool = True           # False : ne jamais recopier un code, une clé, un mot de passe
    recentes: bool = False         # ne garder que la valeur la plus récente d'une information
    personnes: bool = False        # nommer les personnes, ne pas attribuer à l'un ce que dit l'autre
    importants: bool = False       # garder d'abord ce qui porte une information
    priorites: frozenset[str] = frozenset()   # catégories à garder d'abord (voir CATEGORIES)
    exclues: frozenset[str] = frozenset()     # catégories à écarter
    seulement: bool = False        # écarter les propos qui ne sont dans aucune catégorie demandée


def _sujets(proposition: str) -> set[str]:
    return {nom for nom, motif in SUJETS.items() if re.search(motif, proposition)}


def lire_contenu(texte: str) -> Contenu:
    """Les demandes de contenu d'une consigne (texte hors balises), proposition par proposition.

        >>> lire_contenu("Si une information a changé, ne garde que la nouvelle.").recentes
        True
        >>> lire_contenu("Résume en 60 mots.") == Contenu()
        True
    """
    secrets, recentes, personnes, importants, seulement = True, False, False, False, False
    priorites: set[str] = set()
    exclues: set[str] = set()
    for prop in PROPOSITIONS.split(sans_accents(" ".join(texte.split()))):
        restreint = bool(RESTREINT.search(prop))
        ecarter = bool(ECARTER.search(prop))
        nie = bool(NEGATION.search(prop)) and not restreint
        nies_par_sans = set().union(*(_sujets(m.group(1)) for m in SANS.finditer(prop)))
        sujets = _sujets(prop)
        tout = "tout" in sujets   # « garde les décisions et tout ce qu'il a dit » : pas de tri
        for sujet in sujets:
            if (not ecarter) != (nie or sujet in nies_par_sans):   # garder ce sujet
                recentes |= sujet == "recentes"
                personnes |= sujet == "personnes"
                importants |= sujet == "importants" and not tout
                if sujet in CATEGORIES and not tout:
                    priorites.add(sujet)
                    seulement |= restreint   # « ne garde que les dates »
            elif sujet in CATEGORIES:   # l'écarter ; « évite de confondre les personnes »
                if sujet == "personnes" and CONFONDRE.search(prop):
                    personnes = True
                else:
                    exclues.add(sujet)
            else:
                secrets &= sujet != "secrets"
                recentes |= sujet == "perimees"
                seulement |= sujet == "bavardage"
    if personnes:
        priorites.add("personnes")
    return Contenu(secrets=secrets, recentes=recentes, personnes=personnes, importants=importants,
                   priorites=frozenset(priorites - exclues), exclues=frozenset(exclues),
                   seulement=seulement)
