"""Essayé comme un nouvel utilisateur : le quickstart « chat » de Gemini (streaming compris),
inchangé, contre `python -m modele_local` lancé à part, dirigé seulement par l'environnement.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

QUICKSTART = Path(__file__).parent / "exemples" / "quickstart_gemini_chat.py"
RACINE = Path(__file__).parent.parent


@pytest.fixture
def serveur():
    proc = subprocess.Popen([sys.executable, "-m", "modele_local", "--port", "0", "--sans-cle"], cwd=RACINE,
                            stdout=subprocess.PIPE, text=True)
    try:
        ligne = proc.stdout.readline()   # « Modèle local sur http://127.0.0.1:PORT — … »
        yield ligne.split()[3]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_quickstart_chat_inchange(serveur):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GOOGLE_", "GEMINI_"))}
    env.update(GEMINI_API_KEY="cle-quelconque", GOOGLE_GEMINI_BASE_URL=serveur)
    fini = subprocess.run([sys.executable, str(QUICKSTART)], env=env, capture_output=True,
                          text=True, timeout=60)
    assert fini.returncode == 0, fini.stderr
    reponse = "From what you told me: “I have 2 dogs in my house”."   # relu dans la requête
    attendu = ["Noted.", reponse,
               "role - user: I have 2 dogs in my house.", "role - model: Noted.",
               "role - user: How many paws are in my house?", f"role - model: {reponse}",
               "Noted." + reponse + "role - user: I have 2 dogs in my house."]
    lignes = fini.stdout.splitlines()
    assert lignes[:7] == attendu
    assert lignes[7:9] == ["role - model: Noted.", "role - user: How many paws are in my house?"]
    morceaux = lignes[9:]   # en flux, chaque morceau est son propre contenu « model » (SDK)
    assert len(morceaux) > 1 and all(m.startswith("role - model: ") for m in morceaux)
    assert "".join(m.removeprefix("role - model: ") for m in morceaux) == reponse
