"""Servir le modèle local seul, au premier plan, pour n'importe quel programme.

    python -m modele_local --port 8765 [--journal requetes.jsonl] [--deterministe] [--sans-cle]
    ANTHROPIC_BASE_URL=http://127.0.0.1:8765 ANTHROPIC_API_KEY=<clé imprimée> python mon_script.py

Ctrl-C (ou SIGTERM) l'arrête. Le serveur n'écoute que sur 127.0.0.1. `--journal` : chaque requête reçue
devient une ligne JSON (clés masquées) ; `--deterministe` : ids de réponse reproductibles
(comme le serveur des leçons) au lieu d'ids neufs d'un lancement à l'autre.

Toute route exige une clé : `$MODELE_LOCAL_CLE`, sinon une clé tirée au hasard, imprimée au
démarrage. `--sans-cle` accepte toute clé : seulement sur une machine où vous êtes seul (sinon un
autre compte trouve le port et lit vos conversations).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading


def main(argv: list[str] | None = None) -> int:
    """Sert jusqu'à Ctrl-C et renvoie le code de sortie : `main(["--port", "8765"])`."""
    parser = argparse.ArgumentParser(
        prog="python -m modele_local",
        description="Sert le modèle local (API Anthropic et Gemini) sur 127.0.0.1.",
    )
    parser.add_argument("--port", type=int, default=8765,
                        help="port d'écoute (0 : un port libre au hasard ; défaut : 8765)")
    parser.add_argument("--journal", metavar="FICHIER.jsonl",
                        help="journal des requêtes reçues, une ligne JSON chacune (clés masquées)")
    parser.add_argument("--deterministe", action="store_true",
                        help="ids de réponse reproductibles d'un lancement à l'autre")
    parser.add_argument("--sans-cle", action="store_true",
                        help="accepter toute clé (machine où vous êtes seul)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"port invalide : {args.port} (attendu entre 0 et 65535)")

    from modele_local.serveur import Serveur

    try:
        srv = Serveur(port=args.port, deterministe=args.deterministe, cle=not args.sans_cle)
    except OSError as exc:
        print(f"Impossible d'écouter sur 127.0.0.1:{args.port} ({exc.strerror}). "
              "Choisissez un autre port avec --port.", file=sys.stderr)
        return 1
    if args.journal:
        from modele_local.journal import Journal

        try:
            srv.etat.journal = Journal(args.journal)
        except OSError as exc:
            srv.server_close()
            print(f"Impossible d'ouvrir le journal {args.journal} ({exc.strerror}). "
                  "Choisissez un autre fichier avec --journal.", file=sys.stderr)
            return 1
    cle = f"clé {srv.cle} (ANTHROPIC_API_KEY, GEMINI_API_KEY)" if srv.cle else "toute clé acceptée"
    print(f"Modèle local sur {srv.url} — ANTHROPIC_BASE_URL={srv.url} ou "
          f"GOOGLE_GEMINI_BASE_URL={srv.url} ; {cle}. Ctrl-C pour arrêter.", flush=True)
    # Ctrl-C (SIGINT) ou SIGTERM : le gestionnaire ne lève rien, il demande l'arrêt à un autre
    # fil. Un KeyboardInterrupt levé pendant un __del__ ou un ramasse-miettes serait « ignoré »
    # par Python, et le serveur continuerait ; une demande d'arrêt, elle, ne se perd pas.
    def arreter(signum: int, cadre: object) -> None:
        threading.Thread(target=srv.shutdown, daemon=True).start()

    signal.signal(signal.SIGINT, arreter)
    signal.signal(signal.SIGTERM, arreter)
    try:
        srv.serve_forever()
        print("\nArrêté.", flush=True)
    finally:
        srv.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
