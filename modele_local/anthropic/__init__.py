"""L'API Messages d'Anthropic imitée : `POST /v1/messages`, `count_tokens`, `GET /v1/models`.

Le chemin d'une requête est dans `messages.py` ; voir `modele_local/README.md`. Sans rapport avec
le SDK `anthropic` : ce paquet s'importe sous son nom complet, `modele_local.anthropic`.
"""
