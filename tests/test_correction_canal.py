"""Le canal entre correcteur et élève, sur un socketpair dans un même processus (un fil sert de
processus de l'élève) : ce qui traverse, ce qui reste une poignée, ce qui est refusé."""

import collections
import json
import os
import socket
import threading
from pathlib import Path

import pytest

from contexte import RollingSummary
from correction.canal import Canal, CanalFerme
from correction.donnees import DonneeRefusee, ecrire, relire
from cours.tarifs import Tarif


class Egal:
    def __eq__(self, autre):
        return True


class Resume(RollingSummary):
    pass


class Cible(ValueError):
    pass


Point = collections.namedtuple("Point", "x y")


class Entier(int):
    pass


class EntierEgal(int):
    def __eq__(self, autre):
        return True

    __hash__ = int.__hash__


def suffixe(messages, n):
    return messages[n:]


def rappeler(f, *args):
    return f(*args)


def modifier_rappel(f):
    f.piege = True


def lever():
    raise Cible("budget négatif")


def sortir():
    raise SystemExit(3)


def egal():
    return Egal()


def deplacer(source, cible):
    os.replace(source, cible)


def module_os():
    return os


def sous_classes():
    return [Point(1, 2), Entier(3), EntierEgal(4)]


def resume():
    return Resume(lambda s, t: "R")


FONCTIONS = {f.__name__: f for f in (suffixe, rappeler, modifier_rappel, lever, sortir, egal,
                                     resume, sous_classes, deplacer, module_os)}


@pytest.fixture
def eleve():
    """(canal du correcteur, poignée sur le « module » de l'élève) ; l'élève sert dans un fil."""
    a, b = socket.socketpair()
    cote_eleve = Canal(b, confiance=False)
    cote_eleve.operations["charger"] = lambda nom: ("module", FONCTIONS)
    fil = threading.Thread(target=cote_eleve.servir, daemon=True)
    fil.start()
    correcteur = Canal(a, confiance=True)
    _, module = correcteur.demander("charger", "x")
    yield correcteur, module
    correcteur.envoyer(("demande", "fin"))
    fil.join(5)


def test_valeurs_et_identite(eleve):
    """Des données reviennent par valeur ; un élément d'un argument redevient l'objet d'origine."""
    _, fonctions = eleve
    messages = [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}]
    garde = fonctions["suffixe"](messages, 1)
    assert garde == messages[1:] and garde[0] is messages[1]
    tarif = Tarif("t", 1, 2, 3, 4)
    assert fonctions["suffixe"]([tarif, 2], 0) == [tarif, 2]
    # bogue du codage JSON : un dict présent deux fois était dupliqué, la numérotation des
    # conteneurs décalée, et l'ex7 recevait un autre message à la place du sien
    partage = {"type": "tool_use", "input": {"ville": "Nantes"}}
    garde = fonctions["suffixe"]([partage, [partage], {"b": partage["input"]}], 0)
    assert garde[0] is partage and garde[1][0] is partage and garde[2]["b"] is partage["input"]


def test_rappel_d_une_fonction_du_test(eleve):
    """L'élève appelle une fonction que le test lui passe (une fermeture) : elle tourne ici."""
    _, fonctions = eleve
    vus = []
    assert fonctions["rappeler"](lambda x: vus.append(x) or len(vus), "é") == 1
    assert vus == ["é"]


def test_objet_de_l_eleve_reste_une_poignee(eleve):
    """Un objet toujours égal n'est égal qu'à lui-même et n'a pas de valeur de vérité ;
    une sous-classe de RollingSummary passe isinstance, sans quitter l'élève."""
    _, fonctions = eleve
    objet = fonctions["egal"]()
    assert objet != 0 and objet != [] and objet == objet
    with pytest.raises(TypeError, match="valeur simple"):
        bool(objet)
    conv = fonctions["resume"]()
    assert isinstance(conv, RollingSummary) and type(conv) is not Resume
    conv.add("user", "abc")
    assert conv.turns == [("user", "abc")]


