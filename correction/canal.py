"""Le canal entre le processus du correcteur et celui de l'élève : des appels, dans les deux sens.

Le correcteur demande (« appelle ex.fenetre_budget avec ces arguments ») ; l'élève exécute et
répond par une valeur ou une erreur. Pendant ce temps, le code de l'élève peut rappeler un objet du
correcteur (la fonction `summarize` d'un test) : la demande repart dans l'autre sens, le même canal
sert les deux. Chaque message : 4 octets de longueur, puis un texte JSON (donnees.py : des données
seulement, relues sans résoudre aucune classe choisie par l'autre côté). Ce qui ne traverse pas par
valeur (politique.py) devient une poignée `Distant` ; un objet reçu en argument et renvoyé tel quel
redevient l'objet d'origine (`garde[0] is messages[2]` reste vrai).

    canal = Canal(socket_, confiance=False); canal.demander("call", fonction, (1, 2), {})
"""

from __future__ import annotations

import functools
import socket
import struct
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

from .donnees import DonneeRefusee, E, ecrire, relire
from .poignee import Distant
from .politique import INTERDITS, classe_connue, par_valeur

TAILLE_MAX = 16 * 1024 * 1024  # octets d'un message : un résultat plus gros est refusé


class CanalFerme(RuntimeError):
    """L'autre processus s'est arrêté (os._exit, signal, mémoire…) ou a envoyé n'importe quoi."""


RAPPELABLES = (FunctionType, MethodType, BuiltinFunctionType, functools.partial)


def _verifier_rappel(operation: str, cible: Any, args: tuple) -> None:
    """Côté correcteur : l'élève ne peut qu'appeler les fonctions que les tests lui ont passées,
    ou lire les attributs publics de leurs objets ; jamais écrire, ni remonter aux modules."""
    if operation == "call" and isinstance(cible, RAPPELABLES):
        return
    if isinstance(cible, (ModuleType, type, *RAPPELABLES)) or operation in ("setattr", "call"):
        raise PermissionError(f"opération « {operation} » refusée sur un objet du correcteur")
    if operation in ("getattr", "methode") and str(args[1]).startswith("_"):
        raise PermissionError(f"attribut {args[1]!r} refusé sur un objet du correcteur")


