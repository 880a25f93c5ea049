"""Le côté élève du test de classe : lancé sous le compte Unix de l'élève, jamais à la main.

    python eleve.py LECON.ipynb RENDEZ_VOUS AUTRE_UID AUTRE_SCHEMA

1. exécute la leçon dans un noyau dont le trafic passe par des sockets Unix (`transport="ipc"`,
   comme sur le hub), depuis le dossier de la leçon, et compare ses sorties aux sorties committées
   comme le fait nbval (mêmes substitutions, `tests/nbval_sanitize.cfg` ; cellules
   `NBVAL_IGNORE_OUTPUT` ou étiquetées `nbval-ignore-output` seulement exécutées ; images et
   widgets non comparés) ;
2. noyau encore en vie, attend le camarade au rendez-vous (un dossier commun), puis exécute dans
   son propre noyau, comme le ferait un élève curieux, `ESSAIS` : contre chaque port que le
   camarade écoute (lu dans /proc/net/tcp), ses fichiers de noyau, et ses lignes PostgreSQL ;
3. attend que le camarade ait fini les siens (son modèle local reste en vie jusque-là), imprime
   un JSON sur sa dernière ligne.
"""

from __future__ import annotations

import configparser
import json
import os
import re
import sys
import time
from pathlib import Path

import nbformat
from jupyter_client.manager import KernelManager
from jupyter_core.paths import jupyter_runtime_dir
from nbclient import NotebookClient

SANS_COMPARAISON = ("image/png", "image/jpeg", "application/vnd.jupyter.widget-view+json")

