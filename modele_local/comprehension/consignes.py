"""Lire une consigne de résumé : est-ce une demande de résumé, et quelles contraintes pose-t-elle ?

Le modèle local reconnaît une demande de résumé par ce qu'elle demande, pas par un texte exact :
un verbe ou une demande explicite (« résume », « mets à jour le résumé », « fais une synthèse »,
« summarize », « write a summary »…) dans le système ou dans le dernier message utilisateur, hors
balises ; ou bien, quand ce message contient des tours délimités (`<tour role="user">…</tour>`,
`<turn>`, `<message>`, `<resume_actuel>`…), le simple nom « résumé » / « summary » dans la consigne.

Contraintes simples lues dans la consigne (la plus stricte gagne quand il y en a plusieurs) :
nombre de mots (« 60 mots maximum », « en 60 mots », « under 60 words »), de lignes ou de phrases
(« 5 lignes maximum », « en une ligne », « in 3 sentences »), langue (« en anglais », « in English »,
ou une consigne écrite en anglais), titre (« sans titre » par défaut ; « avec un titre »,
« with a title »), liste à puces (« à puces », « bullet points »). Ce qu'elle demande sur le
contenu (secrets, valeurs à jour, personnes, priorités) : `Contenu`, plus bas.

    >>> c = lire_consigne("Summarize the conversation in 60 words, with a title.")
    >>> c.mots, c.langue, c.titre
    (60, 'en', True)

**Le contenu** : ce qu'une consigne de résumé demande de garder d'abord, et de taire.

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

from modele_local.comprehension.faits import sans_accents

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


# Motifs appliqués au texte en minuscules, accents gardés : « résume » (verbe) n'est pas « résumé ».
DEMANDE = re.compile(
    r"(?<!je )(?<!j'ai )\b(?:r[ée]sum(?:e|es|ez|er|ant)|synth[ée]tis(?:e|es|ez|er)"
    r"|r[ée]capitul(?:e|es|ez|er)|condens(?:e|es|ez|er)|summari[sz](?:e|es|ing)|sum up|tl;?dr)\b"
    r"|\b(?:mets?|mettez|mettre) [àa] jour (?:le|ce|un|ton|votre) (?:r[ée]sum[ée]|synth[èe]se)"
    r"|\b(?:[ée]cri[st]|[ée]crire|r[ée]dige[rsz]?|fai[st]|faire|donne[rsz]?|produi[st]|produire"
    r"|propose[rsz]?|g[ée]n[èe]re[rsz]?|pr[ée]pare[rsz]?|tiens|maintiens?)(?:-moi| moi)? "
    r"(?:un|une|le|la) (?:(?:court|petit|bref|br[èe]ve|nouveau|nouvelle) )?"
    r"(?:r[ée]sum[ée]|synth[èe]se|r[ée]capitulatif)"
    r"|\b(?:update|write|give|produce|create|maintain|keep|prepare)(?: me)? (?:a|an|the) "
    r"(?:(?:short|brief|concise|new|running|rolling) )?summary")
NOM = re.compile(r"\b(?:r[ée]sum[ée]|synth[èe]se|r[ée]capitulatif|summary|recap)\b")
DELIMITE = re.compile(
    r'<(tour|turn|message|msg)\b[^>]*?role="([^"]*)"[^>]*>(.*?)</\1>'
    r"|<(resume_actuel|resume|current_summary|summary)>(.*?)</\4>", re.S | re.I)
CHIFFRES = {"un": 1, "une": 1, "one": 1, "a single": 1, "single": 1, "deux": 2, "two": 2,
            "trois": 3, "three": 3, "quatre": 4, "four": 4, "cinq": 5, "five": 5, "six": 6,
            "sept": 7, "seven": 7, "huit": 8, "eight": 8, "neuf": 9, "nine": 9, "dix": 10,
            "ten": 10, "quinze": 15, "fifteen": 15, "vingt": 20, "twenty": 20, "trente": 30,
            "thirty": 30, "quarante": 40, "forty": 40, "cinquante": 50, "fifty": 50,
            "soixante": 60, "sixty": 60, "cent": 100, "hundred": 100}
_NOMBRE = r"(\d+|" + "|".join(sorted(CHIFFRES, key=len, reverse=True)) + r")"
MOTS = re.compile(rf"\b{_NOMBRE}[\s-]+(?:mots|words?)\b")
LIGNES = re.compile(rf"\b{_NOMBRE}[\s-]+(?:lignes?|lines?|phrases?|sentences?)\b")
SANS_TITRE = re.compile(r"\bsans (?:aucun )?(?:titre|en-tete)|\bno (?:title|heading)"
                        r"|\bwithout (?:a |any )?(?:title|heading)|\bpas de titre")
AVEC_TITRE = re.compile(r"\bavec (?:un )?titre|\bajoute(?:z)? un titre|\bdonne(?:z)? un titre"
                        r"|\bwith a (?:title|heading)|\badd a (?:title|heading)"
                        r"|\binclude a (?:title|heading)|\bcommence par un titre|\btitre :")
PUCES = re.compile(r"\bpuces?\b|\bbullet|\bsous forme de liste|\bas a (?:bulleted )?list")
ANGLAIS = re.compile(r"\b(?:en anglais|in english|write in english|respond in english)\b")
FRANCAIS = re.compile(r"\b(?:en francais|in french)\b")
MOTS_EN = {"the", "and", "of", "to", "in", "is", "are", "keep", "only", "with", "summary",
           "summarize", "summarise", "words", "user", "your", "you", "this", "it", "what",
           "what's", "how", "my", "i", "i'm", "please", "weather", "time", "at", "for", "me"}
MOTS_FR = {"le", "la", "les", "de", "des", "du", "et", "en", "un", "une", "mots", "resume",
           "garde", "tu", "ce", "cette", "utilisateur", "est", "que", "dans", "pour", "quel",
           "quelle", "il", "je", "mon", "ma", "mes", "fait", "au", "aux", "qu'est-ce", "sur"}
MOTS_PAR_DEFAUT = 120   # sans limite écrite, le résumé reste court (max_tokens le couperait)


@dataclass
class Consigne:
    """Une demande de résumé, ses contraintes, et le bloc qui la porte (à ne pas résumer)."""

    mots: int = MOTS_PAR_DEFAUT
    lignes: int | None = None
    langue: str = "fr"              # "fr" ou "en"
    titre: bool = False
    puces: bool = False
    bloc: tuple[int, int] | None = None   # (message, bloc) ; None si la consigne est le système
    contenu: Contenu = Contenu()    # ce qu'elle demande sur le contenu (voir `Contenu`)


def hors_balises(texte: str) -> str:
    """Le texte sans ce qui est entre balises de tours ou de résumé (du contenu, pas des ordres)."""
    return DELIMITE.sub(" ", texte)


def _nombre(brut: str) -> int:
    return int(brut) if brut.isdigit() else CHIFFRES[brut]


def langue_de(texte: str, defaut: str = "fr") -> str:
    """« en » si le texte demande l'anglais ou est écrit en anglais, « fr » sinon.

        >>> langue_de("Keep only the facts, in 50 words."), langue_de("Garde les faits.")
        ('en', 'fr')
    """
    norm = sans_accents(texte)
    if ANGLAIS.search(norm):
        return "en"
    if FRANCAIS.search(norm):
        return "fr"
    mots = re.findall(r"[a-z']+", norm)
    en = sum(m in MOTS_EN for m in mots)
    fr = sum(m in MOTS_FR for m in mots)
    return "en" if en > fr else ("fr" if fr > en else defaut)


def lire_consigne(texte: str, bloc: tuple[int, int] | None = None) -> Consigne:
    """Les contraintes d'une consigne de résumé (texte hors balises)."""
    norm = sans_accents(" ".join(texte.split()))
    mots = [_nombre(n) for n in MOTS.findall(norm)]
    lignes = [_nombre(n) for n in LIGNES.findall(norm)]
    return Consigne(mots=max(1, min(mots, default=MOTS_PAR_DEFAUT)),
                    lignes=max(1, min(lignes)) if lignes else None,
                    langue=langue_de(norm), titre=bool(AVEC_TITRE.search(norm))
                    and not SANS_TITRE.search(norm), puces=bool(PUCES.search(norm)), bloc=bloc,
                    contenu=lire_contenu(texte))


def demande_un_resume(texte: str, delimite: bool = False) -> bool:
    """Vrai si le texte (hors balises) demande un résumé ; `delimite` : des tours sont fournis.

        >>> demande_un_resume("Peux-tu résumer notre échange ?"), demande_un_resume("Merci !")
        (True, False)
    """
    bas = " ".join(hors_balises(texte).lower().replace("’", "'").split())
    return bool(DEMANDE.search(bas) or (delimite and NOM.search(bas)))
