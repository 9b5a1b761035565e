/*
 * The member number shown as a member's username: "KDS-", seven digits from a database sequence,
 * "-", and a Luhn check digit over those seven digits, e.g. "KDS-0000123-0". The check digit lets
 * a person reading it aloud or typing it (support, the admin command) catch a slip of one digit
 * or two swapped neighbours before anything is looked up.
 */

export const memberNumberPrefix = "KDS-";
/** Seven digits: the sequence may run up to 9 999 999 members. */
export const memberSequenceMax = 9_999_999;

const memberNumberPattern = /^KDS-(\d{7})-(\d)$/;

/** The Luhn check digit of a string of decimal digits (the digit to append). */
export const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  // Walking from the right, the digit next to the future check digit is doubled, then every second one.
  for (let index = 0; index < digits.length; index += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
};

/** The member number of the n-th member (n from the sequence, 1 to 9 999 999). */
export const formatMemberNumber = (sequence: number): string => {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > memberSequenceMax) {
    throw new RangeError(`member sequence out of range: ${String(sequence)}`);
  }
  const digits = String(sequence).padStart(7, "0");
  return `${memberNumberPrefix}${digits}-${String(luhnCheckDigit(digits))}`;
};

/** Reads what a person typed: case and surrounding spaces do not matter ("kds-0000123-0 "). */
export const normalizeMemberNumber = (text: string): string => text.trim().toUpperCase();

/** True for a well-formed member number whose check digit matches. */
export const isValidMemberNumber = (text: string): boolean => parseMemberNumber(text) !== null;

/** The sequence number inside a valid member number, or null (bad shape or wrong check digit). */
export const parseMemberNumber = (text: string): number | null => {
  const match = memberNumberPattern.exec(normalizeMemberNumber(text));
  const digits = match?.[1];
  const check = match?.[2];
  if (digits === undefined || check === undefined) return null;
  if (luhnCheckDigit(digits) !== Number(check)) return null;
  const sequence = Number(digits);
  return sequence === 0 ? null : sequence;
};
