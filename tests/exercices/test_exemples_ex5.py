"""Les exemples de la propriété de l'ex5, tirés une fois (exemples_ex5) : 150, variés, bien formés."""

from exemples_ex5 import exemples


def test_cent_cinquante_exemples_distincts():
    vus = exemples()
    assert len(vus) == 150
    assert len({repr(x) for x in vus}) == 150
    assert exemples() is vus   # tirés une fois par processus


def test_paires_d_outils_entieres():
    for messages, _ in exemples():
        for i, m in enumerate(messages):
            if isinstance(m["content"], list) and m["content"][-1]["type"] == "tool_use":
                suivant = messages[i + 1]["content"][0]
                assert suivant["type"] == "tool_result"
                assert suivant["tool_use_id"] == m["content"][-1]["id"]


def test_les_cas_qui_attrapent_les_erreurs_y_sont():
    """Liste vide, budget nul, longues conversations, fin sur un résultat d'outil, premier
    message qui n'ouvre pas une requête : la propriété les voit tous."""
    vus = exemples()
    assert any(not messages for messages, _ in vus)
    assert any(budget == 0 for _, budget in vus)
    assert any(budget >= 60 for _, budget in vus)
    assert sum(len(messages) >= 10 for messages, _ in vus) >= 10
    assert any(messages and messages[-1]["role"] == "user" and
               isinstance(messages[-1]["content"], list) for messages, _ in vus)
    assert any(messages and messages[0]["role"] == "assistant" for messages, _ in vus)
