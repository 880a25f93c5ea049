"""Deux élèves sur une machine et un PostgreSQL : leurs leçons tournent en même temps, et aucun
n'atteint le modèle local, le noyau ni les lignes de l'autre.

Deux comptes Unix (`cours-eleve1`, `cours-eleve2`, créés par `.ci/run` en CI), chacun avec sa copie
de la copie distribuée dans son dossier, son rôle et son schéma sur le PostgreSQL des tests (comme
docs/jupyterhub.md, « PostgreSQL pour la classe »), l'environnement du cours et `PYTHONPATH` sur sa
copie (comme docs/jupyterhub_config.py). Chaque élève (tests/classe/eleve.py, sous son uid) exécute
la leçon 10 dans un noyau en `ipc`, sorties comparées comme nbval, puis, noyau et modèle local
encore en vie, tente depuis son noyau : chaque port TCP que le camarade écoute (/proc/net/tcp) ×
quatre clés (une inventée, aucune, l'ancienne clé fixe, la sienne) × six routes (`/hors-ligne/*`,
Anthropic, Gemini) ; les fichiers de son dossier (noyaux, historique) ; ses lignes PostgreSQL
(lire, effacer, changer de `search_path`, prendre son rôle). Chaque essai doit être refusé.

Root fait tourner chaque élève sous son uid avec `setpriv` ; si le Python du cours est rangé où un
élève ne passe pas (pyenv sous /root, 0700), `bwrap` lui montre ce seul dossier en lecture, rien
d'autre ne change (réseau, /tmp, /proc et /home communs). Sauté, avec sa raison, hors de ces
conditions ; en CI (CI=true), il échoue plutôt que d'être sauté.
"""

import json
import os
import pwd
import secrets
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from correction.distribuer import distribuer

RACINE = Path(__file__).resolve().parents[2]
ELEVES = ("cours-eleve1", "cours-eleve2")
LECON = "10_sessions_en_base.ipynb"


def raison_de_sauter() -> str | None:
    if not sys.platform.startswith("linux"):
        return "Linux seulement (/proc/net/tcp, setpriv)"
    if os.geteuid() != 0:
        return "il faut root pour lancer les leçons sous deux comptes d'élèves"
    for nom in ELEVES:
        try:
            pwd.getpwnam(nom)
        except KeyError:
            return f"compte Unix {nom} absent (bash .ci/run le crée en CI)"
    for outil in ("setpriv", "bwrap"):
        if shutil.which(outil) is None:
            return f"{outil} absent (util-linux, bubblewrap)"
    return None


def passe_partout(chemin: Path) -> bool:
    """Vrai si un autre compte traverse chaque dossier jusqu'à `chemin` (bit x pour « autres »)."""
    return all(p.stat().st_mode & stat.S_IXOTH for p in (chemin, *chemin.parents) if p.is_dir())


def commande(nom: str, argv: list[str]) -> list[str]:
    """`argv` sous le compte `nom` ; les dossiers du Python et du dépôt montés s'il le faut."""
    u = pwd.getpwnam(nom)
    devenir = [shutil.which("setpriv"), f"--reuid={u.pw_uid}", f"--regid={u.pw_gid}",
               "--init-groups", "--"]
    caches = [Path(p) for p in {sys.base_prefix, sys.prefix, str(RACINE)} if not passe_partout(Path(p))]
    if not caches:
        return devenir + argv
    montages = ["--dev-bind", "/", "/"]
    fermes = {next(p for p in (*reversed(c.parents), c) if not passe_partout(p)) for c in caches}
    for ferme in sorted(fermes):   # un tmpfs sur le premier dossier fermé, puis le seul utile
        montages += ["--tmpfs", str(ferme)]
    for cache in caches:   # les dossiers entre les deux : créés par bwrap, 0755 (et non 0700)
        ferme = next(f for f in fermes if f == cache or f in cache.parents)
        for entre in (p for p in reversed(cache.parents) if ferme in p.parents):
            montages += ["--perms", "0755", "--dir", str(entre)]
        montages += ["--ro-bind", str(cache), str(cache)]
    return [shutil.which("bwrap"), *montages, "--", *devenir, *argv]


