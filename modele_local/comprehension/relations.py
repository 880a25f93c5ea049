"""Le vocabulaire des relations, écrit une fois : les mots qui désignent une autre personne.

« mon chef », « ma voisine Sofia », « my coworker Priya » : la relation dit que le fait est celui
d'un autre. Ce motif sert à tous ceux qui cherchent de qui parle une phrase : les propositions
(`propositions.DESIGNE`), l'extraction pour une mémoire (`memoire.AUTRUI`), le tri des propos
d'un résumé (`tri.categories`, `tri.parle_d_un_tiers`). Les formes : masculin et féminin,
avec ou sans accent, français et anglais ; le pluriel (« mes collègues ») est ajouté par qui
l'emploie.

    >>> import re
    >>> [m.group() for m in re.finditer(rf"\\b(?:{RELATIONS})\\b", "ma belle-sœur et my coworker")]
    ['belle-sœur', 'coworker']
"""

from __future__ import annotations

FRANCAIS = (
    # travail
    "chef", "cheffe", "patron", "patronne", "manager", "manageuse", "responsable",
    "sup[ée]rieure?", "coll[èe]gue", "bin[ôo]me", "stagiaire", "mentor", "associ[ée]e?",
    "cliente?", "prof", "professeure?", "m[ée]decin",
    # voisinage, amis
    "voisine?", "amie?", "copain", "copine", "coloc", "colocataire",
    # famille (les composés d'abord : « belle-sœur » avant « sœur »)
    "beau-fr[èe]re", "belle-s[œo]e?ur", "belle-m[èe]re", "beau-p[èe]re", "grand-m[èe]re",
    "grand-p[èe]re", "fr[èe]re", "s[œo]e?ur", "m[èe]re", "p[èe]re", "maman", "papa", "mari",
    "femme", "fils", "fille", "cousine?", "oncle", "tante", "neveu", "ni[èe]ce",
    "conjointe?", "compagnon", "compagne", "fianc[ée]e?",
    # la famille et l'entourage au-delà (les composés d'abord)
    "demi-fr[èe]re", "demi-s[œo]e?ur", "petit-fils", "petite-fille", "beau-fils", "belle-fille",
    "gendre", "parrain", "marraine", "filleule?", "jumeau", "jumelle", "mamie", "mamy", "papi",
    "papy", "grand-oncle", "grand-tante", "[ée]poux", "[ée]pouse", "ch[ée]rie?", "enfant", "b[ée]b[ée]",
    "pote", "meilleure? amie?", "camarade", "nounou", "baby-sitter", "gardienne?", "concierge",
    "propri[ée]taire", "bailleur", "dentiste", "kin[ée]", "kin[ée]sith[ée]rapeute", "ost[ée]o",
    "ost[ée]opathe", "psy", "psychologue", "th[ée]rapeute", "coach", "entra[îi]neur", "entra[îi]neuse",
    "ma[îi]tresse", "institutrice", "instituteur", "co[ée]quipi[èe]re?",
    "directeur", "directrice", "patiente?", "r[ée]sidente?", "apprentie?", "[ée]l[èe]ve", "chum",
    "partenaire", "employ[ée]e?", "assistante?", "belle-famille",
    # familier, et du Québec : « mon gars » (mon fils), « ma blonde » (ma copine), « mon mec »
    "gars", "blonde", "mec", "meuf", "frangin", "frangine", "fiston", "tonton", "tata",
    # les enfants, familièrement : « mes trois gosses », « mes mômes », « ma gamine »
    "gosse", "m[ôo]me", "gamine?", "mioche", "marmot",
)

ANGLAIS = (
    "boss", "coworker", "colleague", "teammate", "neighbou?r", "friend", "roommate", "flatmate",
    "brother", "sister", "mother", "mom", "mum", "father", "dad", "husband", "wife", "son",
    "daughter", "partner", "cousin", "aunt", "uncle", "doctor",
    "mother-in-law", "father-in-law", "brother-in-law", "sister-in-law", "stepdad", "stepmom",
    "stepmum", "stepmother", "stepfather", "stepson", "stepdaughter", "stepbrother", "stepsister",
    "half-brother", "half-sister", "grandmother", "grandfather", "grandma", "grandpa", "granny",
    "grandson", "granddaughter", "nephew", "niece", "godfather", "godmother", "godson",
    "goddaughter", "twin", "boyfriend", "girlfriend", "fiancee?", "spouse", "kid", "child", "boy",
    "mate", "pal", "buddy", "best friend", "classmate", "landlord", "landlady", "nanny",
    "babysitter", "dentist", "physio", "physiotherapist", "therapist", "coach", "teacher", "tutor",
    "trainer", "supervisor", "labmate", "housemate", "bandmate", "workmate", "officemate",
    "student", "pupil", "apprentice", "client", "customer", "patient", "resident", "assistant",
    "intern", "employee", "mentor",
    # familier, d'Irlande et du Royaume-Uni : « my mam », « my nan », « my hubby »
    "mam", "mammy", "mummy", "mommy", "nan", "nana", "gran", "hubby", "bestie",
    # les enfants et petits-enfants : « my children », « my grandkids », d'Écosse « my bairns »
    "children", "grandkid", "grandchild", "grandchildren", "bairn", "grandbairn", "wean", "grandwean",
)

# le plus long d'abord : « father-in-law » avant « father », « belle-sœur » avant « sœur »
RELATIONS = "|".join(sorted(FRANCAIS + ANGLAIS, key=len, reverse=True))
# Celles qui, nommées (« mon responsable s'appelle Malik »), donnent un fait de l'utilisateur
# dans le scénario du cours : le nom de son responsable.
HIERARCHIE = r"responsable|manager|chef|cheffe|boss"
