import json
import pathlib


class Session:
    """La version d'origine : un fichier JSON, un temporaire au nom fixe, un renommage."""

    def __init__(self, path):
        self.path = pathlib.Path(path)
        self.messages = (json.loads(self.path.read_text(encoding="utf-8"))
                         if self.path.exists() else [])

    def save(self):
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.messages, ensure_ascii=False), encoding="utf-8")
        tmp.replace(self.path)


class SessionNaive(Session):
    """Sans temporaire : on réécrit le fichier final directement."""

    def save(self):
        self.path.write_text(json.dumps(self.messages, ensure_ascii=False), encoding="utf-8")
