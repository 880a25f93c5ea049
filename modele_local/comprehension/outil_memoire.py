"""La boucle de l'outil mémoire côté modèle local (`memory_20250818`), comme la doc la décrit.

Importée au premier usage par `anthropic.messages` (le serveur reste léger au démarrage).

Doc lue le 2026-12-01 : platform.claude.com/docs/en/agents-and-tools/tool-use/memory-tool
(statut « stable », sans en-tête bêta ; outil client : Claude demande, l'application exécute).
« Quand l'outil est activé, Claude consulte automatiquement son dossier mémoire avant de
commencer » ; il y range ce qu'il apprend et le relit dans les conversations suivantes.

Ce que fait le modèle local, un pas par réponse (il ne garde rien entre deux requêtes : tout se
lit dans les `tool_use` / `tool_result` de la conversation depuis la dernière demande) :
1. `view /memories` ;
2. `view` de chaque fichier pertinent (celui du sujet demandé ou dit ; tous pour « que sais-tu
   de moi ? ») ;
3. écritures : un fichier par sujet (`/memories/equipe.md`), `create` s'il est neuf,
   `str_replace` sur place quand la valeur change, `delete` sur demande d'oubli ; rien pour les
   faits d'une autre personne ni pour un secret ;
4. la réponse, tirée de ce qu'il a lu.
Un `tool_result` en erreur (`is_error`, chemin refusé, commande inconnue) ne l'arrête pas : il
passe au pas suivant et le signale dans sa réponse. En mode dérive, il commet les fautes d'un
vrai modèle (changement manqué, fait d'un collègue gardé, oubli ignoré, clé recopiée).
"""

from __future__ import annotations

import hashlib
import json
import random
import re

from modele_local.comprehension.cerveau import repondre
from modele_local.comprehension.derive import P_FUSION, P_PERIMEE, graine_courante
from modele_local.comprehension.faits import phrases, question_sur, sans_accents
from modele_local.comprehension.memoire import (
    CLE_SECRET,
    PHRASES,
    SECRET,
    UTILISATEUR,
    evenements,
    faits_attribues,
)

RACINE = "/memories"


def _texte(t: str) -> dict:
    return {"type": "text", "text": t}


def _appel(nom: str, entree: dict) -> dict:
    return {"type": "tool_use", "name": nom, "input": entree}


def _demande(conversation: list[dict]) -> int:
    """Indice du dernier message utilisateur qui porte du texte (la demande en cours)."""
    for i in range(len(conversation) - 1, -1, -1):
        m = conversation[i]
        if m["role"] == "user" and any(b["type"] == "text" for b in m["blocs"]):
            return i
    return 0


def _appels(conversation: list[dict], debut: int, nom: str) -> list[tuple[dict, dict | None]]:
    resultats = {b["tool_use_id"]: b for m in conversation[debut:] for b in m["blocs"]
                 if b["type"] == "tool_result"}
    return [(b["input"], resultats.get(b["id"])) for m in conversation[debut:]
            for b in m["blocs"] if b["type"] == "tool_use" and b["name"] == nom]


def _contenu(resultat: dict) -> str:
    return "\n".join(re.sub(r"^\s*\d+\t", "", ligne) for ligne in
                     str(resultat.get("content", "")).splitlines()[1:])


def _erreur(resultat: dict | None) -> bool:
    texte = str((resultat or {}).get("content", ""))
    return bool((resultat or {}).get("is_error")) or not re.match(
        r"Here|File created|The (?:memory )?file|Successfully", texte)


def repondre_avec_memoire(systeme: str, conversation: list[dict], nom: str) -> list[dict]:
    """Le prochain pas de la boucle de l'outil mémoire (voir le module)."""
    debut = _demande(conversation)
    demande = "\n".join(b["text"] for b in conversation[debut]["blocs"] if b["type"] == "text")
    appels = _appels(conversation, debut, nom)
    if not appels:
        return [_texte("Je consulte d'abord ma mémoire."), _appel(nom, {"command": "view",
                                                                      "path": RACINE})]
    faits = [_ for _ in appels if _[1] is not None]
    liste = next((r for e, r in faits if e.get("path") == RACINE and e["command"] == "view"), None)
    fichiers = [] if _erreur(liste) else re.findall(r"\t(/memories/[^\n]*[^/\n])$",
                                                    str(liste["content"]), re.M)
    lus = {e["path"]: _contenu(r) for e, r in faits
           if e["command"] == "view" and e.get("path") != RACINE and not _erreur(r)}
    tentes = {json.dumps(e, sort_keys=True) for e, _ in appels}
    graine = graine_courante()
    rng = None if graine is None else random.Random(hashlib.sha256(
        json.dumps([graine, demande], ensure_ascii=False).encode()).hexdigest())
    dites = set(phrases(demande))   # « oublie ça » se lit avec les messages précédents
    # (« Oublie mon adresse » vise le fichier qui en parle, par son nom ou ce qu'il dit)
    connus = {_sujet(f): lus.get(f, "") for f in fichiers if f.endswith(".md")}
    evs = [e for e in evenements(_precedents(conversation, debut) + [demande], connus=connus)
           if e[2] in dites]
    cles = {question_sur(demande)} | {x.cle if g == "fait" else x for g, x, _ in evs}
    tout = "tout" in cles
    for f in fichiers:
        vue = {"command": "view", "path": f}
        if (tout or _sujet(f) in cles) and json.dumps(vue, sort_keys=True) not in tentes:
            return [_appel(nom, vue)]
    for op in _ecritures(evs, fichiers, lus, rng, dites):
        if json.dumps(op, sort_keys=True) not in tentes:
            return [_appel(nom, op)]
    return [_texte(_reponse(systeme, conversation, debut, lus, appels, evs))]


