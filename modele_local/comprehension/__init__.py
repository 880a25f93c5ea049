"""La compréhension du modèle local : lire des phrases d'élève, en français ou en anglais.

Fonctions pures, sans état : `normaliser` (mots comparables), `propositions` (qui dit quoi, à la
forme négative ou non, en remplacement de quoi), `cadres` (faits à clés ouvertes),
`recherche_lexicale` (répondre à une question par les phrases de la requête), `resume_faits`
(résumé extractif qui ne garde que la valeur la plus récente).
"""
