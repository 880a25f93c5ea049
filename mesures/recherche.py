"""Mesurer la recherche (leçon 12) : rappel par mode, puis latence et taille selon le volume.

    .venv/bin/python -m mesures.recherche [--rapide] [--tailles 1000 10000 100000]

1. **Rappel** sur le jeu écrit pour le cours (`mesures.recherche_jeu` : 3 utilisateurs,
   60 sessions, 301 questions) : recall@5, recall@10 et MRR (sur les 10 premiers) pour le balayage
   naïf de sous-chaînes, FTS5 trigrammes, mots (FTS5 + racines), sens, hybride ; et la part des
   questions sans réponse qui ne rendent *rien* (« silence »). Seules les questions hors réglage
   comptent (deux sur trois) ; le tiers de réglage sert à montrer d'où vient `SEUIL_SENS`.
2. **Précision des réponses** du modèle local selon ce qu'on lui envoie (historique complet en
   mode contexte long, résumé, recherche injectée, outil de recherche) : voir
   `mesures.recherche_precision`, dans la même exécution (`--sans-precision` pour la sauter).
3. **Latence** p50/p95 de `chercher` (hybride, mots, sens) pour un utilisateur qui a 1 000,
   10 000, 100 000 messages, SQLite et PostgreSQL, contre le balayage naïf de fichiers JSON (une
   session par fichier, comme la leçon 02), et la taille de l'index sur le disque. Les messages
   du volume sont les phrases du jeu, numérotées ; leurs vecteurs sont les vrais embeddings de ces
   phrases, calculés une fois et réutilisés (embedder 100 000 messages prendrait ~45 min ici) :
   ce qu'on mesure est la recherche, pas l'embedding (seul celui de la question, par appel).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from contexte import recherche
from contexte.plongements import plonger
from contexte.recherche import IndexConversations, texte_du_message
from contexte.recherche_mots import MOTS_OUTILS, langue, sans_accents
from mesures.recherche_jeu import UTILISATEURS, questions, sessions

K = 10


# -- les deux recherches de comparaison -------------------------------------------------------
def mots_de_question(question: str) -> list[str]:
    """Les mots d'au moins 3 lettres qui ne sont pas des mots outils (naïf et trigrammes)."""
    outils = MOTS_OUTILS[langue(question)]
    return [m for m in re.findall(r"\w+", question.lower()) if len(m) >= 3 and m not in outils]


def naif(messages: list[tuple[str, int, str, str]], question: str, k: int) -> list[tuple[str, int]]:
    """Le balayage de sous-chaînes : les messages qui contiennent le plus de mots de la question."""
    mots = mots_de_question(question)
    notes = [(sum(m in texte.lower() for m in mots), quand, s, p) for s, p, texte, quand in messages]
    notes = [n for n in notes if n[0] > 0]
    notes.sort(key=lambda n: (-n[0], [-ord(c) for c in n[1]], n[3]))
    return [(s, p) for _, _, s, p in notes[:k]]


class Trigrammes:
    """FTS5 `tokenize='trigram'` (SQLite 3.34+), sans accents ni casse, classé par bm25()."""

    def __init__(self) -> None:
        self.base = sqlite3.connect(":memory:")
        self.base.execute("CREATE VIRTUAL TABLE t USING fts5(texte, utilisateur UNINDEXED, "
                          "session UNINDEXED, position UNINDEXED, tokenize='trigram')")

    def ajouter(self, utilisateur: str, session: str, position: int, texte: str) -> None:
        self.base.execute("INSERT INTO t VALUES (?, ?, ?, ?)",
                          (sans_accents(texte.lower()), utilisateur, session, position))

    def chercher(self, utilisateur: str, question: str, k: int) -> list[tuple[str, int]]:
        mots = [sans_accents(m) for m in mots_de_question(question)]
        if not mots:
            return []
        requete = " OR ".join(f'"{m}"' for m in mots)
        return [(s, int(p)) for s, p in self.base.execute(
            "SELECT session, position FROM t WHERE t MATCH ? AND utilisateur = ? "
            "ORDER BY bm25(t) LIMIT ?", (requete, utilisateur, k))]


