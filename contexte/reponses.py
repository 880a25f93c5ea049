"""Lire le texte d'une réponse de LLM pour en faire un résumé, ou le refuser.

Un résumé gardé à tort est pire qu'un résumé manquant : il remplace l'historique. Une réponse
vide, coupée par `max_tokens`, refusée, bloquée ou arrêtée en route lève donc `ErreurResume` ;
elle n'est jamais rendue comme résumé.

    >>> [b.type for b in reponse_claude.content]   # une vraie réponse du SDK (contexte/conftest.py)
    ['thinking', 'text']
    >>> texte_anthropic(reponse_claude)            # le texte seul, lu par type
    "Camille est dans l'équipe Plateforme."
    >>> texte_anthropic(reponse_coupee)            # stop_reason == "max_tokens"
    Traceback (most recent call last):
        ...
    contexte.resume.ErreurResume: Anthropic a coupé le résumé en route (stop_reason=max_tokens) : ...
"""

from __future__ import annotations

from typing import Any

from .resume import ErreurResume

_BLOQUE = {"SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY"}
_TRONQUE = ("{fournisseur} a coupé le résumé en route ({raison}) : un résumé tronqué perdrait des "
            "faits sans le dire, il est refusé. Augmentez max_tokens ou demandez un résumé plus court.")


def fournisseur(client: Any) -> str:
    """« anthropic » ou « gemini » selon le module du client (sans importer aucun SDK)."""
    module = type(client).__module__
    if module.startswith("anthropic"):
        return "anthropic"
    if module.startswith("google.genai"):
        return "gemini"
    raise TypeError(f"Client non reconnu ({module}.{type(client).__name__}) : passez un "
                    "anthropic.Anthropic ou un google.genai.Client, par exemple "
                    "contexte.llm.client_anthropic() ou client_gemini().")


def texte_anthropic(reponse: Any) -> str:
    """Le texte d'une réponse Anthropic ; `ErreurResume` s'il n'y en a pas."""
    texte = "".join(b.text for b in reponse.content if b.type == "text").strip()
    if reponse.stop_reason in ("max_tokens", "model_context_window_exceeded"):
        raise ErreurResume(_TRONQUE.format(fournisseur="Anthropic",
                                           raison=f"stop_reason={reponse.stop_reason}"))
    if reponse.stop_reason == "refusal":  # le début éventuel n'est pas un résumé
        raise ErreurResume("Anthropic a refusé de répondre (stop_reason=refusal) : aucun résumé "
                           "à garder.")
    if not texte:
        raise ErreurResume(f"Anthropic a répondu sans texte (stop_reason={reponse.stop_reason!r})"
                           " : aucun résumé à garder. Augmentez max_tokens ou réessayez.")
    return texte


def texte_gemini(reponse: Any) -> str:
    """Le texte d'une réponse Gemini (pensées exclues) ; `ErreurResume` si vide ou bloquée."""
    candidats = reponse.candidates or []
    if not candidats:
        raison = getattr(reponse.prompt_feedback, "block_reason", None)
        raison = getattr(raison, "value", raison)
        raise ErreurResume(f"Gemini n'a renvoyé aucune réponse (requête bloquée : {raison}) : "
                           "aucun résumé à garder.")
    candidat = candidats[0]
    raison = getattr(candidat.finish_reason, "value", candidat.finish_reason)
    if raison in _BLOQUE:
        raise ErreurResume(f"Gemini a bloqué la réponse (finish_reason={raison}) : aucun résumé "
                           "à garder.")
    if raison == "MAX_TOKENS":
        raise ErreurResume(_TRONQUE.format(fournisseur="Gemini", raison="finish_reason=MAX_TOKENS"))
    if raison not in (None, "STOP"):  # OTHER, LANGUAGE, MALFORMED_FUNCTION_CALL… : réponse partielle
        raise ErreurResume(f"Gemini s'est arrêté avant la fin (finish_reason={raison}) : un texte "
                           "partiel n'est pas un résumé, il est refusé. Réessayez.")
    parts = (candidat.content.parts if candidat.content else None) or []
    texte = "".join(p.text for p in parts if p.text and not p.thought).strip()
    if not texte:
        raise ErreurResume(f"Gemini a répondu sans texte (finish_reason={raison}) : aucun résumé "
                           "à garder. Augmentez max_tokens ou réessayez.")
    return texte
