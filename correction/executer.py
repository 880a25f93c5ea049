"""Le processus du correcteur : poser les limites, puis lancer pytest avec le greffon de notation.

Il exécute les tests notés ; le code de l'élève tourne dans un autre processus (eleve.py), joint
par le canal dont le descripteur est dans CORRECTION_CANAL. Lancé par lancer.py, jamais à la main :

    python -I -c "…" --fd 3 --delai 20 --memoire 768 --fichier-max 16 -- tests/…/test_ex8.py

Les limites (`resource.setrlimit`) sont posées avant d'importer pytest et le code de l'élève ;
elles valent pour ce processus et tout ce qu'il lance. La correction suppose un système POSIX
(Linux, macOS ; sous Windows, passez par WSL).
"""

from __future__ import annotations

import argparse
import os
import sys

MIO = 1024 * 1024


def poser_limites(delai: float, memoire: int, fichier_max: int, processus: int = 0) -> None:
    """Temps de calcul (s), mémoire (Mio), taille de fichier (Mio), pas de fichier core ;
    `processus` > 0 : RLIMIT_NPROC (dans bwrap, sous un compte ordinaire, il compte les processus
    du seul bac à sable ; root n'y est pas soumis)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return

    def limiter(ressource: int, valeur: int) -> None:
        _, dure = resource.getrlimit(ressource)
        if dure != resource.RLIM_INFINITY:
            valeur = min(valeur, dure)
        try:
            resource.setrlimit(ressource, (valeur, valeur))
        except (ValueError, OSError):  # p. ex. RLIMIT_AS sous macOS : la limite n'est pas posée
            print(f"Attention : limite {ressource} non appliquée sur ce système.", file=sys.stderr)

    limiter(resource.RLIMIT_CPU, int(delai) + 2)
    limiter(resource.RLIMIT_AS, memoire * MIO)
    limiter(resource.RLIMIT_FSIZE, fichier_max * MIO)
    limiter(resource.RLIMIT_CORE, 0)
    limiter(resource.RLIMIT_NOFILE, 256)
    if hasattr(resource, "RLIMIT_MSGQUEUE"):  # pas de file POSIX : elle survivrait au processus
        limiter(resource.RLIMIT_MSGQUEUE, 0)
    if processus:
        limiter(resource.RLIMIT_NPROC, processus)


# Ce que les tests notés importent : chargé une fois par zygote (un par fil de travail). La
# seconde ligne : ce que chaque session importait encore elle-même (relevé le 2026-12-01).
PRECHARGES = ("pytest", "_pytest.python", "hypothesis", "hypothesis.strategies", "contexte",
              "cours.clients", "cours.tarifs", "anthropic", "google.genai", "google.genai.types",
              "httpx", "modele_local", "mesures.retention", "correction.plugin",
              "correction.distant",
              "tomllib", "readline", "_pytest._argcomplete", "correction.eleve", "correction.enfant",
              "contexte.masquage", "mesures.retention_consignes", "mesures.retention_secrets",
              "importlib.readers", "encodings.idna")
# Ce qui ne dépend d'aucun élève (encodeur tiktoken, banc de SUMMARY_PROMPT…), calculé une fois
# par zygote avant les forks : tests/exercices/amorce.py.
AMORCE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests",
                      "exercices")
# Greffons de pytest que rien ne met en marche ici (ils s'activent par une option qu'on ne passe
# pas, ou ne font que rapporter) : ≈ 10 ms de moins par session. `unraisableexception` et
# `threadexception` ne changent aucune issue (des avertissements, sauf -W error).
SANS = ("doctest", "junitxml", "pastebin", "stepwise", "setuponly", "setupplan", "debugging",
        "faulthandler", "threadexception", "unraisableexception")
ARGS_PYTEST = ["-p", "no:cacheprovider", *(a for nom in SANS for a in ("-p", f"no:{nom}")), "-q",
               "--no-header", "-o", "addopts=", "-o", "console_output_style=classic"]


def amorcer() -> None:
    """`amorce.amorcer()` (tests/exercices, le temps de l'import : pytest l'ajoute lui-même au
    chemin dans l'enfant, et y retrouve les modules déjà chargés). Un échec ne coûte que du temps :
    chaque enfant refait alors le calcul."""
    sys.path.insert(0, AMORCE)
    try:
        import amorce

        amorce.amorcer()
    except Exception as e:
        print(f"Amorce du correcteur non faite ({type(e).__name__} : {e}) : chaque exercice "
              "refera ce calcul.", file=sys.stderr)
    finally:
        sys.path.remove(AMORCE)


def zygote(argv: list[str]) -> None:
    """Le zygote du correcteur (`--ctl FD [--isole]`) : un enfant pytest par exercice."""
    import importlib

    from . import zygote as z

    ctl, isole = int(argv[argv.index("--ctl") + 1]), "--isole" in argv
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    from _pytest.config import default_plugins

    for nom in (*PRECHARGES, *(f"_pytest.{p}" for p in default_plugins)):
        try:
            importlib.import_module(nom)
        except Exception:
            pass
    amorcer()

    def lancer(demande: dict, fds: list[int]) -> int:
        canal_fd, rapport_fd, sortie_fd, lanceur_fd = fds
        os.dup2(sortie_fd, 1)
        os.dup2(sortie_fd, 2)
        os.close(sortie_fd)
        os.chdir(demande["cwd"])
        limites = demande["limites"]
        poser_limites(limites["delai"], limites["memoire"], limites["fichier_max"],
                      limites.get("processus", 0))
        from . import distant
        from .plugin import Rapport

        os.environ[distant.VARIABLE] = str(canal_fd)
        os.environ[distant.VARIABLE_LANCEUR] = str(lanceur_fd)
        import pytest

        return int(pytest.main([*demande["args"], *ARGS_PYTEST], plugins=[Rapport(rapport_fd)]))

    z.servir(ctl, lancer, isole)


def main(argv: list[str] | None = None) -> None:
    """Point d'entrée du sous-processus de notation (`--ctl` : zygote ; sinon une session)."""
    argv = sys.argv[1:] if argv is None else argv
    if "--ctl" in argv:
        zygote(argv)
        return
    if "--" not in argv:
        raise SystemExit("Usage : … --fd N [limites] -- <arguments de pytest>")
    coupe = argv.index("--")
    parseur = argparse.ArgumentParser(prog="correction.executer")
    parseur.add_argument("--fd", type=int, required=True)
    parseur.add_argument("--delai", type=float, default=20)
    parseur.add_argument("--memoire", type=int, default=768)
    parseur.add_argument("--fichier-max", type=int, default=16)
    parseur.add_argument("--processus", type=int, default=0)
    parseur.add_argument("--collecter", action="store_true")
    options = parseur.parse_args(argv[:coupe])
    poser_limites(options.delai, options.memoire, options.fichier_max, options.processus)
    # Pas de greffons installés (nbval, anyio… : une seconde de démarrage chacun) : les tests
    # notés n'en ont pas besoin, et @given d'hypothesis marche sans son greffon.
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"

    import pytest

    from .plugin import Rapport

    args = [*argv[coupe + 1:], *ARGS_PYTEST]
    if options.collecter:
        args.append("--collect-only")
    sys.exit(pytest.main(args, plugins=[Rapport(options.fd)]))