# -- 1. rappel ----------------------------------------------------------------------------------
def _notes(trouves: list[tuple[str, int]], preuves: list[tuple[str, int]]) -> tuple[float, float, float]:
    r5 = sum(p in trouves[:5] for p in preuves) / len(preuves)
    r10 = sum(p in trouves[:10] for p in preuves) / len(preuves)
    rang = next((i for i, t in enumerate(trouves[:10], start=1) if t in preuves), None)
    return r5, r10, (1 / rang if rang else 0.0)


def rappel(url: str, progression=None) -> dict:
    """Indexe le jeu dans `url`, pose toutes les questions dans chaque mode, rend les tableaux."""
    idx = IndexConversations(url)
    tri = Trigrammes()
    messages: dict[str, list[tuple[str, int, str, str]]] = {u: [] for u in UTILISATEURS}
    debut = time.perf_counter()
    for u in UTILISATEURS:
        for session, quand, msgs in sessions(u):
            idx.ajouter(u, session, msgs, quand=quand)
            for i, m in enumerate(msgs):
                messages[u].append((session, i, texte_du_message(m), quand))
                tri.ajouter(u, session, i, texte_du_message(m))
    indexation = time.perf_counter() - debut
    qs = questions()
    seuil = recherche.SEUIL_SENS
    modes = ["naïf", "trigrammes", "mots", "sens", "hybride"]
    lignes = {m: [] for m in modes}
    silences = {m: [] for m in modes}
    par_sorte: dict[str, list[float]] = {}
    scores_sens = []  # (cosinus du meilleur résultat, la question a-t-elle une réponse ?), réglage
    for n, q in enumerate(qs, start=1):
        trouves = {"naïf": naif(messages[q.utilisateur], q.question, K),
                   "trigrammes": tri.chercher(q.utilisateur, q.question, K)}
        for mode in ("mots", "sens", "hybride"):
            trouves[mode] = [(r.session, r.position) for r in
                             idx.chercher(q.utilisateur, q.question, k=K, mode=mode)]
        if q.reglage:
            recherche.SEUIL_SENS = -1.0
            brut = idx.chercher(q.utilisateur, q.question, k=1, mode="sens")
            recherche.SEUIL_SENS = seuil
            meilleur = brut[0] if brut else None
            scores_sens.append((meilleur.score if meilleur else 0.0, q.sorte != "sans-reponse",
                                bool(meilleur and (meilleur.session, meilleur.position) in q.preuves)))
            continue
        for mode in modes:
            if q.sorte == "sans-reponse":
                silences[mode].append(not trouves[mode])
            else:
                lignes[mode].append(_notes(trouves[mode], q.preuves))
        if q.sorte != "sans-reponse":
            par_sorte.setdefault(q.sorte, []).append(_notes(trouves["hybride"], q.preuves)[0])
        if progression:
            progression("questions", n, len(qs))
    idx.fermer()
    tableau = [{"mode": m,
                "recall@5": round(statistics.mean(x[0] for x in lignes[m]), 3),
                "recall@10": round(statistics.mean(x[1] for x in lignes[m]), 3),
                "MRR": round(statistics.mean(x[2] for x in lignes[m]), 3),
                "silence sans réponse": f"{sum(silences[m])}/{len(silences[m])}"} for m in modes]
    return {"tableau": tableau, "questions_mesurees": len(lignes["mots"]),
            "sans_reponse_mesurees": len(silences["mots"]), "seuil_sens": seuil,
            "hybride_recall5_par_sorte": {s: round(statistics.mean(v), 3) for s, v in
                                          sorted(par_sorte.items())},
            "reglage": _reglage(scores_sens), "indexation_s": round(indexation, 1),
            "messages": sum(len(v) for v in messages.values())}


def _reglage(scores: list[tuple[float, bool, bool]]) -> list[dict]:
    """Sur le tiers de réglage : pour chaque seuil, combien de bonnes premières réponses gardées
    et combien de questions sans réponse rendues muettes."""
    rendu = []
    for seuil in (0.78, 0.80, 0.82, 0.84, 0.86, 0.88):
        justes = [s for s, rep, bon in scores if rep and bon]
        sans = [s for s, rep, _ in scores if not rep]
        rendu.append({"seuil": seuil,
                      "premier juste gardé": f"{sum(s >= seuil for s in justes)}/{len(justes)}",
                      "sans réponse muette": f"{sum(s < seuil for s in sans)}/{len(sans)}"})
    return rendu


