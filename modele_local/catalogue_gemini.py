"""Lignes Gemini du catalogue (lues le 2026-11-30, relues le 2026-12-01 ; sources : FAITS_API_GEMINI.md).

Relu le 2026-12-01 (issue 21) : `gemini-2.5-flash` et `gemini-2.5-pro` s'arrêtent le 2026-12-01,
leurs requêtes étant routées vers `gemini-3.5-flash-lite` et `gemini-3.8-flash` (page
https://ai.google.dev/gemini-api/docs/deprecations lue le 2026-11-10, citée par
dev.to/aideprecations ; nos copies de la page sont plus anciennes). Prix de `gemini-3.7-flash` :
pas de ligne sur nos copies de https://ai.google.dev/gemini-api/docs/pricing ; les relevés tiers
(BerriAI/litellm discussion 36799, docs.apiyi.com) donnent un prix de lancement de 0,75 / 3,75 $
(lecture du cache 0,075 $), moitié du prix normal de 1,50 / 7,50 $, comme 3.8 Flash. Notre copie
la plus récente de la page des retraits ne donne aucune date d'arrêt pour 3.7 Flash, alors que le
journal des modifications d'octobre la dit dépréciée et routée vers 3.8 Flash : nous gardons la
redirection (⚠).

Pages officielles principales : https://ai.google.dev/gemini-api/docs/deprecations,
https://ai.google.dev/gemini-api/docs/changelog, https://ai.google.dev/gemini-api/docs/pricing.
`echantillonnage="ignore"` : temperature/top_p/top_k ignorés (V-35FL, V-36M).
"""

from __future__ import annotations

from modele_local.catalogue_fiche import (
    ACTUEL,
    DEPRECIE,
    GEMINI_CTX,
    GEMINI_SORTIE,
    LEGACY,
    Fiche,
    Prix,
)
from modele_local.catalogue_fiche import retire as _retire

# fmt: off
_G3 = dict(fournisseur="gemini", contexte=GEMINI_CTX, sortie_max=GEMINI_SORTIE, cache_min=4096)
_NIV4 = ("minimal", "low", "medium", "high")
GEMINI = [
    Fiche("gemini-3.8-flash", statut=ACTUEL, src="DEP-N V-38 PRICE MD", **_G3,
          reflexion=("low", "medium", "high"), reflexion_defaut="medium",
          prix=Prix(0.75, 3.75, lecture=0.075), note="1,50 / 7,50 à partir du 2027-01-01"),
    Fiche("gemini-3.7-flash", statut=DEPRECIE, src="DEP-N CL-OCT V-38", **_G3,
          redirection="gemini-3.8-flash", reflexion=("low", "medium", "high"),
          reflexion_defaut="medium", prix=Prix(0.75, 3.75, lecture=0.075),
          note="déprécié le 2026-10-08 ⚠ ; prix de lancement (tiers), 1,50 / 7,50 ensuite"),
    Fiche("gemini-3.6-flash", statut=ACTUEL, src="CL-JUL DEP-N V-36 WN36 V-36M", **_G3,
          reflexion=_NIV4, reflexion_defaut="medium", prefill=False, echantillonnage="ignore",
          prix=Prix(1.50, 7.50), note="prix d'introduction 0,75 / 3,75 jusqu'au 2026-12-31 ⚠"),
    Fiche("gemini-3.5-flash", statut=DEPRECIE, src="CL-MAY CL-OCT V-36 PRICE MD", **_G3,
          redirection="gemini-3.6-flash", reflexion=_NIV4, reflexion_defaut="medium",
          prix=Prix(1.50, 9.00, lecture=0.15), note="déprécié le 2026-10-08 (Vertex : toujours GA)"),
    Fiche("gemini-3.5-flash-lite", statut=ACTUEL, src="CL-JUL DEP-N V-35FL PRICE", **_G3,
          reflexion=_NIV4, reflexion_defaut="minimal", prefill=False, echantillonnage="ignore",
          prix=Prix(0.30, 2.50)),
    Fiche("gemini-3.1-flash-lite", statut=ACTUEL, src="CL-MAY DEP-M", fournisseur="gemini", cache_min=4096,
          retrait="2027-05-07", reflexion=_NIV4, reflexion_defaut="minimal",
          prix=Prix(0.25, 1.50), note="fenêtre, défaut de réflexion et prix ⚠ (tiers)"),
    Fiche("gemini-3.1-pro-preview", statut=ACTUEL, src="CL-FEB DEP-M V-38 PRICE", **_G3,
          alias=("gemini-3.1-pro-preview-customtools",), reflexion=("low", "medium", "high"),
          reflexion_defaut="high", prix=Prix(2, 12), note="≤ 200K jetons (au-delà 4 / 18)"),
    Fiche("gemini-4-argon", statut=ACTUEL, src="CL-OCT V-G4", fournisseur="gemini",
          contexte=GEMINI_CTX, sortie_max=GEMINI_SORTIE, cache_min=4096, reflexion=_NIV4,
          reflexion_defaut="medium", prix=Prix(2, 10),
          note="réflexion non lue ⚠ ; prix d'un tiers (4 / 20 dès le 2026-12-01) ⚠"),
    Fiche("gemini-3-flash-preview", statut=LEGACY, src="DEP-M", **{**_G3, "cache_min": 1024}, reflexion=_NIV4,
          reflexion_defaut="high", prix=Prix(0.50, 3.00), note="remplaçant : gemini-3.5-flash ; prix ⚠"),
    Fiche("gemini-2.5-flash", statut=DEPRECIE, src="DEP-O PRICE MD DEVTO", **{**_G3, "cache_min": 2048},
          retrait="2026-12-01", redirection="gemini-3.5-flash-lite", reflexion=("budget",),
          reflexion_defaut="budget", prix=Prix(0.30, 2.50, lecture=0.03),
          note="arrêt le 2026-12-01 : requêtes routées vers gemini-3.5-flash-lite, facturées à "
          "son prix (page des retraits lue le 2026-11-10, via DEVTO)"),
    Fiche("gemini-2.5-pro", statut=DEPRECIE, src="DEP-O PRICE DEVTO", **{**_G3, "cache_min": 2048},
          retrait="2026-12-01", redirection="gemini-3.8-flash", reflexion=("budget",),
          reflexion_defaut="budget", prix=Prix(1.25, 10),
          note="arrêt le 2026-12-01 : requêtes routées vers gemini-3.8-flash ; sortie ⚠ (tiers)"),
    Fiche("gemini-2.5-flash-lite", statut=DEPRECIE, src="DEP-O PRICE", **{**_G3, "cache_min": 2048},
          retrait="2026-07-22", reflexion=("budget",), prix=Prix(0.10, 0.40),
          note="arrêt « pas avant » cette date ⚠"),
    _retire("gemini-3.1-flash-lite-preview", "2026-05-25", "CL-MAY", fournisseur="gemini"),
    _retire("gemini-3-pro-preview", "2026-03-09", "DEP-O", fournisseur="gemini"),
    _retire("gemini-2.0-flash", "2026-06-01", "CL-JUN", "gemini-2.0-flash-001", fournisseur="gemini"),
    _retire("gemini-2.0-flash-lite", "2026-06-01", "CL-JUN", "gemini-2.0-flash-lite-001",
            fournisseur="gemini"),
    _retire("gemini-1.5-pro", "?", "E-404 V-VER", "gemini-1.5-pro-002", fournisseur="gemini"),
    _retire("gemini-1.5-flash", "?", "E-404 V-VER", "gemini-1.5-flash-002", "gemini-1.5-flash-8b",
            fournisseur="gemini"),
]
# fmt: on
