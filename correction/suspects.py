"""Signes de triche dans le texte d'un rendu, relevés sans l'exécuter : pour la colonne `suspect`.

Les motifs n'ont pas de quantificateurs imbriqués ni de `[^\n]*` en série (temps linéaire), le
texte lu est borné, et le tout tourne dans le processus de préparation, borné en temps
(preparer.py). Aucune de ces tentatives ne rapporte de point (la note se décide hors du processus de l'élève,
dans un bac à sable sans solutions ni autres rendus) ; elles sont signalées pour que
l'enseignant lise le code. Faux positifs possibles : c'est un signal, pas une sanction.

    >>> signes("def __eq__(self, autre):\\n    return True\\n")
    ['objet toujours égal (__eq__ qui renvoie True)']
"""

from __future__ import annotations

import re

SIGNES = (
    (r"correction\s*\.\s*(plugin|canal|distant|executer|lancer)|\bRapport\b\s*\.\s*_ecrire|"
     r"from\s+correction\b[^\n]{0,200}?\bimport\b[^\n]{0,200}?\b(Rapport|plugin|canal)",
     "touche au harnais de notation (correction.plugin, Rapport._ecrire…)"),
    (r"_pytest|pytest_runtest|TestReport|CallInfo|\.outcome\s*=",
     "touche aux rapports de pytest"),
    (r"CORRECTION_CANAL|os\.write\s*\(\s*\d|os\.fdopen\s*\(\s*\d|/proc/self/fd|/dev/fd/",
     "écrit sur un descripteur ouvert (le canal de rapport ?)"),
    (r"def\s+__eq__\s*\([^)]{0,200}\)\s*(->\s*\w+\s*)?:\s*return\s+True\b|"
     r"__eq__\s*=\s*lambda[^:]*:\s*True",
     "objet toujours égal (__eq__ qui renvoie True)"),
    (r"solutions\s*/|['\"]solutions['\"]|SOLUTIONS\b", "cherche le dossier solutions/"),
    (r"/proc/\d|/proc/['\"]?\s*\+|/proc/\{|cmdline|/etc/shadow|['\"]/root\b|['\"]/home\b",
     "lit /proc, /etc/shadow, /root ou /home"),
    (r"\bprlimit\b|\bsetpriority\b|sched_set(affinity|scheduler|param|attr)|ioprio|ptrace|"
     r"process_vm_|add_key|keyctl|request_key|oom_score|getppid\s*\(|\.syscall\s*\(",
     "agit sur un autre processus ou sur le noyau (prlimit, priorité, ptrace, trousseau de "
     "clés, appel système direct)"),
    (r"['\"]/(tmp|dev/shm)/\w", "chemin fixe sous /tmp ou /dev/shm (les traces d'un autre rendu ?)"),
)


# Ce que le cours implémente déjà de ce qu'un exercice demande (module du fichier de l'élève ->
# noms de `contexte` : modules et fonctions). L'importer ou l'appeler, c'est rendre le corrigé du
# cours : signalé. Seuls les imports et accès par `contexte` comptent (une fonction de l'élève
# du même nom, non). L'énoncé de l'ex13 importe `contexte.disque.ecrire_atomique` exprès : seul
# l'ex2 le demande.
REFERENCES = {
    "ex2_sauvegarde_atomique": ("disque", "ecrire_atomique", "fsync_dossier", "resume_disque",
                                "nettoyer_temporaires"),
    "ex13_confinement_memoire": ("memoire_chemins", "outil_memoire", "memoire_fichiers",
                                 "relatif", "sur_disque", "lire_confine", "RefusChemin"),
    "ex14_recherche_hybride": ("recherche", "fusionner", "IndexConversations"),
}


def signes_reference(texte: str, module: str) -> list[str]:
    """Un signe si le fichier de l'exercice `module` importe ce que le cours en implémente.

    >>> signes_reference("from contexte.outil_memoire import relatif", "ex13_confinement_memoire")
    ["importe l'implémentation du cours (contexte : relatif)"]
    >>> signes_reference("from contexte.disque import ecrire_atomique", "ex13_confinement_memoire")
    []
    """
    noms = "|".join(REFERENCES.get(module, ()))
    if not noms:
        return []
    motif = (rf"\bcontexte(\s*\.\s*\w+)*\s*\.\s*({noms})\b|"
             rf"from\s+contexte[\w.]*\s+import\s+[^\n]{{0,300}}?\b({noms})\b|"
             rf"import_module\s*\([^)]{{0,100}}({noms})")
    trouve = re.search(motif, texte)
    if not trouve:
        return []
    nom = next(g for g in trouve.groups()[::-1] if g and re.fullmatch(rf"({noms})", g))
    return [f"importe l'implémentation du cours (contexte : {nom})"]


LECTURE_MAX = 512 * 1024  # caractères d'un source lus pour chercher les signes


def signes_fichier(chemin: object, module: str = "") -> list[str]:
    """Les signes d'un fichier : ses LECTURE_MAX premiers caractères (au-delà : c'est dit) ;
    `module` (« ex13_confinement_memoire ») : ceux de son exercice en plus (REFERENCES)."""
    with open(chemin, encoding="utf-8", errors="replace") as f:  # type: ignore[call-overload]
        texte = f.read(LECTURE_MAX + 1)
    trop = ([f"source de plus de {LECTURE_MAX // 1024} Kio : seul le début est lu"]
            if len(texte) > LECTURE_MAX else [])
    return signes(texte[:LECTURE_MAX]) + signes_reference(texte[:LECTURE_MAX], module) + trop


def signes(texte: str) -> list[str]:
    """Les raisons de soupçon trouvées dans un fichier de rendu (texte), sans doublon."""
    return [raison for motif, raison in SIGNES if re.search(motif, texte)]
