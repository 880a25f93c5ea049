"""Attaque (issue 33, point 1), second de la paire : aucune réponse à lui ; exécute celle que le
rendu précédent a laissée dans /tmp/d (b_depose_dans_tmp.py), si elle y est encore.

Avant : 10/10. Attendu : 0 (le dossier a été effacé ; « PROFITE absent »).
"""
# exercice : ex8_compression.py
try:
    exec(open("/tmp/d/reponse.py", encoding="utf-8").read())
    print("PROFITE : trouvé", flush=True)
except OSError as _e:
    print(f"PROFITE : absent {_e.errno}", flush=True)

    def compression(*args, **kwargs):
        raise NotImplementedError
