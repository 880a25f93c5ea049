"""Retrouver ce qui a été dit : un index des conversations passées, par mots, par sens, ou les deux.

    >>> idx = IndexConversations("sqlite:///memoire.db")
    >>> idx.ajouter("camille", "2026-10-15", [
    ...     {"role": "user", "content": "Je suis allergique aux arachides."},
    ...     {"role": "assistant", "content": "C'est noté : pas d'arachides."},
    ...     {"role": "user", "content": "Le mariage de ma sœur est en juin, à Nantes."}],
    ...     quand="2026-10-15T09:00:00")
    3
    >>> r = idx.chercher("camille", "quel traiteur pour mon allergie ?", k=2)
    >>> r[0].session, r[0].position, r[0].texte
    ('2026-10-15', 0, 'Je suis allergique aux arachides.')
    >>> idx.chercher("leo", "allergie")          # un autre utilisateur ne voit rien de Camille
    []
    >>> idx.chercher("camille", "combien de cylindres a un moteur diesel ?")   # sans rapport
    []
    >>> idx.effacer_utilisateur("camille")
    3
    >>> idx.fermer()

Trois façons de chercher (`mode`) :

- **"mots"** : SQLite FTS5 (`unicode61 remove_diacritics 2`) sur les racines Snowball des mots
  (`contexte.recherche_mots`), classé par `bm25()` ; PostgreSQL : `tsvector` des configurations
  `french` (ou `english`) et `simple` sur le texte passé par `unaccent`, index GIN, `ts_rank_cd`.
  Retrouve un nom exact (« Zorglub », « PR-4521 ») ; rate « bosser » pour « travailler ».
- **"sens"** : embeddings (`contexte.plongements`, multilingual-e5-small hors ligne) ; SQLite : un
  balayage NumPy exact de tous les vecteurs de l'utilisateur ; PostgreSQL : pgvector, index HNSW
  (approché) par cosinus. Un résultat n'entre que si son cosinus passe `SEUIL_SENS`.
- **"hybride"** (par défaut) : la fusion des rangs réciproques (RRF) des deux listes :
  score = Σ 1 / (60 + rang) ; à score égal, le message le plus récent passe devant (puis l'ordre
  dans la session). Un message n'entre dans la fusion que s'il a passé le filtre de son mode :
  une question sans rapport ne rend rien, plutôt que des voisins faibles.

**Isolation** : chaque requête passe par `_filtre` (utilisateur, dates), le seul endroit qui écrit
la clause WHERE ; aucune requête de recherche ne s'écrit sans lui.

**Effacement** : `effacer_utilisateur` efface les lignes, les racines et les vecteurs, puis
réécrit ce qui en garderait une trace : SQLite : `optimize` de FTS5 (fusionne ses segments, qui
gardent sinon les termes supprimés), `VACUUM` (avec `secure_delete`), et le journal WAL vidé ;
PostgreSQL : `VACUUM FULL` de la table (réécrite, ses index GIN et HNSW reconstruits : ni tuple
mort, ni liste d'attente GIN). Une limite : `VACUUM FULL` recopie les lignes supprimées qu'une
transaction encore ouverte ailleurs sur le serveur pourrait voir ; elles ne partent qu'au `VACUUM`
suivant, cette transaction finie (`make postgres-vacuum`). Au-delà, ce que cet effacement
n'atteint pas : les segments WAL de PostgreSQL pas encore recyclés, les sauvegardes, les blocs
libres du disque (voir la leçon 10).

**Alimenté par le stockage de la leçon 10** : `ajouter` est idempotent par session (la session
réindexée remplace l'ancienne) et ne recalcule l'embedding que des messages nouveaux ou changés ;
appelé après chaque `save()`, il coûte l'embedding des messages ajoutés (~25 ms chacun ici, un
fil) et une transaction.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .messages import blocs, champ, type_de
from .plongements import DIMENSIONS, plonger
from .recherche_mots import langue, mots_porteurs, racines, requete_fts
from .stockage import connecter

MODES = ("hybride", "mots", "sens")
SEUIL_SENS = 0.82      # cosinus question/message d’E5, réglé sur le tiers de réglage (mesures/recherche.py)
RRF_K = 60             # la constante de Cormack et al. (2009) : amortit l'écart entre les premiers rangs
CANDIDATS = 50         # combien de résultats chaque mode apporte à la fusion
CONFIG_PG = {"fr": "french", "en": "english"}


@dataclass(frozen=True)
class Resultat:
    """Un message retrouvé : sa session, sa place dans la session, son texte, son score, sa date."""

    session: str
    position: int
    texte: str
    score: float
    quand: str


def texte_du_message(message: Any) -> str:
    """Le texte d'un message, chaîne ou blocs (texte et résultats d'outil ; pas la réflexion).

    >>> texte_du_message({"role": "user", "content": [{"type": "text", "text": "Bonjour"},
    ...     {"type": "tool_result", "tool_use_id": "t1", "content": "12 °C"}]})
    'Bonjour\\n12 °C'
    """
    contenu = champ(message, "content")
    if isinstance(contenu, str):
        return contenu
    morceaux = []
    for bloc in blocs(message):
        if isinstance(bloc, str):
            morceaux.append(bloc)
        elif type_de(bloc) == "text":
            morceaux.append(champ(bloc, "text") or "")
        elif type_de(bloc) == "tool_result":
            contenu = champ(bloc, "content")
            morceaux.append(contenu if isinstance(contenu, str) else
                            " ".join(texte_du_message({"content": contenu}).split("\n")))
    return "\n".join(m for m in morceaux if m and m.strip())


def date_iso(valeur: str | dt.date | None, fin_de_journee: bool = False) -> str | None:
    """Une date ou un instant en texte ISO comparable ('2026-10-15' seul : début ou fin du jour).

    >>> date_iso("2026-10-15"), date_iso("2026-10-15", fin_de_journee=True)
    ('2026-10-15T00:00:00', '2026-10-15T23:59:59.999999')
    """
    if valeur is None:
        return None
    if isinstance(valeur, dt.datetime):
        return valeur.replace(tzinfo=None).isoformat()
    if isinstance(valeur, dt.date):
        valeur = valeur.isoformat()
    if not isinstance(valeur, str):
        raise TypeError(f"Une date s'écrit '2026-10-15' ou '2026-10-15T09:00:00', pas {valeur!r}.")
    try:
        instant = dt.datetime.fromisoformat(valeur)
    except ValueError as e:
        raise ValueError(f"Date illisible {valeur!r} : écrivez '2026-10-15' ou "
                         "'2026-10-15T09:00:00'.") from e
    if len(valeur) == 10 and fin_de_journee:
        return valeur + "T23:59:59.999999"
    return instant.replace(tzinfo=None).isoformat()


class IndexConversations:
    """L'index des messages de tous les utilisateurs, dans la base désignée par `url`."""

    def __init__(self, url: str = "sqlite:///recherche.db",
                 plongement: Callable[..., Any] = plonger) -> None:
        """`plongement(textes, role=…)` : la fonction d'embedding (par défaut le modèle hors ligne
        de `contexte.plongements` ; une autre de même forme et de 384 dimensions, p. ex. l'API de
        Gemini avec `output_dimensionality=384`)."""
        self.plonger = plongement
        self.base = connecter(url)
        self.dialecte = self.base.dialecte
        with self.base.transaction():
            for sql in (SCHEMA_SQLITE if self.dialecte == "sqlite" else SCHEMA_POSTGRES):
                self.base.executer(sql)

    # -- écrire -------------------------------------------------------------------------------
    def ajouter(self, utilisateur: str, session: str, messages: Sequence[Any],
                quand: str | dt.date | None = None) -> int:
        """Indexe (ou réindexe) les messages d'une session ; renvoie le nombre de messages rangés.

        Idempotent : la session indexée une seconde fois remplace la première. `quand` : la date
        de la session (par défaut : maintenant). Un message sans texte (un appel d'outil seul)
        n'est pas rangé, mais garde sa place : `position` est son indice dans `messages`.
        """
        _verifier_nom(utilisateur, "utilisateur")
        _verifier_nom(session, "session")
        quand = date_iso(quand) or dt.datetime.now().replace(microsecond=0).isoformat()
        lignes = [(i, champ(m, "role") or "", texte_du_message(m)) for i, m in enumerate(messages)]
        lignes = [(i, role, t) for i, role, t in lignes if t.strip()]
        deja = {(pos, texte): vec for pos, texte, vec in self.base.executer(
            "SELECT position, texte, vecteur FROM recherche_messages WHERE utilisateur = ? "
            "AND session = ?", (utilisateur, session)).fetchall()}
        nouveaux = [t for i, _, t in lignes if (i, t) not in deja]
        calcules = self.plonger(nouveaux)
        if len(nouveaux) and tuple(getattr(calcules, "shape", ())) != (len(nouveaux), DIMENSIONS):
            raise ValueError(f"La fonction d'embedding doit rendre un tableau ({len(nouveaux)}, "
                             f"{DIMENSIONS}), pas {getattr(calcules, 'shape', type(calcules).__name__)} : "
                             "l'index range des vecteurs de cette taille.")
        vecteurs = dict(zip(nouveaux, calcules, strict=True))
        with self.base.transaction():
            self._effacer_lignes("utilisateur = ? AND session = ?", (utilisateur, session))
            for i, role, texte in lignes:
                vec = deja.get((i, texte))
                vec = vecteurs[texte] if vec is None else _vers_numpy(vec)
                self._inserer(utilisateur, session, i, role, texte, quand, vec)
        return len(lignes)

    def _inserer(self, utilisateur: str, session: str, position: int, role: str, texte: str,
                 quand: str, vecteur: Any) -> None:
        code = langue(texte)
        if self.dialecte == "sqlite":
            cur = self.base.executer(
                "INSERT INTO recherche_messages (utilisateur, session, position, role, texte, quand,"
                " vecteur) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (utilisateur, session, position, role, texte, quand, vecteur.astype("<f4").tobytes()))
            self.base.executer("INSERT INTO recherche_mots (rowid, racines) VALUES (?, ?)",
                               (cur.lastrowid, " ".join(racines(texte, code))))
        else:
            self.base.executer(
                "INSERT INTO recherche_messages (utilisateur, session, position, role, texte, quand,"
                " vecteur, mots) VALUES (?, ?, ?, ?, ?, ?, ?::vector, "
                "to_tsvector(?::regconfig, unaccent(?)) || to_tsvector('simple', unaccent(?)))",
                (utilisateur, session, position, role, texte, quand, _litteral_pg(vecteur),
                 CONFIG_PG[code], texte, texte))

    def _effacer_lignes(self, condition: str, parametres: tuple) -> int:
        if self.dialecte == "sqlite":
            self.base.executer("DELETE FROM recherche_mots WHERE rowid IN (SELECT id FROM "
                               f"recherche_messages WHERE {condition})", parametres)
        return self.base.executer(f"DELETE FROM recherche_messages WHERE {condition}",
                                  parametres).rowcount

    def effacer_utilisateur(self, utilisateur: str) -> int:
        """Efface tout ce que l'index sait de `utilisateur`, jusque dans ses fichiers ; renvoie le
        nombre de messages effacés (voir « Effacement » en tête du module)."""
        _verifier_nom(utilisateur, "utilisateur")
        with self.base.transaction():
            n = self._effacer_lignes("utilisateur = ?", (utilisateur,))
        if self.dialecte == "sqlite":
            self.base.executer("INSERT INTO recherche_mots (recherche_mots) VALUES ('optimize')")
            self.base.executer("VACUUM")
            self.base.vider_journal()
        else:
            self.base.executer("VACUUM FULL recherche_messages")
        return n

    # -- chercher -----------------------------------------------------------------------------
    def chercher(self, utilisateur: str, question: str, k: int = 5, mode: str = "hybride",
                 depuis: str | dt.date | None = None,
                 jusqu_a: str | dt.date | None = None) -> list[Resultat]:
        """Les `k` messages de `utilisateur` qui répondent le mieux à `question`, meilleurs d'abord.

        `depuis` / `jusqu_a` : bornes de date incluses ('2026-10-15' : toute la journée).
        Rien qui passe le filtre de son mode : une liste vide.
        """
        _verifier_nom(utilisateur, "utilisateur")
        if not isinstance(question, str):
            raise TypeError(f"La question doit être une chaîne (str), pas {type(question).__name__}.")
        if mode not in MODES:
            raise ValueError(f"mode inconnu {mode!r} : choisissez parmi {', '.join(MODES)}.")
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            raise ValueError(f"k doit être un entier ≥ 1, pas {k!r}.")
        filtre = _filtre(utilisateur, date_iso(depuis), date_iso(jusqu_a, fin_de_journee=True))
        if mode == "mots":
            return self._mots(question, filtre, k)
        if mode == "sens":
            return self._sens(question, filtre, k)
        return fusionner(self._mots(question, filtre, CANDIDATS),
                         self._sens(question, filtre, CANDIDATS), k)

    def _mots(self, question: str, filtre: tuple[str, tuple], k: int) -> list[Resultat]:
        where, params = filtre
        if self.dialecte == "sqlite":
            requete = requete_fts(question)
            if requete is None:
                return []
            lignes = self.base.executer(
                "SELECT m.session, m.position, m.texte, -bm25(recherche_mots), m.quand "
                "FROM recherche_mots JOIN recherche_messages m ON m.id = recherche_mots.rowid "
                f"WHERE recherche_mots MATCH ? AND {where} "
                "ORDER BY bm25(recherche_mots), m.quand DESC, m.position LIMIT ?",
                (requete, *params, k)).fetchall()
        else:
            code = langue(question)
            termes = [t for t in racines(question, code) if t.isalnum()]
            if not termes:
                return []
            # `simple` : la racine en préfixe (« allerg:* » pour « allergique ») dès 4 lettres ;
            # plus courte, le mot exact (« pr:* » trouverait « prawns »)
            ou = " | ".join(f"{t}:*" if len(t) >= 4 else t for t in termes)
            lignes = self.base.executer(
                "WITH q AS (SELECT to_tsquery(?::regconfig, unaccent(?)) || "
                "to_tsquery('simple', unaccent(?)) AS q) "
                "SELECT m.session, m.position, m.texte, ts_rank_cd(m.mots, q.q), m.quand "
                f"FROM recherche_messages m, q WHERE m.mots @@ q.q AND {where} "
                "ORDER BY 4 DESC, m.quand DESC, m.position LIMIT ?",
                (CONFIG_PG[code], _mots_pg(question, code), ou, *params, k)).fetchall()
        return [Resultat(s, p, t, float(sc), str(q)) for s, p, t, sc, q in lignes]

    def _sens(self, question: str, filtre: tuple[str, tuple], k: int) -> list[Resultat]:
        where, params = filtre
        q = self.plonger([question], role="requete")[0]
        if self.dialecte == "sqlite":
            import numpy as np

            lignes = self.base.executer(
                f"SELECT m.session, m.position, m.texte, m.vecteur, m.quand FROM recherche_messages m "
                f"WHERE {where}", params).fetchall()
            if not lignes:
                return []
            matrice = np.frombuffer(b"".join(ligne[3] for ligne in lignes), dtype="<f4").reshape(
                len(lignes), DIMENSIONS)
            scores = matrice @ q
            tete = np.argpartition(-scores, min(k, len(lignes) - 1))[:k] if len(lignes) > k else \
                range(len(lignes))
            ordre = sorted(tete, key=lambda i: (-scores[i], _anti(lignes[i][4]), lignes[i][1]))
            resultats = [Resultat(lignes[i][0], lignes[i][1], lignes[i][2], float(scores[i]),
                                  lignes[i][4]) for i in ordre]
        else:
            self.base.executer("SET hnsw.iterative_scan = strict_order")  # filtre + HNSW : assez de voisins
            lignes = self.base.executer(
                "SELECT m.session, m.position, m.texte, 1 - (m.vecteur <=> ?::vector), m.quand "
                f"FROM recherche_messages m WHERE {where} "
                "ORDER BY m.vecteur <=> ?::vector LIMIT ?",
                (_litteral_pg(q), *params, _litteral_pg(q), k)).fetchall()
            resultats = [Resultat(s, p, t, float(sc), str(qd)) for s, p, t, sc, qd in lignes]
        return [r for r in resultats if r.score >= SEUIL_SENS]

    def sessions_recentes(self, utilisateur: str, n: int = 3, depuis: str | dt.date | None = None,
                          jusqu_a: str | dt.date | None = None,
                          ordre: str = "desc") -> list[tuple[str, str, list[str]]]:
        """Les `n` sessions de `utilisateur` les plus récentes ("desc") ou les plus anciennes
        ("asc") entre deux dates : (session, quand, textes des messages dans l'ordre)."""
        _verifier_nom(utilisateur, "utilisateur")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"n doit être un entier ≥ 1, pas {n!r}.")
        if ordre not in ("asc", "desc"):
            raise ValueError(f"ordre doit être 'asc' ou 'desc', pas {ordre!r}.")
        where, params = _filtre(utilisateur, date_iso(depuis), date_iso(jusqu_a, fin_de_journee=True))
        tri = "DESC" if ordre == "desc" else "ASC"
        choisies = self.base.executer(
            f"SELECT m.session, MAX(m.quand) FROM recherche_messages m WHERE {where} "
            f"GROUP BY m.session ORDER BY MAX(m.quand) {tri}, m.session {tri} LIMIT ?",
            (*params, n)).fetchall()
        rendu = []
        for session, quand in choisies:
            textes = [t for (t,) in self.base.executer(
                f"SELECT m.texte FROM recherche_messages m WHERE {where} AND m.session = ? "
                "ORDER BY m.position", (*params, session)).fetchall()]
            rendu.append((session, str(quand), textes))
        return rendu

    def fermer(self) -> None:
        """Ferme la connexion à la base."""
        self.base.fermer()

    def __enter__(self) -> IndexConversations:
        return self

    def __exit__(self, *exc: object) -> None:
        self.fermer()


