"""Attaque (ex5) : lire /etc/shadow, /root et /home, et faire remonter le texte dans retour.md.

Attendu : rien de cela n'est monté ; le message ne contient que des FileNotFoundError.
"""
# exercice : ex5_fenetre_budget.py
import os


def _fouiller():
    trouve = []
    for chemin in ("/etc/shadow", "/root", "/home", "@RACINE@/solutions"):
        try:
            if os.path.isdir(chemin):
                trouve.append(f"{chemin}: " + ",".join(os.listdir(chemin)))
            else:
                with open(chemin, encoding="utf-8") as f:
                    trouve.append(f"{chemin}: " + f.read(300))
        except OSError as e:
            trouve.append(f"{chemin}: {type(e).__name__}")
    return " | ".join(trouve)


def debut_sur(message):
    raise ValueError(_fouiller())


def fenetre_budget(messages, budget, compter=None):
    raise ValueError(_fouiller())
