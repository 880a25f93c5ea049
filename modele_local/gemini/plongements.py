"""`:embedContent` et `:batchEmbedContents` : les embeddings de l'API Gemini, servis hors ligne.

google-genai 3.6 appelle toujours `POST /{v}/models/{id}:batchEmbedContents` depuis
`client.models.embed_content(model=…, contents=[…], config=EmbedContentConfig(task_type=…,
output_dimensionality=…))` (relu dans le SDK installé) ; `:embedContent` (un texte) est la forme
des docs et de curl. Formes :

- `:embedContent` : `{"content": {"parts": [{"text": …}]}, "taskType": …,
  "outputDimensionality": …}` -> `{"embedding": {"values": [...]}}` ;
- `:batchEmbedContents` : `{"requests": [{"model": "models/…", "content": …, …}, …]}` ->
  `{"embeddings": [{"values": [...]}, …]}`.

Les ids, relus le 2026-12-01 (voir docs/sources.md) : `gemini-embedding-001` (texte ; page du
modèle sur ai.google.dev, copies traduites mises à jour le 2026-02-18 : dimensions « 128 à 3072,
recommandées 768, 1536, 3072 », 3072 par défaut) et `gemini-embedding-2` (multimodal, 3072 par
défaut, `output_dimensionality` pour moins ; la tâche se dit par une consigne en tête du texte,
« task:search result », plutôt que par `taskType` ; page de Google Cloud). Servis ici tous deux
de la même façon ; la consigne de tâche de gemini-embedding-2 n'est pas lue (texte embeddé tel
quel). `MODELES` se corrige en une ligne.

Derrière, le vrai modèle du cours (`contexte.plongements` : multilingual-e5-small, 384
dimensions), pas celui de Google. Ce qui est imité et ce qui ne l'est pas :

- `taskType` "RETRIEVAL_QUERY" / "QUESTION_ANSWERING" -> préfixe « query: » d'E5 ; les autres ->
  « passage: » ;
- la longueur du vecteur : `outputDimensionality` (de 1 à 3072) ou, par défaut, 3072 comme
  gemini-embedding-001. Au-delà de 384, des zéros complètent le vecteur : les cosinus sont
  exactement ceux d'E5 ; en deçà, le vecteur est tronqué puis renormé (E5 n'a pas été entraîné
  pour cela, contrairement aux modèles de Google : la qualité baisse) ;
- les valeurs ne sont pas celles de Google : un index construit ici ne se mélange pas avec des
  vecteurs du vrai service.
"""

from __future__ import annotations

from typing import Any

from modele_local.gemini.generation import erreur
from modele_local.protocole import Reponse

MODELES = {"gemini-embedding-001": 3072, "gemini-embedding-2": 3072}  # id -> dimensions par défaut
REQUETE = {"RETRIEVAL_QUERY", "QUESTION_ANSWERING", "FACT_VERIFICATION", "CODE_RETRIEVAL_QUERY"}
TACHES = REQUETE | {"TASK_TYPE_UNSPECIFIED", "RETRIEVAL_DOCUMENT", "SEMANTIC_SIMILARITY",
                    "CLASSIFICATION", "CLUSTERING"}
MAX_LOT = 100


class _Refus(Exception):
    def __init__(self, statut: int, message: str) -> None:
        super().__init__(message)
        self.statut, self.message = statut, message


def _texte(contenu: Any, ou: str) -> str:
    if not isinstance(contenu, dict) or not isinstance(contenu.get("parts"), list) \
            or not contenu["parts"]:
        raise _Refus(400, f"Invalid value at '{ou}': content must have at least one part.")
    morceaux = []
    for part in contenu["parts"]:
        if not isinstance(part, dict) or not isinstance(part.get("text"), str):
            raise _Refus(400, f"Invalid value at '{ou}.parts': only text parts can be embedded "
                              "by the local model.")
        morceaux.append(part["text"])
    texte = "\n".join(morceaux)
    if not texte.strip():
        raise _Refus(400, "Request contains an invalid argument: the text to embed is empty.")
    return texte


def _options(demande: dict, modele: str, ou: str) -> tuple[str, int]:
    tache = demande.get("taskType", "TASK_TYPE_UNSPECIFIED")
    if tache not in TACHES:
        raise _Refus(400, f"Invalid value at '{ou}.task_type' ({tache!r}).")
    dims = demande.get("outputDimensionality", MODELES[modele])
    if not isinstance(dims, int) or isinstance(dims, bool) or not 1 <= dims <= 3072:
        raise _Refus(400, f"Invalid value at '{ou}.output_dimensionality': must be 1 to 3072.")
    return ("requete" if tache in REQUETE else "passage"), dims


def _vecteurs(textes: list[str], roles: list[str], dims: list[int]) -> list[list[float]]:
    import numpy as np

    from contexte.plongements import plonger

    rendu: list[list[float]] = [[] for _ in textes]
    for role in ("requete", "passage"):
        indices = [i for i, r in enumerate(roles) if r == role]
        if not indices:
            continue
        for i, v in zip(indices, plonger([textes[i] for i in indices], role=role), strict=True):
            if dims[i] <= len(v):
                v = v[:dims[i]]
                v = v / (np.linalg.norm(v) or 1.0)
            else:
                v = np.concatenate([v, np.zeros(dims[i] - len(v), dtype=v.dtype)])
            rendu[i] = [round(float(x), 7) for x in v]
    return rendu


def _modele(modele: str) -> str:
    nom = modele.removeprefix("models/")
    if nom not in MODELES:
        raise _Refus(404, f"models/{nom} is not found for API version v1beta, or is not supported "
                          "for embedContent. Call ListModels to see the list of available models.")
    return nom


def embed_content(modele: str, corps: Any, etat: Any = None, version: str = "v1beta") -> Reponse:
    """`:embedContent` : un texte -> `{"embedding": {"values": […]}}`."""
    try:
        nom = _modele(modele)
        if not isinstance(corps, dict):
            raise _Refus(400, "Invalid JSON payload received.")
        texte = _texte(corps.get("content"), "content")
        role, dims = _options(corps, nom, "embed_content_request")
        return Reponse(200, {"embedding": {"values": _vecteurs([texte], [role], [dims])[0]}})
    except _Refus as r:
        return erreur(r.statut, r.message)


def batch_embed_contents(modele: str, corps: Any, etat: Any = None,
                         version: str = "v1beta") -> Reponse:
    """`:batchEmbedContents` : `requests` -> `{"embeddings": [{"values": […]}, …]}`."""
    try:
        nom = _modele(modele)
        demandes = corps.get("requests") if isinstance(corps, dict) else None
        if not isinstance(demandes, list) or not demandes:
            raise _Refus(400, "Invalid value at 'requests': at least one request is required.")
        if len(demandes) > MAX_LOT:
            raise _Refus(400, f"At most {MAX_LOT} requests can be in one batch.")
        textes, roles, dims = [], [], []
        for i, d in enumerate(demandes):
            ou = f"requests[{i}]"
            if not isinstance(d, dict):
                raise _Refus(400, f"Invalid value at '{ou}'.")
            if d.get("model") not in (None, f"models/{nom}", nom):
                raise _Refus(400, f"Model '{d.get('model')}' in {ou} differs from models/{nom} "
                                  "in the URL.")
            textes.append(_texte(d.get("content"), f"{ou}.content"))
            role, n = _options(d, nom, ou)
            roles.append(role)
            dims.append(n)
        return Reponse(200, {"embeddings": [{"values": v} for v in _vecteurs(textes, roles, dims)]})
    except _Refus as r:
        return erreur(r.statut, r.message)
