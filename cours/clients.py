"""Les clients des fournisseurs : le vrai service si une clé est là, sinon le modèle local.

`client_anthropic()` renvoie un vrai `anthropic.Anthropic`, `client_gemini()` un vrai
`google.genai.Client`. Avec une clé (`ANTHROPIC_API_KEY` ; `GEMINI_API_KEY` ou `GOOGLE_API_KEY` ;
ou Vertex AI : `GOOGLE_GENAI_USE_VERTEXAI=true` + `GOOGLE_CLOUD_PROJECT` + `GOOGLE_CLOUD_LOCATION`),
ils parlent au vrai service. Sans clé, ou dès que `CONTEXTE_HORS_LIGNE=1`, ils parlent au modèle
local sur 127.0.0.1 (démarré à la demande) : même code, seule l'URL de base change.

    reponse = client_anthropic().messages.create(model=MODELE_ANTHROPIC, max_tokens=1024,
                                                 messages=[{"role": "user", "content": "Bonjour"}])
    texte = "".join(b.text for b in reponse.content if b.type == "text")  # par type, pas par position

(Ce n'est pas un exemple exécuté : avec une clé, il appellerait le vrai service. La leçon 00
le lance contre le modèle local.)

Les erreurs des deux SDK se traduisent en `ErreurFournisseur` (`contexte.erreurs.traduire_erreurs`).
Aucun SDK n'est importé avant le premier appel.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from contexte.appel_llm import MODELE_ANTHROPIC, MODELE_GEMINI
from contexte.erreurs import entier

if TYPE_CHECKING:
    import anthropic
    from google import genai

EN_TETE_DERIVE = "x-modele-local-derive"  # même valeur que modele_local.comprehension.derive.EN_TETE
EN_TETE_CONTEXTE_LONG = "x-modele-local-contexte-long"  # modele_local.comprehension.contexte_long
_OUI = {"1", "true", "oui", "yes", "vrai", "on"}


def __getattr__(nom: str) -> Any:  # CLE_HORS_LIGNE : la clé du modèle local de ce processus
    if nom == "CLE_HORS_LIGNE":
        from modele_local import cle
        return cle()
    raise AttributeError(f"module {__name__!r} has no attribute {nom!r}")


def _force_hors_ligne() -> bool:
    return os.environ.get("CONTEXTE_HORS_LIGNE", "").strip().lower() in _OUI


def hors_ligne_actif() -> bool:
    """Vrai si `client_anthropic()` ira au modèle local : `CONTEXTE_HORS_LIGNE=1` ou pas de clé."""
    if _force_hors_ligne():
        return True
    return not (os.environ.get("ANTHROPIC_API_KEY") or os.environ.get("ANTHROPIC_AUTH_TOKEN"))


def gemini_hors_ligne_actif() -> bool:
    """Vrai si `client_gemini()` ira au modèle local : `CONTEXTE_HORS_LIGNE=1` ou ni clé ni Vertex."""
    if _force_hors_ligne():
        return True
    if os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY"):
        return False
    vertex = os.environ.get("GOOGLE_GENAI_USE_VERTEXAI", "").strip().lower() in _OUI
    complet = os.environ.get("GOOGLE_CLOUD_PROJECT") and os.environ.get("GOOGLE_CLOUD_LOCATION")
    return not (vertex and complet)


def _en_tetes_semes(derive: int | None, contexte_long: int | None) -> dict[str, str]:
    """En-têtes des modes semés du modèle local : dérive du résumeur, contexte long (voir
    `modele_local.comprehension.derive` et `.contexte_long`)."""
    en_tetes = {}
    if derive is not None:
        en_tetes[EN_TETE_DERIVE] = str(entier("derive (la graine)", derive, 0))
    if contexte_long is not None:
        en_tetes[EN_TETE_CONTEXTE_LONG] = str(entier("contexte_long (la graine)", contexte_long, 0))
    return en_tetes


def client_anthropic(derive: int | None = None, journal: str | None = None, asynchrone: bool = False,
                     contexte_long: int | None = None,
                     **kw: Any) -> anthropic.Anthropic | anthropic.AsyncAnthropic:
    """Un vrai `anthropic.Anthropic` : le service réel avec une clé, le modèle local sinon.

    Les arguments passent tels quels au constructeur (`timeout=`, `base_url=`…) ; `max_retries`
    vaut 2 par défaut (mettez 0 dans les tests). Exemple : `client_anthropic(max_retries=0)`.
    `derive=7` : les résumés du modèle local dérivent, graine 7 (le vrai service ignore l'en-tête).
    `contexte_long=7` : le modèle local manque des faits d'un long contexte, d'autant plus qu'il
    est long et que le fait est loin des deux bouts, graine 7 (`modele_local.comprehension.contexte_long`).
    `journal="recu.jsonl"` : le modèle local écrit chaque requête reçue (sans clé) dans ce fichier
    (`modele_local.journaliser`) ; sans effet avec le vrai service.
    `asynchrone=True` : un `anthropic.AsyncAnthropic` (`await client.messages.create(…)`, leçon 06) ;
    pour Gemini, le client asynchrone est `client_gemini().aio`.
    """
    import anthropic

    kw.setdefault("max_retries", 2)
    semes = _en_tetes_semes(derive, contexte_long)
    if semes:
        kw["default_headers"] = {**semes, **(kw.get("default_headers") or {})}
    cle_donnee = kw.get("api_key") or kw.get("auth_token")
    if _force_hors_ligne() or (not cle_donnee and hors_ligne_actif()):
        from modele_local import cle, demarrer
        kw.pop("auth_token", None)
        kw["api_key"] = cle()  # la clé de ce processus ; jamais la vraie vers le serveur local
        kw["base_url"] = kw.get("base_url") or demarrer()
        _journal(journal)
    return (anthropic.AsyncAnthropic if asynchrone else anthropic.Anthropic)(**kw)


def _journal(chemin: str | None) -> None:
    if chemin is not None:
        from modele_local import journaliser

        journaliser(chemin)


def client_gemini(max_retries: int = 2, derive: int | None = None, journal: str | None = None,
                  contexte_long: int | None = None, **kw: Any) -> genai.Client:
    """Un vrai `google.genai.Client` : le service réel avec une clé (ou Vertex AI), sinon local.

    `max_retries` devient `HttpOptions(retry_options=HttpRetryOptions(attempts=max_retries + 1))`
    (le SDK ne réessaie pas de lui-même) ; `http_options=` reste accepté et complété.
    Exemple : `client_gemini(max_retries=0).models.generate_content(model=MODELE_GEMINI, …)`.
    `derive=7` : les résumés du modèle local dérivent, graine 7 (le vrai service ignore l'en-tête).
    `contexte_long=7`, `journal=` : comme pour `client_anthropic`.
    """
    from google import genai
    from google.genai import types

    entier("max_retries", max_retries, 0)
    options = kw.pop("http_options", None)
    if isinstance(options, dict):
        options = types.HttpOptions(**options)
    options = options or types.HttpOptions()
    semes = _en_tetes_semes(derive, contexte_long)
    if semes:
        options = options.model_copy(update={"headers": {**semes, **(options.headers or {})}})
    if options.retry_options is None and max_retries > 0:
        options = options.model_copy(
            update={"retry_options": types.HttpRetryOptions(attempts=max_retries + 1)})
    cle_donnee = kw.get("api_key") or kw.get("credentials") or kw.get("vertexai")
    if _force_hors_ligne() or (not cle_donnee and gemini_hors_ligne_actif()):
        from modele_local import cle, demarrer
        for nom in ("credentials", "project", "location"):
            kw.pop(nom, None)
        kw.update(api_key=cle(), vertexai=False)
        options = options.model_copy(update={"base_url": options.base_url or demarrer()})
        _journal(journal)
    return genai.Client(http_options=options, **kw)


__all__ = [
    "MODELE_ANTHROPIC",
    "MODELE_GEMINI",
    "client_anthropic",
    "client_gemini",
    "gemini_hors_ligne_actif",
    "hors_ligne_actif",
]