@pytest.fixture
def classe(url_postgres, tmp_path_factory):
    """Les copies des élèves, leurs rôles et schémas ; tout est retiré à la fin."""
    raison = raison_de_sauter()
    if raison:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI : le test de classe doit tourner, mais {raison}", pytrace=False)
        pytest.skip(raison)
    import psycopg
    from psycopg import sql

    distribuee = tmp_path_factory.mktemp("classe") / "distribuee"
    distribuer(distribuee)
    admin = urlsplit(url_postgres)
    eleves, suffixe = [], secrets.token_hex(3)
    with psycopg.connect(url_postgres, autocommit=True) as base:
        base.execute("REVOKE ALL ON SCHEMA public FROM PUBLIC")
        for i, nom in enumerate(ELEVES, 1):
            role, mdp = f"eleve{i}_{suffixe}", secrets.token_hex(12)
            base.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(
                sql.Identifier(role), sql.Literal(mdp)))
            base.execute(sql.SQL("CREATE SCHEMA AUTHORIZATION {}").format(sql.Identifier(role)))
            u = pwd.getpwnam(nom)
            copie = Path(u.pw_dir) / f"classe-{suffixe}"
            shutil.copytree(distribuee, copie, symlinks=True)
            for dossier, _, fichiers in os.walk(copie):
                for chemin in (dossier, *(os.path.join(dossier, f) for f in fichiers)):
                    os.lchown(chemin, u.pw_uid, u.pw_gid)
            url = f"postgresql://{role}:{mdp}@{admin.hostname}:{admin.port}{admin.path}"
            eleves.append({"nom": nom, "uid": u.pw_uid, "maison": u.pw_dir, "copie": copie,
                           "role": role, "url": url})
    try:
        yield eleves
    finally:
        for e in eleves:
            shutil.rmtree(e["copie"], ignore_errors=True)
        with psycopg.connect(url_postgres, autocommit=True) as base:
            for e in eleves:
                base.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(e["role"])))
                base.execute(sql.SQL("DROP ROLE IF EXISTS {}").format(sql.Identifier(e["role"])))


def test_deux_eleves_en_meme_temps(classe):
    rendez_vous = Path(tempfile.mkdtemp(prefix="classe-rendez-vous-"))
    os.chmod(rendez_vous, 0o1777)
    processus = []
    try:
        for moi, autre in (classe, classe[::-1]):
            env = {"HOME": moi["maison"], "USER": moi["nom"], "LANG": "C.UTF-8",
                   "PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin",
                   "PYTHONPATH": str(moi["copie"]), "CONTEXTE_HORS_LIGNE": "1",
                   "CONTEXTE_POSTGRES_URL": moi["url"], "PYTHONDONTWRITEBYTECODE": "1",
                   "TIKTOKEN_CACHE_DIR": os.path.join(moi["maison"], ".cache", "tiktoken")}
            argv = [sys.executable, str(moi["copie"] / "tests" / "classe" / "eleve.py"),
                    str(moi["copie"] / "notebooks" / LECON), str(rendez_vous), str(autre["uid"]),
                    autre["nom"], autre["role"], moi["role"]]
            processus.append(subprocess.Popen(commande(moi["nom"], argv), env=env,
                                              cwd=moi["copie"] / "notebooks", text=True,
                                              stdout=subprocess.PIPE, stderr=subprocess.PIPE))
        sorties = [p.communicate(timeout=600) for p in processus]
    finally:
        for p in processus:
            if p.poll() is None:
                p.kill()
        shutil.rmtree(rendez_vous, ignore_errors=True)
    rapports = []
    for e, p, (sortie, erreurs) in zip(classe, processus, sorties, strict=True):
        assert p.returncode == 0, f"{e['nom']} : code {p.returncode}\n{sortie[-2000:]}\n{erreurs[-3000:]}"
        rapports.append(json.loads(sortie.strip().splitlines()[-1]))
    essais = [x for r in rapports for x in r.get("essais", [])]
    fuites = [x for x in essais if not x["refuse"]]
    print(f"\nclasse : {len(classe)} élèves, leçon {LECON} en même temps ; cellules comparées "
          f"{[r['cellules'] for r in rapports]}, échecs {[len(r['echecs']) for r in rapports]} ; "
          f"noyaux {[r['transport'] for r in rapports]} ; "
          f"lignes à soi {[r.get('mes_lignes') for r in rapports]} ; "
          f"essais chez l'autre {len(essais)}, refusés {len(essais) - len(fuites)}")
    for r in rapports:
        assert "erreurs" not in r, r["erreurs"]
        assert r["echecs"] == [] and r["cellules"] > 5, r["echecs"]
        assert r["transport"] == "ipc"
        assert r["mes_lignes"] > 0  # la leçon a bien écrit dans son schéma à lui
    assert any(x["cible"].startswith("port ") for x in essais)  # le modèle local d'autrui trouvé
    assert fuites == [], json.dumps(fuites[:5], ensure_ascii=False, indent=1)
