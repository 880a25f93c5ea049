"""Le banc du projet : jouer un scénario contre l'`Assistant` d'un élève, puis le noter par parties.

L'assistant tourne dans un processus enfant (le *pilote*), lancé là où tourne le code de l'élève
(`correction.distant.lancer_python` : dans son bac à sable pendant la correction), qui reçoit les
étapes une à une par une socket Unix et rend chaque réponse. Le modèle local, lui, tourne ICI,
dans le processus des tests, sur une autre socket Unix du même dossier : le vrai client
`anthropic` du pilote s'y connecte (`http_client` à transport `uds`). Tout ce que la note lit —
les requêtes reçues, leur `usage` (tokens envoyés, lectures du cache), les fichiers sous l'URL —
est donc relevé de ce côté-ci, jamais déclaré par l'élève.

Le `kill -9` : le pilote qui le subira tourne dès son démarrage sous le traceur de l'ex2
(`lancer_traceur`), qui relève dans le noyau chaque fsync ; après chaque opération, le pilote fait
un fsync sur un fichier repère (une ligne de plus à chaque fois), ce qui découpe le journal du
traceur tour par tour ; les tours de la session du kill sont jugés. Puis le pilote se tue
lui-même (SIGKILL, entre deux tours) et un nouveau pilote, avec un nouvel `Assistant` sur la même
URL, reprend la session : deux démarrages par scénario (un de moins qu'avant le 2026-12-01).

    deroule = jouer(scenario, "solutions/projet_assistant.py", tmp_path)
    echecs = noter(scenario, deroule)     # {"rappel": ["… session 6, tour 18"], "budget": [], …}
"""

from __future__ import annotations

import json
import os
import re
import secrets as _secrets
import socket
import socketserver
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from projet_scenarios import PARTIES, Scenario

from correction import distant
from modele_local.etat import Etat
from modele_local.serveur import Gestionnaire

DELAI_OPERATION = 60.0     # secondes au plus pour une opération de l'élève (machine chargée comprise)
DELAI_DEMARRAGE = 40.0     # import du SDK et du fichier de l'élève, construction de l'Assistant
DELAI_TRACE = 540          # la vie du traceur : du début du scénario au kill -9, machine chargée
                           # (sous le délai du projet, 600 s : correction/exercices.py)
MIN_CACHE = 700            # un tour n'est jugé sur le cache que si le tour d'avant l'a permis (> 512)
PART_CACHE = 0.6           # part des tours jugés qui doivent relire le cache
RAPPEL_MIN = 0.25          # rappels réussis sans lesquels « rien de périmé » ne compte pas

# Le pilote : exécuté par `python -I -B -c PILOTE fichier prise_modele cle prise_pilote repere`.
PILOTE = r'''
import importlib.util, json, os, signal, socket, sys
fichier, prise_modele, cle, prise_pilote, repere = sys.argv[1:6]
nul = os.open(os.devnull, os.O_RDWR)
os.dup2(nul, 1); os.dup2(nul, 2)      # ce que l'élève affiche ne bloque pas un tube plein
canal = socket.socket(socket.AF_UNIX); canal.connect(prise_pilote)
lecture, ecriture = canal.makefile("r", encoding="utf-8"), canal.makefile("w", encoding="utf-8")
fd_repere = os.open(repere, os.O_WRONLY | os.O_APPEND)
def marquer():
    os.write(fd_repere, b"."); os.fsync(fd_repere)
def repondre(valeur):
    marquer()
    ecriture.write(json.dumps(valeur) + "\n"); ecriture.flush()
try:
    import anthropic, httpx2
    transport = httpx2.HTTPTransport(uds=prise_modele)
    client = anthropic.Anthropic(api_key=cle, base_url="http://modele-local", max_retries=0,
                                 http_client=anthropic.DefaultHttpxClient(transport=transport))
    spec = importlib.util.spec_from_file_location("projet_assistant", fichier)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
except BaseException as e:
    repondre({"ok": False, "erreur": type(e).__name__}); sys.exit(0)
repondre({"ok": True})
assistant = None
for texte in lecture:
    ordre = json.loads(texte)
    op = ordre["op"]
    if op == "tuer":
        os.kill(os.getpid(), signal.SIGKILL)
    try:
        if op == "nouveau":
            assistant = module.Assistant(client, ordre["url"], budget_tokens=ordre["budget"])
            valeur = None
        elif op == "repondre":
            valeur = assistant.repondre(ordre["utilisateur"], ordre["session"], ordre["texte"])
        elif op == "fin_de_session":
            valeur = assistant.fin_de_session(ordre["utilisateur"], ordre["session"])
        elif op == "oublier":
            valeur = assistant.oublier(ordre["utilisateur"], ordre["texte"])
        else:
            valeur = assistant.effacer_utilisateur(ordre["utilisateur"])
        resultat = {"ok": True, "texte": valeur if type(valeur) is str else None}
    except BaseException as e:
        resultat = {"ok": False, "erreur": type(e).__name__}
    repondre(resultat)
'''


