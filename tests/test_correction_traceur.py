"""Le traceur de l'ex2 (correction/traceur.py) sur de petits programmes faits main : ce qu'il
relève vient du noyau (inode, taille, chemins, code de retour), dans tous les processus suivis,
et rien de ce que le tracé affiche ou fait à son traceur ne devient un journal."""

import errno
import json
import os
import signal
import subprocess
import sys

import pytest

from correction.traceur import code_traceur
from correction.traceur_noyau import APPELS

pytestmark = pytest.mark.skipif(sys.platform != "linux" or not APPELS,
                                reason="traceur : Linux x86_64 ou aarch64 seulement")


def tracer(script: str, *args: str) -> tuple[subprocess.CompletedProcess, dict | None]:
    """Lance le traceur comme l'ex2 (python -I -B -c …) ; sa sortie et son journal (ou None)."""
    fini = subprocess.run([sys.executable, "-I", "-B", "-c", code_traceur(script), *args],
                          capture_output=True, text=True, timeout=60)
    lignes = fini.stdout.splitlines()
    if lignes and lignes[0].startswith("INDISPONIBLE"):
        pytest.skip(lignes[0])
    assert len(lignes) <= 1, fini.stdout
    journal = json.loads(lignes[0][len("JOURNAL "):]) if lignes else None
    return fini, journal


def test_fsync_inode_et_taille_exacts(tmp_path):
    """Un fsync sur un fichier de 1234 octets : son inode et sa taille, vus par le traceur."""
    chemin = tmp_path / "donnees.bin"
    _, journal = tracer("import os, sys\n"
                        "fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o600)\n"
                        "os.write(fd, b'x' * 1234)\n"
                        "os.fsync(fd)\n", str(chemin))
    assert journal["fin"] == {"code": 0} and journal["processus"] == 1
    [entree] = journal["journal"]
    assert (entree["appel"], entree["inode"], entree["taille"], entree["dossier"],
            entree["retour"]) == ("fsync", os.stat(chemin).st_ino, 1234, False, 0)


def test_renommages_relatifs(tmp_path):
    """renameat relatif à un descripteur de dossier (le dossier courant ailleurs), rename relatif
    au dossier courant, et un renommage raté : chemins absolus, inodes, code de retour."""
    (tmp_path / "a").write_text("A")
    inode = os.stat(tmp_path / "a").st_ino
    _, journal = tracer("import os, sys\n"
                        "os.chdir('/')\n"
                        "d = os.open(sys.argv[1], os.O_RDONLY)\n"
                        "os.rename('a', 'b', src_dir_fd=d, dst_dir_fd=d)\n"
                        "try:\n"
                        "    os.rename('absent', 'c', src_dir_fd=d, dst_dir_fd=d)\n"
                        "except FileNotFoundError:\n"
                        "    pass\n"
                        "os.chdir(sys.argv[1])\n"
                        "os.replace('b', 'e')\n", str(tmp_path))
    dossier = os.stat(tmp_path).st_ino
    vus = [(e["source"], e["cible"], e["inode"], e.get("inode_cible"), e["retour"])
           for e in journal["journal"]]
    assert vus == [(str(tmp_path / "a"), str(tmp_path / "b"), inode, inode, 0),
                   (str(tmp_path / "absent"), str(tmp_path / "c"), None, None, -errno.ENOENT),
                   (str(tmp_path / "b"), str(tmp_path / "e"), inode, inode, 0)]
    assert {e["dossier_source"] for e in journal["journal"]} == {dossier}
    assert {e["dossier_cible"] for e in journal["journal"]} == {dossier}


def test_fork_et_exec_suivis(tmp_path):
    """Un enfant forké et un interpréteur lancé par subprocess sont suivis : leurs fsync aussi."""
    _, journal = tracer("import os, subprocess, sys\n"
                        "d = os.open(sys.argv[1], os.O_RDONLY)\n"
                        "pid = os.fork()\n"
                        "if pid == 0:\n"
                        "    os.fsync(d)\n"
                        "    os._exit(0)\n"
                        "os.waitpid(pid, 0)\n"
                        "code = 'import os, sys; os.fsync(os.open(sys.argv[1], os.O_RDONLY))'\n"
                        "subprocess.run([sys.executable, '-c', code, sys.argv[1]], check=True)\n",
                        str(tmp_path))
    assert journal["fin"] == {"code": 0}
    pids = {e["pid"] for e in journal["journal"]}
    assert len(pids) == 2 and journal["processus"] >= 3
    assert [(e["inode"], e["dossier"], e["retour"]) for e in journal["journal"]] == \
        [(os.stat(tmp_path).st_ino, True, 0)] * 2


def test_ce_qu_affiche_le_trace_reste_a_part():
    """Un faux « JOURNAL » affiché par le tracé n'est pas sur la sortie du traceur."""
    fini, journal = tracer("import sys\n"
                           "print('\\nJOURNAL {\"journal\": []}', flush=True)\n"
                           "sys.stderr.write('erreur\\n')\n"
                           "raise SystemExit(3)\n")
    assert len(fini.stdout.splitlines()) == 1  # la seule ligne du traceur
    assert journal["journal"] == [] and journal["fin"] == {"code": 3}
    assert journal["sortie"] == '\nJOURNAL {"journal": []}\nerreur\n'


def test_traceur_tue_aucun_journal(tmp_path):
    """Le tracé tue son traceur : aucun journal, et le tracé meurt avec lui (PTRACE_O_EXITKILL)
    avant son appel surveillé suivant."""
    temoin = tmp_path / "temoin"
    fini, journal = tracer("import os, signal, sys\n"
                           "os.kill(os.getppid(), signal.SIGKILL)\n"
                           "os.fsync(os.open(sys.argv[1], os.O_RDONLY))\n"
                           "open(sys.argv[2], 'w').write('vivant')\n",
                           str(tmp_path), str(temoin))
    assert journal is None and fini.returncode == -signal.SIGKILL
    assert not temoin.exists()


def test_echappatoires_refusees():
    """Nouvel espace de noms, io_uring, ptrace : refusés par le filtre (EPERM) ; clone3 : ENOSYS
    (la glibc se rabat sur clone, suivi)."""
    _, journal = tracer("import ctypes, os\n"
                        "libc = ctypes.CDLL(None, use_errno=True)\n"
                        "for nom, args in (('unshare', (0x10000000,)), ('ptrace', (0, 0, 0, 0))):\n"
                        "    print(nom, getattr(libc, nom)(*args), ctypes.get_errno())\n"
                        "print('io_uring', libc.syscall(425, 1, 0), ctypes.get_errno())\n"
                        "print('clone3', libc.syscall(435, 0, 0), ctypes.get_errno())\n")
    assert journal["sortie"].splitlines() == [
        f"unshare -1 {errno.EPERM}", f"ptrace -1 {errno.EPERM}", f"io_uring -1 {errno.EPERM}",
        f"clone3 -1 {errno.ENOSYS}"]