def test_sous_classes_de_base(eleve):
    """Un namedtuple ou une sous-classe de int sans comparaison redéfinie traverse comme sa
    base ; une sous-classe de int dont __eq__ renvoie toujours vrai reste une poignée."""
    _, fonctions = eleve
    point, entier, egal = fonctions["sous_classes"]()
    assert point == (1, 2) and type(point) is tuple
    assert entier == 3 and type(entier) is int
    assert egal != 4 and egal != 5


def test_monkeypatch_sur_le_module_de_l_eleve(eleve, monkeypatch, tmp_path):
    """`monkeypatch.setattr(ex.os, …)` remplace la fonction chez l'élève, et la remet ensuite."""
    _, fonctions = eleve
    vus = []

    def panne(source, cible):
        vus.append(Path(source).name)
        raise OSError(28, "disque plein")

    (tmp_path / "a").write_text("x", encoding="utf-8")
    with monkeypatch.context() as m:
        m.setattr(fonctions["module_os"](), "replace", panne)
        with pytest.raises(OSError, match="disque plein") as erreur:
            fonctions["deplacer"](str(tmp_path / "a"), str(tmp_path / "b"))
        assert erreur.value.errno == 28
    assert vus == ["a"]
    fonctions["deplacer"](str(tmp_path / "a"), str(tmp_path / "b"))
    assert (tmp_path / "b").read_text(encoding="utf-8") == "x"


def test_erreurs_reconstruites(eleve):
    """Une exception de l'élève revient en classe de confiance ; SystemExit n'arrête rien."""
    _, fonctions = eleve
    with pytest.raises(ValueError, match="budget négatif") as erreur:
        fonctions["lever"]()
    assert type(erreur.value) is ValueError
    with pytest.raises(RuntimeError, match="SystemExit"):
        fonctions["sortir"]()


def test_l_eleve_ne_modifie_pas_le_correcteur(eleve):
    """Écrire un attribut d'une fonction du correcteur est refusé."""
    _, fonctions = eleve

    def rappel():
        return 1

    with pytest.raises(PermissionError):
        fonctions["modifier_rappel"](rappel)
    assert not hasattr(rappel, "piege")


def test_canal_ferme():
    """L'autre processus disparaît : CanalFerme, et le canal le retient."""
    a, b = socket.socketpair()
    b.close()
    canal = Canal(a, confiance=True)
    with pytest.raises(CanalFerme):
        canal.demander("charger", "x")
    assert canal.ferme


def _relire_piege(message) -> object:
    return relire(json.dumps(message).encode(), lambda cle: pytest.fail(f"poignée {cle}"))


@pytest.mark.parametrize("piege", [
    {"§": "ref", "c": ["builtins", "eval"]},                       # une fonction quelconque
    {"§": "ref", "c": ["pathlib", "os"]},                          # un module par un module sûr
    {"§": "ref", "c": ["collections", "abc.Callable"]},            # un chemin d'attributs
    {"§": "ref", "c": ["os", "system"]},                           # un module hors de la liste
    {"§": "objet", "c": ["builtins", "int"], "v": [["__eq__", 1]]},  # un type de base
    {"§": "objet", "c": ["cours.tarifs", "Tarif"], "v": [["__class__", {"§": "ref",
                                                            "c": ["builtins", "int"]}]]},
    {"§": "objet", "c": ["enum", "EnumMeta"], "v": []},            # une métaclasse
    {"§": "modele", "c": ["cours.tarifs", "Tarif"], "v": []},   # pas un modèle pydantic
    {"§": "enum", "c": ["pathlib", "Path"], "v": "x"},             # pas une énumération
    {"§": "chemin", "c": ["builtins", "eval"], "v": "1"},
    {"§": "inconnu"}, {"§": "dict", "v": [[1]]}, {"§": "bytes", "v": "@@"},
])
def test_relecture_refuse_les_pieges(piege):
    """Relire ne résout que des classes définies dans un module sûr (pas de chemin d'attributs),
    ne pose de champ que sur une instance neuve (jamais `__class__`, jamais sur une classe)."""
    avant = (int.__eq__, int.__hash__, int.__dict__.get("__eq__"))
    with pytest.raises((DonneeRefusee, ValueError, TypeError)):
        _relire_piege(piege)
    assert (int.__eq__, int.__hash__, int.__dict__.get("__eq__")) == avant
    assert 1 != 2


