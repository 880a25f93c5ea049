"""Attaque (ex1) : patcher correction.plugin.Rapport._ecrire pour que tout test « passe ».

Attendu : le greffon tourne dans le processus du correcteur, pas ici ; 0 point, suspect.
"""
# exercice : ex1_serialize_gemini.py
import json

try:
    import correction.plugin

    def _ecrire(self, **enregistrement):
        if enregistrement.get("type") == "resultat":
            enregistrement.update(issue="passed", etape="call", message="")
        self._sortie.write(json.dumps(enregistrement) + "\n")
        self._sortie.flush()

    correction.plugin.Rapport._ecrire = _ecrire
except Exception:
    pass


def serialize_content(content):
    raise NotImplementedError("À faire")


def deserialize_content(blocs, role="model"):
    raise NotImplementedError("À faire")
