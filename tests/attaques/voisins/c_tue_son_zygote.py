"""Rendu hostile (ex8) : tue le zygote qui le sert (même uid, même espace de pid).

Attendu : 0 pour lui ; un zygote neuf sert le rendu suivant, noté normalement.
"""
import os
import signal

os.kill(os.getppid(), signal.SIGKILL)