def test_relecture_trop_imbriquee():
    """Une valeur imbriquée à 100 000 niveaux est refusée, sans faire tomber le correcteur."""
    with pytest.raises(DonneeRefusee):
        relire(b"[" * 100_000 + b"]" * 100_000, lambda cle: None)


def test_relecture_accepte_les_donnees():
    """… mais relit les données d'un exercice : types de base, classes de contexte, chemins,
    modèles pydantic des SDK (octets compris), à l'identique."""
    import datetime

    from anthropic.types import Message, TextBlock, Usage
    from google.genai import types

    message = Message(id="m", type="message", role="assistant", model="x", stop_reason="end_turn",
                      content=[TextBlock(type="text", text="é")],
                      usage=Usage(input_tokens=1, output_tokens=2))
    donnees = [1, "é", (2.5, None), {"a": [b"x"], 3: {1, 2}}, Tarif("t", 1, 2, 3, 4),
               Path("/partage/x"), datetime.date(2026, 12, 1), message, float("inf"),
               types.Content(role="model", parts=[types.Part(text="ok", thought_signature=b"\0")])]
    relu = relire(ecrire(donnees, lambda o: None), lambda cle: None)
    assert relu == donnees and [type(x) for x in relu] == [type(x) for x in donnees]
    assert relu[7].content[0].text == "é" and relu[9].parts[0].thought_signature == b"\0"


def test_lancer_python_chez_l_eleve(tmp_path):
    """« python » (bogue de l'ex2 sous bubblewrap : le correcteur ne voit pas le fichier de l'élève,
    un enfant lancé par lui plantait à l'import) : l'enfant naît du côté de l'élève, le correcteur
    n'en reçoit qu'une poignée ; ses sorties reviennent par valeur ; arguments autres que str refusés."""
    from correction.enfant import lancer_python

    lances = []
    a, b = socket.socketpair()
    cote_eleve = Canal(b, confiance=False)
    cote_eleve.operations["python"] = lambda code, args: lances.append(args) or lancer_python(code, args)
    fil = threading.Thread(target=cote_eleve.servir, daemon=True)
    fil.start()
    canal = Canal(a, confiance=True)
    enfant = canal.demander("python", "import sys; print(sys.argv[1:]); sys.exit(3)", ["é", "b"])
    assert type(enfant).__name__ == "Distant" and lances == [["é", "b"]]
    assert enfant.communicate(timeout=30) == ("['é', 'b']\n", "")
    assert enfant.returncode == 3
    with pytest.raises(TypeError, match="liste d'arguments"):
        canal.demander("python", "pass", [tmp_path])
    canal.envoyer(("demande", "fin"))
    fil.join(5)


def test_fermer_avec_un_lanceur_deja_tue(monkeypatch):
    """Fin de session : le lanceur a pu être tué (le zygote tue tout dès que l'élève a fini) ;
    `fermer` ne lève rien et dit quand même « fin » à l'élève (bogue : CanalFerme sortait de
    pytest, session finie en 70, un exercice noté 0 au hasard de la charge)."""
    import socket

    from correction import distant
    from correction.canal import Canal

    eleve_ici, eleve_la = socket.socketpair()
    lanceur_ici, lanceur_la = socket.socketpair()
    lanceur_la.close()   # le lanceur est mort
    monkeypatch.setattr(distant, "_CANAL", Canal(eleve_ici, confiance=True))
    monkeypatch.setattr(distant, "_LANCEUR", Canal(lanceur_ici, confiance=True))
    distant.fermer()
    assert Canal(eleve_la, confiance=False).recevoir() == ("demande", "fin")
