"""Gestes d'un élève dans JupyterLab, pour le test navigateur : ouvrir, tout relancer, lire.

    >>> cellules = passer_lecon(navigateur, adresse, "notebooks/03_la_croissance.ipynb")
    >>> sortie = verifier_exercice(navigateur, adresse, "exercises/ex8_compression.ipynb")
"""

from __future__ import annotations

import urllib.request
from pathlib import Path
from typing import Any

RACINE = Path(__file__).resolve().parents[2]
CAPTURES = RACINE / "captures"  # ignoré par git
NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook"
DEFILE = f"{NOTEBOOK} .jp-WindowedPanel-outer"  # l'élément qui défile
LARGEUR, HAUTEUR = 1280, 1400
STABLE = 5  # secondes sans changement avant de conclure à un arrêt de l'exécution
LECONS = sorted((RACINE / "notebooks").glob("[0-9][0-9]*_*.ipynb"))  # toutes les leçons présentes
EXERCICE = "exercises/ex8_compression.ipynb"


def ouvrir(navigateur: Any, adresse: str, chemin: str):
    """Un onglet neuf sur `chemin` (relatif à la racine du dépôt), noyau prêt."""
    page = navigateur.new_page(viewport={"width": LARGEUR, "height": HAUTEUR})
    page.goto(f"{adresse}/lab/tree/{chemin}?reset")  # espace de travail vide : un seul onglet
    page.wait_for_selector(f"{NOTEBOOK} .jp-Cell", timeout=90_000)
    attendre_noyau(page, 60)  # d'habitude 1 à 2 s ; au-delà, passer_lecon fait un second essai
    return page


NOYAU_PRET = """() => Array.from(document.querySelectorAll('.jp-StatusBar-TextItem'))
    .some(e => /\\| Idle$/.test(e.textContent.trim()))"""


def attendre_noyau(page: Any, delai: float) -> None:
    """Attend « Python 3 (ipykernel) | Idle » dans la barre d'état : noyau démarré et au repos."""
    page.wait_for_function(NOYAU_PRET, timeout=delai * 1000, polling=250)


def _menu(page: Any, menu: str, entree: str) -> None:
    page.click(f".lm-MenuBar-itemLabel:text-is('{menu}')")
    page.click(f".lm-Menu-itemLabel:text-is('{entree}')")


def tout_relancer(page: Any, delai: float = 240) -> None:
    """Efface les sorties, puis « Restart Kernel and Run All Cells… », et attend la fin.

    Fini quand toutes les cellules de code ont un numéro et que le noyau est au repos ; ou bien,
    si l'exécution s'arrête avant (une erreur), quand rien n'a bougé pendant STABLE secondes :
    première cellule numérotée (sorties effacées : elle n'en avait plus), aucune `[*]`, noyau
    au repos. Le test dit ensuite quelles cellules n'ont pas tourné.
    """
    _menu(page, "Edit", "Clear Outputs of All Cells")
    _menu(page, "Kernel", "Restart Kernel and Run All Cells…")
    page.click(".jp-Dialog .jp-mod-accept")
    page.wait_for_function(f"""() => {{
        const invites = Array.from(document.querySelectorAll('{NOTEBOOK} .jp-CodeCell .jp-InputArea-prompt'))
            .map(p => p.textContent);
        const numero = t => /\\[\\d+\\]/.test(t), repos = ({NOYAU_PRET})();
        if (invites.length && invites.every(numero) && repos) return true;
        const arret = invites.length && numero(invites[0]) && !invites.some(t => t.includes('*')) && repos;
        const signature = arret ? invites.join('|') : null;
        if (signature === null || signature !== window.__signature) {{
            window.__signature = signature; window.__depuis = Date.now(); return false; }}
        return Date.now() - window.__depuis > {STABLE * 1000}; }}""", timeout=delai * 1000, polling=250)


def defiler(page: Any) -> None:
    """Fait défiler la leçon jusqu'en bas, comme un lecteur (cellules, images et maths se rendent)."""
    zone = page.locator(DEFILE).first
    for _ in range(400):
        fin = zone.evaluate("n => { n.scrollBy(0, n.clientHeight / 2); "
                            "return n.scrollTop + n.clientHeight >= n.scrollHeight - 2; }")
        page.wait_for_timeout(80)
        if fin:
            break
    images = page.locator(f"{NOTEBOOK} img")
    for i in range(images.count()):
        images.nth(i).scroll_into_view_if_needed()
        images.nth(i).evaluate("img => img.complete || new Promise(r => { img.onload = img.onerror = r; })")
    zone.evaluate("n => n.scrollTo(0, 0)")