def _filtre(utilisateur: str, depuis: str | None, jusqu_a: str | None) -> tuple[str, tuple]:
    """LA clause WHERE de toute recherche : l'utilisateur d'abord, toujours ; puis les dates.

    >>> _filtre("camille", "2026-10-01T00:00:00", None)
    ('m.utilisateur = ? AND m.quand >= ?', ('camille', '2026-10-01T00:00:00'))
    """
    clauses, params = ["m.utilisateur = ?"], [utilisateur]
    if depuis is not None:
        clauses.append("m.quand >= ?")
        params.append(depuis)
    if jusqu_a is not None:
        clauses.append("m.quand <= ?")
        params.append(jusqu_a)
    return " AND ".join(clauses), tuple(params)


def fusionner(mots: list[Resultat], sens: list[Resultat], k: int) -> list[Resultat]:
    """La fusion des rangs réciproques : score = Σ 1/(RRF_K + rang), rang compté à partir de 1 ;
    à score égal, le plus récent d'abord, puis l'ordre dans la session.

    >>> a, b, c = (Resultat("s1", i, t, 0.0, q) for i, t, q in
    ...            [(0, "a", "2026-10-01"), (1, "b", "2026-10-02"), (2, "c", "2026-10-03")])
    >>> [(r.texte, round(r.score, 4)) for r in fusionner([a, b], [c, b], k=3)]
    [('b', 0.0323), ('c', 0.0164), ('a', 0.0164)]

    `b` est deuxième des deux listes : 2/62 ; `a` et `c`, chacun premier d'une seule liste, sont à
    égalité (1/61) : `c`, plus récent, passe devant.
    """
    scores: dict[tuple[str, int], float] = {}
    vus: dict[tuple[str, int], Resultat] = {}
    for liste in (mots, sens):
        for rang, r in enumerate(liste, start=1):
            cle = (r.session, r.position)
            scores[cle] = scores.get(cle, 0.0) + 1.0 / (RRF_K + rang)
            vus.setdefault(cle, r)
    ordre = sorted(scores, key=lambda c: (-scores[c], _anti(vus[c].quand), c[1]))
    return [Resultat(vus[c].session, vus[c].position, vus[c].texte, scores[c], vus[c].quand)
            for c in ordre[:k]]


