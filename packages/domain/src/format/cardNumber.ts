/** Digits in the groups printed on the card: "4242 4242 4242 4242"; Amex "3782 822463 10005". */
export function groupCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length === 15) return `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}`;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
