"""Les scénarios du projet (leçon 13) : plusieurs utilisateurs, des mois de sessions, tirés d'une graine.

Un scénario est une suite d'étapes que la correction joue contre l'`Assistant` de l'élève :

    >>> s = generer(ENTRAINEMENT, graine=1)
    >>> [e.op for e in s.etapes[:3]]
    ['nouveau', 'repondre', 'repondre']
    >>> len({e.session for e in s.etapes if e.op == "repondre"}) >= 10
    True

Les phrases viennent d'un *vocabulaire* (ci-dessous celui d'entraînement, que l'élève voit et
qu'il joue avec `verifier("projet")`) ; la correction réelle tire les siens de
`attaques_projet.py`, absent de la copie des élèves (comme les attaques de l'ex13). Les valeurs
des faits (villes, équipes, codes) sont des noms inventés, tirés de syllabes : aucun n'est un mot
du cours, aucun ne se devine, et chacun se retrouve octet pour octet dans un fichier oublié.

Ce que contient chaque scénario, dans l'ordre (deux utilisateurs, treize sessions sur sept mois) :
l'utilisateur 1 dit des faits, en change un deux fois, dit celui d'un collègue, confie un secret,
raconte un épisode ; l'utilisateur 2 a ses propres faits, de la même sorte, d'autres valeurs ;
une longue session dépasse le budget (un fait du début est redemandé à la fin) ; un fait est
oublié (`oublier`) ; le processus est tué (`kill -9`) entre deux tours d'une session, un nouvel
`Assistant` reprend sur la même URL ; l'utilisateur 1 est effacé ; l'utilisateur 2 revient, puis
l'utilisateur 1 (plus rien de lui ne doit être envoyé au modèle).
Chaque question porte ses contrôles (`Controle`) : ce que la réponse doit contenir, ce qu'elle
ne doit pas contenir, et la partie de la note où ils comptent.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

# Les parties de la note, dans l'ordre du retour (points par scénario).
PARTIES = {
    "rappel": "faits rappelés (valeur à jour, bonne personne)",
    "perime": "rien de périmé (ni ancienne valeur, ni fait oublié)",
    "secret": "aucun secret stocké ni répété",
    "budget": "tokens envoyés par tour dans le budget",
    "cache": "lectures du cache de préfixe gardées",
    "reprise": "rien de perdu après le kill -9",
    "effacement": "rien qui reste après l'effacement",
}

# Les points de chaque partie, par scénario joué.
POINTS = {"rappel": 2, "perime": 1, "secret": 1, "budget": 1, "cache": 1, "reprise": 1,
          "effacement": 1}

SYLLABES = ("ka", "mor", "vel", "tri", "san", "lo", "bre", "quen", "dal", "mi", "ros", "tan",
            "gu", "fi", "ver", "nod", "pal", "zu", "ren", "cor", "bi", "lan", "sto", "vek")


@dataclass(frozen=True)
class Controle:
    """Un contrôle sur une réponse : `doit` (au moins une des valeurs), `interdit` (aucune).

    `ou="requete"` : le contrôle porte sur les requêtes que le modèle local a reçues pendant le
    tour (la reprise après le kill : l'assistant a-t-il encore le fait ? la réponse du modèle,
    elle, dépend aussi de lui). `ou="requete_sans_date"` : aucune valeur `interdit` dans une
    ligne sans date de la requête qui a produit la réponse (une valeur remplacée des sessions
    plus tôt ne part pas comme un fait actuel ; datée, c'est un souvenir, permis)."""

    partie: str
    quoi: str                         # ce qui est vérifié, sans citer le scénario
    doit: tuple[str, ...] = ()
    interdit: tuple[str, ...] = ()
    ou: str = "reponse"               # « requete » : dans ce que le modèle a reçu à ce tour


@dataclass(frozen=True)
class Etape:
    """Une étape : `op` parmi nouveau, repondre, fin_de_session, oublier, effacer_utilisateur,
    tuer (kill -9 du processus qui porte l'assistant)."""

    op: str
    utilisateur: str = ""
    session: str = ""
    texte: str = ""
    controles: tuple[Controle, ...] = ()


@dataclass
class Scenario:
    nom: str
    langue: str
    budget: int
    etapes: list[Etape] = field(default_factory=list)
    secrets: list[str] = field(default_factory=list)
    efface: str = ""                   # l'utilisateur effacé à la fin
    traces_effacees: list[str] = field(default_factory=list)  # ses valeurs : plus un octet

    @property
    def tours(self) -> int:
        return sum(e.op == "repondre" for e in self.etapes)


def nom_invente(rng: random.Random, pris: set[str]) -> str:
    """Un nom propre inventé de trois syllabes, jamais deux fois le même : « Morveltan »."""
    while True:
        nom = "".join(rng.choice(SYLLABES) for _ in range(3)).capitalize()
        if nom not in pris and len(nom) >= 6:
            pris.add(nom)
            return nom


def code_secret(rng: random.Random) -> str:
    """Un secret qu'aucun texte ne contient par hasard : « Qv7-tanlo-4182 »."""
    lettres = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return (f"{rng.choice(lettres)}{rng.choice('abcdefghkmnpqrstuvwxyz')}{rng.randint(2, 9)}-"
            f"{rng.choice(SYLLABES)}{rng.choice(SYLLABES)}-{rng.randint(1000, 9999)}")


def _phrase(rng: random.Random, modeles: list[str], **valeurs: str) -> str:
    return rng.choice(modeles).format(**valeurs)


def generer(vocabulaire: dict, graine: int, court: bool = False, budget: int | None = None,
            nom: str = "") -> Scenario:
    """Le scénario de `vocabulaire` tiré de `graine`. `court` : la longue session n'a que quelques
    tours (les mutants de `make test`) ; `budget` : celui passé à `Assistant` (sinon celui du
    vocabulaire, plus petit quand `court`)."""
    rng = random.Random(graine)
    v = vocabulaire
    pris: set[str] = set()
    budget = budget or (v["budget_court"] if court else v["budget"])
    s = Scenario(nom or f"{v['langue']}-{graine}", v["langue"], budget)
    u1, u2 = (f"u{rng.randint(100, 999)}-{rng.choice(SYLLABES)}{rng.choice(SYLLABES)}"
              for _ in range(2))
    sortes = list(v["sortes"])
    rng.shuffle(sortes)
    change, stable, oublie, debut, tue, collegue_sorte = sortes[:6]
    S = v["sortes"]
    val = {k: nom_invente(rng, pris) for k in ("v1", "v2", "v3", "stable", "oublie", "debut",
                                                "tue", "col", "w1", "w_stable",
                                                "episode")}
    collegue = nom_invente(rng, pris)
    secret = code_secret(rng)
    s.secrets.append(secret)
    s.efface = u1
    s.traces_effacees = [val[k] for k in ("v1", "v2", "v3", "stable", "debut", "tue",
                                          "col", "episode")] + [secret]

    jour = date(2026, 1, 5) + timedelta(days=rng.randint(0, 20))
    etapes = s.etapes
    etapes.append(Etape("nouveau"))

    def session(utilisateur: str, tours: list[tuple[str, tuple[Controle, ...]]]) -> None:
        nonlocal jour
        jour += timedelta(days=rng.randint(6, 18))
        ident = f"{jour.isoformat()}-{rng.choice(SYLLABES)}"
        for texte, controles in tours:
            etapes.append(Etape("repondre", utilisateur, ident, texte, controles))
        etapes.append(Etape("fin_de_session", utilisateur, ident))

    def dire(sorte: str, cle: str, modele: str = "dire") -> tuple[str, tuple]:
        return _phrase(rng, S[sorte][modele], v=val[cle], c=collegue), ()

    def bavarder(n: int = 3) -> tuple[str, tuple]:
        morceaux = rng.sample(v["bavardage"], n)
        return " ".join(morceaux), ()

    def demander(sorte: str, controles: tuple[Controle, ...], modele: str = "demander"):
        return _phrase(rng, S[sorte][modele], c=collegue), controles

    def ctrl(partie, quoi, doit=(), interdit=(), ou="reponse"):
        return Controle(partie, quoi, tuple(val[k] for k in doit),
                        tuple(val[k] for k in interdit), ou)

    # Session 1 (utilisateur 1) : des faits, un épisode.
    session(u1, [(rng.choice(v["ouvertures"]), ()), dire(change, "v1"), dire(stable, "stable"),
                 bavarder(), (_phrase(rng, v["episodes"]["dire"], v=val["episode"]), ())])
    # Session 2 (utilisateur 2) : les siens, de la même sorte que le fait qui changera.
    session(u2, [(rng.choice(v["ouvertures"]), ()), dire(change, "w1"),
                 dire(stable, "w_stable"), bavarder()])
    # Session 3 (utilisateur 1) : le fait d'un collègue, un secret.
    session(u1, [dire(collegue_sorte, "col", "collegue"),
                 (_phrase(rng, v["secrets"]["dire"], s=secret), ()), bavarder()])
    # Session 4 (utilisateur 1) : le fait change ; le fait stable est redemandé.
    session(u1, [bavarder(), dire(change, "v2", "changer"),
                 demander(stable, (ctrl("rappel", "un fait stable dit trois sessions plus tôt",
                                        ["stable"], ["w_stable"]),))])
    # Session 5 (utilisateur 2) : son fait à lui, pas celui de l'utilisateur 1.
    session(u2, [demander(change, (ctrl("rappel", "son propre fait, pas celui d'un autre "
                                        "utilisateur", ["w1"], ["v1", "v2"]),))])
    # Session 6 (utilisateur 1), longue : un fait au premier tour, redemandé après le budget.
    longue = [dire(debut, "debut")] + [bavarder(6) for _ in range(v["tours_longs_court"]
                                                                  if court else v["tours_longs"])]
    longue.append(demander(debut, (ctrl("rappel", "un fait du premier tour d'une longue "
                                        "session, redemandé à la fin", ["debut"]),)))
    longue.append(demander(change, (ctrl("rappel", "la valeur à jour d'un fait changé",
                                         ["v2"], ["w1"]),
                                    ctrl("perime", "l'ancienne valeur d'un fait changé",
                                         interdit=["v1"]),
                                    ctrl("perime", "l'ancienne valeur d'un fait changé dans "
                                         "une session précédente", interdit=["v1"],
                                         ou="requete_sans_date"))))
    session(u1, longue)
    # Session 7 (utilisateur 1) : un fait qui sera oublié.
    session(u1, [dire(oublie, "oublie"), bavarder()])
    etapes.append(Etape("oublier", u1, texte=S[oublie]["oubli"]))
    # Session 8 (utilisateur 1) : le fait oublié, le collègue, son propre fait.
    session(u1, [demander(oublie, (ctrl("perime", "un fait que l'utilisateur a demandé "
                                        "d'oublier", interdit=["oublie"]),)),
                 demander(collegue_sorte, (ctrl("rappel", "le fait d'un collègue, dit "
                                                "plusieurs sessions plus tôt", ["col"]),),
                          "demander_collegue"),
                 demander(collegue_sorte, (ctrl("rappel", "le fait d'un collègue n'est pas pris "
                                                "pour celui de l'utilisateur", interdit=["col"]),))])
    # Session 9 (utilisateur 1) : changement, nouveau fait, kill -9 entre deux tours, reprise.
    jour += timedelta(days=rng.randint(6, 18))
    ident = f"{jour.isoformat()}-{rng.choice(SYLLABES)}"
    for texte, controles in [bavarder(), dire(change, "v3", "changer"), dire(tue, "tue")]:
        etapes.append(Etape("repondre", u1, ident, texte, controles))
    etapes.append(Etape("tuer"))
    etapes.append(Etape("nouveau"))
    for texte, controles in [
            demander(tue, (ctrl("reprise", "un fait dit juste avant le kill -9, dans la même "
                                "session, envoyé au modèle après la reprise", ["tue"],
                                ou="requete"),)),
            demander(change, (ctrl("reprise", "un changement dit avant le kill -9, envoyé au "
                                   "modèle après la reprise", ["v3"], ou="requete"),
                              ctrl("perime", "l'ancienne valeur d'un fait changé deux fois",
                                   interdit=["v1", "v2"]),
                              ctrl("perime", "la première valeur d'un fait changé des sessions "
                                   "plus tôt", interdit=["v1"], ou="requete_sans_date")))]:
        etapes.append(Etape("repondre", u1, ident, texte, controles))
    etapes.append(Etape("fin_de_session", u1, ident))
    # Session 10 (utilisateur 2) : toujours les siens.
    session(u2, [bavarder(), demander(stable, (ctrl("rappel", "un fait stable, dit des mois "
                                                    "plus tôt", ["w_stable"], ["stable"]),))])
    # Session 11 (utilisateur 1) : l'épisode d'il y a des mois, le secret redemandé.
    session(u1, [(_phrase(rng, v["episodes"]["demander"]),
                  (ctrl("rappel", "ce qui a été raconté dix sessions plus tôt", ["episode"]),)),
                 (_phrase(rng, v["secrets"]["demander"]),
                  (Controle("secret", "un secret redemandé", interdit=(secret,)),))])
    etapes.append(Etape("effacer_utilisateur", u1))
    # Session 12 (utilisateur 2), après l'effacement de l'utilisateur 1 : rien perdu pour lui.
    session(u2, [demander(change, (ctrl("effacement", "les faits d'un autre utilisateur, "
                                        "après l'effacement du premier", ["w1"],
                                        ["v1", "v2", "v3"]),)),
                 demander(stable, (ctrl("effacement", "un autre fait de cet utilisateur, après "
                                        "l'effacement du premier", ["w_stable"]),))])
    # Session 13 : l'utilisateur effacé revient ; rien de lui ne doit être envoyé au modèle (où
    # que l'assistant l'ait gardé : sous l'URL, à côté, ailleurs), ni revenir dans une réponse.
    traces = tuple(s.traces_effacees)
    session(u1, [(_phrase(rng, S[change]["demander"]),
                  (Controle("effacement", "un utilisateur effacé qui revient : plus rien de lui "
                            "dans la requête", interdit=traces, ou="requete"),
                   Controle("effacement", "un utilisateur effacé qui revient : plus rien de lui "
                            "dans la réponse", interdit=traces)))])
    return s


# --- Le vocabulaire d'entraînement (visible : l'élève le joue avec verifier("projet")) -------

ENTRAINEMENT = {
    "langue": "fr",
    "budget": 2000,
    "budget_court": 1500,
    "tours_longs": 22,
    "tours_longs_court": 12,
    "ouvertures": ["Salut, on reprend ?", "Bonjour, me revoilà.", "Coucou, j'ai un moment."],
    "sortes": {
        "ville": {
            "dire": ["Je vis à {v} depuis l'an dernier."],
            "changer": ["Grande nouvelle : j'ai déménagé, je vis désormais à {v}."],
            "collegue": ["Mon collègue {c} vit à {v}."],
            "demander": ["Tu te rappelles dans quelle ville je vis ?"],
            "demander_collegue": ["Dans quelle ville vit {c} ?"],
            "oubli": "la ville où je vis",
        },
        "equipe": {
            "dire": ["Au travail, je fais partie de l'équipe {v}."],
            "changer": ["J'ai changé d'équipe : je suis maintenant dans l'équipe {v}."],
            "collegue": ["{c} travaille dans l'équipe {v}."],
            "demander": ["Je fais partie de quelle équipe, déjà ?"],
            "demander_collegue": ["Dans quelle équipe travaille {c} ?"],
            "oubli": "mon équipe",
        },
        "chat": {
            "dire": ["Mon chat s'appelle {v}."],
            "changer": ["J'ai adopté un nouveau chat, il s'appelle {v}."],
            "collegue": ["Le chat de {c} s'appelle {v}."],
            "demander": ["Comment s'appelle mon chat ?"],
            "demander_collegue": ["Comment s'appelle le chat de {c} ?"],
            "oubli": "mon chat",
        },
        "club": {
            "dire": ["Le samedi, je joue au club de tennis {v}."],
            "changer": ["J'ai quitté mon ancien club, je joue maintenant au club {v}."],
            "collegue": ["{c} joue au club de tennis {v}."],
            "demander": ["À quel club de tennis est-ce que je joue ?"],
            "demander_collegue": ["À quel club joue {c} ?"],
            "oubli": "mon club de tennis",
        },
        "medecin": {
            "dire": ["Ma médecin s'appelle la docteure {v}."],
            "changer": ["J'ai changé de médecin, c'est maintenant la docteure {v}."],
            "collegue": ["La médecin de {c} est la docteure {v}."],
            "demander": ["Comment s'appelle ma médecin ?"],
            "demander_collegue": ["Qui est la médecin de {c} ?"],
            "oubli": "ma médecin",
        },
        "voiture": {
            "dire": ["Ma voiture est une {v} grise."],
            "changer": ["J'ai vendu l'ancienne, ma voiture est maintenant une {v}."],
            "collegue": ["{c} roule en {v}."],
            "demander": ["Quelle voiture est-ce que j'ai ?"],
            "demander_collegue": ["En quelle voiture roule {c} ?"],
            "oubli": "ma voiture",
        },
    },
    "episodes": {
        "dire": ["Hier soir j'ai terminé le roman {v} d'une traite."],
        "demander": ["Quel roman est-ce que j'avais terminé d'une traite ?"],
    },
    "secrets": {
        "dire": ["Pour le casier du vestiaire, mon mot de passe est {s}. Ne le répète pas."],
        "demander": ["Redis-moi mon mot de passe du vestiaire, s'il te plaît."],
    },
    "bavardage": [
        "Ce matin, le train avait vingt minutes de retard et tout le monde râlait sur le quai.",
        "J'ai enfin rangé le grenier, il y avait des cartons de vieux magazines partout.",
        "La réunion de lundi s'est éternisée, personne n'était d'accord sur le planning.",
        "Il a plu toute la semaine, le jardin ressemble à un marécage.",
        "Je me suis mis à la cuisine indienne, le dal de lentilles est plutôt réussi.",
        "Mon voisin refait sa cuisine, on entend la perceuse du matin au soir.",
        "Le week-end dernier, on a marché le long de la rivière jusqu'au vieux moulin.",
        "Je cherche un bon livre de science-fiction pour les vacances.",
        "J'ai regardé un documentaire sur les abeilles, c'était passionnant.",
        "Le chauffage de l'immeuble est encore en panne, il fait froid le soir.",
    ],
}


def entrainement() -> list[Scenario]:
    """Le scénario visible d'entraînement (celui que joue `verifier("projet")`)."""
    return [generer(ENTRAINEMENT, graine=2026, nom="entrainement")]


def extrait(scenario: Scenario, sessions: set[int], effacer: bool = False) -> Scenario:
    """Le scénario réduit à quelques sessions (numérotées de 1 dans l'ordre), pour noter vite un
    mutant sur la partie qu'il doit perdre : l'oubli suit sa session, le kill -9 la sienne,
    l'effacement est gardé si `effacer`. Les contrôles des sessions gardées restent."""
    ordre = list(dict.fromkeys(e.session for e in scenario.etapes if e.session))
    garde = {ordre[n - 1] for n in sessions}
    etapes, precedente = [], ""
    for i, e in enumerate(scenario.etapes):
        if e.session:
            precedente = e.session
        if (i == 0 or e.session in garde
                or e.op in ("tuer", "nouveau", "oublier") and precedente in garde
                or e.op == "effacer_utilisateur" and effacer):
            etapes.append(e)
    reduit = Scenario(f"{scenario.nom} {sorted(sessions)}", scenario.langue, scenario.budget,
                      etapes, list(scenario.secrets), scenario.efface,
                      list(scenario.traces_effacees))
    return reduit
