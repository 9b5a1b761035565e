/** Source texts (Haitian Creole) of the "calls" namespace: asking a contributor to call back. */
export default {
  "calls.error.failed": "Echèk nan demann rele a",
  "calls.error.notContactable": "Kontribitè sa a pa aksepte pou yo mande l rele.",
  "calls.error.ownContribution": "Ou pa ka mande tèt ou pou w rele tèt ou.",
  "calls.error.dailyLimit": "Ou deja voye {limit} demann rele jodi a. Ou ka voye lòt demen.",
  "calls.notification.title": "Yon moun mande pou w rele l",
  "calls.notification.message": "{name} mande pou w rele l nan {phone} pou kontribisyon ou a.",
  "calls.notification.messageWithNote": "{name} mande pou w rele l nan {phone} pou kontribisyon ou a. Mesaj li: {note}",
} as const;
