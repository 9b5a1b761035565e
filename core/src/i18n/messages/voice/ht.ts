/** Source texts (Haitian Creole) of reading a text aloud (POST /api/ai/voice). Keys are "voice.<name>". */
export default {
  "voice.text.required": "Pa gen tèks pou li.",
  "voice.text.tooLong": "Tèks pou li a pa ka depase 1000 karaktè.",
  "voice.unavailable": "Nou pa ka li tèks la awotvwa kounye a. Ou ka toujou li l sou ekran an.",
} as const;
