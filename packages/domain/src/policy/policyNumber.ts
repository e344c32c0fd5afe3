/**
 * A bound policy's number: the insurer's prefix and its next number in sequence, six digits at
 * least ("HCU-000042"). Each insurer's sequence only goes up, so a number is never issued twice.
 */
export function policyNumberOf(prefix: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`A policy number's sequence starts at 1: ${sequence}`);
  const cleanPrefix = prefix.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,12}$/.test(cleanPrefix))
    throw new RangeError(`A policy number's prefix is 1 to 12 letters or digits: "${prefix}"`);
  return `${cleanPrefix}-${String(sequence).padStart(6, '0')}`;
}