class Canal:
    """Un bout du canal. `confiance=True` côté correcteur (il ne rend que des poignées aux objets
    de l'élève, n'exécute que les rappels permis)."""

    def __init__(self, sock: socket.socket, confiance: bool) -> None:
        self.sock, self.confiance = sock, confiance
        self.exportes: dict[int, Any] = {}       # mes objets prêtés à l'autre côté
        self.poignees: dict[int, Distant] = {}   # ses objets, vus d'ici
        self.envoyes: list[Any] = []             # conteneurs des demandes envoyées, dans l'ordre
        self.envoyes_ids: set[int] = set()
        self.recus: dict[int, int] = {}          # id d'un conteneur reçu en demande -> rang
        self.recus_objets: list[Any] = []
        self.operations: dict[str, Any] = {}     # opérations en plus (« charger » côté élève)
        self.ferme = False
        self.refus: list[str] = []               # messages refusés à la relecture (suspects)

    # --- encodage ---------------------------------------------------------------------------
    def _poignee(self, objet: Any) -> dict | None:
        """L'étiquette d'un objet qui ne traverse pas par valeur (ou d'un conteneur reçu)."""
        if isinstance(objet, Distant):
            if objet._canal is self:
                return {E: "vous", "i": objet._ident}
            raise TypeError("poignée d'un autre canal")
        if type(objet) in (list, dict) and id(objet) in self.recus:
            return {E: "rang", "n": self.recus[id(objet)]}
        return None

    def _exporter(self, objet: Any) -> dict:
        ident = id(objet)
        self.exportes[ident] = objet
        classes = [[c.__module__, c.__qualname__] for c in type(objet).__mro__]
        return {E: "moi", "i": ident, "n": type(objet).__qualname__, "c": classes}

    def _encoder(self, message: Any) -> bytes:
        return ecrire(message, self._poignee, self._exporter, confiance=self.confiance)

    def _charger(self, cle: dict) -> Any:
        genre = cle.get(E)
        if genre == "vous" and cle.get("i") in self.exportes:
            return self.exportes[cle["i"]]
        if genre == "rang" and type(cle.get("n")) is int and 0 <= cle["n"] < len(self.envoyes):
            return self.envoyes[cle["n"]]
        if genre == "moi" and type(cle.get("i")) is int:
            if cle["i"] not in self.poignees:
                classes = [c for c in (cle.get("c") or [])[:50] if type(c) is list and len(c) == 2]
                self.poignees[cle["i"]] = Distant(self, cle["i"], str(cle.get("n"))[:80], classes)
            return self.poignees[cle["i"]]
        raise DonneeRefusee("identifiant inconnu")

    def _decoder(self, donnees: bytes) -> Any:
        return relire(donnees, self._charger)

    # --- conteneurs d'une demande, numérotés des deux côtés dans le même ordre ---------------
    def _parcourir(self, objet: Any, vus: set[int], sortie: list[Any], sauter: Any) -> None:
        """Les list et dict d'une demande, en profondeur ; `sauter` : ceux passés par référence."""
        if id(objet) in vus or isinstance(objet, Distant):
            return
        vus.add(id(objet))
        if type(objet) in (list, dict):
            if id(objet) in sauter:
                return
            sortie.append(objet)
        if type(objet) in (list, tuple):
            for element in objet:
                self._parcourir(element, vus, sortie, sauter)
        elif type(objet) is dict:
            for element in objet.values():
                self._parcourir(element, vus, sortie, sauter)

    # --- transport ----------------------------------------------------------------------------
    def envoyer(self, message: Any) -> None:
        donnees = self._encoder(message)
        if len(donnees) > TAILLE_MAX:
            raise ValueError(f"message de {len(donnees)} octets : trop gros pour le correcteur")
        try:
            self.sock.sendall(struct.pack(">I", len(donnees)) + donnees)
        except OSError:  # BrokenPipe, ConnectionReset : l'autre processus est mort
            self.ferme = True
            raise CanalFerme("le processus qui exécute votre code s'est arrêté") from None

    def _lire(self, n: int) -> bytes:
        morceaux, reste = [], n
        while reste:
            try:
                morceau = self.sock.recv(min(reste, 1 << 20))
            except OSError:
                morceau = b""
            if not morceau:
                self.ferme = True
                raise CanalFerme("le processus qui exécute votre code s'est arrêté")
            morceaux.append(morceau)
            reste -= len(morceau)
        return b"".join(morceaux)

    def recevoir(self) -> Any:
        if self.ferme:
            raise CanalFerme("le processus qui exécute votre code s'est arrêté")
        (taille,) = struct.unpack(">I", self._lire(4))
        if taille > TAILLE_MAX:
            self.ferme = True
            raise CanalFerme(f"réponse de {taille} octets : trop grosse, refusée")
        try:
            return self._decoder(self._lire(taille))
        except CanalFerme:
            raise
        except Exception as e:  # une réponse trafiquée : refusée, et notée comme suspecte
            self.refus.append(f"{type(e).__name__} : {e}"[:300])
            return ("erreur", [["builtins", "TypeError"]],
                    f"résultat non transmissible au correcteur ({e})", None)

    # --- demandes et réponses -------------------------------------------------------------------
    def demander(self, *demande: Any) -> Any:
        """Envoie une demande et attend sa réponse, en servant les rappels qui arrivent entre-temps."""
        avant = len(self.envoyes)
        self._parcourir(demande, set(), self.envoyes, self.recus)
        self.envoyes_ids.update(id(o) for o in self.envoyes[avant:])
        self.envoyer(("demande", *demande))
        while True:
            message = self.recevoir()
            if type(message) is tuple and message and message[0] == "demande":
                self._servir(message[1:])
            elif type(message) is tuple and len(message) == 2 and message[0] == "ok":
                return message[1]
            elif type(message) is tuple and len(message) == 4 and message[0] == "erreur":
                raise self._exception(message[1], message[2], message[3])
            else:
                raise CanalFerme("réponse illisible du processus de l'élève")

    def servir(self) -> None:
        """Boucle de l'élève : sert les demandes jusqu'à « fin » (ou la fermeture du canal)."""
        while True:
            message = self.recevoir()
            if message == ("demande", "fin"):
                return
            if type(message) is tuple and message and message[0] == "demande":
                self._servir(message[1:])

    def _servir(self, demande: tuple) -> None:
        avant = len(self.recus_objets)
        self._parcourir(demande, set(), self.recus_objets, self.envoyes_ids)
        for rang, objet in enumerate(self.recus_objets[avant:], start=avant):
            self.recus[id(objet)] = rang
        try:
            reponse: Any = ("ok", self._executer(*demande))
            self.envoyer(reponse)
        except BaseException as e:  # tout ce que lève le code appelé revient comme une erreur
            if isinstance(e, CanalFerme):
                raise
            classes = _classes_de(e)
            try:
                message = str(e)[:2000]
            except Exception:
                message = "(message illisible)"
            simples = all(type(a) in (int, float, str, bool, type(None)) for a in e.args)
            self.envoyer(("erreur", classes, message, tuple(e.args) if simples else None))

    def _executer(self, operation: str, *args: Any) -> Any:
        if operation in self.operations:
            return self.operations[operation](*args)
        cible = args[0]
        if self.confiance:
            _verifier_rappel(operation, cible, args)
        if operation == "getattr":
            return getattr(cible, args[1])
        if operation == "setattr":
            return setattr(cible, args[1], args[2])
        if operation == "call":
            return cible(*args[1], **args[2])
        if operation == "methode":
            return getattr(cible, args[1])(*args[2], **args[3])
        if operation == "len":
            return len(cible)
        if operation == "liste":
            return list(cible)
        if operation == "getitem":
            return cible[args[1]]
        if operation == "contains":
            return args[1] in cible
        if operation == "appel_relu":
            return appeler_et_relire(cible, *args[1:])
        raise ValueError(f"opération inconnue : {operation}")

    def _exception(self, classes: Any, message: Any, args: Any = None) -> BaseException:
        """Reconstruit l'erreur levée de l'autre côté avec une classe de confiance (et ses
        arguments s'ils sont simples : `OSError(28, "…").errno` reste 28). Les noms des classes
        d'origine la suivent (`classes_distantes`) : renvoyée telle quelle, elle les garde."""
        erreur = self._reconstruire(classes, message, args)
        if type(classes) is list and all(type(c) is list and len(c) == 2
                                         and all(type(x) is str for x in c) for c in classes):
            try:
                erreur.classes_distantes = [list(c) for c in classes[:50]]  # type: ignore[attr-defined]
            except AttributeError:
                pass
        return erreur

    def _reconstruire(self, classes: Any, message: Any, args: Any) -> BaseException:
        message = message if type(message) is str else "(message illisible)"
        simples = type(args) is tuple and len(args) < 10 and all(
            type(a) in (int, float, str, bool, type(None)) for a in args)
        for paire in (classes if type(classes) is list else [])[:50]:
            classe = classe_connue(*paire) if type(paire) is list and len(paire) == 2 else None
            if not (isinstance(classe, type) and issubclass(classe, BaseException)):
                continue
            if issubclass(classe, INTERDITS):
                return RuntimeError(f"{classe.__name__} levée par votre code : {message}")
            if self.confiance and not par_valeur(classe):
                continue
            for essai in ((args,) if simples else ()) + ((message,),):
                try:
                    return classe(*essai)
                except Exception:
                    continue
        return RuntimeError(message)