LIRE_CELLULES = """notebook => {
  const tous = (c, sel) => Array.from(c.querySelectorAll(sel));
  const hors_widget = o => !o.parentElement.closest('.jupyter-widgets');  // pas dans une sortie de widget
  const texte = '[data-mime-type="text/plain"], [data-mime-type="application/vnd.jupyter.stdout"]';
  return tous(notebook, ':scope .jp-Cell').map(c => ({
    type: c.classList.contains('jp-CodeCell') ? 'code'
          : (c.classList.contains('jp-MarkdownCell') ? 'markdown' : 'raw'),
    invite: (c.querySelector('.jp-InputArea-prompt') || {}).textContent || '',
    erreurs: tous(c, '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
               .map(o => o.textContent.slice(0, 600)),
    maths: c.classList.contains('jp-MarkdownCell') ? tous(c, 'mjx-container, .MathJax').length : 0,
    images: tous(c, 'img').map(i => ({src: i.getAttribute('src').slice(0, 120), alt: i.alt,
                                      ok: i.complete && i.naturalWidth > 0})),
    liens: tous(c, '.jp-RenderedHTMLCommon a[href]')
             .filter(a => !a.getAttribute('href').startsWith('#')).map(a => a.href),
    widgets: tous(c, '.jp-OutputArea-output .jupyter-widgets').length,
    erreur_widget: /Error displaying widget|Loading widget/.test(c.textContent),
    sorties_texte: tous(c, '.jp-OutputArea-output').filter(o => o.matches(texte) && hors_widget(o))
                     .map(o => o.textContent),
  }));
}"""


def lire_cellules(page: Any) -> list[dict]:
    """Ce que montre chaque cellule, dans l'ordre du notebook (type, invite, erreurs, images…)."""
    return page.locator(NOTEBOOK).first.evaluate(LIRE_CELLULES)


def chemin_servi(adresse: str, href: str) -> str | None:
    """Le chemin (relatif à la racine de JupyterLab) d'un lien local rendu, ou None s'il est externe."""
    for prefixe in ("/files/", "/lab/tree/", "/tree/"):
        if href.startswith(adresse + prefixe):
            return urllib.request.unquote(href[len(adresse + prefixe):].split("?")[0].split("#")[0])
    return None if not href.startswith(adresse) else href[len(adresse):]


def existe(adresse: str, chemin: str) -> bool:
    """Vrai si JupyterLab sert ce chemin (API contents : il est sous la racine et existe)."""
    try:
        with urllib.request.urlopen(f"{adresse}/api/contents/{urllib.request.quote(chemin)}?content=0",
                                    timeout=10) as r:
            return r.status == 200
    except OSError:
        return False


def capture(page: Any, fichier: str) -> None:
    """Une capture de toute la leçon : la fenêtre est agrandie à la hauteur du notebook."""
    hauteur = page.locator(DEFILE).first.evaluate("n => { n.scrollTo(0, 0); return n.scrollHeight; }")
    page.set_viewport_size({"width": LARGEUR, "height": min(hauteur + 200, 16_000)})
    page.wait_for_timeout(500)
    page.screenshot(path=fichier)
    page.set_viewport_size({"width": LARGEUR, "height": HAUTEUR})


def fermer(page: Any, adresse: str, chemin: str) -> None:
    """Arrête le noyau de `chemin` et ferme l'onglet (aucune sauvegarde : le dépôt reste intact)."""
    xsrf = {c["name"]: c["value"] for c in page.context.cookies()}.get("_xsrf", "")
    for session in page.request.get(f"{adresse}/api/sessions").json():
        if session.get("path") == chemin:
            page.request.delete(f"{adresse}/api/sessions/{session['id']}", headers={"X-XSRFToken": xsrf})
    page.close()


