"""Attaques contre le rapport (issue 33, point 6) : une classe dont les noms et les sorties
visent notes.csv, l'export Moodle et retour.md. `fabriquer(dossier)` pose :

- deux dossiers de premier niveau `notes.csv/` et `notes (correction).csv/` (avant : la
  correction sortait en 1 sans aucune note, ni export, ni retour) ;
- un rendu dont un fichier s'appelle `json.;=2+3;.pth` (avant : la cellule « remarque » de
  notes.csv, non citée, devenait une formule dans un tableur qui coupe sur « ; ») ;
- un rendu nommé `<img src=x onerror=alert(1)>` dont le code affiche et lève des liens
  `javascript:` et des balises (avant : recopiés tels quels dans retour.md) ;
- un rendu avec un lien symbolique au nom en Latin-1 (`lien_\\xe9`) (avant : « 'utf-8' codec
  can't encode character '\\udce9' », sortie en 2, aucun retour.md).
"""

import os
from pathlib import Path

PIEGE = "<img src=x onerror=alert(1)>"
CODE_PIEGE = (
    'print("[clic](javascript:alert(1)) <script>alert(2)</script> ![x](javascript:alert(3))")\n'
    'raise RuntimeError("<img src=y onerror=alert(4)> [lien](javascript:alert(5))")\n')


def fabriquer(dossier: Path, corrige: str) -> list[str]:
    """Pose la classe dans `dossier` ; renvoie les noms des rendus ordinaires."""
    (dossier / "notes.csv").mkdir()
    (dossier / "notes (correction).csv").mkdir()
    (dossier / "formule").mkdir()
    (dossier / "formule" / "ex8_compression.py").write_text(corrige, encoding="utf-8")
    (dossier / "formule" / "json.;=2+3;.pth").write_text("import os\n", encoding="utf-8")
    (dossier / PIEGE).mkdir()
    (dossier / PIEGE / "ex8_compression.py").write_text(CODE_PIEGE, encoding="utf-8")
    latin = os.fsencode(dossier) + b"/latin"
    os.mkdir(latin)
    with open(latin + b"/ex8_compression.py", "w", encoding="utf-8") as f:
        f.write(corrige)
    os.symlink(b"/etc/passwd", latin + b"/lien_\xe9")
    (dossier / "honnete").mkdir()
    (dossier / "honnete" / "ex8_compression.py").write_text(corrige, encoding="utf-8")
    return ["formule", PIEGE, "latin", "honnete"]