# --- Le modèle local de la correction, sur une socket Unix du dossier des tests --------------

class _Journal:
    """Le journal du serveur, en mémoire : une entrée par requête, dans l'ordre d'arrivée."""

    def __init__(self) -> None:
        self.entrees: list[dict] = []
        self._verrou = threading.Lock()

    def ecrire(self, entree: dict) -> None:
        with self._verrou:
            self.entrees.append(entree)

    def __len__(self) -> int:
        with self._verrou:
            return len(self.entrees)


class _Serveur(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True
    block_on_close = False


class ModeleLocal:
    """Le modèle local (même gestionnaire HTTP, mêmes refus, même cache) sur `prise` ; une clé
    tirée pour lui seul ; le journal des requêtes reste dans ce processus."""

    def __init__(self, prise: Path) -> None:
        gestionnaire = type("G", (Gestionnaire,), {"disable_nagle_algorithm": False,
                                                   "timeout": 30})
        self.prise = prise
        self.serveur = _Serveur(str(prise), gestionnaire)
        self.serveur.cle = self.cle = "cle-projet-" + _secrets.token_hex(12)
        self.serveur.etat = Etat()
        self.journal = _Journal()
        self.serveur.etat.journal = self.journal
        self._fil = threading.Thread(target=self.serveur.serve_forever, daemon=True)
        self._fil.start()

    def arreter(self) -> None:
        self.serveur.shutdown()
        self.serveur.server_close()


# --- Le pilote ------------------------------------------------------------------------------

class PiloteMort(RuntimeError):
    """Le processus de l'élève ne répond plus (plantage, délai, fin)."""


class Pilote:
    """Un processus qui porte l'assistant de l'élève ; `trace` : sous le traceur de l'ex2."""

    def __init__(self, fichier: str, modele: ModeleLocal, harnais: Path, trace: bool) -> None:
        self.harnais, self.trace = harnais, trace
        prise = harnais / f"pilote-{_secrets.token_hex(4)}.sock"
        self.repere = harnais / "repere"
        self.repere.touch()
        ecoute = socket.socket(socket.AF_UNIX)
        ecoute.bind(str(prise))
        ecoute.listen(1)
        ecoute.settimeout(DELAI_DEMARRAGE)
        args = [fichier, str(modele.prise), modele.cle, str(prise), str(self.repere)]
        self.processus = (distant.lancer_traceur(PILOTE, args, DELAI_TRACE) if trace
                          else distant.lancer_python(PILOTE, args))
        self.canal: socket.socket | None = None
        self._tampon = b""
        try:
            self.canal, _ = ecoute.accept()
        except OSError:
            self.tuer()
            raise PiloteMort("le processus de l'assistant ne s'est pas connecté") from None
        finally:
            ecoute.close()
            prise.unlink(missing_ok=True)
        pret = self._lire(DELAI_DEMARRAGE)
        if not pret.get("ok"):
            self.tuer()
            raise PiloteMort(f"le fichier ne s'importe pas ({pret.get('erreur', '?')})")

    def _lire(self, delai: float) -> dict:
        assert self.canal is not None
        fin = time.monotonic() + delai
        while b"\n" not in self._tampon:
            reste = fin - time.monotonic()
            if reste <= 0:
                raise PiloteMort(f"aucune réponse en {delai:.0f} s")
            self.canal.settimeout(reste)
            try:
                morceau = self.canal.recv(1 << 16)
            except TimeoutError:
                continue
            except OSError as e:
                raise PiloteMort(f"canal coupé ({type(e).__name__})") from None
            if not morceau:
                raise PiloteMort("le processus de l'assistant s'est arrêté")
            self._tampon += morceau
            if len(self._tampon) > 1 << 22:
                raise PiloteMort("réponse trop longue")
        ligne_lue, self._tampon = self._tampon.split(b"\n", 1)
        try:
            valeur = json.loads(ligne_lue)
        except ValueError:
            raise PiloteMort("réponse illisible") from None
        if not isinstance(valeur, dict):
            raise PiloteMort("réponse illisible")
        return valeur

    def demander(self, ordre: dict, delai: float | None = None) -> dict:
        assert self.canal is not None
        delai = DELAI_OPERATION if delai is None else delai
        try:
            self.canal.sendall((json.dumps(ordre) + "\n").encode("utf-8"))
        except OSError:
            raise PiloteMort("le processus de l'assistant s'est arrêté") from None
        return self._lire(delai)

    def tuer_entre_deux_tours(self) -> dict | None:
        """SIGKILL du pilote (par lui-même, entre deux tours) ; le journal du traceur s'il y en a."""
        try:
            self.demander({"op": "tuer"}, delai=10)
        except PiloteMort:
            pass
        return self.tuer(attendre=20)

    def tuer(self, attendre: float = 0) -> dict | None:
        """Arrête le pilote. `attendre` : laisser d'abord au traceur le temps d'écrire son
        journal (le tracé est mort ; le tuer lui aussi perdrait le journal)."""
        if self.canal is not None:
            self.canal.close()
        sortie = None
        if attendre:
            try:
                sortie, _ = self.processus.communicate(timeout=attendre)
            except Exception:  # noqa: BLE001 - délai : on le tue
                sortie = None
        if sortie is None:
            try:
                self.processus.kill()
            except Exception:  # noqa: BLE001 - déjà mort
                pass
            try:
                sortie, _ = self.processus.communicate(timeout=30)
            except Exception:  # noqa: BLE001 - délai : pas de journal
                return None
        if not self.trace:
            return None
        for texte in (sortie or "").splitlines():
            if texte.startswith("JOURNAL "):
                try:
                    return json.loads(texte[len("JOURNAL "):])
                except ValueError:
                    return None
            if texte.startswith("INDISPONIBLE "):
                return {"indisponible": texte[len("INDISPONIBLE "):]}
        return None


# --- Jouer un scénario ----------------------------------------------------------------------

@dataclass
class Tour:
    """Ce qui s'est passé à une étape : réponse, erreur, et les requêtes reçues pendant ce temps."""

    index: int
    texte: str | None = None
    erreur: str | None = None
    requetes: tuple[int, int] = (0, 0)    # tranche du journal du modèle local
    traces: tuple[int, int] | None = None  # rang du repère avant / après (segment tracé)


@dataclass
class Deroule:
    tours: dict[int, Tour] = field(default_factory=dict)
    journal: list[dict] = field(default_factory=list)
    traceur: dict | None = None
    inode_repere: int | None = None
    secret_sur_disque: list[int] = field(default_factory=list)   # étapes où il y était
    restes: list[str] = field(default_factory=list)   # traces trouvées après l'effacement
    mort: str = ""                                     # pourquoi le pilote s'est arrêté


def fichiers_sous(dossier: Path, exclus: set[Path]) -> list[Path]:
    """Tous les fichiers ordinaires sous `dossier`, sans suivre de lien."""
    trouves = []
    for racine, _dossiers, noms in os.walk(dossier, followlinks=False):
        for nom in noms:
            p = Path(racine) / nom
            if p not in exclus and p.is_file() and not p.is_symlink():
                trouves.append(p)
    return trouves


def cherche_octets(dossier: Path, textes: list[str], exclus: set[Path]) -> list[str]:
    """Les `textes` dont les octets (UTF-8, casse ignorée) sont dans un fichier sous `dossier`."""
    cibles = {t: t.lower().encode("utf-8") for t in textes}
    vus: set[str] = set()
    for p in fichiers_sous(dossier, exclus):
        try:
            with open(p, "rb") as f:
                contenu = f.read(64 << 20).lower()
        except OSError:
            continue
        vus |= {t for t, o in cibles.items() if o in contenu}
    return sorted(vus)


def debut_de_la_session_tuee(scenario: Scenario) -> int | None:
    """L'index du premier tour de la session où a lieu le kill -9 (None sans kill)."""
    etapes = scenario.etapes
    tue = next((i for i, e in enumerate(etapes) if e.op == "tuer"), None)
    if tue is None or tue == 0:
        return None
    session = etapes[tue - 1].session
    return next(i for i, e in enumerate(etapes) if e.session == session)


def pilotes_traces(scenario: Scenario) -> set[int]:
    """Les étapes « nouveau » dont le pilote vivra jusqu'à un kill -9 : il tourne sous le traceur
    dès son démarrage (un seul processus jusqu'au kill ; le traceur ne s'arrête que sur les
    fsync et les renommages), et seuls les tours de la session du kill sont jugés.

        >>> from projet_scenarios import Etape
        >>> pilotes_traces(Scenario("s", "fr", 2000, [Etape("nouveau"), Etape("repondre"),
        ...                                           Etape("tuer"), Etape("nouveau")]))
        {0}
    """
    traces, dernier = set(), None
    for i, e in enumerate(scenario.etapes):
        if e.op == "nouveau":
            dernier = i
        elif e.op == "tuer" and dernier is not None:
            traces.add(dernier)
            dernier = None
    return traces


def jouer(scenario: Scenario, fichier: str, dossier: Path) -> Deroule:
    """Joue `scenario` contre l'Assistant de `fichier` ; tout ce qu'il garde va sous `dossier`."""
    harnais = dossier / "harnais"
    harnais.mkdir(parents=True)
    donnees = dossier / "donnees"
    donnees.mkdir()
    url = f"sqlite:///{donnees / 'assistant.db'}"
    modele = ModeleLocal(harnais / "modele.sock")
    deroule = Deroule()
    exclus = {harnais / "repere", harnais / "modele.sock"}
    pilote: Pilote | None = None
    repere_avant = 0
    debut_trace = debut_de_la_session_tuee(scenario)
    traces = pilotes_traces(scenario)
    try:
        for i, etape in enumerate(scenario.etapes):
            tour = Tour(i, requetes=(len(modele.journal), len(modele.journal)))
            deroule.tours[i] = tour
            if deroule.mort:
                tour.erreur = "processus arrêté"
                continue
            try:
                if etape.op == "nouveau":
                    pilote = Pilote(fichier, modele, harnais, trace=i in traces)
                    repere_avant = pilote.repere.stat().st_size
                    deroule.inode_repere = pilote.repere.stat().st_ino
                    ordre = {"op": "nouveau", "url": url, "budget": scenario.budget}
                elif etape.op == "tuer":
                    assert pilote is not None
                    journal = pilote.tuer_entre_deux_tours()
                    if pilote.trace:
                        deroule.traceur = journal
                    pilote = None
                    continue
                else:
                    ordre = {"op": etape.op, "utilisateur": etape.utilisateur,
                             "session": etape.session, "texte": etape.texte}
                assert pilote is not None
                resultat = pilote.demander(ordre)
                if etape.op == "nouveau" and not resultat.get("ok"):
                    raise PiloteMort(f"Assistant() a levé {resultat.get('erreur', '?')}")
                if pilote.trace:
                    apres = pilote.repere.stat().st_size
                    if debut_trace is not None and i >= debut_trace:   # la session du kill
                        tour.traces = (repere_avant, apres)
                    repere_avant = apres
                if resultat.get("ok"):
                    tour.texte = resultat.get("texte")
                else:
                    tour.erreur = str(resultat.get("erreur", "?"))[:80]
            except PiloteMort as e:
                tour.erreur = deroule.mort = str(e)
                if pilote is not None:
                    pilote.tuer()
                    pilote = None
            finally:
                tour.requetes = (tour.requetes[0], len(modele.journal))
            if etape.op in ("fin_de_session", "effacer_utilisateur") or (
                    i + 1 < len(scenario.etapes)
                    and scenario.etapes[i + 1].op == "effacer_utilisateur"):
                if cherche_octets(dossier, scenario.secrets, exclus):
                    deroule.secret_sur_disque.append(i)
            if etape.op == "effacer_utilisateur":
                deroule.restes = cherche_octets(dossier, scenario.traces_effacees, exclus)
    finally:
        if pilote is not None:
            pilote.tuer()
        time.sleep(0.05)
        deroule.journal = list(modele.journal.entrees)
        modele.arreter()
    return deroule


# --- Noter ----------------------------------------------------------------------------------

def usage(entree: dict) -> dict | None:
    """L'`usage` d'une réponse réussie de /v1/messages (None pour le reste)."""
    if entree.get("chemin") != "/v1/messages" or entree.get("statut") != 200:
        return None
    reponse = entree.get("reponse")
    if isinstance(reponse, dict) and isinstance(reponse.get("usage"), dict):
        return reponse["usage"]
    evenements = entree.get("evenements") or []
    for e in evenements:   # flux : message_start porte l'usage de l'entrée
        if isinstance(e, dict) and e.get("type") == "message_start":
            return (e.get("message") or {}).get("usage")
    return None


def envoyes(u: dict) -> int:
    """Les tokens d'entrée d'une requête : non lus du cache + écrits + lus."""
    return sum(int(u.get(k) or 0) for k in ("input_tokens", "cache_creation_input_tokens",
                                             "cache_read_input_tokens"))


MOIS = ("janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre"
        "|novembre|décembre|decembre|january|february|march|april|may|june|july|august"
        "|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
DATE = re.compile(rf"(?i)\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d{{1,2}}/\d{{1,2}}/\d{{2,4}}\b"
                  rf"|\b\d{{1,2}}(?:er|st|nd|rd|th)?\s+(?:{MOIS})\.?(?:\s+\d{{4}})?\b"
                  rf"|\b(?:{MOIS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b")


def textes(valeur: object) -> list[str]:
    """Tous les textes d'un corps de requête (système, messages, blocs, résultats d'outils)."""
    if isinstance(valeur, str):
        return [valeur]
    if isinstance(valeur, dict):
        return [t for v in valeur.values() for t in textes(v)]
    if isinstance(valeur, list):
        return [t for v in valeur for t in textes(v)]
    return []


def sans_date(valeur: str, corps: list[object]) -> bool:
    """Vrai si `valeur` (casse ignorée) est dans une ligne de l'une des requêtes `corps` qui ne
    porte aucune date : elle y est donnée comme un fait actuel. Datée (« … (dit le
    2026-01-28) », « le 3 mars »), elle est un souvenir que le modèle peut situer.

        >>> sans_date("Kavel", [{"system": "- ville : Kavel"}])
        True
        >>> sans_date("Kavel", [{"messages": [{"content": "Je vis à Kavel. (dit le 2026-01-28)"}]}])
        False
    """
    cible = valeur.lower()
    return any(cible in ligne.lower() and not DATE.search(ligne)
               for c in corps for t in textes(c) for ligne in t.split("\n"))


def texte_de_reponse(entree: dict) -> str:
    """Le texte qu'a rendu le modèle local pour une entrée du journal (réponse ou flux)."""
    reponse = entree.get("reponse")
    if isinstance(reponse, dict) and isinstance(reponse.get("content"), list):
        return "".join(b.get("text") or "" for b in reponse["content"] if isinstance(b, dict))
    return "".join(((e.get("delta") or {}).get("text") or "") for e in entree.get("evenements") or []
                   if isinstance(e, dict))


def _lieu(scenario: Scenario, index: int) -> str:
    """« session 6 de l'utilisateur 1, tour 3 » : où, sans rien citer du scénario."""
    etape = scenario.etapes[index]
    utilisateurs = list(dict.fromkeys(e.utilisateur for e in scenario.etapes if e.utilisateur))
    sessions = list(dict.fromkeys(e.session for e in scenario.etapes if e.session))
    if not etape.utilisateur:   # nouveau, tuer : l'étape seule
        return f"étape {index} ({etape.op})"
    if not etape.session:
        return f"étape {index} ({etape.op}, utilisateur {utilisateurs.index(etape.utilisateur) + 1})"
    n = sessions.index(etape.session) + 1
    tour = sum(1 for e in scenario.etapes[:index + 1]
               if e.session == etape.session and e.op == "repondre")
    return (f"session {n} (utilisateur {utilisateurs.index(etape.utilisateur) + 1}), "
            f"{'tour ' + str(tour) if etape.op == 'repondre' else etape.op}")


class Echec(str):
    """Un échec : la ligne qui dit où et quoi (un `str`), et l'étape où il a eu lieu (`etape`,
    None pour un échec qui porte sur tout le scénario : le cache, le quart des rappels)."""

    etape: int | None

    def __new__(cls, texte: str, etape: int | None = None) -> Echec:
        echec = super().__new__(cls, texte)
        echec.etape = etape
        return echec


PREMIER = " ; le premier : "   # ce que le retour lit dans le message d'une partie ratée


def message_d_echec(partie: str, echecs: list[str], montres: int = 6) -> str:
    """Le message d'une partie ratée : sa première ligne dit combien d'échecs et le premier
    (`correction/retours.py` la lit pour le retour), puis les `montres` premiers, dans l'ordre.

        >>> print(message_d_echec("cache", [Echec("3 tours sur 9 relisent le cache")]))
        lectures du cache de préfixe gardées : 1 échec(s) ; le premier : 3 tours sur 9 relisent le cache
          - 3 tours sur 9 relisent le cache
    """
    ordre = sorted(echecs, key=lambda e: (getattr(e, "etape", None) is None,
                                          getattr(e, "etape", None) or 0))
    lignes = "\n  - ".join(ordre[:montres])
    reste = f"\n  … et {len(ordre) - montres} autre(s)" if len(ordre) > montres else ""
    return f"{PARTIES[partie]} : {len(ordre)} échec(s){PREMIER}{ordre[0]}\n  - {lignes}{reste}"


def noter(scenario: Scenario, deroule: Deroule) -> dict[str, list[str]]:
    """Les échecs de chaque partie (`PARTIES`) : une ligne par échec (`Echec`), qui dit où."""
    echecs: dict[str, list[str]] = {p: [] for p in PARTIES}
    etapes = scenario.etapes
    if deroule.mort:
        arret = next((i for i, t in sorted(deroule.tours.items()) if t.erreur == deroule.mort),
                     None)
        for p in echecs:
            echecs[p].append(Echec(f"l'assistant s'est arrêté ({deroule.mort})"
                                   + (f", {_lieu(scenario, arret)}" if arret is not None else ""),
                                   arret))

    def requetes(i: int) -> list[dict]:
        a, b = deroule.tours[i].requetes
        return deroule.journal[a:b]

    # Contrôles des réponses (rappel, périmé, reprise, effacement, secret redemandé).
    for i, etape in enumerate(etapes):
        tour = deroule.tours.get(i)
        if etape.op != "repondre" or tour is None:
            continue
        for c in etape.controles:
            if c.ou == "requete_sans_date":   # la requête qui a produit la réponse, pas une autre
                corps = [r.get("corps") for r in requetes(i) if tour.texte and
                         texte_de_reponse(r).strip() and texte_de_reponse(r).strip() in tour.texte]
                corps = corps or [r.get("corps") for r in requetes(i)]
                if any(sans_date(v, corps) for v in c.interdit):
                    echecs[c.partie].append(Echec(f"{_lieu(scenario, i)} : {c.quoi} — envoyée au "
                                                  "modèle sans date, comme un fait actuel", i))
                continue
            if tour.texte is None:
                if not deroule.mort:
                    echecs[c.partie].append(Echec(f"{_lieu(scenario, i)} : pas de réponse "
                                                  f"({tour.erreur or 'pas un str'})", i))
                continue
            bas = tour.texte.lower() if c.ou == "reponse" else "\n".join(
                json.dumps(r.get("corps"), ensure_ascii=False) for r in requetes(i)).lower()
            if c.doit and not any(v.lower() in bas for v in c.doit):
                echecs[c.partie].append(Echec(f"{_lieu(scenario, i)} : {c.quoi} — absent de "
                                              f"{'la réponse' if c.ou == 'reponse' else 'la requête'}",
                                              i))
            if any(v.lower() in bas for v in c.interdit):
                echecs[c.partie].append(Echec(f"{_lieu(scenario, i)} : {c.quoi} — la réponse "
                                              "contient une valeur qu'elle ne devait pas contenir",
                                              i))

    # Les étapes qui ont échoué (exception de l'élève) hors repondre.
    for i, etape in enumerate(etapes):
        tour = deroule.tours.get(i)
        if tour is not None and tour.erreur and not deroule.mort and etape.op in (
                "oublier", "effacer_utilisateur", "nouveau", "fin_de_session"):
            partie = {"oublier": "perime", "effacer_utilisateur": "effacement"}.get(etape.op,
                                                                                   "rappel")
            echecs[partie].append(Echec(f"{_lieu(scenario, i)} : {etape.op} a levé {tour.erreur}",
                                        i))

    # Secret : ni sur le disque, ni renvoyé au modèle après son tour, ni dans une réponse.
    for i in deroule.secret_sur_disque:
        echecs["secret"].append(Echec(f"après {_lieu(scenario, i)} : le secret est dans un "
                                      "fichier sous l'URL ou à côté", i))
    for secret in scenario.secrets:
        dit = next((i for i, e in enumerate(etapes) if secret in e.texte), None)
        if dit is None:
            continue
        for i in range(dit + 1, len(etapes)):
            tour = deroule.tours.get(i)
            if tour is None:
                continue
            if any(secret.lower() in json.dumps(r.get("corps"), ensure_ascii=False).lower()
                   for r in requetes(i)):
                echecs["secret"].append(Echec(f"{_lieu(scenario, i)} : le secret a été renvoyé "
                                              "au modèle", i))
            if tour.texte and secret.lower() in tour.texte.lower():
                echecs["secret"].append(Echec(f"{_lieu(scenario, i)} : le secret est dans la "
                                              "réponse", i))

    # « Rien de périmé », « aucun secret » ne se gagnent pas en ne retenant rien : il faut
    # qu'au moins le quart des rappels aient réussi (un assistant muet n'a rien de périmé).
    if not deroule.mort and mesures(scenario, deroule)["rappel"] < RAPPEL_MIN:
        for partie in ("perime", "secret"):
            echecs[partie].append(Echec(f"moins de {RAPPEL_MIN:.0%} des faits rappelés : cette "
                                        "partie ne se gagne pas en ne retenant rien"))

    # Budget et cache : lus dans les `usage` des réponses du modèle local.
    precedent: dict[str, int] = {}
    juges = relus = 0
    for i, etape in enumerate(etapes):
        tour = deroule.tours.get(i)
        if tour is None or deroule.mort and tour.erreur:
            continue
        usages = [u for u in map(usage, requetes(i)) if u is not None]
        for u in usages:
            if envoyes(u) > scenario.budget:
                echecs["budget"].append(Echec(f"{_lieu(scenario, i)} : une requête de "
                                              f"{envoyes(u)} tokens pour un budget de "
                                              f"{scenario.budget}", i))
        if etape.op != "repondre":
            continue
        if not usages:
            echecs["budget"].append(Echec(f"{_lieu(scenario, i)} : aucune requête reçue par le "
                                          "modèle local pendant ce tour", i))
            continue
        dernier = usages[-1]
        if precedent.get(etape.session, 0) >= MIN_CACHE:
            juges += 1
            relus += int(dernier.get("cache_read_input_tokens") or 0) > 0
        precedent[etape.session] = envoyes(dernier)
    if juges == 0 or relus < PART_CACHE * juges:
        echecs["cache"].append(Echec(f"{relus} tours sur {juges} relisent le cache de préfixe "
                                     f"(il en faut {PART_CACHE:.0%} ; un tour est jugé quand le "
                                     f"tour d'avant a envoyé au moins {MIN_CACHE} tokens)"))

    # Reprise : chaque tour du processus tué a rendu la main APRÈS un fsync.
    echecs["reprise"] += _durabilite(scenario, deroule)

    # Effacement : plus un octet de l'utilisateur effacé sous l'URL ni à côté.
    if deroule.restes:
        efface = next((i for i, e in enumerate(etapes) if e.op == "effacer_utilisateur"), None)
        echecs["effacement"].append(Echec(f"après l'effacement : {len(deroule.restes)} valeur(s) "
                                          "de l'utilisateur effacé encore dans un fichier sous "
                                          "l'URL ou à côté", efface))
    return echecs


def _durabilite(scenario: Scenario, deroule: Deroule) -> list[Echec]:
    """Les tours tracés (la session du kill) qui ont rendu la main sans aucun fsync réussi."""
    tues = [i for i, t in deroule.tours.items() if t.traces is not None
            and scenario.etapes[i].op == "repondre"]
    if not tues or deroule.mort:
        return []
    journal = deroule.traceur
    if journal is None:
        return [Echec("le traceur n'a pas rendu son journal : la durabilité n'est pas prouvée",
                      tues[0])]
    if "indisponible" in journal:
        if distant.actif():
            return [Echec("traceur indisponible dans le bac à sable : la durabilité n'est pas "
                          "prouvée", tues[0])]
        return []   # `verifier` sur une machine sans ptrace : le reste de la partie compte seul
    # Découpe du journal par les fsync du repère : la taille du repère après le tour n.
    entrees = [e for e in journal.get("journal", []) if e.get("appel") in ("fsync", "fdatasync")]
    echecs = []
    for i in tues:
        avant, apres = deroule.tours[i].traces  # type: ignore[misc]
        debut = next((k for k, e in enumerate(entrees) if e.get("inode") == deroule.inode_repere
                      and e.get("taille") == avant), -1)
        fin = next((k for k, e in enumerate(entrees) if e.get("inode") == deroule.inode_repere
                    and e.get("taille") == apres), None)
        if fin is None:
            echecs.append(Echec(f"{_lieu(scenario, i)} : le traceur n'a pas vu la fin de ce tour",
                                i))
            continue
        if not any(e.get("inode") != deroule.inode_repere and e.get("retour") == 0
                   for e in entrees[debut + 1:fin]):
            echecs.append(Echec(f"{_lieu(scenario, i)} : repondre a rendu la main sans aucun "
                                "fsync (un arrêt brutal de la machine perdrait ce tour)", i))
    return echecs


def mesures(scenario: Scenario, deroule: Deroule) -> dict[str, float]:
    """Pour le classement : part des contrôles de rappel réussis, tokens envoyés par tour."""
    controles = [(i, c) for i, e in enumerate(scenario.etapes) if e.op == "repondre"
                 for c in e.controles if c.partie == "rappel"]
    reussis = 0
    for i, c in controles:
        texte = (deroule.tours.get(i) or Tour(i)).texte
        if texte is not None and (not c.doit or any(v.lower() in texte.lower() for v in c.doit)) \
                and not any(v.lower() in texte.lower() for v in c.interdit):
            reussis += 1
    par_tour = []
    for i, e in enumerate(scenario.etapes):
        tour = deroule.tours.get(i)
        if e.op == "repondre" and tour is not None:
            a, b = tour.requetes
            par_tour.append(sum(envoyes(u) for u in map(usage, deroule.journal[a:b]) if u))
    return {"rappel": reussis / len(controles) if controles else 0.0,
            "tokens_par_tour": sum(par_tour) / len(par_tour) if par_tour else 0.0}