def bouger_un_curseur(page: Any, rang: int) -> bool | None:
    """Recule d'un cran le premier curseur de la cellule `rang` : sa sortie de widget change-t-elle ?

    None s'il n'y a ni curseur ni zone de sortie dans le widget.
    """
    cellule = page.locator(f"{NOTEBOOK} .jp-Cell").nth(rang)
    poignee, zone = cellule.locator(".noUi-handle").first, cellule.locator(".widget-output")
    if not poignee.count() or not zone.count():
        return None
    avant = zone.first.inner_text()
    poignee.scroll_into_view_if_needed()
    poignee.focus()
    page.keyboard.press("ArrowLeft")
    try:
        page.wait_for_function("([z, t]) => z.innerText !== t", arg=[zone.first.element_handle(), avant],
                               timeout=20_000, polling=200)
    except Exception:
        return False
    return True


def etat_noyau(page: Any) -> str:
    """Le texte de la barre d'état (« Python 3 (ipykernel) | Idle »…), pour dire où l'on en est."""
    try:
        return " · ".join(t.strip() for t in page.locator(".jp-StatusBar-TextItem").all_inner_texts())
    except Exception as e:  # page fermée ou perdue : le dire plutôt que masquer l'échec d'origine
        return f"barre d'état illisible ({type(e).__name__})"


def passer_lecon(navigateur: Any, adresse: str, chemin: str, essais: int = 2) -> list[dict]:
    """Ouvrir, tout relancer, faire défiler, capturer : ce que montre chaque cellule.

    Un noyau qui ne démarre pas ou une exécution qui ne finit pas (machine très chargée) vaut un
    second essai, dans un onglet neuf, après l'arrêt du noyau du premier ; l'échec dit alors ce que
    montrait la barre d'état et où est la capture.
    """
    nom = Path(chemin).stem
    for essai in range(1, essais + 1):
        page = None
        try:
            etape = "ouverture (noyau jamais au repos)"
            page = ouvrir(navigateur, adresse, chemin)
            etape = "exécution"
            tout_relancer(page)
        except Exception as e:  # l'état de la page dit pourquoi : on le garde
            etat, invites = "onglet non ouvert", ""
            if page is not None:
                etat = etat_noyau(page)
                page.screenshot(path=str(CAPTURES / f"{nom}-echec.png"))
                invites = " ".join(page.locator(f"{NOTEBOOK} .jp-CodeCell .jp-InputArea-prompt")
                                   .all_inner_texts())
                fermer(page, adresse, chemin)
            print(f"{chemin} : essai {essai}/{essais} raté à l'étape {etape} ({type(e).__name__}) ; "
                  f"barre d'état : {etat}", flush=True)
            if essai < essais:
                continue
            raise AssertionError(
                f"{chemin} : {etape} ratée ({type(e).__name__}, {essais} essais) ; barre d'état : {etat} ; "
                f"invites : {invites} ; capture : captures/{nom}-echec.png") from e
        try:
            defiler(page)
            cellules = lire_cellules(page)
            for c in cellules:  # liens locaux : servis par JupyterLab, donc sous la racine et présents
                c["liens_casses"] = [h for h in c["liens"] if (p := chemin_servi(adresse, h)) is not None
                                     and (p.startswith("..") or not existe(adresse, p))]
            for i, c in enumerate(cellules):
                if c["widgets"]:
                    c["widget_vivant"] = bouger_un_curseur(page, i)
            capture(page, str(CAPTURES / f"{nom}.png"))
            return cellules
        finally:
            fermer(page, adresse, chemin)
    raise AssertionError("essais doit valoir au moins 1")


def verifier_exercice(navigateur: Any, adresse: str, chemin: str) -> str:
    """Ouvre l'exercice, exécute sa cellule `verifier(…)` (la dernière qui l'appelle), renvoie sa sortie."""
    page = ouvrir(navigateur, adresse, chemin)
    try:
        cellule = page.locator(".jp-CodeCell").filter(has_text="verifier(").last
        cellule.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        page.wait_for_function("c => /\\[\\d+\\]/.test(c.querySelector('.jp-InputArea-prompt').textContent)",
                               arg=cellule.element_handle(), timeout=180_000, polling=250)
        texte = "\n".join(cellule.locator(".jp-OutputArea-output").all_inner_texts())
        capture(page, str(CAPTURES / f"{Path(chemin).stem}-verifier.png"))
        return texte
    finally:
        fermer(page, adresse, chemin)