# Ce que tente l'élève, dans son noyau, contre son camarade (AUTRE_UID, AUTRE_SCHEMA, URL_PG).
ESSAIS = r'''
import json, os, urllib.request, urllib.error
from pathlib import Path

def ecoutes(uid):
    """Ports TCP en écoute appartenant à `uid` (ce que tout compte lit dans /proc/net/tcp)."""
    ports = set()
    for fichier in ("/proc/net/tcp", "/proc/net/tcp6"):
        for ligne in Path(fichier).read_text().splitlines()[1:]:
            champs = ligne.split()
            if champs[3] == "0A" and int(champs[7]) == uid:
                ports.add(int(champs[1].rsplit(":", 1)[1], 16))
    return sorted(ports)

def essayer(port, methode, chemin, corps=None, entetes=None, delai=10):
    requete = urllib.request.Request(f"http://127.0.0.1:{port}{chemin}", method=methode,
                                     data=json.dumps(corps).encode() if corps else None,
                                     headers={"content-type": "application/json", **(entetes or {})})
    try:
        with urllib.request.urlopen(requete, timeout=delai) as r:
            return r.status, r.read(300).decode(errors="replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read(300).decode(errors="replace")
    except Exception as e:   # pas du HTTP : un port de noyau en TCP, par exemple
        return f"{type(e).__name__}", ""

def refus_de_cle(statut, texte):
    """Le refus d'une clé, sous la forme des vrais services : Anthropic 401 authentication_error ;
    Gemini 400 API_KEY_INVALID, ou 403 sans clé du tout."""
    return ((statut == 401 and "authentication_error" in texte)
            or (statut == 400 and "API_KEY_INVALID" in texte)
            or (statut == 403 and "unregistered callers" in texte))

MESSAGE = {"model": "claude-sonnet-5-5", "max_tokens": 50,
           "messages": [{"role": "user", "content": "Quel est mon code secret d'examen ?"}]}
GEMINI = {"contents": [{"role": "user", "parts": [{"text": "Quel est mon code secret ?"}]}]}
ANTHROPIC = {"anthropic-version": "2023-06-01"}
essais = []
for port in ecoutes(AUTRE_UID):
    statut, _ = essayer(port, "GET", "/hors-ligne/etat", delai=3)
    if not isinstance(statut, int):   # pas du HTTP : rien n'en sort (le tube IOPub d'ipykernel,
        essais.append({"cible": f"port {port} (pas du HTTP)", "statut": statut,   # par exemple)
                       "refuse": True})
        continue
    for cle in ("pas-la-mienne", "", "cle-du-modele-local", MA_CLE):
        en_tetes = {"x-api-key": cle, "authorization": f"Bearer {cle}"} if cle else {}
        for methode, chemin, corps, plus in (
                ("GET", "/hors-ligne/etat", None, {}),
                ("POST", "/hors-ligne/reinitialiser", {}, {}),
                ("POST", "/v1/messages", MESSAGE, ANTHROPIC),
                ("GET", "/v1/models", None, ANTHROPIC),
                ("GET", "/v1beta/interactions/v1_inconnue", None, {"x-goog-api-key": cle}),
                ("POST", f"/v1beta/models/gemini-3.8-flash:generateContent?key={cle}", GEMINI,
                 {"x-goog-api-key": cle})):
            statut, texte = essayer(port, methode, chemin, corps, {**en_tetes, **plus})
            essais.append({"cible": f"port {port} {methode} {chemin.split('?')[0]}",
                           "cle": cle[:6] + "…" if len(cle) > 6 else cle, "statut": statut,
                           "refuse": refus_de_cle(statut, texte), "debut": texte[:300]})
autre_maison = Path("/home") / AUTRE_NOM
for cible in (autre_maison, autre_maison / ".local/share/jupyter/runtime",
              autre_maison / ".ipython/profile_default/history.sqlite"):
    try:
        os.listdir(cible) if cible.is_dir() else cible.read_bytes()
        essais.append({"cible": str(cible), "statut": "lu", "refuse": False})
    except OSError as e:
        essais.append({"cible": str(cible), "statut": type(e).__name__, "refuse": True})
import psycopg
with psycopg.connect(URL_PG, autocommit=True) as base:
    mes_lignes = base.execute("SELECT count(*) FROM messages").fetchone()[0]
    for requete in (f'SELECT count(*) FROM "{AUTRE_SCHEMA}".messages',
                    f'DELETE FROM "{AUTRE_SCHEMA}".messages',
                    f'SET search_path = "{AUTRE_SCHEMA}"; SELECT count(*) FROM sessions'):
        try:
            base.execute(requete)
            essais.append({"cible": requete, "statut": "accepté", "refuse": False})
        except psycopg.Error as e:
            essais.append({"cible": requete, "statut": type(e).__name__, "refuse": True})
try:   # se connecter sous le rôle du camarade, avec son propre mot de passe
    psycopg.connect(URL_PG.replace(MON_SCHEMA + ":", AUTRE_SCHEMA + ":", 1)).close()
    essais.append({"cible": f"rôle {AUTRE_SCHEMA}", "statut": "connecté", "refuse": False})
except psycopg.Error as e:
    essais.append({"cible": f"rôle {AUTRE_SCHEMA}", "statut": type(e).__name__, "refuse": True})
print(json.dumps({"essais": essais, "mes_lignes": mes_lignes}))
'''


def substitutions(fichier: Path) -> list[tuple[re.Pattern, str]]:
    """Les paires `regex:` / `replace:` de nbval (--nbval-sanitize-with)."""
    lecteur = configparser.ConfigParser(interpolation=None)
    lecteur.read(fichier, encoding="utf-8")
    return [(re.compile(lecteur[s]["regex"]), lecteur[s]["replace"]) for s in lecteur.sections()]