def _anti(quand: str) -> tuple[int, ...]:
    """Une clé de tri qui met les dates les plus récentes d'abord (ordre inverse de la date ISO)."""
    return tuple(-ord(c) for c in quand)


def _verifier_nom(valeur: object, nom: str) -> None:
    if not isinstance(valeur, str) or not valeur.strip():
        raise ValueError(f"{nom} doit être une chaîne non vide, pas {valeur!r}.")


def _mots_pg(question: str, code: str) -> str:
    """La question pour `to_tsquery(french|english)` : ses mots porteurs reliés par |."""
    return " | ".join(m for m in mots_porteurs(question, code) if m.isalnum()) or "''"


def _litteral_pg(vecteur: Any) -> str:
    return "[" + ",".join(f"{float(x):.7g}" for x in vecteur) + "]"


def _vers_numpy(valeur: Any) -> Any:
    import numpy as np

    if isinstance(valeur, (bytes, memoryview)):
        return np.frombuffer(bytes(valeur), dtype="<f4")
    if isinstance(valeur, str):  # pgvector sans adaptateur : '[0.1,0.2,…]'
        return np.array([float(x) for x in valeur.strip("[]").split(",")], dtype=np.float32)
    return np.asarray(valeur, dtype=np.float32)


SCHEMA_SQLITE = (
    "CREATE TABLE IF NOT EXISTS recherche_messages (id INTEGER PRIMARY KEY, utilisateur TEXT NOT NULL,"
    " session TEXT NOT NULL, position INTEGER NOT NULL, role TEXT NOT NULL, texte TEXT NOT NULL,"
    " quand TEXT NOT NULL, vecteur BLOB NOT NULL, UNIQUE (utilisateur, session, position))",
    "CREATE INDEX IF NOT EXISTS recherche_par_date ON recherche_messages (utilisateur, quand)",
    "CREATE VIRTUAL TABLE IF NOT EXISTS recherche_mots USING fts5(racines, "
    "tokenize = 'unicode61 remove_diacritics 2')",
)
SCHEMA_POSTGRES = (
    "CREATE EXTENSION IF NOT EXISTS vector",
    "CREATE EXTENSION IF NOT EXISTS unaccent",
    "CREATE TABLE IF NOT EXISTS recherche_messages (id BIGSERIAL PRIMARY KEY, utilisateur TEXT NOT NULL,"
    " session TEXT NOT NULL, position INTEGER NOT NULL, role TEXT NOT NULL, texte TEXT NOT NULL,"
    f" quand TEXT NOT NULL, vecteur vector({DIMENSIONS}) NOT NULL, mots tsvector NOT NULL,"
    " UNIQUE (utilisateur, session, position))",
    "CREATE INDEX IF NOT EXISTS recherche_par_date ON recherche_messages (utilisateur, quand)",
    "CREATE INDEX IF NOT EXISTS recherche_mots ON recherche_messages USING gin (mots)",
    "CREATE INDEX IF NOT EXISTS recherche_sens ON recherche_messages "
    "USING hnsw (vecteur vector_cosine_ops)",
)

__all__ = ["CANDIDATS", "MODES", "RRF_K", "SEUIL_SENS", "IndexConversations", "Resultat",
           "date_iso", "fusionner", "texte_du_message"]
