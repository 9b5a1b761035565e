// The GSM 03.38 default alphabet and its extension table (each extension character costs two).
// A text made only of these travels as 7-bit GSM: 160 characters in one segment. Any other
// character switches the whole text to UCS-2: 70 characters in one segment.
const gsmBasic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const gsmExtension = "^{}\\[~]|€\f";

export interface SmsSize {
  encoding: "gsm7" | "ucs2";
  /** Length in encoding units: septets for GSM (extension characters count two), UTF-16 units for UCS-2. */
  units: number;
  segments: number;
}

/** How a text message will be encoded and into how many segments it will be split. */
export const smsSize = (body: string): SmsSize => {
  let septets = 0;
  for (const character of body) {
    if (gsmBasic.includes(character)) septets += 1;
    else if (gsmExtension.includes(character)) septets += 2;
    else return sized("ucs2", body.length, 70, 67);
  }
  return sized("gsm7", septets, 160, 153);
};

// A message longer than one segment is split into parts that each lose room to a header.
const sized = (encoding: SmsSize["encoding"], units: number, single: number, part: number): SmsSize => ({
  encoding,
  units,
  segments: units <= single ? 1 : Math.ceil(units / part),
});