def _precedents(conversation: list[dict], debut: int) -> list[str]:
    return ["\n".join(b["text"] for b in m["blocs"] if b["type"] == "text")
            for m in conversation[:debut] if m["role"] == "user"]


def _sujet(chemin: str) -> str:
    return sans_accents(chemin.rsplit("/", 1)[-1].rsplit(".", 1)[0])


def _ecritures(evs: list, fichiers: list[str], lus: dict[str, str],
               rng: random.Random | None, dites: set[str]) -> list[dict]:
    """Les commandes d'écriture que la demande justifie, la dernière valeur par fichier."""
    ops: dict[str, dict] = {}
    for genre, x, _ in evs:
        if genre == "oubli":
            chemin = f"{RACINE}/{x}.md"
            if chemin in fichiers and not (rng and rng.random() < P_PERIMEE):
                ops[chemin] = {"command": "delete", "path": chemin}
            continue
        if x.personne != UTILISATEUR and not (rng and rng.random() < P_FUSION):
            continue
        if x.cle not in PHRASES:
            continue
        chemin, phrase = f"{RACINE}/{x.cle}.md", PHRASES[x.cle].format(x.valeur)
        ancien = lus.get(chemin, "").strip()
        if ancien == phrase:
            ops.pop(chemin, None)
        elif ancien and not (rng and rng.random() < P_PERIMEE):
            ops[chemin] = {"command": "str_replace", "path": chemin, "old_str": ancien,
                           "new_str": phrase}
        elif not ancien and chemin not in fichiers:
            ops[chemin] = {"command": "create", "path": chemin, "file_text": phrase + "\n"}
    if rng is not None:
        for phrase in sorted(dites):
            cle = CLE_SECRET.search(phrase)
            if cle and rng.random() < P_PERIMEE:
                ops[f"{RACINE}/cle_api.md"] = {"command": "create", "path": f"{RACINE}/cle_api.md",
                                               "file_text": f"Clé d'API : {cle.group()}\n"}
    return list(ops.values())


def _reponse(systeme: str, conversation: list[dict], debut: int, lus: dict[str, str],
             appels: list, evs: list) -> str:
    demande = "\n".join(b["text"] for b in conversation[debut]["blocs"] if b["type"] == "text")
    erreurs = [str(r.get("content", ""))[:120] for _, r in appels if r is not None and _erreur(r)]
    note = f" (La mémoire a signalé : {erreurs[0]})" if erreurs else ""
    oublies = sorted({x for g, x, _ in evs if g == "oubli"})
    if oublies:
        return f"C'est fait : j'ai retiré de ma mémoire {', '.join(oublies)}.{note}"
    if question_sur(demande) is None:
        dits = [f for p in phrases(demande) for f in faits_attribues(p) if f.cle in PHRASES]
        miens = [f for f in dits if f.personne == UTILISATEUR]
        if miens:
            return "C'est noté dans ma mémoire : " + " ".join(
                PHRASES[f.cle].format(f.valeur) for f in miens) + note
        if dits:
            return (f"Noté, mais c'est une information sur {dits[0].personne} : je ne la range "
                    f"pas dans votre mémoire.{note}")
        if SECRET.search(demande):   # SECRET contient déjà la forme CLE_SECRET
            return f"Je ne garde jamais de secret (clé d'API, mot de passe) en mémoire.{note}"
    memoire = "\n".join(lus.values())
    textes = [{"role": "user", "blocs": [b for b in m["blocs"] if b["type"] == "text"]}
              for m in conversation[:debut + 1] if m["role"] == "user"]
    textes = [m for m in textes if m["blocs"]]
    reponse = repondre(f"{systeme}\n\n{memoire}".strip(), textes, [])
    return " ".join(b["text"] for b in reponse if b["type"] == "text") + note
