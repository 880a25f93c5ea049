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
contenu (secrets, valeurs à jour, personnes, priorités) : voir `consignes_contenu`.

    >>> c = lire_consigne("Summarize the conversation in 60 words, with a title.")
    >>> c.mots, c.langue, c.titre
    (60, 'en', True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .consignes_contenu import Contenu, lire_contenu
from .faits import sans_accents

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
    contenu: Contenu = Contenu()    # ce qu'elle demande sur le contenu (voir `consignes_contenu`)


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
