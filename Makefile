# Deux commandes pour commencer : `make lab` (ouvrir le cours) et `make test` (tout vérifier).
# Sans make, voir « Sans make » dans le README : chaque cible y a son équivalent à la main.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installe
# Les tests imposent le modèle local : une clé d'API dans votre environnement ne change rien aux sorties.
HORS_LIGNE := CONTEXTE_HORS_LIGNE=1
NBVAL := $(BIN)/pytest --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:cacheprovider

.PHONY: installer lab test test-unitaires test-notebooks lint notebooks corriger mesures fiabilite nettoyer conformite

# Le venv n'est (ré)installé que si requirements.txt ou pyproject.toml a changé.
$(STAMP): requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' || { \
	  echo "Il faut Python 3.10 ou plus ($(PYTHON) est trop ancien) : make PYTHON=python3.12 …"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { \
	  echo "Impossible de créer $(VENV) : sous Debian ou Ubuntu, installez python3-venv."; exit 1; }
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(STAMP)

installer: $(STAMP)

# En root (conteneur), JupyterLab exige --allow-root.
lab: $(STAMP)
	$(BIN)/jupyter lab notebooks/ $$(test "$$(id -u)" = 0 && echo --allow-root)

# ruff ; exercises/ bien dérivé de solutions/ ; tests unitaires, exercices notés dans les deux sens
# (solutions = note maximale, énoncés intacts = 0), mutants et rendus hostiles ; nbval strict.
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python outils/generer_exercices.py --verifier
	$(HORS_LIGNE) $(BIN)/python -m pytest -q tests
	$(HORS_LIGNE) $(NBVAL) -q notebooks solutions

test-unitaires: $(STAMP)
	$(HORS_LIGNE) $(BIN)/python -m pytest -q tests

test-notebooks: $(STAMP)
	$(HORS_LIGNE) $(NBVAL) notebooks solutions

# Note une classe : RENDUS=dossier contenant un sous-dossier par élève (copie de exercises/).
corriger: $(STAMP)
	@test -n "$(RENDUS)" || { echo "Usage : make corriger RENDUS=chemin/vers/rendus"; exit 2; }
	$(BIN)/python -m correction "$(RENDUS)"

# Exécute les leçons depuis leurs sources jupytext (notebooks/NN_*.py), hors ligne, et les nettoie.
notebooks: $(STAMP)
	$(BIN)/python outils/executer_notebooks.py

# Tous les benchmarks côte à côte (stratégies, tokens, persistance) ; SUITE=1 chronomètre aussi
# `make test` (installation comprise). Résultats : resultats/ (JSON, CSV, PNG, tableaux.md).
mesures: $(STAMP)
	$(HORS_LIGNE) $(BIN)/python -m mesures --sortie resultats $(if $(SUITE),--suite)

# Versions longues des tests de fiabilité (kills en pleine écriture, écrivains concurrents).
fiabilite: $(STAMP)
	$(BIN)/python -m fiabilite.harnais

# Hors `make test` : les tests (test_messages.py, partie synchrone) et trois exemples du SDK anthropic
# installé, téléchargés en source par pip, lancés contre le modèle local ; tableau succès/échecs.
conformite: $(STAMP)
	$(BIN)/python outils/conformite_anthropic.py

lint: $(STAMP)
	$(BIN)/ruff check .

nettoyer:
	rm -rf $(VENV) .pytest_cache .hypothesis resultats
