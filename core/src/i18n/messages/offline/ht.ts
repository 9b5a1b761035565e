/** Source texts (Haitian Creole) of working without a connection: the outbox, the offline notice, updates, idempotency keys (decision 0034). Keys are "offline.<name>". */
export default {
  "offline.outbox.waiting": "Ap tann koneksyon pou l ale",
  "offline.outbox.listLabel": "Sa k ap tann pou l ale",
  "offline.outbox.kept": "Ou pa gen koneksyon. Sa ou ekri a rete sou aparèy la: l ap ale pou kont li lè koneksyon an tounen, menm si ou fèmen paj la.",
  "offline.outbox.sent": "Sa ou te kite sou aparèy la ale.",
  "offline.outbox.refused": "Nou pa t ka voye sa ou te kite sou aparèy la: {message}",
  "offline.notice": "Ou pa konekte. W ap wè dènye done ou te wè yo; yo ka pa ajou.",
  "offline.stale": "Dènye done ou te wè, yo ka pa ajou",
  "offline.update.ready": "Gen yon nouvo vèsyon Kominote. Li ap pran plas la lè w fin ekri.",
  "offline.update.apply": "Mete l kounye a",
  "offline.idempotency.keyInvalid": "Kle idanpotans lan pa valid: li dwe gen ant 16 ak 128 lèt, chif, tirè oswa souliyen.",
  "offline.idempotency.keyReused": "Kle sa a te deja sèvi pou yon lòt demann. Voye demann lan ak yon nouvo kle.",
  "offline.idempotency.inFlight": "Demann sa a ap trete deja. Tann yon ti moman epi eseye ankò.",
  "offline.savedAt": "Anrejistre {date}",
  "offline.noticeLabel": "Koneksyon",
  "offline.outbox.fileKept": "Ap tann koneksyon: l ap ale ak kontribisyon an",
} as const;