# -- 2. latence et taille -----------------------------------------------------------------------
def _phrases() -> list[str]:
    return list(dict.fromkeys(texte_du_message(m) for u in UTILISATEURS
                              for _, _, msgs in sessions(u) for m in msgs))


class VecteursConnus:
    """Une fonction d'embedding qui rend le vrai vecteur de la phrase de base (« … (n° 12) »)."""

    def __init__(self, phrases: list[str]) -> None:
        self.table = dict(zip(phrases, plonger(phrases), strict=True))

    def __call__(self, textes: list[str], role: str = "passage"):
        import numpy as np

        if role == "requete":
            return plonger(textes, role=role)
        return np.stack([self.table[t.rsplit(" (n° ", 1)[0]] for t in textes])


def _centiles(durees: list[float]) -> tuple[float, float]:
    d = sorted(durees)
    return (round(1000 * d[len(d) // 2], 2), round(1000 * d[min(len(d) - 1, int(0.95 * len(d)))], 2))


def _taille_sqlite(chemin: Path) -> int:
    return sum(p.stat().st_size for p in chemin.parent.glob(chemin.name + "*"))


def latence(tailles: list[int], url_pg: str | None, repetitions: int = 20,
            progression=None) -> list[dict]:
    phrases = _phrases()
    vecteurs = VecteursConnus(phrases)
    questions_bench = [q.question for q in questions()][:repetitions]
    rendu = []
    for taille in tailles:
        dossier = Path(tempfile.mkdtemp(prefix="recherche-banc-"))
        sessions_banc = []
        for s in range(taille // 10):
            msgs = [{"role": "user" if i % 2 == 0 else "assistant",
                     "content": f"{phrases[(s * 10 + i) % len(phrases)]} (n° {s * 10 + i})"}
                    for i in range(10)]
            sessions_banc.append((f"s{s:06d}", f"2026-{1 + s % 12:02d}-{1 + s % 28:02d}T09:00:00", msgs))
        # le balayage naïf : un fichier JSON par session, relu à chaque question
        json_dir = dossier / "json"
        json_dir.mkdir()
        for sid, quand, msgs in sessions_banc:
            (json_dir / f"{sid}.json").write_text(json.dumps({"quand": quand, "messages": msgs}))
        durees = []
        for q in questions_bench:
            t = time.perf_counter()
            tout = []
            for f in sorted(json_dir.iterdir()):
                d = json.loads(f.read_text())
                tout += [(f.stem, i, m["content"], d["quand"]) for i, m in enumerate(d["messages"])]
            naif(tout, q, 5)
            durees.append(time.perf_counter() - t)
        p50, p95 = _centiles(durees)
        rendu.append({"messages": taille, "base": "fichiers JSON", "mode": "naïf (sous-chaînes)",
                      "p50_ms": p50, "p95_ms": p95,
                      "taille_Mo": round(sum(f.stat().st_size for f in json_dir.iterdir()) / 1e6, 1),
                      "indexation_s": "—"})
        bases = [("SQLite", f"sqlite:///{dossier / 'index.db'}")]
        if url_pg:
            bases.append(("PostgreSQL", url_pg))
        for nom, url in bases:
            idx = IndexConversations(url, plongement=vecteurs)
            if nom == "PostgreSQL":
                idx.effacer_utilisateur("banc")
            t0 = time.perf_counter()
            for n, (sid, quand, msgs) in enumerate(sessions_banc, start=1):
                idx.ajouter("banc", sid, msgs, quand=quand)
                if progression:
                    progression(f"{nom} {taille} messages", n, len(sessions_banc))
            indexation = time.perf_counter() - t0
            if nom == "SQLite":
                idx.base.vider_journal()
                taille_o = _taille_sqlite(dossier / "index.db")
            else:
                idx.base.executer("VACUUM ANALYZE recherche_messages")
                taille_o = idx.base.executer(
                    "SELECT pg_total_relation_size('recherche_messages')").fetchone()[0]
            for mode in ("mots", "sens", "hybride"):
                idx.chercher("banc", questions_bench[0], k=5, mode=mode)  # à chaud
                durees = []
                for q in questions_bench:
                    t = time.perf_counter()
                    idx.chercher("banc", q, k=5, mode=mode)
                    durees.append(time.perf_counter() - t)
                p50, p95 = _centiles(durees)
                rendu.append({"messages": taille, "base": nom, "mode": mode, "p50_ms": p50,
                              "p95_ms": p95, "taille_Mo": round(taille_o / 1e6, 1),
                              "indexation_s": round(indexation, 1)})
            if nom == "PostgreSQL":
                idx.effacer_utilisateur("banc")
            idx.fermer()
        shutil.rmtree(dossier, ignore_errors=True)
    return rendu


def en_markdown(r: dict) -> str:
    def table(lignes: list[dict]) -> str:
        cles = list(lignes[0])
        return "\n".join(["| " + " | ".join(cles) + " |", "|" + "---|" * len(cles)]
                         + ["| " + " | ".join(str(ligne.get(c, "")) for c in cles) + " |"
                            for ligne in lignes])
    morceaux = ["Reproduire : `make mesures` (seule : `.venv/bin/python -m mesures.recherche`).\n",
                f"### Recherche : rappel par mode ({r['rappel']['questions_mesurees']} questions "
                f"hors réglage, {r['rappel']['messages']} messages, SQLite)\n",
                table(r["rappel"]["tableau"]),
                f"\nHybride, recall@5 par sorte : {r['rappel']['hybride_recall5_par_sorte']}\n",
                f"Seuil du sens (SEUIL_SENS = {r['rappel']['seuil_sens']}), tiers de réglage :\n",
                table(r["rappel"]["reglage"])]
    if r.get("rappel_postgres"):
        morceaux += ["\n### Rappel, PostgreSQL (tsvector + pgvector HNSW)\n",
                     table(r["rappel_postgres"]["tableau"])]
    if r.get("precision"):
        p = r["precision"]
        morceaux += [f"\n### Précision des réponses du modèle local ({p['questions']} questions hors "
                     f"réglage ; contexte long, graine {p['graine_contexte_long']} ; historique "
                     f"complet jusqu'à {p['tokens_historique_max']} tokens, long jusqu'à "
                     f"{p['tokens_historique_long_max']} ; "
                     f"{p['appels_d_outil']} appels d'outil)\n", table(p["tableau"])]
    if r.get("latence"):
        morceaux += ["\n### Recherche : latence de `chercher` (k=5) et taille sur le disque\n",
                     table(r["latence"])]
    return "\n".join(morceaux) + "\n"


def mesurer(tailles: list[int], url_pg: str | None, progression=None,
            avec_precision: bool = True) -> dict:
    dossier = Path(tempfile.mkdtemp(prefix="recherche-rappel-"))
    r = {"rappel": rappel(f"sqlite:///{dossier / 'jeu.db'}", progression)}
    if avec_precision:
        from mesures.recherche_precision import precision

        r["precision"] = precision(progression=progression)
    if url_pg:
        idx = IndexConversations(url_pg)
        for u in UTILISATEURS:
            idx.effacer_utilisateur(u)
        idx.fermer()
        r["rappel_postgres"] = rappel(url_pg, progression)
        idx = IndexConversations(url_pg)
        for u in UTILISATEURS:
            idx.effacer_utilisateur(u)
        idx.fermer()
    r["latence"] = latence(tailles, url_pg, progression=progression) if tailles else []
    shutil.rmtree(dossier, ignore_errors=True)
    return r


def main(argv: list[str] | None = None) -> int:
    from fiabilite.bases import serveur_postgres

    parser = argparse.ArgumentParser(prog="python -m mesures.recherche", description=__doc__.splitlines()[0])
    parser.add_argument("--tailles", type=int, nargs="*", default=[1000, 10000, 100000])
    parser.add_argument("--sans-postgres", action="store_true")
    parser.add_argument("--sans-precision", action="store_true",
                        help="sans la précision des réponses (cinq appels au modèle par question, ou plus)")
    parser.add_argument("--sortie", type=Path, default=Path("resultats"))
    args = parser.parse_args(argv)
    url_pg = None if args.sans_postgres else serveur_postgres()[0]
    r = mesurer(args.tailles, url_pg, avec_precision=not args.sans_precision)
    args.sortie.mkdir(parents=True, exist_ok=True)
    (args.sortie / "recherche.json").write_text(json.dumps(r, ensure_ascii=False, indent=1))
    (args.sortie / "recherche.md").write_text(en_markdown(r))
    print(en_markdown(r))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
