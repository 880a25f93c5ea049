# Le quickstart « chat » de Gemini (https://ai.google.dev/gemini-api/docs/text-generation,
# section « Multi-turn conversations (chat) », lue le 2026-11-30), exécuté tel quel : seul
# l'environnement (GEMINI_API_KEY, GOOGLE_GEMINI_BASE_URL) le dirige vers le modèle local.
from google import genai

client = genai.Client()
chat = client.chats.create(model="gemini-2.5-flash")

response = chat.send_message("I have 2 dogs in my house.")
print(response.text)

response = chat.send_message("How many paws are in my house?")
print(response.text)

for message in chat.get_history():
    print(f'role - {message.role}',end=": ")
    print(message.parts[0].text)

chat = client.chats.create(model="gemini-2.5-flash")

response = chat.send_message_stream("I have 2 dogs in my house.")
for chunk in response:
    print(chunk.text, end="")

response = chat.send_message_stream("How many paws are in my house?")
for chunk in response:
    print(chunk.text, end="")

for message in chat.get_history():
    print(f'role - {message.role}', end=": ")
    print(message.parts[0].text)
