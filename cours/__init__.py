"""cours : la plomberie du cours, qu'on n'étudie pas (les leçons l'importent, l'élève ne la lit pas).

- `cours.clients` : `client_anthropic`, `client_gemini` (le vrai service avec une clé, le modèle
  local sinon), `hors_ligne_actif`, `CLE_HORS_LIGNE` ;
- `cours.tarifs` : les prix des modèles, datés et sourcés ;
- `cours.scenario` : la session 1 de Camille (`camille_session1`, `faits_camille`) ;
- `cours.frise` : la frise des appels (texte, barres, panneau à curseur) ;
- `cours.postgres` : l'URL du PostgreSQL du cours (`url_du_cours`).

Le sens des dépendances : `cours` importe `contexte`, jamais l'inverse (sauf le pont documenté
dans `contexte/__init__.py`, pour les noms du scénario). Ce fichier n'importe rien.
"""
