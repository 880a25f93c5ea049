"""Attaque (issue 33, point 1), premier de la paire : laisse sa réponse (le corrigé, que le test
ajoute après la marque CORRIGE) dans /tmp/d/reponse.py, puis met /tmp/d en 0111 :
avant, le ménage ouvrait le dossier avant de le rendre inscriptible, et sans capacité il ne le
pouvait pas — le dossier survivait, et le rendu suivant (c_profite_de_tmp.py) exécutait cette
réponse, 10/10 sans rien avoir écrit.

Attendu : le dossier est rendu 0700 avant d'être ouvert et effacé (copie.effacer_arbre) ; s'il
restait quoi que ce soit, le zygote serait remplacé (menage.restes). Ce rendu-ci : sa note (le
corrigé, 10/10) ; le suivant : 0.
"""
# exercice : ex8_compression.py
import os as _os

_os.makedirs("/tmp/d", exist_ok=True)
with open("/tmp/d/reponse.py", "w", encoding="utf-8") as _f:
    _f.write(open(__file__, encoding="utf-8").read().split("# CORRIGE\n", 1)[1])
_os.chmod("/tmp/d", 0o111)
# CORRIGE