def sorties(cellule, regles) -> list[tuple[str, str]]:
    """Ce que nbval compare : flux recollés, données non images, erreurs (nom)."""
    vu: list[tuple[str, str]] = []
    for sortie in cellule.get("outputs", []):
        genre = sortie["output_type"]
        if genre == "stream":
            cle, texte = f"flux {sortie['name']}", sortie["text"]
            if vu and vu[-1][0] == cle:
                vu[-1] = (cle, vu[-1][1] + texte)
                continue
        elif genre == "error":
            cle, texte = "erreur", sortie["ename"]
        else:
            donnees = {k: v for k, v in sortie.get("data", {}).items() if k not in SANS_COMPARAISON}
            cle, texte = genre, json.dumps(donnees, sort_keys=True)
        vu.append((cle, texte))
    resultat = []
    for cle, texte in vu:
        for motif, remplacement in regles:
            texte = motif.sub(remplacement, texte)
        resultat.append((cle, texte))
    return resultat


def rendez_vous(dossier: Path, etape: str, qui: str, nombre: int = 2, delai: float = 300) -> None:
    (dossier / f"{etape}-{qui}").touch()
    fin = time.monotonic() + delai
    while len(list(dossier.glob(f"{etape}-*"))) < nombre:
        if time.monotonic() > fin:
            raise TimeoutError(f"le camarade n'est pas arrivé à l'étape {etape}")
        time.sleep(0.2)


def main() -> None:
    lecon, dossier, autre_uid, autre_nom, autre_schema, mon_schema = sys.argv[1:7]
    lecon, dossier = Path(lecon).resolve(), Path(dossier)
    regles = substitutions(lecon.parent.parent / "tests" / "nbval_sanitize.cfg")
    reference = nbformat.read(lecon, as_version=4)
    nb = nbformat.read(lecon, as_version=4)
    execution = Path(jupyter_runtime_dir())
    execution.mkdir(mode=0o700, parents=True, exist_ok=True)
    fichier = execution / f"kernel-classe-{os.getpid()}.json"
    km = KernelManager(kernel_name="python3", transport="ipc", connection_file=str(fichier),
                       ip=str(fichier.with_suffix("")) + "-ipc")
    client = NotebookClient(nb, km=km, timeout=300, allow_errors=False,
                            resources={"metadata": {"path": str(lecon.parent)}})
    echecs, comparees = [], 0
    with client.setup_kernel():
        transport = json.loads(fichier.read_text())["transport"]
        for i, cellule in enumerate(nb.cells):
            if cellule.cell_type != "code":
                continue
            client.execute_cell(cellule, i)
            attendu = reference.cells[i]
            ignoree = "nbval-ignore-output" in attendu.metadata.get("tags", [])
            if ignoree or "NBVAL_IGNORE_OUTPUT" in attendu.source or attendu.get("execution_count") is None:
                continue
            comparees += 1
            if sorties(cellule, regles) != sorties(attendu, regles):
                echecs.append({"cellule": i, "attendu": sorties(attendu, regles)[:3],
                               "obtenu": sorties(cellule, regles)[:3]})
        rendez_vous(dossier, "pret", mon_schema)
        contexte = (f"AUTRE_UID = {int(autre_uid)}\nAUTRE_NOM = {autre_nom!r}\n"
                    f"AUTRE_SCHEMA = {autre_schema!r}\nMON_SCHEMA = {mon_schema!r}\n"
                    "URL_PG = os.environ['CONTEXTE_POSTGRES_URL']\n"
                    "from cours.clients import client_anthropic\n"
                    "MA_CLE = client_anthropic().api_key\n")
        sonde = nbformat.v4.new_code_cell("import os\n" + contexte + ESSAIS)
        nb.cells.append(sonde)
        client.execute_cell(sonde, len(nb.cells) - 1)
        rendez_vous(dossier, "fini", mon_schema)
    texte = "".join(s.get("text", "") for s in sonde.outputs if s["output_type"] == "stream")
    erreurs = [f"{s['ename']}: {s['evalue']}" for s in sonde.outputs if s["output_type"] == "error"]
    rapport = json.loads(texte.strip().splitlines()[-1]) if not erreurs else {"erreurs": erreurs}
    print(json.dumps({"lecon": lecon.name, "cellules": comparees, "echecs": echecs,
                      "transport": transport, **rapport}))


if __name__ == "__main__":
    main()
