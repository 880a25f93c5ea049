"""Le canal entre correcteur et élève, sur un socketpair dans un même processus (un fil sert de
processus de l'élève) : ce qui traverse, ce qui reste une poignée, ce qui est refusé."""

import collections
import io
import os
import pickle
import socket
import threading
from pathlib import Path

import pytest

from contexte import RollingSummary
from contexte.tarifs import Tarif
from correction.canal import Canal, CanalFerme
from correction.politique import Relecteur


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


@pytest.mark.parametrize("piege", [
    b"cos\nsystem\n(S'true'\ntR.",                                   # GLOBAL + REDUCE
    pickle.dumps(print),                                             # une fonction quelconque
    b"\x80\x04\x95\x18\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x8c\x04eval\x93.",
    b"(S'true'\nios\nsystem\n.",                                     # INST (protocole 0)
    b"c__main__\nX\n.",                                             # une classe hors liste
])
def test_relecteur_refuse_les_pieges(piege):
    """L'unpickler du correcteur ne trouve que des classes sûres et n'appelle rien de dangereux."""
    with pytest.raises(pickle.UnpicklingError):
        Relecteur(io.BytesIO(piege)).load()


def test_relecteur_accepte_les_donnees():
    """… mais relit les données d'un exercice : types de base, classes de contexte, chemins."""
    from google.genai import types

    from contexte.tarifs import Tarif

    donnees = [1, "é", (2.5, None), {"a": [b"x"]}, Tarif("t", 1, 2, 3, 4), Path("/partage/x"),
               types.Content(role="model", parts=[types.Part(text="ok", thought_signature=b"\0")])]
    assert Relecteur(io.BytesIO(pickle.dumps(donnees, protocol=5))).load() == donnees



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