def _classes_de(erreur: BaseException) -> list[list[str]]:
    """Les classes (module, nom) d'une erreur ; celles d'origine si elle vient de l'autre côté."""
    distantes = getattr(erreur, "classes_distantes", None)
    if type(distantes) is list and type(erreur).__module__ == "builtins":
        return distantes
    return [[c.__module__, c.__qualname__] for c in type(erreur).__mro__]


def appeler_et_relire(fonction: Any, args: Any, kwargs: Any) -> dict:
    """Appelle `fonction(*args, **kwargs)` ici et rend, *par valeur*, ce que sont devenus les
    arguments (une modification sur place se voit), le résultat, ou l'erreur et ses classes.
    Sert aux tests qui vérifient qu'une entrée reste intacte (voir distant.appeler_et_relire)."""
    import copy

    try:
        resultat, erreur = fonction(*args, **kwargs), None
    except Exception as e:
        resultat = None
        erreur = {"classes": [nom for _, nom in _classes_de(e)], "message": str(e)[:2000]}
    donnees = (list, dict)  # les autres arguments (un client, une fonction…) : None
    return {"resultat": resultat, "erreur": erreur,
            "args": [copy.deepcopy(a) if type(a) in donnees else None for a in args],
            "kwargs": {k: copy.deepcopy(v) for k, v in kwargs.items() if type(v) in donnees}}
