"""L'API Gemini imitée : `generateContent` (et son flux), `countTokens`, modèles, caches, Interactions.

Les chemins servis sont dans `routes.py` ; voir `modele_local/README.md`.
"""
